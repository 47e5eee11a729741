import { expect, test, type Browser, type Page } from '@playwright/test';
import { hydrated, uniqueEmail } from './helpers.ts';

/** A browser of its own (a device), signed in with Mock OIDC as `email`, on /account. */
async function device(browser: Browser, email: string): Promise<Page> {
	const context = await browser.newContext();
	const page = await context.newPage();
	await page.goto(`/signin?callbackUrl=%2Faccount&login_hint=${encodeURIComponent(email)}`);
	await hydrated(page);
	await page.getByRole('button', { name: 'Sign in with Mock OIDC' }).click();
	await page.waitForURL('/account');
	return page;
}

async function expectSignedOut(page: Page) {
	await page.goto('/');
	await expect(page.getByTestId('status')).toHaveText('Not signed in.');
}

test.describe('sessions on /account (database strategy)', () => {
	test('two browsers of one user: each lists both; signing the other one out takes effect on its next request', async ({ browser }) => {
		const email = uniqueEmail('devices');
		const laptop = await device(browser, email);
		const phone = await device(browser, email);
		await laptop.reload();
		const sessions = laptop.getByTestId('session');
		await expect(sessions).toHaveCount(2);
		await expect(laptop.locator('[data-testid="session"][data-current="true"]')).toContainText('this browser');
		await expect(sessions.first()).toContainText('signed in with mock-oidc');
		await laptop.getByRole('button', { name: 'Sign out this session' }).click();
		await expect(laptop.getByTestId('session')).toHaveCount(1);
		await expectSignedOut(phone);
		await laptop.goto('/');
		await expect(laptop.getByTestId('user-email')).toHaveText(email);
		await laptop.context().close();
		await phone.context().close();
	});

	test('"Sign out everywhere else" ends every other browser’s session', async ({ browser }) => {
		const email = uniqueEmail('everywhere');
		const [mine, second, third] = [await device(browser, email), await device(browser, email), await device(browser, email)];
		await mine.reload();
		await expect(mine.getByTestId('session')).toHaveCount(3);
		await mine.getByRole('button', { name: 'Sign out everywhere else' }).click();
		await expect(mine.getByRole('status')).toHaveText('Signed out 2 other session(s).');
		await expect(mine.getByTestId('session')).toHaveCount(1);
		await expectSignedOut(second);
		await expectSignedOut(third);
		for (const page of [mine, second, third]) await page.context().close();
	});
});
