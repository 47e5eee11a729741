/**
 * `locals.auth()` through the real `handle`: memoised per request (Auth.js re-ran its whole pipeline per
 * call, as Auth.js did), re-issues the cookie only when `updateAge` is due, and returns null
 * during prerendering without needing a secret.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { decode } from '#lib/auth/crypto/jwt.ts';
import type { JWT, JWTDecodeParams } from '#lib/auth/types.ts';
import { Browser, SECRET, baseConfig, drive, makeAuth, setCookies, type Render } from './harness.ts';

const DAY = 86_400;

function counted() {
	const counts = { decrypt: 0, jwt: 0, session: 0 };
	const auth = makeAuth(
		baseConfig({
			jwt: { decode: (params: JWTDecodeParams) => (counts.decrypt++, decode(params)) },
			callbacks: {
				jwt: ({ token }) => (counts.jwt++, token),
				session: ({ session }) => (counts.session++, session)
			}
		})
	);
	return { auth, counts };
}

/** A page that asks for the session ten times, five of them concurrently, and reports whether all agree. */
const tenCalls: Render = async (event) => {
	const results: unknown[] = [];
	for (let i = 0; i < 5; i++) results.push(await event.locals.auth());
	results.push(...(await Promise.all(Array.from({ length: 5 }, () => event.locals.auth()))));
	return Response.json({ same: results.every((r) => r === results[0]), session: results[0] });
};

async function signedIn(auth: ReturnType<typeof makeAuth>, counts: { decrypt: number; jwt: number; session: number }) {
	const browser = new Browser(auth);
	const response = await browser.signIn();
	expect(response.status).toBe(302);
	expect(browser.sessionCookie()).toBeTruthy();
	counts.decrypt = counts.jwt = counts.session = 0;
	return browser;
}

afterEach(() => {
	vi.useRealTimers();
});

describe('locals.auth() is memoised per request', () => {
	test('ten calls in one request cost one decrypt, one jwt and one session callback run, and return the same object', async () => {
		const { auth, counts } = counted();
		const browser = await signedIn(auth, counts);
		const response = await browser.fetch('/', {}, tenCalls);
		const body = await response.json();
		expect(body.same).toBe(true);
		expect(body.session.user).toMatchObject({ name: 'Demo', email: 'demo@example.com' });
		expect(counts).toEqual({ decrypt: 1, jwt: 1, session: 1 });
	});

	test('a signed-in page view within updateAge answers without any Set-Cookie', async () => {
		const { auth, counts } = counted();
		const browser = await signedIn(auth, counts);
		const response = await browser.fetch('/', {}, tenCalls);
		expect(response.headers.getSetCookie()).toEqual([]);
	});

	test('once updateAge is due, ten calls produce exactly one Set-Cookie with a later expiry', async () => {
		vi.useFakeTimers({ toFake: ['Date'] });
		vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
		const { auth, counts } = counted();
		const browser = await signedIn(auth, counts);
		const before = browser.sessionCookie();
		vi.setSystemTime(new Date(Date.now() + (DAY + 60) * 1000));
		const response = await browser.fetch('/', {}, tenCalls);
		const cookies = setCookies(response);
		expect(cookies).toHaveLength(1);
		expect(cookies[0].name).toBe('authjs.session-token');
		expect(new Date(cookies[0].attributes.expires as string).getTime()).toBe(Math.floor(Date.now() / 1000) * 1000 + 30 * DAY * 1000);
		expect(cookies[0].value).not.toBe(before);
		expect(counts.decrypt).toBe(1);
	});

	test('a page that never calls locals.auth() costs no decrypt and no Set-Cookie', async () => {
		const { auth, counts } = counted();
		const browser = await signedIn(auth, counts);
		const response = await browser.fetch('/', {}, () => new Response('static'));
		expect(counts.decrypt).toBe(0);
		expect(response.headers.getSetCookie()).toEqual([]);
	});

	test('locals.getSession is the same memoised reader (deprecated alias)', async () => {
		const { auth, counts } = counted();
		const browser = await signedIn(auth, counts);
		const response = await browser.fetch('/', {}, async (event) => {
			const locals = event.locals as unknown as { auth: () => Promise<unknown>; getSession: () => Promise<unknown> };
			return Response.json({ same: (await locals.auth()) === (await locals.getSession()) });
		});
		expect(await response.json()).toEqual({ same: true });
		expect(counts.decrypt).toBe(1);
	});

	test('without a cookie locals.auth() is null and nothing is set', async () => {
		const response = await drive(makeAuth(), '/');
		expect(await response.json()).toEqual({ page: '/', session: null });
		expect(response.headers.getSetCookie()).toEqual([]);
	});
});

describe('prerendering (building = true)', () => {
	test('locals.auth() returns null and a config without any secret does not throw at creation', async () => {
		const config = { env: {}, providers: [] };
		const auth = makeAuth(config, { building: true });
		const response = await drive(auth, '/', { headers: { cookie: 'authjs.session-token=anything' } });
		expect(await response.json()).toEqual({ page: '/', session: null });
		expect(response.headers.getSetCookie()).toEqual([]);
	});

	test('auth routes are not answered while building: the request reaches the app', async () => {
		const auth = makeAuth({ env: {}, providers: [] }, { building: true });
		const response = await drive(auth, '/auth/session');
		expect(await response.json()).toEqual({ page: '/auth/session', session: null });
	});
});

describe('re-issuing the jwt cookie on a read', () => {
	test('a custom jwt callback that changes the token gets a new cookie even before updateAge', async () => {
		let reads = 0;
		const auth = makeAuth(
			baseConfig({
				callbacks: {
					jwt: ({ token, trigger }) => {
						if (trigger === undefined) reads += 1;
						return trigger === undefined ? { ...token, reads } : token;
					}
				}
			})
		);
		const browser = new Browser(auth);
		await browser.signIn();
		const response = await browser.fetch('/');
		expect(setCookies(response).filter((c) => c.name === 'authjs.session-token')).toHaveLength(1);
		const token = await decode({ token: browser.sessionCookie()!, secret: SECRET, salt: 'authjs.session-token' });
		expect(token?.reads).toBe(1);
	});

	test('a custom jwt callback that returns the token unchanged (or an equal copy) writes no cookie before updateAge', async () => {
		for (const jwt of [({ token }: { token: JWT }) => token, ({ token }: { token: JWT }) => ({ ...token })]) {
			const auth = makeAuth(baseConfig({ callbacks: { jwt } }));
			const browser = new Browser(auth);
			await browser.signIn();
			const response = await browser.fetch('/');
			expect(setCookies(response)).toEqual([]);
		}
	});

	test('on a cached read, a jwt callback that changes the token in place is a change, and the cache keeps the verified claims', async () => {
		let rename = false;
		const seen: unknown[] = [];
		const auth = makeAuth(
			baseConfig({
				callbacks: {
					jwt: ({ token, trigger }) => {
						if (trigger !== undefined) return token;
						seen.push(token.name);
						if (rename) token.name = 'Renamed';
						return token;
					}
				}
			})
		);
		const browser = new Browser(auth);
		await browser.signIn();
		const signedIn = browser.cookieHeader();
		// The first read decrypts and fills the decode cache; the next ones with this cookie are cache hits.
		expect(setCookies(await browser.fetch('/'))).toEqual([]);
		expect(setCookies(await browser.fetch('/'))).toEqual([]);
		rename = true;
		const changed = await browser.fetch('/');
		expect(setCookies(changed).filter((c) => c.name === 'authjs.session-token')).toHaveLength(1);
		expect((await changed.json()).session.user.name).toBe('Renamed');
		// The old cookie again: a cache hit that must hand out the claims as verified, not as the callback left them.
		rename = false;
		const again = await browser.fetch('/', { headers: { cookie: signedIn } });
		expect((await again.json()).session.user.name).toBe(seen[0]);
		expect(seen).toEqual([seen[0], seen[0], seen[0], seen[0]]);
	});

	test('a change inside a nested claim, or a removed claim, is a change: the cookie is re-issued', async () => {
		const nested = (token: JWT) => {
			(token.prefs as { theme: string }).theme = 'dark';
			return token;
		};
		const removed = (token: JWT) => {
			delete token.name;
			return token;
		};
		for (const [change, check] of [
			[nested, (t: JWT | null) => expect(t?.prefs).toEqual({ theme: 'dark' })],
			[removed, (t: JWT | null) => expect(t).not.toHaveProperty('name')]
		] as const) {
			const auth = makeAuth(
				baseConfig({
					callbacks: { jwt: ({ token, trigger }) => (trigger === 'signIn' ? { ...token, prefs: { theme: 'light' } } : change(token)) }
				})
			);
			const browser = new Browser(auth);
			await browser.signIn();
			const response = await browser.fetch('/');
			expect(setCookies(response).filter((c) => c.name === 'authjs.session-token')).toHaveLength(1);
			check(await decode({ token: browser.sessionCookie()!, secret: SECRET, salt: 'authjs.session-token' }));
		}
	});
});
