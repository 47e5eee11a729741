/**
 * The credentials limits through `handle`, the form actions and the in-process api (docs/rate-limits.md):
 * failed attempts count per identifier at a client address and per address; the answer is RateLimited
 * with its wait (a redirect for browsers, 429 JSON for JSON callers, `fail(429)` for form actions), the
 * client is whoever SvelteKit's getClientAddress() says, and nothing of it runs on a signed-in read.
 */
import { describe, expect, test } from 'vitest';
import { createClient } from 'redis';
import { RateLimited } from '#lib/auth/errors.ts';
import { RedisClaimStore } from '#lib/auth/adapters/redis-claims.ts';
import { MemoryClaimStore, type ClaimStore } from '#lib/auth/stores/claims.ts';
import type { SvelteKitAuthConfig } from '#lib/auth/types.ts';
import type { AuthOutcome } from '#lib/auth/core/api.ts';
import { Browser, ORIGIN, actionEvent, baseConfig, collectingLogger, demoCredentials, drive, makeAuth } from './harness.ts';

const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.7';
/** The store's clock stands still, so every wait is the whole window however slow the machine is. */
const NOW = Date.UTC(2026, 0, 1);
const WINDOW = 15 * 60;

/** A world whose authorize() calls are counted: a refused attempt must never reach it. */
function world(overrides: Partial<SvelteKitAuthConfig> = {}) {
	const tried: string[] = [];
	const log = collectingLogger();
	const credentials = demoCredentials({
		authorize: ({ username, password }) => {
			tried.push(String(username));
			return username === 'demo' && password === 'demo' ? { id: 'u1', name: 'Demo' } : null;
		}
	});
	const auth = makeAuth(baseConfig({ claimStore: MemoryClaimStore({ now: () => NOW }), providers: [credentials], logger: log.logger, ...overrides }));
	return { auth, tried, log };
}

const wrong = (username = 'demo') => ({ username, password: 'wrong' });
const errorOf = (outcome: AuthOutcome) => (outcome.ok ? null : outcome.error.type);
const location = (r: Response) => r.headers.get('location');
const limited = (seconds = WINDOW) => `${ORIGIN}/auth/signin?error=RateLimited&code=${seconds}`;

describe('credentials: failed attempts per identifier at one address (default 5 per 15 min)', () => {
	test('the 6th failure is refused before authorize() runs, with the wait in the URL and Retry-After; the right password too', async () => {
		const { auth, tried } = world();
		const attacker = new Browser(auth, ORIGIN, ATTACKER);
		for (let i = 0; i < 5; i++) expect(location(await attacker.signIn(wrong()))).toBe(`${ORIGIN}/auth/signin?error=CredentialsSignin&code=credentials`);
		const refused = await attacker.signIn(wrong());
		expect(refused.status).toBe(302);
		expect(location(refused)).toBe(limited());
		expect(refused.headers.get('retry-after')).toBe(String(WINDOW));
		expect(location(await attacker.signIn({ username: 'demo', password: 'demo' }))).toBe(limited());
		expect(attacker.sessionCookie()).toBeUndefined();
		expect(tried).toHaveLength(5);
	});

	test("an attacker's failures never lock the owner out from another address; the same name in other spellings counts as one", async () => {
		const { auth } = world();
		const attacker = new Browser(auth, ORIGIN, ATTACKER);
		for (const username of ['demo', 'Demo', ' DEMO ', 'ｄｅｍｏ', 'demo']) await attacker.signIn(wrong(username));
		expect(location(await attacker.signIn(wrong('demo')))).toBe(limited());
		const owner = new Browser(auth, ORIGIN, OWNER);
		expect(location(await owner.signIn())).toBe(`${ORIGIN}/`);
		expect(owner.sessionCookie()).toBeDefined();
	});

	test('successful sign-ins never use up the budget: 20 good sign-ins among 4 failures are all let through', async () => {
		const { auth, tried } = world();
		const browser = new Browser(auth, ORIGIN, OWNER);
		for (let i = 0; i < 20; i++) {
			if (i % 5 === 0) expect(location(await browser.signIn(wrong()))).toMatch(/error=CredentialsSignin/);
			else expect(location(await browser.signIn())).toBe(`${ORIGIN}/`);
		}
		expect(tried).toHaveLength(20);
	});
});

describe('credentials: failed attempts per client address, whatever the identifier (default 30 per 15 min)', () => {
	test('a spray over 30 user names from one address is refused at the 31st; another address is not', async () => {
		const { auth, tried } = world();
		const sprayer = new Browser(auth, ORIGIN, ATTACKER);
		for (let i = 0; i < 30; i++) expect(location(await sprayer.signIn(wrong(`user${i}`)))).toMatch(/error=CredentialsSignin/);
		expect(location(await sprayer.signIn(wrong('user30')))).toBe(limited());
		expect(tried).toHaveLength(30);
		expect(location(await new Browser(auth, ORIGIN, OWNER).signIn(wrong('user31')))).toMatch(/error=CredentialsSignin/);
	});

	test('X-Forwarded-For never chooses the client: only getClientAddress() does', async () => {
		const { auth } = world({ rateLimit: { credentials: { max: 2 } } });
		const attacker = new Browser(auth, ORIGIN, ATTACKER);
		for (let i = 0; i < 3; i++) {
			await attacker.post('/auth/callback/credentials', wrong(), { origin: ORIGIN, 'x-forwarded-for': `192.0.2.${i}`, forwarded: `for=192.0.2.${i}` });
		}
		expect(location(await attacker.signIn(wrong()))).toBe(limited());
	});

	test('IPv6 clients are counted per /56: rotating the interface id does not buy new attempts', async () => {
		const { auth } = world({ rateLimit: { credentials: { max: 2 } } });
		for (const suffix of ['1', '2']) await new Browser(auth, ORIGIN, `2001:db8:aa:bb01::${suffix}`).signIn(wrong());
		expect(location(await new Browser(auth, ORIGIN, '2001:db8:aa:bbff::3').signIn(wrong()))).toBe(limited());
		expect(location(await new Browser(auth, ORIGIN, '2001:db8:aa:cc00::1').signIn(wrong()))).toMatch(/error=CredentialsSignin/);
	});
});

describe('the answer when limited', () => {
	async function exhausted() {
		const w = world({ rateLimit: { credentials: { window: 120, max: 1 } } });
		await new Browser(w.auth, ORIGIN, ATTACKER).signIn(wrong());
		return w;
	}

	test('a JSON caller (Accept: application/json) gets 429 JSON with Retry-After and the wait, no redirect and no cookie', async () => {
		const { auth } = await exhausted();
		const r = await new Browser(auth, ORIGIN, ATTACKER).post('/auth/callback/credentials', wrong(), { origin: ORIGIN, accept: 'application/json' });
		expect(r.status).toBe(429);
		expect(r.headers.get('retry-after')).toBe('120');
		expect(r.headers.get('cache-control')).toBe('private, no-store');
		expect(r.headers.getSetCookie()).toEqual([]);
		expect(await r.json()).toEqual({ error: 'RateLimited', code: '120', message: expect.stringMatching(/Try again in 120 seconds/) });
	});

	test('the fetch client (X-Auth-Return-Redirect) gets the sign-in URL with the wait as JSON, and Retry-After', async () => {
		const { auth } = await exhausted();
		const r = await new Browser(auth, ORIGIN, ATTACKER).post('/auth/callback/credentials', wrong(), { origin: ORIGIN, 'x-auth-return-redirect': '1' });
		expect(r.status).toBe(200);
		expect(r.headers.get('retry-after')).toBe('120');
		expect(await r.json()).toEqual({ url: limited(120) });
	});

	test('the sign-in page it sends a browser to explains the wait', async () => {
		const { auth } = await exhausted();
		const page = await (await drive(auth, limited(120))).text();
		expect(page).toContain('Too many sign-in attempts. Try again in 2 minutes.');
	});

	test('safeSignIn returns fail(429, { error: "RateLimited", code }) and signIn throws RateLimited with its wait', async () => {
		const { auth } = await exhausted();
		const form = { providerId: 'credentials', ...wrong(), redirectTo: '/account' };
		const failure = await auth.safeSignIn(actionEvent('/signin', form, { origin: ORIGIN }, ATTACKER));
		expect(failure).toMatchObject({ status: 429, data: { error: 'RateLimited', code: '120', redirectTo: `${ORIGIN}/account` } });
		const thrown = await auth.signIn(actionEvent('/signin', form, { origin: ORIGIN }, ATTACKER)).catch((e: unknown) => e);
		expect(thrown).toBeInstanceOf(RateLimited);
		expect(thrown).toMatchObject({ type: 'RateLimited', retryAfter: 120, code: '120' });
	});

	test('api.signIn answers { ok: false } with the RateLimited error and the page a browser would get', async () => {
		const { auth } = await exhausted();
		const event = actionEvent('/api/login', {}, { origin: ORIGIN }, ATTACKER);
		const outcome = await auth.api.signIn(event, { provider: 'credentials', fields: wrong() });
		expect(outcome).toMatchObject({ ok: false, location: limited(120), error: { type: 'RateLimited', retryAfter: 120 } });
	});

	test('a limited attempt is logged as one warning line, never as an error', async () => {
		const { auth, log } = await exhausted();
		const errorsBefore = log.errors.length;
		await new Browser(auth, ORIGIN, ATTACKER).signIn(wrong());
		expect(log.warnings).toEqual(['RateLimited']);
		expect(log.errors).toHaveLength(errorsBefore);
	});
});

describe('who the client is, and when nothing counts', () => {
	test('in-process callers without getClientAddress work, and count together as one unknown client', async () => {
		const { auth } = world({ rateLimit: { credentials: { max: 2 } } });
		const call = () => auth.api.signIn(actionEvent('/api/login', {}), { provider: 'credentials', fields: wrong() });
		expect(errorOf(await call())).toBe('CredentialsSignin');
		expect(errorOf(await call())).toBe('CredentialsSignin');
		expect(errorOf(await call())).toBe('RateLimited');
		const ok = await auth.api.signIn(actionEvent('/api/login', {}, { origin: ORIGIN }, OWNER), { provider: 'credentials', fields: { username: 'demo', password: 'demo' } });
		expect(ok.ok).toBe(true);
	});

	test('a getClientAddress() that throws (ADDRESS_HEADER set, header missing) counts as the unknown client, warned once', async () => {
		const { auth, log } = world({ rateLimit: { credentials: { max: 1 } } });
		const broken = () => {
			throw new Error('Address header was specified with ADDRESS_HEADER=x-forwarded-for but is absent from request');
		};
		const post = () => {
			const event = { ...actionEvent('/api/login', {}), getClientAddress: broken };
			return auth.api.signIn(event, { provider: 'credentials', fields: wrong() });
		};
		expect(errorOf(await post())).toBe('CredentialsSignin');
		expect(errorOf(await post())).toBe('RateLimited');
		expect(log.warnings.filter((code) => code === 'client-address')).toHaveLength(1);
	});

	test('limits turned off by name never count, and say so once at startup', async () => {
		const { auth, tried, log } = world({ rateLimit: { credentials: false, credentialsPerAddress: false } });
		const browser = new Browser(auth, ORIGIN, ATTACKER);
		for (let i = 0; i < 40; i++) expect(location(await browser.signIn(wrong()))).toMatch(/error=CredentialsSignin/);
		expect(tried).toHaveLength(40);
		expect(log.warnings).toEqual(['rate-limit-off']);
	});

	test('a store that cannot count refuses the sign-in (Configuration, logged) instead of letting it through', async () => {
		// A real client of a port nothing listens on: every command fails at once (disableOfflineQueue).
		const offline = createClient({ url: 'redis://127.0.0.1:1', disableOfflineQueue: true, socket: { reconnectStrategy: false } });
		offline.on('error', () => {});
		const { auth, tried, log } = world({ claimStore: RedisClaimStore(offline) });
		const r = await new Browser(auth, ORIGIN, ATTACKER).signIn();
		expect(location(r)).toBe(`${ORIGIN}/auth/error?error=Configuration`);
		expect(tried).toEqual([]);
		expect(log.errors[0]).toMatchObject({ type: 'AdapterError' });
	});

	test('a signed-in page view, locals.auth() and the read-only auth routes never touch the claim store', async () => {
		const real = MemoryClaimStore();
		const touched: string[] = [];
		const watched: ClaimStore = {
			claim: (...args) => (touched.push('claim'), real.claim(...args)),
			release: (...args) => (touched.push('release'), real.release(...args)),
			increment: (...args) => (touched.push('increment'), real.increment(...args)),
			decrement: (...args) => (touched.push('decrement'), real.decrement(...args))
		};
		const { auth } = world({ claimStore: watched });
		const browser = new Browser(auth, ORIGIN, OWNER);
		await browser.signIn();
		touched.length = 0;
		for (const path of ['/', '/protected', '/auth/session', '/auth/csrf', '/auth/providers', '/auth/signin']) {
			expect((await browser.fetch(path)).status).toBe(200);
		}
		expect(touched).toEqual([]);
	});
});
