/**
 * OAuth 2 / OIDC happy paths against a real oauth2-mock-server.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USER, startMockIdp, type MockIdp } from '../../mocks/idp.ts';
import { mockOAuthProvider, mockOidcProvider } from '../../mocks/idp-providers.ts';
import { handleOAuthCallback, startOAuth, clearDiscoveryCache, resolveRedirectProxy } from './harness.ts';
import { authorize, callbackContext, caught, createHarness, ORIGIN, signInCandidate } from './harness.ts';
import type { OAuthConfig } from '#lib/auth/providers/types.ts';
import WeChat from '#lib/auth/providers/wechat.ts';

let idp: MockIdp;
beforeAll(async () => {
	idp = await startMockIdp();
});
afterAll(async () => {
	await idp.stop();
});
beforeEach(() => idp.setUser({ ...DEMO_USER }));

describe('oidc (discovery, id_token)', () => {
	it('signs in with the id_token claims mapped by the default profile()', async () => {
		const provider = mockOidcProvider(idp.issuer);
		const h = createHarness([provider]);
		const candidate = await signInCandidate(h, provider);
		expect(candidate.user).toMatchObject({ name: 'Mock User', email: 'mock.user@example.test', image: DEMO_USER.picture });
		expect(candidate.user.id).not.toBe(DEMO_USER.sub);
		expect(candidate.account).toMatchObject({ provider: 'mock-oidc', type: 'oidc', providerAccountId: 'mock-user-1', token_type: 'bearer' });
		expect(typeof candidate.account.access_token).toBe('string');
		expect(typeof candidate.account.id_token).toBe('string');
		expect(candidate.profile).toMatchObject({ sub: 'mock-user-1', iss: idp.issuer, aud: 'mockclient' });
	});

	it('computes expires_at as now + expires_in and keeps only the default account fields', async () => {
		const provider = mockOidcProvider(idp.issuer);
		const before = Math.floor(Date.now() / 1000);
		const { account } = await signInCandidate(createHarness([provider]), provider);
		expect(account.expires_at).toBeGreaterThanOrEqual(before + 3600);
		expect(account.expires_at).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 3600);
		expect(Object.keys(account).sort()).toEqual(
			['access_token', 'expires_at', 'id_token', 'provider', 'providerAccountId', 'refresh_token', 'scope', 'token_type', 'type'].sort()
		);
	});

	it('lower-cases the e-mail of the mapped user', async () => {
		idp.setUser({ ...DEMO_USER, email: 'Mixed.Case@Example.TEST' });
		const provider = mockOidcProvider(idp.issuer);
		const { user } = await signInCandidate(createHarness([provider]), provider);
		expect(user.email).toBe('mixed.case@example.test');
	});

	it('sends PKCE S256, state and nonce, each sealed in a check cookie bound to the provider', async () => {
		const provider = mockOidcProvider(idp.issuer);
		const h = createHarness([provider]);
		const { authorizationUrl, cookies } = await authorize(h, provider);
		const q = authorizationUrl.searchParams;
		expect(authorizationUrl.href.startsWith(`${idp.issuer}/authorize?`)).toBe(true);
		expect(q.get('response_type')).toBe('code');
		expect(q.get('client_id')).toBe('mockclient');
		expect(q.get('redirect_uri')).toBe(`${ORIGIN}/auth/callback/mock-oidc`);
		expect(q.get('scope')).toBe('openid profile email');
		expect(q.get('code_challenge_method')).toBe('S256');
		expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
		expect(q.get('nonce')).toBeTruthy();
		expect(q.get('state')!.split('.')).toHaveLength(5);
		expect(cookies).toMatch(/authjs\.pkce\.code_verifier=/);
		expect(cookies).toMatch(/authjs\.state=/);
		expect(cookies).toMatch(/authjs\.nonce=/);
		expect(cookies).not.toContain(q.get('nonce')!);
	});

	it('clears the used check cookies in the callback response', async () => {
		const provider = mockOidcProvider(idp.issuer);
		const h = createHarness([provider]);
		const ctx = callbackContext(h, await authorize(h, provider));
		await handleOAuthCallback(ctx, provider);
		const cleared = ctx.cookies.headers().filter((c) => /Max-Age=0/.test(c)).map((c) => c.split('=')[0]);
		expect(cleared.sort()).toEqual(['authjs.nonce', 'authjs.pkce.code_verifier', 'authjs.state']);
	});

	it('validates the userinfo sub against the id_token when idToken is false', async () => {
		const provider = { ...mockOidcProvider(idp.issuer), idToken: false };
		idp.setUser({ ...DEMO_USER, locale: 'de-CH' });
		const { profile } = await signInCandidate(createHarness([provider]), provider);
		expect(profile).toMatchObject({ sub: 'mock-user-1', locale: 'de-CH' });
		expect(profile).not.toHaveProperty('iss');
	});
});

describe('oauth (explicit endpoints, userinfo)', () => {
	it('signs in with the userinfo profile and client_secret_basic', async () => {
		const provider = mockOAuthProvider(idp.issuer);
		const candidate = await signInCandidate(createHarness([provider]), provider);
		expect(candidate.user).toMatchObject({ name: 'Mock User', email: 'mock.user@example.test' });
		expect(candidate.account).toMatchObject({ provider: 'mock-oauth', type: 'oauth', providerAccountId: 'mock-user-1' });
		expect(candidate.profile).toEqual({ ...DEMO_USER });
	});

	it('supports client_secret_post and none', async () => {
		for (const method of ['client_secret_post', 'none'] as const) {
			const provider = { ...mockOAuthProvider(idp.issuer), client: { token_endpoint_auth_method: method } };
			const { account } = await signInCandidate(createHarness([provider]), provider);
			expect(account.providerAccountId).toBe('mock-user-1');
		}
	});

	it('stores a numeric provider id as a string providerAccountId (Auth.js kept the number)', async () => {
		const provider: OAuthConfig = { ...mockOAuthProvider(idp.issuer), profile: (p) => ({ id: 4242 as unknown as string, name: String(p.name) }) };
		const { account } = await signInCandidate(createHarness([provider]), provider);
		expect(account.providerAccountId).toBe('4242');
	});

	it('uses a userinfo.request handler with the config fetch when one is defined', async () => {
		const provider: OAuthConfig = {
			...mockOAuthProvider(idp.issuer),
			userinfo: {
				request: async ({ tokens, fetch }) => {
					const res = await fetch(`${idp.issuer}/userinfo`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
					return { ...(await res.json()), id: 'from-handler' };
				}
			},
			profile: (p) => ({ id: String(p.id), name: String(p.name) })
		};
		const { account } = await signInCandidate(createHarness([provider]), provider);
		expect(account.providerAccountId).toBe('from-handler');
	});

	it('passes the account() subset of the tokens', async () => {
		const provider: OAuthConfig = { ...mockOAuthProvider(idp.issuer), account: (t) => ({ access_token: t.access_token }) };
		const { account } = await signInCandidate(createHarness([provider]), provider);
		expect(Object.keys(account).sort()).toEqual(['access_token', 'provider', 'providerAccountId', 'type']);
	});
});

describe('authorization request parameters', () => {
	const base = () => mockOAuthProvider(idp.issuer);

	it('merges authorization.params, authorizationParams, then the request params (last wins)', async () => {
		const provider: OAuthConfig = {
			...base(),
			authorization: { url: `${idp.issuer}/authorize?prompt=login&a=url`, params: { scope: 'read', a: 'params', b: 'params' } },
			authorizationParams: { b: 'provider', c: 'provider' }
		};
		const url = new URL(await startOAuth(createHarness([provider]).ctx('/auth/signin/mock-oauth'), provider, { c: 'request', prompt: 'consent' }));
		expect(Object.fromEntries(url.searchParams)).toMatchObject({ scope: 'read', a: 'url', b: 'provider', c: 'request', prompt: 'consent' });
	});

	it('does not let the request override client_id, redirect_uri or the check parameters', async () => {
		const provider = base();
		const url = new URL(
			await startOAuth(createHarness([provider]).ctx('/auth/signin/mock-oauth'), provider, {
				client_id: 'evil',
				redirect_uri: 'https://evil.test/cb',
				code_challenge: 'x'
			})
		);
		expect(url.searchParams.get('client_id')).toBe('mockclient');
		expect(url.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/auth/callback/mock-oauth`);
		expect(url.searchParams.get('code_challenge')).not.toBe('x');
	});

	it('defaults checks to pkce only; none disables every check', async () => {
		const pkceOnly = { ...base(), checks: undefined };
		const ctx = createHarness([pkceOnly]).ctx('/auth/signin/mock-oauth');
		const url = new URL(await startOAuth(ctx, pkceOnly));
		expect(url.searchParams.has('code_challenge')).toBe(true);
		expect(url.searchParams.has('state')).toBe(false);
		expect(ctx.cookies.headers()).toHaveLength(1);

		const none: OAuthConfig = { ...base(), checks: ['none'] };
		const h = createHarness([none]);
		const noneCtx = h.ctx('/auth/signin/mock-oauth');
		const plain = new URL(await startOAuth(noneCtx, none));
		expect(['code_challenge', 'state', 'nonce'].filter((p) => plain.searchParams.has(p))).toEqual([]);
		expect(noneCtx.cookies.headers()).toHaveLength(0);
		// The mock requires PKCE as OAuth 2.1 providers do: it answers such a request with an error.
		expect(await caught(() => signInCandidate(h, none))).toMatchObject({ type: 'OAuthCallbackError', cause: { error: 'invalid_request' } });
	});

	it('never sends a nonce for a plain oauth provider', async () => {
		const provider: OAuthConfig = { ...base(), checks: ['pkce', 'nonce'] };
		const url = new URL(await startOAuth(createHarness([provider]).ctx('/auth/signin/mock-oauth'), provider));
		expect(url.searchParams.has('nonce')).toBe(false);
	});

	it('gives form_post providers SameSite=None; Secure check cookies and reads the POSTed answer with Apple\'s user JSON', async () => {
		const provider: OAuthConfig = { ...mockOidcProvider(idp.issuer), authorizationParams: { response_mode: 'form_post' } };
		const h = createHarness([provider]);
		const signInCtx = h.ctx('/auth/signin/mock-oidc', { method: 'POST' });
		const url = await startOAuth(signInCtx, provider);
		for (const line of signInCtx.cookies.headers()) expect(line).toMatch(/; Secure; SameSite=None$/);
		// The mock only answers in the query: replay its answer as the form POST a form_post IdP sends.
		const location = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location')!);
		const body = new URLSearchParams(location.searchParams);
		body.set('user', JSON.stringify({ name: { firstName: 'Ada', lastName: 'Lovelace' } }));
		const ctx = h.ctx(`${location.origin}${location.pathname}`, {
			method: 'POST',
			headers: { cookie: signInCtx.cookies.headers().map((c) => c.split(';')[0]).join('; '), 'content-type': 'application/x-www-form-urlencoded' },
			body
		});
		const candidate = await handleOAuthCallback(ctx, provider);
		expect(candidate.profile?.user).toEqual({ name: { firstName: 'Ada', lastName: 'Lovelace' } });
	});
});

describe('discovery and transport', () => {
	it('refuses a plain-http issuer without unsafeAllowInsecureRequests, naming the option', async () => {
		const provider = { ...mockOidcProvider(idp.issuer), unsafeAllowInsecureRequests: undefined };
		const error = await caught(() => startOAuth(createHarness([provider]).ctx('/auth/signin/mock-oidc'), provider));
		expect(error).toMatchObject({ type: 'InvalidEndpoints' });
		expect(error.message).toContain('unsafeAllowInsecureRequests');
	});

	it('sends every request through config.fetch and fetches discovery once per issuer', async () => {
		clearDiscoveryCache();
		const seen: string[] = [];
		const provider = mockOidcProvider(idp.issuer);
		const h = createHarness([provider]);
		// Observe (not replace) the transport: every request must go through config.fetch.
		const config = {
			...h.config,
			fetch: (input: RequestInfo | URL, init?: RequestInit) => {
				seen.push(new URL(String(input instanceof Request ? input.url : input)).pathname);
				return fetch(input, init);
			}
		};
		h.config = config;
		await signInCandidate(h, provider);
		await signInCandidate(h, provider);
		expect(seen.filter((p) => p === '/.well-known/openid-configuration')).toHaveLength(1);
		expect(seen.filter((p) => p === '/token')).toHaveLength(2);
		expect(seen).toContain('/jwks');
	});

	it('sends userinfo.params as query parameters of the userinfo request', async () => {
		const seen: URL[] = [];
		const base = mockOAuthProvider(idp.issuer);
		const provider = { ...base, userinfo: { url: `${idp.issuer}/userinfo`, params: { fields: 'id,name,email' } } };
		const h = createHarness([provider]);
		const config = {
			...h.config,
			fetch: (input: RequestInfo | URL, init?: RequestInit) => {
				seen.push(new URL(String(input instanceof Request ? input.url : input)));
				return fetch(input, init);
			}
		};
		h.config = config;
		const candidate = await signInCandidate(h, provider);
		expect(candidate.user.email).toBe('mock.user@example.test');
		const userinfo = seen.find((u) => u.pathname === '/userinfo')!;
		expect(userinfo.searchParams.get('fields')).toBe('id,name,email');
	});

	it('is lazy: an IdP that is down fails the sign-in, is not cached, and works once it is up', async () => {
		clearDiscoveryCache();
		const probe = await startMockIdp();
		const port = new URL(probe.issuer).port;
		await probe.stop();
		const provider = mockOidcProvider(`http://127.0.0.1:${port}`);
		const h = createHarness([provider]);
		const error = await caught(() => startOAuth(h.ctx('/auth/signin/mock-oidc'), provider));
		expect(error).toMatchObject({ type: 'OAuthSignInError' });
		const revived = await startMockIdp({ port: Number(port) });
		try {
			const { account } = await signInCandidate(h, provider);
			expect(account.providerAccountId).toBe('mock-user-1');
		} finally {
			await revived.stop();
		}
	});
});

describe('redirect proxy', () => {
	const PROXY = 'http://proxy.test/auth';

	it('sends redirect_uri to the proxy, forces the state check, and the proxy hops back to the deployment that started', async () => {
		const provider: OAuthConfig = { ...mockOAuthProvider(idp.issuer), checks: ['pkce'] };
		const h = createHarness([provider], { redirectProxyUrl: PROXY });
		const { authorizationUrl, callbackUrl, cookies } = await authorize(h, provider);
		expect(authorizationUrl.searchParams.get('redirect_uri')).toBe(`${PROXY}/callback/mock-oauth`);
		expect(authorizationUrl.searchParams.has('state')).toBe(true);
		expect(callbackUrl.origin).toBe('http://proxy.test');

		const hop = await resolveRedirectProxy(h.ctx(callbackUrl.href), provider);
		const back = new URL(hop!);
		expect(`${back.origin}${back.pathname}`).toBe(`${ORIGIN}/auth/callback/mock-oauth`);
		expect(back.searchParams.get('code')).toBe(callbackUrl.searchParams.get('code'));

		const appCtx = h.ctx(back.href, { headers: { cookie: cookies } });
		expect(await resolveRedirectProxy(appCtx, provider)).toBeNull();
		const { account } = await handleOAuthCallback(appCtx, provider);
		expect(account.providerAccountId).toBe('mock-user-1');
	});

	it('refuses at the proxy a state it cannot open (InvalidCheck)', async () => {
		const provider = mockOAuthProvider(idp.issuer);
		const h = createHarness([provider], { redirectProxyUrl: PROXY });
		const error = await caught(() => resolveRedirectProxy(h.ctx(`${PROXY}/callback/mock-oauth?code=c&state=forged`), provider));
		expect(error).toMatchObject({ type: 'InvalidCheck' });
	});

	it('is dropped for form_post providers', async () => {
		const provider: OAuthConfig = { ...mockOAuthProvider(idp.issuer), authorizationParams: { response_mode: 'form_post' } };
		const h = createHarness([provider], { redirectProxyUrl: PROXY });
		const url = new URL(await startOAuth(h.ctx('/auth/signin/mock-oauth'), provider));
		expect(url.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/auth/callback/mock-oauth`);
	});
});

describe('authorization URL details', () => {
	it("keeps a fragment the provider's authorization URL requires (WeChat's #wechat_redirect), after the query", async () => {
		const provider = WeChat({ clientId: 'wx-app', clientSecret: 's' });
		const url = new URL(await startOAuth(createHarness([provider]).ctx('/auth/signin/wechat', { method: 'POST' }), provider));
		expect(url.hash).toBe('#wechat_redirect');
		expect(url.searchParams.get('appid')).toBe('wx-app');
		expect(url.searchParams.get('state')).toBeTruthy();
	});
});
