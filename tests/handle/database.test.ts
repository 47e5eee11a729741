/**
 * The database strategy through `handle` with the in-memory adapter: a credentials sign-in with
 * `credentialsDatabaseSessions` stores only the SHA-256 of the cookie, sign-out deletes the row and fires
 * events.signOut with it, and a failing store is a 503 for pages (not "signed out") but `null` on
 * GET /auth/session.
 */
import { describe, expect, test } from 'vitest';
import { isHttpError } from '@sveltejs/kit';
import { MemoryAdapter } from '#lib/auth/adapters/memory.ts';
import { sha256Hex } from '#lib/auth/crypto/index.ts';
import type { Adapter } from '#lib/auth/adapters/types.ts';
import type { EventsOptions } from '#lib/auth/types.ts';
import { Browser, ORIGIN, baseConfig, collectingLogger, drive, makeAuth, setCookies } from './harness.ts';

function setup(adapter: Adapter = MemoryAdapter(), events: EventsOptions = {}) {
	const log = collectingLogger();
	const auth = makeAuth(
		baseConfig({ adapter, session: { strategy: 'database' }, credentialsDatabaseSessions: true, events, logger: log.logger })
	);
	return { adapter, auth, browser: new Browser(auth), log };
}

describe('database sessions for credentials (credentialsDatabaseSessions: true)', () => {
	test('sign-in stores a session row whose sessionToken is the SHA-256 of the cookie, never the cookie itself', async () => {
		const { adapter, browser } = setup();
		const r = await browser.signIn();
		expect(r.status).toBe(302);
		const cookie = browser.sessionCookie()!;
		expect(cookie).toMatch(/^[0-9a-f]{64}$/);
		const row = await adapter.getSessionAndUser!(await sha256Hex(cookie));
		expect(row?.session.sessionToken).toBe(await sha256Hex(cookie));
		expect(row?.user).toMatchObject({ id: 'u1', email: 'demo@example.com' });
		expect(await adapter.getSessionAndUser!(cookie)).toBeNull();
		const { session } = await (await browser.fetch('/')).json();
		expect(session.user).toMatchObject({ name: 'Demo', email: 'demo@example.com' });
	});

	test('the session cookie expires with the row', async () => {
		const { adapter, browser } = setup();
		const cookie = setCookies(await browser.signIn()).find((c) => c.name === 'authjs.session-token')!;
		const row = await adapter.getSessionAndUser!(await sha256Hex(cookie.value));
		expect(new Date(cookie.attributes.expires as string).getTime()).toBe(Math.floor(new Date(row!.session.expires).getTime() / 1000) * 1000);
	});

	test('sign-out deletes the row and fires events.signOut with it', async () => {
		const signOuts: unknown[] = [];
		const { adapter, browser } = setup(MemoryAdapter(), { signOut: (m) => void signOuts.push(m) });
		await browser.signIn();
		const hash = await sha256Hex(browser.sessionCookie()!);
		const r = await browser.post('/auth/signout', { callbackUrl: '/bye' });
		expect(r.headers.get('location')).toBe(`${ORIGIN}/bye`);
		expect(browser.sessionCookie()).toBeUndefined();
		expect(await adapter.getSessionAndUser!(hash)).toBeNull();
		expect(signOuts).toEqual([{ session: expect.objectContaining({ sessionToken: hash, userId: 'u1' }) }]);
	});

	test('an unknown session token is null and the cookie is cleared', async () => {
		const { auth } = setup();
		const r = await drive(auth, '/', { headers: { cookie: `authjs.session-token=${'a'.repeat(40)}` } });
		expect((await r.json()).session).toBeNull();
		expect(setCookies(r).find((c) => c.name === 'authjs.session-token')?.attributes['max-age']).toBe('0');
	});
});

describe('a failing session store', () => {
	/** The real memory adapter, except that reading a session fails as a database that is down would. */
	function failing(): Adapter {
		const adapter = MemoryAdapter();
		return {
			...adapter,
			getSessionAndUser: () => {
				throw new Error('connection refused');
			}
		};
	}

	async function signedInCookie() {
		const working = setup();
		await working.browser.signIn();
		return `authjs.session-token=${working.browser.sessionCookie()}`;
	}

	test('locals.auth() throws a 503 HttpError, not null (a store outage is not "signed out")', async () => {
		const { auth, log } = setup(failing());
		const cookie = await signedInCookie();
		const r = await drive(auth, '/protected', { headers: { cookie } }, async (event) => {
			try {
				return Response.json({ session: await event.locals.auth() });
			} catch (error) {
				return Response.json({ httpError: isHttpError(error, 503), message: (error as { body?: { message: string } }).body?.message });
			}
		});
		const body = await r.json();
		expect(body.httpError).toBe(true);
		expect(body.message).not.toMatch(/connection refused/);
		expect(log.errors.length).toBeGreaterThan(0);
	});

	test('without a cookie the store is not asked and locals.auth() is null', async () => {
		const { auth } = setup(failing());
		expect((await (await drive(auth, '/')).json()).session).toBeNull();
	});

	test('GET /auth/session answers 200 null and logs the failure', async () => {
		const { auth, log } = setup(failing());
		const r = await drive(auth, '/auth/session', { headers: { cookie: await signedInCookie() } });
		expect(r.status).toBe(200);
		expect(await r.json()).toBeNull();
		expect(log.errors.some((e) => (e as { type?: string }).type === 'SessionTokenError')).toBe(true);
	});
});
