import { expect, test } from '@playwright/test';
import { hydrated, linkIn, signInWithCredentials, uniqueEmail, waitForMail } from './helpers.ts';

// Runs against the "expiry" server: sessions live 3 s, e-mail links 2 s (e2e/servers.ts).
test.describe('lifetimes', () => {
	test('a session past its maxAge reads as signed out', async ({ page }) => {
		await signInWithCredentials(page);
		await page.waitForURL('/');
		await expect(page.getByTestId('nav-user')).toHaveText('Demo User');
		await expect
			.poll(async () => (await page.request.get('/api/me')).status(), { timeout: 10_000, intervals: [500] })
			.toBe(401);
	});

	test('an expired e-mail link is refused with Verification', async ({ page }) => {
		const email = uniqueEmail('expired');
		await page.goto('/signin');
		await hydrated(page);
		await page.getByLabel('Email address').fill(email);
		await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
		const link = linkIn(await waitForMail(email));
		const issued = Date.now();
		// The link's lifetime is 2 s: wait on the clock itself, then open it.
		await expect.poll(() => Date.now() - issued > 2_500, { intervals: [250] }).toBe(true);
		await page.goto(link);
		await expect(page).toHaveURL(/error=Verification/);
	});
});
