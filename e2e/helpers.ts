import { expect, type Page } from '@playwright/test';
import { mailbox, type InboxMail } from './mailbox.ts';

/** Waits until the root layout hydrated: typing earlier would be wiped by hydration. */
export async function hydrated(page: Page) {
	await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Signs in as the demo credentials user through the app's /signin page (JavaScript on). */
export async function signInWithCredentials(page: Page, { password = 'demo', callbackUrl }: { password?: string; callbackUrl?: string } = {}) {
	await page.goto(callbackUrl ? `/signin?callbackUrl=${encodeURIComponent(callbackUrl)}` : '/signin');
	await hydrated(page);
	await page.getByLabel('Username', { exact: true }).fill('demo');
	await page.getByLabel('Password', { exact: true }).fill(password);
	await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function expectSignedIn(page: Page, name = 'Demo User') {
	await page.goto('/');
	await expect(page.getByTestId('user-name')).toHaveText(name);
}

export async function expectSignedOut(page: Page) {
	await page.goto('/');
	await expect(page.getByTestId('status')).toHaveText('Not signed in.');
}

/** Waits for a mail to `to` in the SMTP sink's inbox and returns it. */
export async function waitForMail(to: string, { after = 0 } = {}): Promise<InboxMail> {
	let found: InboxMail | undefined;
	await expect
		.poll(
			async () => {
				const mails = await mailbox.list(to);
				found = mails.length > after ? mails[0] : undefined;
				return !!found;
			},
			{ timeout: 10_000 }
		)
		.toBe(true);
	return found!;
}

export async function mailCount(to: string): Promise<number> {
	return (await mailbox.list(to)).length;
}

export function linkIn(mail: InboxMail): string {
	const link = mail.text.match(/https?:\/\/\S+\/callback\/\S+/)?.[0];
	if (!link) throw new Error(`No sign-in link in mail: ${mail.text}`);
	return link;
}

/** A unique address per test, so parallel tests never read each other's mail. */
export function uniqueEmail(tag: string) {
	return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}
