/**
 * Access-token refresh through `handle`, with both session strategies, against the mock identity provider
 * whose refresh tokens are single-use and rotate (a second use revokes the grant: mocks/idp-grants.ts).
 * `refresh.beforeExpiry` of an hour makes the mock's one-hour tokens due at once, so each read refreshes.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { decodeJwt } from 'jose';
import { startMockIdp, type MockIdp } from '../../mocks/idp.ts';
import { RefreshTokenError, UnknownAccount } from '#lib/auth/errors.ts';
import { eventOf, keepCookies, providers, sessionOf, signIn, tokenWorld, uniqueEmail, type Strategy } from './harness.ts';

let idp: MockIdp;
beforeAll(async () => {
	idp = await startMockIdp();
});
afterAll(() => idp.stop());
afterEach(() => vi.useRealTimers());

/** Every read refreshes: the mock's tokens live an hour, and refresh starts an hour early. */
const eager = (mock: MockIdp) => ({ providers: providers(mock, { refresh: { beforeExpiry: 3600 } }) });

describe.each<Strategy>(['jwt', 'database'])('refresh (%s strategy)', (strategy) => {
	test('a due access token is refreshed on the next read, and the rotated refresh token replaces the old one', async () => {
		const w = tokenWorld(idp, strategy, eager(idp));
		const browser = w.browser();
		const sub = await signIn(browser, uniqueEmail('rotate'));
		const event = eventOf(browser, { method: 'GET' });
		const first = await w.auth.api.getAccessToken(event, 'mock-oidc');
		keepCookies(browser, event);
		expect(idp.grants.report(sub).refreshes).toBe(1);
		for (let i = 0; i < 3; i++) expect(await sessionOf(browser)).not.toHaveProperty('error');
		// Each read redeemed the token the previous one got: a reuse would have revoked the grant.
		expect(idp.grants.report(sub)).toMatchObject({ refreshes: 4, reuses: 0, revokedUses: 0 });
		const last = await w.auth.api.getAccessToken(eventOf(browser, { method: 'GET' }), 'mock-oidc');
		expect(first.ok && last.ok && first.value.accessToken !== last.value.accessToken).toBe(true);
		if (last.ok) expect(decodeJwt(last.value.accessToken).sub).toBe(sub);
	});

	test('concurrent reads of one browser redeem its refresh token once, and all of them read the session', async () => {
		const w = tokenWorld(idp, strategy, eager(idp));
		const browser = w.browser();
		const sub = await signIn(browser, uniqueEmail('burst'));
		const cookie = browser.cookieHeader();
		const sessions = await Promise.all(Array.from({ length: 8 }, () => w.auth.handle({ event: eventFor(cookie), resolve: render })));
		for (const response of sessions) expect(await response.json()).toMatchObject({ session: { user: { id: expect.any(String) } } });
		expect(idp.grants.report(sub)).toMatchObject({ refreshes: 1, reuses: 0 });
	});

	test('a refresh token the provider revoked: the session carries RefreshTokenError, and the provider is not asked again', async () => {
		const w = tokenWorld(idp, strategy, eager(idp));
		const browser = w.browser();
		const sub = await signIn(browser, uniqueEmail('revoked'));
		idp.grants.revoke(sub);
		expect(await sessionOf(browser)).toMatchObject({ error: 'RefreshTokenError', user: { id: expect.any(String) } });
		expect(await sessionOf(browser)).toMatchObject({ error: 'RefreshTokenError' });
		expect(idp.grants.report(sub)).toMatchObject({ revokedUses: 1, refreshes: 0 });
		expect(w.warnings).toContain('refresh-token-rejected');
		const token = await w.auth.api.getAccessToken(eventOf(browser, { method: 'GET' }), 'mock-oidc');
		expect(token).toMatchObject({ ok: false, error: expect.any(RefreshTokenError) });
	});

	test('signing in again after RefreshTokenError stores the new tokens: the error is gone', async () => {
		const w = tokenWorld(idp, strategy, eager(idp));
		const browser = w.browser();
		const email = uniqueEmail('again');
		const sub = await signIn(browser, email);
		idp.grants.revoke(sub);
		expect(await sessionOf(browser)).toMatchObject({ error: 'RefreshTokenError' });
		await signIn(browser, email);
		expect(await sessionOf(browser)).not.toHaveProperty('error');
		expect(idp.grants.report(sub).refreshes).toBeGreaterThan(0);
	});

	test('a token that is not due is not refreshed; once it has expired without a refresh token, the session reports it', async () => {
		const w = tokenWorld(idp, strategy);
		const browser = w.browser();
		const sub = await signIn(browser, uniqueEmail('later'), 'mock-oidc', { mock_token_ttl: '600' });
		expect(await sessionOf(browser)).not.toHaveProperty('error');
		expect(idp.grants.report(sub).refreshes).toBe(0);
		idp.grants.revoke(sub);
		vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 601_000 });
		expect(await sessionOf(browser)).toMatchObject({ error: 'RefreshTokenError' });
	});

	test('a plain OAuth 2 provider (no id_token checks) refreshes too', async () => {
		const w = tokenWorld(idp, strategy, { providers: [{ ...providers(idp)[1], refresh: { beforeExpiry: 3600 } }] });
		const browser = w.browser();
		const sub = await signIn(browser, uniqueEmail('plain'), 'mock-oauth');
		expect(await sessionOf(browser)).not.toHaveProperty('error');
		expect(idp.grants.report(sub).refreshes).toBe(1);
	});
});

describe('what a session keeps', () => {
	test('jwt: the jwt callback receives token.account with the provider tokens, before the session callback', async () => {
		const seen: unknown[] = [];
		const w = tokenWorld(idp, 'jwt', { callbacks: { jwt: ({ token }) => (seen.push(token.account), token) } });
		await signIn(w.browser(), uniqueEmail('kept'));
		expect(seen[0]).toMatchObject({ provider: 'mock-oidc', access_token: expect.any(String), refresh_token: expect.any(String), id_token: expect.any(String), expires_at: expect.any(Number) });
	});

	test('jwt: a provider without refresh or federatedSignOut keeps no tokens in the cookie', async () => {
		const seen: unknown[] = [];
		const plain = { ...providers(idp)[0], refresh: false, federatedSignOut: false };
		const w = tokenWorld(idp, 'jwt', { providers: [plain], callbacks: { jwt: ({ token }) => (seen.push(token), token) } });
		await signIn(w.browser(), uniqueEmail('none'));
		expect(seen[0]).not.toHaveProperty('account');
	});

	test.each<Strategy>(['jwt', 'database'])('%s: a read that fails still hands over the session cookie it re-issued (updateAge due), so cookie and session stay one', async (strategy) => {
		const w = tokenWorld(idp, strategy, { session: { strategy, updateAge: 0 } });
		const browser = w.browser();
		await signIn(browser, uniqueEmail('failed-read'));
		const event = eventOf(browser, { method: 'GET' });
		expect(await w.auth.api.getAccessToken(event, 'mock-oauth')).toMatchObject({ ok: false, error: expect.any(UnknownAccount) });
		expect(event.cookies.sets.map((c) => c.name)).toEqual(['authjs.session-token']);
	});

	test('getAccessToken of a provider the session keeps no tokens of is UnknownAccount', async () => {
		const w = tokenWorld(idp, 'jwt');
		const browser = w.browser();
		await signIn(browser, uniqueEmail('other'));
		expect(await w.auth.api.getAccessToken(eventOf(browser, { method: 'GET' }), 'mock-oauth')).toMatchObject({ ok: false, error: expect.any(UnknownAccount) });
	});
});

function eventFor(cookie: string) {
	const url = new URL('/page', 'http://app.test');
	return { request: new Request(url, { headers: { cookie } }), url, locals: {} as Record<string, unknown> };
}

const render = async (event: { locals: { auth: () => Promise<unknown> } }) => Response.json({ session: await event.locals.auth() });
