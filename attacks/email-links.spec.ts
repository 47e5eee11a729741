/**
 * E-mail sign-in links: reused, expired, edited, and clicked fifty times at once. The rule: a link signs in
 * once, for its own address, before it expires; every other click is `error=Verification` with no session.
 */
import { expect, test, type APIRequestContext, type TestInfo } from '@playwright/test';
import { DatabaseSync } from 'node:sqlite';
import { linkIn, waitForMail } from '../e2e/helpers.ts';
import { count, serverOf } from '../e2e/store.ts';
import { setsSession, uniqueAddress } from './support.ts';

/** Requests a sign-in link for a fresh address and returns it with the address. */
async function mailedLink(request: APIRequestContext, baseURL: string): Promise<{ email: string; link: URL }> {
	const email = uniqueAddress('link');
	const start = await request.post('/auth/signin/nodemailer', { form: { email }, headers: { origin: baseURL }, maxRedirects: 0 });
	expect(start.status()).toBe(302);
	return { email, link: new URL(linkIn(await waitForMail(email))) };
}

/** Opens a link in `request`: the error value of the redirect, and whether it set a session. */
async function open(request: APIRequestContext, link: URL | string) {
	const answer = await request.get(link.toString(), { maxRedirects: 0 });
	expect(answer.status(), 'a redirect, never a server error').toBe(302);
	return { error: new URL(answer.headers().location).searchParams.get('error'), session: setsSession(answer) };
}

/** Time passing: the address's stored token expires a minute ago (the server's own database). */
function expireToken(info: TestInfo, email: string): void {
	const db = new DatabaseSync(`data/e2e-${serverOf(info)}.sqlite`);
	try {
		db.exec('PRAGMA busy_timeout = 5000');
		db.prepare('UPDATE auth_verification_tokens SET expires = ? WHERE identifier = ?').run(Date.now() - 60_000, email);
	} finally {
		db.close();
	}
}

const edited = (link: URL, key: string, value: string) => {
	const copy = new URL(link);
	copy.searchParams.set(key, value);
	return copy;
};

test.describe('e-mail sign-in links', () => {
	test('a link opened a second time signs nobody in (Verification)', async ({ request, baseURL }) => {
		const { link } = await mailedLink(request, baseURL!);
		expect(await open(request, link)).toEqual({ error: null, session: true });
		expect(await open(request, link)).toEqual({ error: 'Verification', session: false });
	});

	test('an expired link signs nobody in (Verification) and is used up all the same', async ({ request, baseURL }, info) => {
		const { email, link } = await mailedLink(request, baseURL!);
		expireToken(info, email);
		expect(await open(request, link)).toEqual({ error: 'Verification', session: false });
		expect(count(info, 'SELECT COUNT(*) FROM auth_verification_tokens WHERE identifier = ?', email)).toBe(0);
	});

	test('a link edited to another address signs nobody in and leaves the real link working', async ({ request, baseURL }) => {
		const { link } = await mailedLink(request, baseURL!);
		expect(await open(request, edited(link, 'email', uniqueAddress('other')))).toEqual({ error: 'Verification', session: false });
		expect(await open(request, link)).toEqual({ error: null, session: true });
	});

	test('a link with an edited token signs nobody in and leaves the real link working', async ({ request, baseURL }) => {
		const { link } = await mailedLink(request, baseURL!);
		const token = link.searchParams.get('token')!;
		expect(await open(request, edited(link, 'token', token.slice(0, -1) + (token.endsWith('a') ? 'b' : 'a')))).toEqual({ error: 'Verification', session: false });
		expect(await open(request, link)).toEqual({ error: null, session: true });
	});

	test("one address's token with another address's link signs nobody in", async ({ request, baseURL }) => {
		const first = await mailedLink(request, baseURL!);
		const second = await mailedLink(request, baseURL!);
		expect(await open(request, edited(second.link, 'token', first.link.searchParams.get('token')!))).toEqual({ error: 'Verification', session: false });
	});

	test('a link without its token, or with a 10 KiB token, signs nobody in', async ({ request, baseURL }) => {
		const { link } = await mailedLink(request, baseURL!);
		const without = new URL(link);
		without.searchParams.delete('token');
		expect(await open(request, without)).toEqual({ error: 'Verification', session: false });
		expect(await open(request, edited(link, 'token', 'f'.repeat(10 * 1024)))).toEqual({ error: 'Verification', session: false });
	});

	test('the same link clicked 50 times at once, from 50 browsers: exactly one session', async ({ playwright, request, baseURL }) => {
		const { link } = await mailedLink(request, baseURL!);
		const browsers = await Promise.all(Array.from({ length: 50 }, () => playwright.request.newContext({ baseURL })));
		try {
			const answers = await Promise.all(browsers.map((browser) => open(browser, link)));
			expect(answers.filter((a) => a.session)).toHaveLength(1);
			expect(answers.filter((a) => !a.session).every((a) => a.error === 'Verification')).toBe(true);
		} finally {
			await Promise.all(browsers.map((browser) => browser.dispose()));
		}
	});
});
