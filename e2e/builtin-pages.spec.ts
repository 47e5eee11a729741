import { expect, test } from '@playwright/test';
import { hydrated, uniqueEmail } from './helpers.ts';

// The `builtin` server: the demo without `pages`, so the library's own pages under /auth answer, as in any
// app that does not set them (playwright.config.ts runs this file there only).
test.describe('built-in pages under /auth', () => {
	test('the sign-in page lists every provider with a labelled form and signs in with credentials', async ({ page }) => {
		await page.goto('/auth/signin?callbackUrl=%2Fprotected');
		await expect(page).toHaveTitle(/sign in/i);
		for (const name of ['Mock OIDC', 'Mock OAuth']) await expect(page.getByRole('button', { name: `Sign in with ${name}` })).toBeVisible();
		// Provider-appropriate wording: the e-mail form sends a link, the passkey form continues with a passkey.
		await expect(page.getByLabel('Email address', { exact: true })).toBeVisible();
		await expect(page.getByRole('button', { name: 'Email me a sign-in link' })).toBeVisible();
		await expect(page.getByRole('button', { name: 'Continue with a passkey' })).toBeVisible();
		await expect(page.getByText(/Sign in with (Nodemailer|Passkey|Credentials)/)).toHaveCount(0);
		await page.getByLabel('Username', { exact: true }).fill('demo');
		await page.getByLabel('Password', { exact: true }).fill('demo');
		await page.getByRole('button', { name: 'Sign in', exact: true }).click();
		await page.waitForURL('/protected');
	});

	test('a wrong password on the built-in page comes back with the error and code', async ({ page }) => {
		await page.goto('/auth/signin');
		await page.getByLabel('Username', { exact: true }).fill('demo');
		await page.getByLabel('Password', { exact: true }).fill('bad');
		await page.getByRole('button', { name: 'Sign in', exact: true }).click();
		await expect(page).toHaveURL(/\/auth\/signin\?error=CredentialsSignin&code=invalid_login/);
		await expect(page.getByRole('alert')).toContainText('Sign in failed');
	});

	test('without pages.signIn, a protected page sends the visitor to the built-in page, which says why and brings them back', async ({ page }) => {
		await page.goto('/protected');
		await expect(page).toHaveURL('/auth/signin?callbackUrl=%2Fprotected&error=SessionRequired');
		await expect(page.getByRole('status').filter({ hasText: 'Please sign in to access this page.' })).toBeVisible();
		await expect(page.getByRole('alert')).toHaveCount(0);
		await page.getByLabel('Username', { exact: true }).fill('demo');
		await page.getByLabel('Password', { exact: true }).fill('demo');
		await page.getByRole('button', { name: 'Sign in', exact: true }).click();
		await page.waitForURL('/protected');
	});

	test('an OAuth refusal (OAuthAccountNotLinked) lands on the built-in sign-in page with an alert', async ({ page, browser }) => {
		const email = uniqueEmail('builtin-collide');
		await page.goto(`/signin?callbackUrl=%2F&login_hint=${encodeURIComponent(email)}`);
		await hydrated(page);
		await page.getByRole('button', { name: 'Sign in with Mock OIDC' }).click();
		await page.waitForURL('/');
		const other = await browser.newContext();
		const tab = await other.newPage();
		await tab.goto(`/signin?login_hint=${encodeURIComponent(email)}`);
		await hydrated(tab);
		await tab.getByRole('button', { name: 'Sign in with Mock OAuth' }).click();
		await expect(tab).toHaveURL(/\/auth\/signin\?error=OAuthAccountNotLinked$/);
		await expect(tab.getByRole('alert')).toContainText('sign in with the same account you used originally');
		await other.close();
	});

	test('the sign-out page confirms and signs out', async ({ page }) => {
		await page.goto('/auth/signin');
		await page.getByLabel('Username', { exact: true }).fill('demo');
		await page.getByLabel('Password', { exact: true }).fill('demo');
		await page.getByRole('button', { name: 'Sign in', exact: true }).click();
		await page.waitForURL('/');
		await page.goto('/auth/signout');
		await page.getByRole('button', { name: /sign out/i }).click();
		await page.waitForURL('/');
		expect(await (await page.request.get('/auth/session')).json()).toBeNull();
	});

	test('the error page answers by type with the right status and no details', async ({ request }) => {
		const cases: Array<[string, number]> = [['Configuration', 500], ['AccessDenied', 403], ['Verification', 403], ['Whatever', 200]];
		for (const [error, status] of cases) {
			const response = await request.get(`/auth/error?error=${error}`);
			expect(response.status(), error).toBe(status);
			const html = await response.text();
			expect(html).not.toMatch(/at \w+ \(|stack|node_modules/i);
		}
	});

	test('the dev mailbox does not exist in a production build', async ({ request }) => {
		expect((await request.get('/dev/mailbox')).status()).toBe(404);
	});

	test('the verify-request page renders', async ({ page }) => {
		await page.goto('/auth/verify-request');
		await expect(page.getByRole('heading', { level: 1 })).toContainText(/check your e-?mail/i);
	});
});
