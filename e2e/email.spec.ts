import { expect, test } from '@playwright/test';
import { hydrated, linkIn, mailCount, uniqueEmail, waitForMail } from './helpers.ts';

async function requestLink(page: import('@playwright/test').Page, email: string, callbackUrl = '/protected') {
	await page.goto(`/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`);
	await hydrated(page);
	await page.getByLabel('Email address').fill(email);
	await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
	// pages.verifyRequest: the demo's own "check your e-mail" page.
	await page.waitForURL(/\/verify-request\?provider=nodemailer&type=email$/);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your e-mail');
}

test.describe('e-mail sign-in over real SMTP', () => {
	test('request, mail arrives, click signs in and keeps the callbackUrl', async ({ page }) => {
		const email = uniqueEmail('link');
		await requestLink(page, email);
		const mail = await waitForMail(email);
		expect(mail.subject).toMatch(/sign in/i);
		await page.goto(linkIn(mail));
		await page.waitForURL('/protected');
		await page.goto('/');
		await expect(page.getByTestId('user-email')).toHaveText(email);
	});

	test('the same link a second time is refused with Verification', async ({ page, browser }) => {
		const email = uniqueEmail('reuse');
		await requestLink(page, email);
		const link = linkIn(await waitForMail(email));
		await page.goto(link);
		await page.waitForURL('/protected');
		const other = await browser.newContext();
		const second = await other.newPage();
		await second.goto(link);
		await expect(second).toHaveURL(/\/signin\?error=Verification$/);
		await expect(second.getByRole('alert')).toContainText('This sign-in link no longer works');
		await other.close();
	});

	test('the link works when opened in a fresh browser context', async ({ page, browser }) => {
		const email = uniqueEmail('fresh');
		await requestLink(page, email);
		const link = linkIn(await waitForMail(email));
		const fresh = await browser.newContext();
		const tab = await fresh.newPage();
		await tab.goto(link);
		await tab.waitForURL(/\/protected$/);
		await fresh.close();
	});

	test('a tampered token and a link for another address are refused and consume nothing', async ({ page }) => {
		const email = uniqueEmail('tamper');
		await requestLink(page, email);
		const link = new URL(linkIn(await waitForMail(email)));
		const tampered = new URL(link);
		// The last hex digit, always changed: a fixed replacement (`...00`) leaves 1 token in 256 as it was,
		// and the "tampered" link then signs in.
		const token = link.searchParams.get('token')!;
		tampered.searchParams.set('token', `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`);
		await page.goto(tampered.href);
		await expect(page).toHaveURL(/error=Verification/);
		const otherAddress = new URL(link);
		otherAddress.searchParams.set('email', uniqueEmail('other'));
		await page.goto(otherAddress.href);
		await expect(page).toHaveURL(/error=Verification/);
		await page.goto(link.href);
		await page.waitForURL('/protected');
	});

	test('a second request within a minute sends no second mail', async ({ page }) => {
		const email = uniqueEmail('flood');
		await requestLink(page, email);
		await waitForMail(email);
		await page.goto('/signin');
		await hydrated(page);
		await page.getByLabel('Email address').fill(email);
		await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
		await expect(page.getByTestId('signin-error')).toHaveAttribute('data-error', 'EmailSignin');
		expect(await mailCount(email)).toBe(1);
	});
});
