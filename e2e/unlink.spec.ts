import { expect, test } from '@playwright/test';
import { hydrated, uniqueEmail } from './helpers.ts';

test.describe('unlinking a sign-in method on /account', () => {
	test('with Mock OAuth linked, Mock OIDC can be unlinked; signing in with it again no longer reaches this user', async ({ page, browser }) => {
		const email = uniqueEmail('unlink');
		await page.goto(`/signin?callbackUrl=%2Faccount&login_hint=${encodeURIComponent(email)}`);
		await hydrated(page);
		await page.getByRole('button', { name: 'Sign in with Mock OIDC' }).click();
		await page.waitForURL('/account');
		await page.goto(`/account?login_hint=${encodeURIComponent(uniqueEmail('unlink-second'))}`);
		await hydrated(page);
		await page.getByRole('button', { name: 'Link Mock OAuth' }).click();
		await page.waitForURL('/account');
		const linked = page.getByTestId('linked-accounts');
		await expect(linked.locator('[data-provider]')).toHaveCount(2);
		await linked.locator('[data-provider="mock-oidc"]').getByRole('button', { name: 'Unlink' }).click();
		await expect(linked.locator('[data-provider]')).toHaveCount(1);
		await expect(linked.locator('[data-provider="mock-oauth"]')).toBeVisible();
		// Mock OIDC's account is gone: a new sign-in with it finds the address taken and is refused.
		const other = await browser.newContext();
		const tab = await other.newPage();
		await tab.goto(`/signin?login_hint=${encodeURIComponent(email)}`);
		await hydrated(tab);
		await tab.getByRole('button', { name: 'Sign in with Mock OIDC' }).click();
		await expect(tab).toHaveURL(/\/signin\?error=OAuthAccountNotLinked/);
		await other.close();
	});
});
