import { expect, test } from '@playwright/test';
import { expectSignedIn, expectSignedOut, hydrated, signInWithCredentials } from './helpers.ts';

test.describe('credentials sign-in and sign-out', () => {
	test('signing in with demo/demo shows the user on every page and survives a reload', async ({ page }) => {
		await signInWithCredentials(page);
		await page.waitForURL('/');
		await expect(page.getByTestId('nav-user')).toHaveText('Demo User');
		await page.goto('/protected');
		await expect(page.getByTestId('protected-user')).toContainText('Demo User');
		await page.reload();
		await expect(page.getByTestId('nav-user')).toHaveText('Demo User');
	});

	test('a wrong password shows the error and its code, and creates no session', async ({ page }) => {
		await signInWithCredentials(page, { password: 'wrong' });
		const alert = page.getByTestId('signin-error');
		await expect(alert).toHaveAttribute('data-error', 'CredentialsSignin');
		await expect(page.getByTestId('signin-code')).toHaveText('invalid_login');
		await expect(alert).not.toContainText(/password|username/i);
		await expectSignedOut(page);
	});

	test('the callbackUrl is honoured after sign-in', async ({ page }) => {
		await page.goto('/protected');
		await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fprotected&error=SessionRequired$/);
		await hydrated(page);
		await page.getByLabel('Username', { exact: true }).fill('demo');
		await page.getByLabel('Password', { exact: true }).fill('demo');
		await page.getByRole('button', { name: 'Sign in', exact: true }).click();
		await page.waitForURL('/protected');
		await expect(page.getByTestId('protected-user')).toBeVisible();
	});

	test('signing out through the /signout action ends the session', async ({ page }) => {
		await signInWithCredentials(page);
		await page.waitForURL('/');
		await page.goto('/signout');
		await hydrated(page);
		await page.getByRole('button', { name: 'Sign out' }).click();
		await page.waitForURL('/');
		await expectSignedOut(page);
		const response = await page.request.get('/api/me');
		expect(response.status()).toBe(401);
	});
});

test('the client entry signOut() ends the session with a fetch', async ({ page }) => {
	await signInWithCredentials(page);
	await page.waitForURL('/');
	await hydrated(page);
	await page.getByRole('button', { name: 'Sign out', exact: true }).click();
	await expect(page.getByTestId('status')).toHaveText('Not signed in.');
	expect(await (await page.request.get('/auth/session')).json()).toBeNull();
});

test.describe('credentials without JavaScript', () => {
	test.use({ javaScriptEnabled: false });

	test('sign-in, wrong password and sign-out all work as plain form posts', async ({ page }) => {
		await page.goto('/signin?callbackUrl=%2Fprotected');
		await page.getByLabel('Username', { exact: true }).fill('demo');
		await page.getByLabel('Password', { exact: true }).fill('nope');
		await page.getByRole('button', { name: 'Sign in', exact: true }).click();
		await expect(page.getByTestId('signin-error')).toHaveAttribute('data-code', 'invalid_login');

		await page.getByLabel('Username', { exact: true }).fill('demo');
		await page.getByLabel('Password', { exact: true }).fill('demo');
		await page.getByRole('button', { name: 'Sign in', exact: true }).click();
		await page.waitForURL('/protected');
		await expectSignedIn(page);

		await page.goto('/signout');
		await page.getByRole('button', { name: 'Sign out' }).click();
		await page.waitForURL('/');
		await expectSignedOut(page);
	});
});
