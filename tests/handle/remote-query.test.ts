/**
 * Guards and in-process reads inside a remote `query`, where SvelteKit 3 throws on `event.url` (and `route`,
 * `params`): a query is cached apart from the page that called it (https://svelte.dev/docs/kit/remote-functions).
 * `inQuery` hands the library what kit hands a query: the request's event with those getters throwing. Before the
 * library read the URL another way there, each of these answered SvelteKit's 500 instead.
 */
import { describe, expect, test } from 'vitest';
import { isRedirect } from '@sveltejs/kit';
import { MemoryAdapter } from '#lib/auth/adapters/memory.ts';
import Credentials from '#lib/auth/providers/credentials.ts';
import type { GuardEvent } from '#lib/auth/core/guard.ts';
// @ts-expect-error kit's messages are internal (no types, no export): the test reads them from the installed package.
import { remote_cookie_forbidden } from '../../node_modules/@sveltejs/kit/src/messages/server-errors.js';
import { isRefusedCookieWrite } from '#lib/auth/core/response-window.ts';
import { Browser, ORIGIN, baseConfig, inQuery, makeAuth, type Auth, type Render } from './harness.ts';

/** Runs `body` as the query's code would, and answers as kit would: the value as JSON, or the redirect. */
function query(body: (event: GuardEvent) => Promise<unknown>, isRemoteRequest = true): Render {
	return async (event) => {
		try {
			return Response.json(await body(inQuery(event, isRemoteRequest)));
		} catch (thrown) {
			if (isRedirect(thrown)) return new Response(null, { status: thrown.status, headers: { location: thrown.location } });
			throw thrown;
		}
	};
}

const USER = { id: 'u1', name: 'Ada', email: 'ada@example.com' };
const credentials = Credentials({ credentials: { username: {}, password: {} }, authorize: ({ password }) => (password === 'pw' ? USER : null) });
const strategies: Record<string, () => Auth> = {
	jwt: () => makeAuth(baseConfig({ providers: [credentials], adapter: MemoryAdapter(), session: { strategy: 'jwt' } })),
	database: () => makeAuth(baseConfig({ providers: [credentials], adapter: MemoryAdapter(), session: { strategy: 'database' }, credentialsDatabaseSessions: true }))
};
const ENDPOINT = '/_app/remote/h4sh1d/myAccounts';

describe('an anonymous caller of a guarded query is sent to sign in, never a 500', () => {
	const auth = strategies.jwt();
	const guarded = query((e) => auth.requireUser(e));

	test("called by the browser: back to the page it came from (its Referer, when it is this site's)", async () => {
		const r = await new Browser(auth).fetch(ENDPOINT, { headers: { referer: `${ORIGIN}/account?tab=2` } }, guarded);
		expect(r.status).toBe(303);
		expect(r.headers.get('location')).toBe('/auth/signin?callbackUrl=%2Faccount%3Ftab%3D2&error=SessionRequired');
	});

	test('a Referer of another site, or none: the sign-in page without a way back (its own default)', async () => {
		for (const headers of [{ referer: 'https://evil.example/account' }, { referer: 'not a url' }, {}] as Array<Record<string, string>>) {
			const r = await new Browser(auth).fetch(ENDPOINT, { headers }, guarded);
			expect(r.status, JSON.stringify(headers)).toBe(303);
			expect(r.headers.get('location')).toBe('/auth/signin?error=SessionRequired');
		}
	});

	test('run while a page renders (a load awaiting the query): back to that page, the request itself', async () => {
		const r = await new Browser(auth).fetch('/account/devices?x=1', { headers: { accept: 'text/html' } }, query((e) => auth.requireUser(e), false));
		expect(r.status).toBe(303);
		expect(r.headers.get('location')).toBe('/auth/signin?callbackUrl=%2Faccount%2Fdevices%3Fx%3D1&error=SessionRequired');
	});
});

/** Runs `body` with the request's own event and with the event kit hands a query: the library must answer both alike. */
const both = (body: (event: GuardEvent) => Promise<unknown>): Render => async (event) =>
	Response.json({ page: await body(event as unknown as GuardEvent), query: await body(inQuery(event, true)) });

for (const [strategy, build] of Object.entries(strategies)) {
	test(`${strategy}: inside a query, the guard passes a signed-in user and the in-process API answers as it does outside one`, async () => {
		const auth = build();
		const browser = new Browser(auth);
		expect((await browser.signIn({ username: 'ada', password: 'pw' })).status).toBe(302);
		const read = async (e: GuardEvent) => ({ user: (await auth.requireUser(e)).user.name, accounts: await auth.api.accounts.list(e) });
		const r = await browser.fetch(ENDPOINT, { headers: { referer: `${ORIGIN}/account` } }, both(read));
		expect(r.status).toBe(200);
		const { page, query } = await r.json();
		expect(query).toEqual(page);
		expect(query.user).toBe('Ada');
		// Database sessions keep the user in the adapter, so the list is a real answer there.
		if (strategy === 'database') expect(query.accounts).toEqual({ ok: true, value: [] });
	});
}

test("SvelteKit's own refusal of a cookie write in a query is recognised (from the installed kit), and nothing else is", () => {
	let refusal: unknown;
	try {
		remote_cookie_forbidden({ operation: 'set' });
	} catch (error) {
		refusal = error;
	}
	expect(isRefusedCookieWrite(refusal)).toBe(true);
	expect(isRefusedCookieWrite(new Error('disk full'))).toBe(false);
	expect(isRefusedCookieWrite('Cannot set cookies in `query`')).toBe(false);
});
