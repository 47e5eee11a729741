import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { hydrated, signInWithCredentials, uniqueEmail } from './helpers.ts';

// Every page of the demo passes axe-core, in light and in dark; sign-in works with the keyboard alone. The
// pages' markup is the same under both session strategies: playwright.config.ts runs this on the jwt server.
// (The library's built-in pages: builtin-accessibility.spec.ts, on the server without `pages`.)

async function check(page: Page, paths: string[]) {
	for (const path of paths) {
		await page.goto(path);
		await hydrated(page);
		await expectNoAxeViolations(page, path);
	}
}

/** One of each kind of message /signin shows: error with a code, warning, error, and the "sign in to continue" notice. */
const SIGNIN_MESSAGES = [
	'/signin?error=CredentialsSignin&code=invalid_login',
	'/signin?error=AccountLinkingUnavailable',
	'/signin?error=Verification',
	'/signin?callbackUrl=%2Fprotected&error=SessionRequired',
	'/signin?error=SomethingUnknown'
];

for (const colorScheme of ['light', 'dark'] as const) {
	test.describe(`axe, ${colorScheme}`, () => {
		test.use({ colorScheme });
		// axe inspects the whole page each time: several pages per test take longer than one flow.
		test.slow();

		test('signed out: home, sign-in, sign-out, check-your-e-mail, not found', async ({ page }) => {
			await check(page, ['/', '/signin', '/signout', '/verify-request?provider=nodemailer&type=email', '/no-such-page']);
		});

		test('the sign-in page with each kind of message it shows', async ({ page }) => {
			await check(page, SIGNIN_MESSAGES);
		});

		test('signed in as the admin: home, protected, account, admin, sign-out, sign-in', async ({ page }) => {
			await signInWithCredentials(page);
			await page.waitForURL('/');
			await check(page, ['/', '/protected', '/account', '/admin', '/signout', '/signin']);
		});

		test('signed in without a role: home, account, and the 403 page of /admin', async ({ page }) => {
			await page.goto(`/signin?login_hint=${encodeURIComponent(uniqueEmail('a11y'))}`);
			await hydrated(page);
			await page.getByRole('button', { name: 'Sign in with Mock OIDC' }).click();
			await page.waitForURL('/');
			await check(page, ['/', '/account']);
			expect((await page.goto('/admin'))?.status()).toBe(403);
			await expectNoAxeViolations(page, '/admin (403)');
		});
	});
}

test.describe('keyboard only', () => {
	test('the skip link comes first and moves focus to the content', async ({ page }) => {
		await page.goto('/');
		await hydrated(page);
		await page.keyboard.press('Tab');
		await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
		await page.keyboard.press('Enter');
		await expect(page).toHaveURL(/#main$/);
	});

	test('sign in with Tab, typing and Enter only, and come back to the page that asked', async ({ page }) => {
		await page.goto('/protected');
		await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fprotected/);
		await hydrated(page);
		const username = page.getByLabel('Username', { exact: true });
		// Tab through the header to the first field of the form: every control on the way is reachable.
		for (let i = 0; i < 15 && !(await username.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
		await expect(username).toBeFocused();
		await page.keyboard.type('demo');
		await page.keyboard.press('Tab');
		await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
		await page.keyboard.type('demo');
		await page.keyboard.press('Enter');
		await page.waitForURL('/protected');
		await expect(page.getByTestId('protected-user')).toContainText('Demo User');
	});

	test('the passkey field and button are labelled, and the field says what its autofill offers', async ({ page }) => {
		await page.goto('/signin');
		await hydrated(page);
		const field = page.getByRole('textbox', { name: 'E-mail (to create a passkey)' });
		await expect(field).toHaveAttribute('autocomplete', 'username webauthn');
		await expect(field).toHaveAccessibleDescription(/pick it from this field's suggestions/i);
		await expect(page.getByRole('button', { name: 'Continue with a passkey' })).toBeVisible();
	});
});
