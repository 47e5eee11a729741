/**
 * The `signIn` callback decides, whatever the provider: the demo's deny list (src/auth.ts) refuses every
 * address at blocked.example. The rule: returning false ends on the error page with AccessDenied, signs
 * nobody in, stores nobody and, for e-mail, sends nothing.
 */
import { expect, test } from '@playwright/test';
import { count, hasUser } from './store.ts';
import { hydrated, mailCount, uniqueEmail } from './helpers.ts';

const blocked = (tag: string) => uniqueEmail(tag).replace('@example.test', '@blocked.example');

test.describe('the signIn callback refuses a user', () => {
	test('an OpenID Connect user it refuses sees AccessDenied and is neither signed in nor stored', async ({ page }, info) => {
		const email = blocked('oidc');
		await page.goto(`/signin?login_hint=${encodeURIComponent(email)}`);
		await hydrated(page);
		await page.getByRole('button', { name: 'Sign in with Mock OIDC' }).click();
		await page.waitForURL((url) => url.searchParams.get('error') === 'AccessDenied');
		expect((await (await page.request.get('/auth/session')).json())).toBeNull();
		expect(hasUser(info, email)).toBe(false);
	});

	test('an e-mail sign-in it refuses gets AccessDenied before any link is stored or sent', async ({ request, baseURL }, info) => {
		const email = blocked('mail');
		const answer = await request.post('/auth/signin/nodemailer', { form: { email }, headers: { origin: baseURL! }, maxRedirects: 0 });
		expect(answer.status()).toBe(302);
		expect(new URL(answer.headers().location).searchParams.get('error')).toBe('AccessDenied');
		expect(count(info, 'SELECT COUNT(*) FROM auth_verification_tokens WHERE identifier = ?', email)).toBe(0);
		expect(await mailCount(email)).toBe(0);
	});

	test('the same sign-in for an address it allows goes through (control)', async ({ page }, info) => {
		const email = uniqueEmail('allowed');
		await page.goto(`/signin?login_hint=${encodeURIComponent(email)}`);
		await hydrated(page);
		await page.getByRole('button', { name: 'Sign in with Mock OIDC' }).click();
		await page.waitForURL('/');
		expect((await (await page.request.get('/auth/session')).json())?.user?.email).toBe(email);
		expect(hasUser(info, email)).toBe(true);
	});
});
