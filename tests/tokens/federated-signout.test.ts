/**
 * Federated sign-out (OpenID Connect RP-Initiated Logout 1.0) through `handle`, the form action and the
 * in-process API, with both session strategies. The mock's end_session_endpoint accepts only an id_token it
 * issued, its audience as client_id, and a registered post_logout_redirect_uri (mocks/idp-grants.ts).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { decodeJwt } from 'jose';
import { startMockIdp, type MockIdp } from '../../mocks/idp.ts';
import { MemoryAdapter } from '#lib/auth/adapters/memory.ts';
import { InvalidEndpoints, MissingAdapterMethods } from '#lib/auth/errors.ts';
import { actionEvent, expectRedirect, makeAuth, SECRET } from '../handle/harness.ts';
import { eventOf, ORIGIN, providers, sessionOf, signIn, tokenWorld, uniqueEmail, type Strategy } from './harness.ts';

let idp: MockIdp;
beforeAll(async () => {
	idp = await startMockIdp({ postLogoutHosts: ['app.test'] });
});
afterAll(() => idp.stop());

/** Follows the end-session URL at the mock: where it sends the browser back to. */
async function atProvider(location: string): Promise<{ status: number; back: string | null }> {
	const response = await fetch(location, { redirect: 'manual' });
	return { status: response.status, back: response.headers.get('location') };
}

describe.each<Strategy>(['jwt', 'database'])('federated sign-out (%s strategy)', (strategy) => {
	test('POST signout ends the local session and sends the browser to end_session_endpoint with id_token_hint, client_id and the target', async () => {
		const w = tokenWorld(idp, strategy);
		const browser = w.browser();
		const sub = await signIn(browser, uniqueEmail('rp-logout'));
		const response = await browser.post('/auth/signout', { callbackUrl: '/goodbye' });
		expect(response.status).toBe(302);
		const location = new URL(response.headers.get('location')!);
		expect(`${location.origin}${location.pathname}`).toBe(`${idp.issuer}/endsession`);
		expect(location.searchParams.get('client_id')).toBe('mockclient');
		expect(location.searchParams.get('post_logout_redirect_uri')).toBe(`${ORIGIN}/goodbye`);
		expect(decodeJwt(location.searchParams.get('id_token_hint')!)).toMatchObject({ sub, aud: 'mockclient', iss: idp.issuer });
		expect(browser.sessionCookie()).toBeUndefined();
		expect(await sessionOf(browser)).toBeNull();
		// The provider accepts the hint and sends the browser back to the app.
		expect(await atProvider(location.href)).toEqual({ status: 302, back: `${ORIGIN}/goodbye` });
		expect(idp.grants.report(sub).logouts).toEqual([{ clientId: 'mockclient', postLogoutRedirectUri: `${ORIGIN}/goodbye` }]);
	});

	test('the signOut form action and api.signOut take the same way out', async () => {
		const w = tokenWorld(idp, strategy);
		const browser = w.browser();
		await signIn(browser, uniqueEmail('rp-action'));
		const event = actionEvent('/signout', { redirectTo: '/' }, { origin: ORIGIN, cookie: browser.cookieHeader() });
		const { status, location } = await expectRedirect(() => w.auth.signOut(event));
		expect(status).toBe(303);
		expect(location.startsWith(`${idp.issuer}/endsession?`)).toBe(true);
		expect(new URL(location).searchParams.get('post_logout_redirect_uri')).toBe(`${ORIGIN}/`);
		const other = w.browser();
		await signIn(other, uniqueEmail('rp-api'));
		const outcome = await w.auth.api.signOut(eventOf(other), { redirectTo: '/bye' });
		expect(outcome.ok && outcome.location.startsWith(`${idp.issuer}/endsession?`)).toBe(true);
	});

	test('a foreign target is replaced by the origin (the redirect callback) before it becomes post_logout_redirect_uri', async () => {
		const w = tokenWorld(idp, strategy);
		const browser = w.browser();
		await signIn(browser, uniqueEmail('rp-foreign'));
		const response = await browser.post('/auth/signout', { callbackUrl: 'https://evil.example/phish' });
		expect(new URL(response.headers.get('location')!).searchParams.get('post_logout_redirect_uri')).toBe(`${ORIGIN}/`);
	});

	test('the provider’s postLogoutRedirectUri wins over the target', async () => {
		const w = tokenWorld(idp, strategy, { providers: providers(idp, { federatedSignOut: { postLogoutRedirectUri: '/signed-out' } }) });
		const browser = w.browser();
		await signIn(browser, uniqueEmail('rp-fixed'));
		const response = await browser.post('/auth/signout', { callbackUrl: '/elsewhere' });
		expect(new URL(response.headers.get('location')!).searchParams.get('post_logout_redirect_uri')).toBe(`${ORIGIN}/signed-out`);
	});

	test('a session of a provider without federatedSignOut signs out locally only', async () => {
		const w = tokenWorld(idp, strategy);
		const browser = w.browser();
		await signIn(browser, uniqueEmail('rp-local'), 'mock-oauth');
		const response = await browser.post('/auth/signout', { callbackUrl: '/home' });
		expect(response.headers.get('location')).toBe(`${ORIGIN}/home`);
		expect(await sessionOf(browser)).toBeNull();
	});

	test('a cross-site sign-out is refused before anything happens: the session and the provider session stay', async () => {
		const w = tokenWorld(idp, strategy);
		const browser = w.browser();
		const sub = await signIn(browser, uniqueEmail('rp-csrf'));
		const response = await browser.post('/auth/signout', {}, { origin: 'https://evil.example' });
		expect(response.status).toBe(403);
		expect(await sessionOf(browser)).not.toBeNull();
		expect(idp.grants.report(sub).logouts).toEqual([]);
	});
});

describe('the mock refuses what a real provider refuses', () => {
	test('an unregistered post_logout_redirect_uri or a forged hint never reaches the app', async () => {
		const w = tokenWorld(idp, 'jwt');
		const browser = w.browser();
		await signIn(browser, uniqueEmail('rp-mock'));
		const location = new URL((await browser.post('/auth/signout', {})).headers.get('location')!);
		const unregistered = new URL(location);
		unregistered.searchParams.set('post_logout_redirect_uri', 'https://evil.example/');
		expect((await atProvider(unregistered.href)).back).toMatch(/\/mock\/logout-refused\?/);
		const forged = new URL(location);
		forged.searchParams.set('id_token_hint', `${location.searchParams.get('id_token_hint')}x`);
		expect((await atProvider(forged.href)).back).toMatch(/\/mock\/logout-refused\?/);
	});
});

describe('startup checks', () => {
	const base = { secret: SECRET, trustHost: true, env: {} };
	test('federatedSignOut on a plain OAuth 2 provider is refused at startup (it has no id_token to send)', () => {
		expect(() => makeAuth({ ...base, providers: [{ ...providers(idp)[1], federatedSignOut: true }] })).toThrow(InvalidEndpoints);
	});

	test('refresh with a custom token.request is refused at startup (the grant needs the token endpoint)', () => {
		const custom = { ...providers(idp)[1], token: { url: `${idp.issuer}/token`, request: () => ({ access_token: 'x' }) } };
		expect(() => makeAuth({ ...base, providers: [custom] })).toThrow(InvalidEndpoints);
	});

	test('under the database strategy, an adapter without listAccounts / updateAccount / listSessions is named at startup', () => {
		const { listAccounts: _a, updateAccount: _u, listSessions: _s, ...authjsLike } = MemoryAdapter();
		expect(() => makeAuth({ ...base, adapter: authjsLike, providers: providers(idp) })).toThrow(MissingAdapterMethods);
		expect(() => makeAuth({ ...base, adapter: authjsLike, providers: providers(idp) })).toThrow(/listAccounts, updateAccount, listSessions/);
	});
});
