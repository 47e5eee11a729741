import { expect, test } from '@playwright/test';

test.describe('built-in pages under /auth', () => {
	test('the sign-in page lists every provider with a labelled form and signs in with credentials', async ({ page }) => {
		await page.goto('/auth/signin?callbackUrl=%2Fprotected');
		await expect(page).toHaveTitle(/sign in/i);
		for (const name of ['Mock OIDC', 'Mock OAuth']) await expect(page.getByRole('button', { name: new RegExp(name) })).toBeVisible();
		await expect(page.getByLabel(/email/i).first()).toBeVisible();
		await page.getByLabel('Username', { exact: true }).fill('demo');
		await page.getByLabel('Password', { exact: true }).fill('demo');
		await page.getByRole('button', { name: /credentials/i }).click();
		await page.waitForURL('/protected');
	});

	test('a wrong password on the built-in page comes back with the error and code', async ({ page }) => {
		await page.goto('/auth/signin');
		await page.getByLabel('Username', { exact: true }).fill('demo');
		await page.getByLabel('Password', { exact: true }).fill('bad');
		await page.getByRole('button', { name: /credentials/i }).click();
		await expect(page).toHaveURL(/\/auth\/signin\?error=CredentialsSignin&code=invalid_login/);
		await expect(page.getByRole('alert')).toBeVisible();
	});

	test('the sign-out page confirms and signs out', async ({ page }) => {
		await page.goto('/auth/signin');
		await page.getByLabel('Username', { exact: true }).fill('demo');
		await page.getByLabel('Password', { exact: true }).fill('demo');
		await page.getByRole('button', { name: /credentials/i }).click();
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
