import { expect, test, type Page } from '@playwright/test';
import { addAuthenticator } from './authenticator.ts';
import { expectSignedIn, hydrated, signInWithCredentials, uniqueEmail } from './helpers.ts';

/** Signs in as `demo` (a credentials user the adapter stores) and opens /account as a mock user of `hint`. */
async function demoOnAccount(page: Page, hint: string) {
	await signInWithCredentials(page, { callbackUrl: '/account' });
	await page.waitForURL('/account');
	await page.goto(`/account?login_hint=${encodeURIComponent(hint)}`);
	await hydrated(page);
}

const PROVIDERS = [
	['Mock OAuth', 'mock-oauth'],
	['Mock OIDC', 'mock-oidc'],
	['Mock Entra ID', 'mock-entra']
] as const;

test.describe('the demo user (credentials, stored in the adapter) links sign-in methods on /account', () => {
	for (const [label, id] of PROVIDERS) {
		test(`"Link ${label}" links the account to demo, who stays signed in as Demo User`, async ({ page }) => {
			await demoOnAccount(page, uniqueEmail(`demo-${id}`));
			const linked = page.getByTestId('linked-accounts').locator(`[data-provider="${id}"]`);
			const before = await linked.count();
			await page.getByRole('button', { name: `Link ${label}` }).click();
			await page.waitForURL('/account');
			await expect(linked).toHaveCount(before + 1);
			await expectSignedIn(page, 'Demo User');
		});
	}

	test('"Add a passkey" registers a passkey for demo, listed on /account', async ({ page, context }) => {
		await addAuthenticator(context, page);
		await demoOnAccount(page, uniqueEmail('demo-passkey'));
		const passkeys = page.getByTestId('passkey');
		const before = await passkeys.count();
		await page.getByRole('button', { name: 'Add a passkey' }).click();
		await expect(passkeys).toHaveCount(before + 1);
		await expect(page.getByTestId('passkey-error')).toHaveCount(0);
		await expectSignedIn(page, 'Demo User');
	});
});
