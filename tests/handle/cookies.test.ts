/**
 * Cookies written by `handle`: names and prefixes by security mode, flags,
 * chunking of a large session cookie and removal of stale chunks, and bad session cookies that must
 * read as "signed out" and be cleared, never a throw or a 500.
 */
import { describe, expect, test } from 'vitest';
import { encode } from '#lib/auth/crypto/jwt.ts';
import { CHUNK_SIZE } from '#lib/auth/cookies.ts';
import { Browser, SECRET, baseConfig, drive, isDeletion, makeAuth, setCookies } from './harness.ts';

const HTTPS = 'https://app.test';

describe('names and flags', () => {
	test('on https the session cookie is __Secure- and Secure; the CSRF cookie is __Host- with Path=/ and no Domain', async () => {
		const browser = new Browser(makeAuth(), HTTPS);
		const csrf = setCookies(await browser.fetch('/auth/csrf')).find((c) => c.name.endsWith('csrf-token'))!;
		expect(csrf.name).toBe('__Host-authjs.csrf-token');
		expect(csrf.attributes).toMatchObject({ path: '/', secure: true, httponly: true, samesite: 'Lax' });
		expect(csrf.attributes.domain).toBeUndefined();
		const session = setCookies(await browser.signIn()).find((c) => c.name.endsWith('session-token'))!;
		expect(session.name).toBe('__Secure-authjs.session-token');
		expect(session.attributes).toMatchObject({ path: '/', secure: true, httponly: true, samesite: 'Lax' });
		expect(new Date(session.attributes.expires as string).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
		expect((await (await browser.fetch('/')).json()).session.user.name).toBe('Demo');
	});

	test('on http there is no prefix and no Secure flag, but HttpOnly, SameSite=Lax and Path=/ stay', async () => {
		const r = await new Browser(makeAuth()).signIn();
		for (const cookie of setCookies(r)) {
			expect(cookie.name.startsWith('__')).toBe(false);
			expect(cookie.attributes).toMatchObject({ path: '/', httponly: true, samesite: 'Lax' });
			expect(cookie.attributes.secure).toBeUndefined();
		}
	});

	test('useSecureCookies: true forces the secure names on http', async () => {
		const r = await new Browser(makeAuth(baseConfig({ useSecureCookies: true }))).signIn();
		expect(setCookies(r).map((c) => c.name)).toContain('__Secure-authjs.session-token');
	});

	test('cookies overrides change the name and options per key', async () => {
		const auth = makeAuth(baseConfig({ cookies: { sessionToken: { name: 'my-session', options: { domain: 'app.test' } } } }));
		const session = setCookies(await new Browser(auth).signIn()).find((c) => c.name === 'my-session')!;
		expect(session.attributes).toMatchObject({ domain: 'app.test', httponly: true, samesite: 'Lax' });
	});
});

describe('chunking', () => {
	/** A jwt callback that adds a claim of `size` characters at sign-in and sets it on update. */
	const sized = (size: number) =>
		makeAuth(
			baseConfig({
				callbacks: {
					jwt: ({ token, trigger, session }) => {
						if (trigger === 'signIn') return { ...token, blob: 'x'.repeat(size) };
						if (trigger === 'update') return { ...token, blob: 'x'.repeat((session as { size: number }).size) };
						return token;
					}
				}
			})
		);
	const update = (browser: Browser, size: number) =>
		browser.fetch('/auth/session', { method: 'POST', headers: { origin: browser.origin, 'content-type': 'application/json' }, body: JSON.stringify({ data: { size } }) });

	test('a session cookie over 3936 characters is written as .0, .1, ... chunks that read back as one session', async () => {
		const browser = new Browser(sized(9000));
		const cookies = setCookies(await browser.signIn()).filter((c) => c.name.startsWith('authjs.session-token'));
		expect(cookies.map((c) => c.name)).toEqual(['authjs.session-token.0', 'authjs.session-token.1', 'authjs.session-token.2', 'authjs.session-token.3']);
		expect(cookies.slice(0, 3).every((c) => c.value.length === CHUNK_SIZE)).toBe(true);
		expect(cookies[3].value.length).toBeLessThanOrEqual(CHUNK_SIZE);
		expect(cookies.every((c) => c.attributes.httponly && c.attributes.path === '/')).toBe(true);
		const { session } = await (await browser.fetch('/')).json();
		expect(session.user.name).toBe('Demo');
	});

	test('shrinking below the limit deletes every stale chunk and writes the plain name', async () => {
		const browser = new Browser(sized(9000));
		await browser.signIn();
		const r = await update(browser, 10);
		const cookies = setCookies(r);
		expect(cookies.filter(isDeletion).map((c) => c.name).sort()).toEqual([0, 1, 2, 3].map((i) => `authjs.session-token.${i}`));
		expect(cookies.filter((c) => !isDeletion(c)).map((c) => c.name)).toEqual(['authjs.session-token']);
		expect([...browser.jar.keys()].filter((n) => n.startsWith('authjs.session-token'))).toEqual(['authjs.session-token']);
	});

	test('shrinking from four chunks to two expires the two left over', async () => {
		const browser = new Browser(sized(9000));
		await browser.signIn();
		await update(browser, 4000);
		expect([...browser.jar.keys()].filter((n) => n.startsWith('authjs.session-token')).sort()).toEqual(['authjs.session-token.0', 'authjs.session-token.1']);
		expect((await (await browser.fetch('/')).json()).session.user.name).toBe('Demo');
	});

	test('growing over the limit deletes the plain cookie', async () => {
		const browser = new Browser(sized(10));
		await browser.signIn();
		const cookies = setCookies(await update(browser, 9000));
		expect(cookies.find((c) => c.name === 'authjs.session-token' && isDeletion(c))).toBeTruthy();
		expect(browser.jar.has('authjs.session-token')).toBe(false);
		expect((await (await browser.fetch('/')).json()).session.user.name).toBe('Demo');
	});
});

describe('bad session cookies read as signed out and are cleared, never a 500', () => {
	const salt = 'authjs.session-token';
	const valid = () => encode({ token: { sub: 'u1', name: 'Demo' }, secret: SECRET, salt });
	const cases: Array<[string, () => Promise<string>]> = [
		['tampered ciphertext', async () => {
			const parts = (await valid()).split('.');
			parts[3] = (parts[3][0] === 'A' ? 'B' : 'A') + parts[3].slice(1);
			return parts.join('.');
		}],
		['truncated', async () => (await valid()).slice(0, 60)],
		['signed with another secret', () => encode({ token: { sub: 'u1' }, secret: 'another-secret-that-is-32-characters-long', salt })],
		['encrypted for another cookie name', () => encode({ token: { sub: 'u1' }, secret: SECRET, salt: 'authjs.csrf-token' })],
		['expired', () => encode({ token: { sub: 'u1' }, secret: SECRET, salt, maxAge: -60 })],
		['not a JWT at all', async () => 'garbage'],
		['an unsecured JWT (alg none)', async () => 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ1MSJ9.']
	];

	test.each(cases)('%s: locals.auth() is null and the cookie is cleared', async (_name, make) => {
		const cookie = `authjs.session-token=${await make()}`;
		const r = await drive(makeAuth(), '/', { headers: { cookie } });
		expect(r.status).toBe(200);
		expect((await r.json()).session).toBeNull();
		const cleared = setCookies(r).find((c) => c.name === 'authjs.session-token')!;
		expect(isDeletion(cleared)).toBe(true);
	});

	test.each(cases)('%s: GET /auth/session is 200 null and the cookie is cleared', async (_name, make) => {
		const r = await drive(makeAuth(), '/auth/session', { headers: { cookie: `authjs.session-token=${await make()}` } });
		expect(r.status).toBe(200);
		expect(await r.json()).toBeNull();
		expect(isDeletion(setCookies(r).find((c) => c.name === 'authjs.session-token')!)).toBe(true);
	});

	test('a chunked cookie with a missing chunk is null and every chunk is cleared', async () => {
		const token = await encode({ token: { sub: 'u1', blob: 'x'.repeat(9000) }, secret: SECRET, salt });
		const cookie = [0, 2].map((i) => `${salt}.${i}=${token.slice(i * CHUNK_SIZE, (i + 1) * CHUNK_SIZE)}`).join('; ');
		const r = await drive(makeAuth(), '/', { headers: { cookie } });
		expect((await r.json()).session).toBeNull();
		expect(setCookies(r).filter(isDeletion).map((c) => c.name).sort()).toEqual([`${salt}.0`, `${salt}.2`]);
	});

	test('a malformed percent-encoding in the Cookie header does not throw', async () => {
		const r = await drive(makeAuth(), '/auth/session', { headers: { cookie: 'authjs.session-token=%E0%A4%A; other=1' } });
		expect(r.status).toBe(200);
		expect(await r.json()).toBeNull();
	});
});
