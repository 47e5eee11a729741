/**
 * Our own CSRF check on every state-changing auth route, in dev as
 * in production: Origin / Sec-Fetch-Site decide when present, the double-submit token otherwise. A refused
 * POST gets 403 and changes nothing (no session created, none destroyed, no Set-Cookie).
 */
import { describe, expect, test } from 'vitest';
import { skipCSRFCheck } from '#lib/auth/symbols.ts';
import { Browser, ORIGIN, baseConfig, makeAuth, setCookies } from './harness.ts';

const FOREIGN = { origin: 'https://evil.example' };

/** Each protected route with a body that would change state if it got through. */
const ROUTES: Array<[string, Record<string, string>]> = [
	['/auth/signout', {}],
	['/auth/session', { data: 'x' }],
	['/auth/signin/credentials', {}],
	['/auth/callback/credentials', { username: 'demo', password: 'demo' }]
];

async function signedIn(dev = false) {
	const updates: unknown[] = [];
	const auth = makeAuth(
		baseConfig({ callbacks: { jwt: ({ token, trigger, session }) => (trigger === 'update' && updates.push(session), token) } }),
		{ dev }
	);
	const browser = new Browser(auth);
	await browser.signIn();
	return { browser, updates };
}

describe('a cross-site POST is refused with 403 and changes nothing', () => {
	test.each(ROUTES)('%s with a foreign Origin', async (path, fields) => {
		const { browser, updates } = await signedIn();
		const before = browser.sessionCookie();
		const r = await browser.post(path, fields, FOREIGN);
		expect(r.status).toBe(403);
		expect(await r.json()).toMatchObject({ error: 'MissingCSRF' });
		expect(r.headers.getSetCookie()).toEqual([]);
		expect(browser.sessionCookie()).toBe(before);
		expect(updates).toEqual([]);
	});

	test.each(ROUTES)('%s with Sec-Fetch-Site: cross-site and no Origin', async (path, fields) => {
		const { browser } = await signedIn();
		const r = await browser.post(path, fields, { 'sec-fetch-site': 'cross-site' });
		expect(r.status).toBe(403);
		expect(r.headers.getSetCookie()).toEqual([]);
	});

	test('Origin: null (sandboxed frame, data: URL) is cross-site', async () => {
		const { browser } = await signedIn();
		expect((await browser.post('/auth/signout', {}, { origin: 'null' })).status).toBe(403);
	});

	test('the check runs in dev too', async () => {
		const { browser } = await signedIn(true);
		expect((await browser.post('/auth/signout', {}, FOREIGN)).status).toBe(403);
	});

	test('a credentials sign-in from another site creates no session', async () => {
		const browser = new Browser(makeAuth());
		const r = await browser.post('/auth/callback/credentials', { username: 'demo', password: 'demo' }, FOREIGN);
		expect(r.status).toBe(403);
		expect(browser.sessionCookie()).toBeUndefined();
	});
});

describe('a same-site POST goes through', () => {
	test('same Origin: sign-out clears the session', async () => {
		const { browser } = await signedIn();
		const r = await browser.post('/auth/signout', {}, { origin: ORIGIN });
		expect(r.status).toBe(302);
		expect(browser.sessionCookie()).toBeUndefined();
	});

	test('same Origin: session update reaches the jwt callback', async () => {
		const { browser, updates } = await signedIn();
		const r = await browser.post('/auth/session', { data: 'x' }, { origin: ORIGIN });
		expect(r.status).toBe(200);
		expect(updates).toEqual(['x']);
	});

	test('Sec-Fetch-Site: same-origin without Origin is accepted', async () => {
		const { browser } = await signedIn();
		expect((await browser.post('/auth/signout', {}, { 'sec-fetch-site': 'same-origin' })).status).toBe(302);
	});
});

describe('without Origin and Sec-Fetch-Site the double-submit token decides', () => {
	test('no csrfToken in the body is 403', async () => {
		const { browser } = await signedIn();
		await browser.fetch('/auth/csrf');
		const r = await browser.post('/auth/signout', {}, {});
		expect(r.status).toBe(403);
		expect(browser.sessionCookie()).toBeTruthy();
	});

	test('a wrong csrfToken is 403', async () => {
		const { browser } = await signedIn();
		await browser.fetch('/auth/csrf');
		expect((await browser.post('/auth/signout', { csrfToken: 'f'.repeat(64) }, {})).status).toBe(403);
	});

	test('the right token without its cookie is 403', async () => {
		const { browser } = await signedIn();
		const { csrfToken } = await (await browser.fetch('/auth/csrf')).json();
		browser.jar.delete('authjs.csrf-token');
		expect((await browser.post('/auth/signout', { csrfToken }, {})).status).toBe(403);
	});

	test('the token of GET /auth/csrf with its cookie is accepted', async () => {
		const { browser } = await signedIn();
		const { csrfToken } = await (await browser.fetch('/auth/csrf')).json();
		const r = await browser.post('/auth/signout', { csrfToken }, {});
		expect(r.status).toBe(302);
		expect(browser.sessionCookie()).toBeUndefined();
	});

	test('a credentials sign-in with the right token succeeds', async () => {
		const browser = new Browser(makeAuth());
		const { csrfToken } = await (await browser.fetch('/auth/csrf')).json();
		const r = await browser.post('/auth/callback/credentials', { csrfToken, username: 'demo', password: 'demo' }, {});
		expect(r.status).toBe(302);
		expect(browser.sessionCookie()).toBeTruthy();
	});
});

describe('skipCSRFCheck', () => {
	test('the exported symbol turns the check off: a foreign Origin goes through, and GET /auth/csrf is 404', async () => {
		const browser = new Browser(makeAuth(baseConfig({ skipCSRFCheck })));
		const r = await browser.post('/auth/callback/credentials', { username: 'demo', password: 'demo' }, FOREIGN);
		expect(r.status).toBe(302);
		expect(browser.sessionCookie()).toBeTruthy();
		expect((await browser.fetch('/auth/csrf')).status).toBe(404);
	});

	test('with the check off, GET /auth/csrf removes a CSRF cookie left from before', async () => {
		const before = new Browser(makeAuth(baseConfig()));
		await before.fetch('/auth/csrf');
		const leftover = [...before.jar].find(([name]) => name === 'authjs.csrf-token')!;
		const browser = new Browser(makeAuth(baseConfig({ skipCSRFCheck })));
		browser.jar.set(leftover[0], leftover[1]);
		const response = await browser.fetch('/auth/csrf');
		expect(response.status).toBe(404);
		expect(setCookies(response)).toEqual([expect.objectContaining({ name: 'authjs.csrf-token', value: '' })]);
		expect(browser.jar.has('authjs.csrf-token')).toBe(false);
	});

	test.each([
		['another symbol', Symbol('skip-csrf-check')],
		['true', true as unknown as symbol]
	])('%s does not turn it off', async (_name, value) => {
		const browser = new Browser(makeAuth({ ...baseConfig(), skipCSRFCheck: value }));
		const r = await browser.post('/auth/callback/credentials', { username: 'demo', password: 'demo' }, FOREIGN);
		expect(r.status).toBe(403);
		expect(setCookies(r)).toEqual([]);
	});
});
