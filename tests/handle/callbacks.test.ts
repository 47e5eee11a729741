/**
 * Callbacks and events around a credentials sign-in, driven through `handle`:
 * the signIn callback's three answers, a throwing signIn callback, throwing events, and the jwt
 * callback's `signIn` and `update` triggers.
 */
import { describe, expect, test } from 'vitest';
import type { CallbacksOptions, EventsOptions } from '#lib/auth/types.ts';
import { Browser, ORIGIN, baseConfig, collectingLogger, makeAuth } from './harness.ts';

function setup(callbacks: CallbacksOptions = {}, events: EventsOptions = {}) {
	const log = collectingLogger();
	const browser = new Browser(makeAuth(baseConfig({ callbacks, events, logger: log.logger })));
	return { browser, log };
}

describe('the signIn callback', () => {
	test('false sends to the error page with AccessDenied and creates no session', async () => {
		const { browser } = setup({ signIn: () => false });
		const r = await browser.signIn();
		expect(r.headers.get('location')).toBe(`${ORIGIN}/auth/error?error=AccessDenied`);
		expect(browser.sessionCookie()).toBeUndefined();
	});

	test('a throw is AccessDenied too, logged with its cause', async () => {
		const { browser, log } = setup({
			signIn: () => {
				throw new Error('banned');
			}
		});
		const r = await browser.signIn();
		expect(r.headers.get('location')).toBe(`${ORIGIN}/auth/error?error=AccessDenied`);
		expect(browser.sessionCookie()).toBeUndefined();
		expect(log.errors.map((e) => (e as { type?: string }).type)).toEqual(['AccessDenied']);
	});

	test('a same-origin string redirects there without a session', async () => {
		const { browser } = setup({ signIn: () => '/pending-approval' });
		const r = await browser.signIn();
		expect(r.headers.get('location')).toBe(`${ORIGIN}/pending-approval`);
		expect(browser.sessionCookie()).toBeUndefined();
	});

	test('a foreign string goes through the redirect callback and falls back to the origin', async () => {
		const { browser } = setup({ signIn: () => 'https://evil.example/x' });
		expect((await browser.signIn()).headers.get('location')).toBe(ORIGIN);
	});

	test('a custom redirect callback decides where a string answer goes', async () => {
		const { browser } = setup({ signIn: () => '/a', redirect: ({ url, baseUrl }) => `${baseUrl}/via-redirect?from=${encodeURIComponent(url)}` });
		expect((await browser.signIn()).headers.get('location')).toBe(`${ORIGIN}/via-redirect?from=%2Fa`);
	});

	test('it receives the user, the account and the credentials', async () => {
		const seen: unknown[] = [];
		const { browser } = setup({ signIn: (params) => (seen.push(params), true) });
		await browser.signIn();
		expect(seen).toEqual([
			expect.objectContaining({
				user: expect.objectContaining({ id: 'u1', name: 'Demo' }),
				account: expect.objectContaining({ provider: 'credentials', type: 'credentials', providerAccountId: 'u1' }),
				credentials: { username: 'demo', password: 'demo' }
			})
		]);
	});
});

describe('events', () => {
	test('a throwing event is logged as EventError and the sign-in still succeeds', async () => {
		const { browser, log } = setup(
			{},
			{
				signIn: () => {
					throw new Error('audit log down');
				}
			}
		);
		const r = await browser.signIn({ username: 'demo', password: 'demo', callbackUrl: '/home' });
		expect(r.headers.get('location')).toBe(`${ORIGIN}/home`);
		expect(browser.sessionCookie()).toBeTruthy();
		expect(log.errors).toHaveLength(1);
		expect(log.errors[0]).toMatchObject({ type: 'EventError' });
		expect((log.errors[0].cause as { err: Error }).err.message).toBe('audit log down');
	});

	test('signIn, session and signOut events fire with their payloads', async () => {
		const fired: Array<[string, unknown]> = [];
		const { browser } = setup(
			{},
			{
				signIn: (m) => void fired.push(['signIn', m]),
				session: (m) => void fired.push(['session', m]),
				signOut: (m) => void fired.push(['signOut', m])
			}
		);
		await browser.signIn();
		await browser.fetch('/');
		await browser.post('/auth/signout', {});
		expect(fired.map(([name]) => name)).toEqual(['signIn', 'session', 'signOut']);
		expect(fired[0][1]).toMatchObject({ user: { id: 'u1' }, account: { provider: 'credentials' } });
		expect(fired[2][1]).toMatchObject({ token: { sub: 'u1', name: 'Demo' } });
	});

	test('a throwing signOut event still clears the cookie', async () => {
		const { browser, log } = setup(
			{},
			{
				signOut: () => {
					throw new Error('nope');
				}
			}
		);
		await browser.signIn();
		expect((await browser.post('/auth/signout', {})).status).toBe(302);
		expect(browser.sessionCookie()).toBeUndefined();
		expect(log.errors[0]).toMatchObject({ type: 'EventError' });
	});
});

describe('the jwt callback', () => {
	test("runs with trigger 'signIn', the user and the account at sign-in; its claims reach the session callback", async () => {
		const calls: Array<Record<string, unknown>> = [];
		const { browser } = setup({
			jwt: (params) => {
				calls.push(params as never);
				return params.trigger === 'signIn' ? { ...params.token, role: 'admin' } : params.token;
			},
			session: ({ session, token }) => ({ ...session, role: token.role })
		});
		await browser.signIn();
		expect(calls[0]).toMatchObject({ trigger: 'signIn', user: { id: 'u1' }, account: { provider: 'credentials', type: 'credentials' } });
		const { session } = await (await browser.fetch('/')).json();
		expect(session.role).toBe('admin');
		expect(calls[1].trigger).toBeUndefined();
	});

	test("POST /auth/session with { data } runs it with trigger 'update' and session = data, and re-issues the cookie", async () => {
		const calls: Array<Record<string, unknown>> = [];
		const { browser } = setup({
			jwt: (params) => {
				calls.push(params as never);
				const data = params.session as { name?: string } | undefined;
				return params.trigger === 'update' && typeof data?.name === 'string' ? { ...params.token, name: data.name } : params.token;
			}
		});
		await browser.signIn();
		const before = browser.sessionCookie();
		const r = await browser.fetch('/auth/session', {
			method: 'POST',
			headers: { origin: ORIGIN, 'content-type': 'application/json' },
			body: JSON.stringify({ data: { name: 'Ada' } })
		});
		expect(r.status).toBe(200);
		expect((await r.json()).user.name).toBe('Ada');
		expect(calls.at(-1)).toMatchObject({ trigger: 'update', session: { name: 'Ada' } });
		expect(browser.sessionCookie()).not.toBe(before);
		expect((await (await browser.fetch('/')).json()).session.user.name).toBe('Ada');
	});

	test('returning null signs the user out: the cookie is cleared', async () => {
		let allow = true;
		const { browser } = setup({ jwt: ({ token }) => (allow ? token : null) });
		await browser.signIn();
		allow = false;
		expect((await (await browser.fetch('/')).json()).session).toBeNull();
		expect(browser.sessionCookie()).toBeUndefined();
	});
});
