/**
 * id_tokens signed with HMAC and the client secret (OpenID Connect Core 1.0, section 10.1), as LINE signs
 * those of web logins: through `handle`, against the real mock identity provider, whose token endpoint
 * answers are re-signed with HS256 here (the mock itself signs with asymmetric keys only; its listeners
 * must be synchronous, as it does not wait for a promise). The signature is
 * verified at sign-in and on every refresh, with the client secret and only for a client that asks for
 * HS256; any other key, algorithm or client is refused, and nothing is stored.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { Events, type MutableResponse } from 'oauth2-mock-server';
import { resolveConfig } from '#lib/auth/config.ts';
import { RefreshTokenError } from '#lib/auth/errors.ts';
import LINE from '#lib/auth/providers/line.ts';
import type { OAuthConfig } from '#lib/auth/providers/types.ts';
import { MOCK_CLIENT_SECRET, mockOidcProvider } from '../../mocks/idp-providers.ts';
import { startMockIdp, type MockIdp } from '../../mocks/idp.ts';
import { hmacSigned } from '../../mocks/idp-rules.ts';
import { SECRET } from '../handle/harness.ts';
import { sessionOf, signIn, tokenWorld, uniqueEmail, type Strategy } from './harness.ts';

let idp: MockIdp;
type Listener = (...args: any[]) => void;
const hooks: Array<[string, Listener]> = [];

beforeAll(async () => {
	idp = await startMockIdp();
});
afterAll(async () => {
	await idp.stop();
});
afterEach(() => {
	for (const [event, handler] of hooks.splice(0)) idp.server.service.off(event, handler);
});

/** Re-signs every id_token the mock's token endpoint answers with (sign-in and refresh), keeping its claims. */
function resignIdTokens(alg: 'HS256' | 'HS384' | 'HS512', key: string): void {
	const handler = (response: MutableResponse) => {
		const body = response.body;
		if (body && typeof body.id_token === 'string') body.id_token = hmacSigned(body.id_token, alg, key);
	};
	idp.server.service.on(Events.BeforeResponse, handler);
	hooks.push([Events.BeforeResponse, handler]);
}

/** The mock's OIDC client, asking for HS256 id_tokens; `refresh` on and due at once, so every read refreshes. */
function hmacClient(alg = 'HS256'): Partial<OAuthConfig> {
	return { client: { token_endpoint_auth_method: 'none', id_token_signed_response_alg: alg }, refresh: { beforeExpiry: 3600 } };
}

function hmacWorld(strategy: Strategy, client: Partial<OAuthConfig> = hmacClient()) {
	return tokenWorld(idp, strategy, { providers: [{ ...mockOidcProvider(idp.issuer), ...client }] });
}

describe.each<Strategy>(['jwt', 'database'])('an HS256 id_token keyed with the client secret (%s strategy)', (strategy) => {
	test('signs in, and a refresh whose id_token is signed the same way keeps the session', async () => {
		resignIdTokens('HS256', MOCK_CLIENT_SECRET);
		const w = hmacWorld(strategy);
		const browser = w.browser();
		const sub = await signIn(browser, uniqueEmail('hmac'));
		const session = await sessionOf(browser);
		expect(session?.user?.id).toBeTruthy();
		expect(session).not.toHaveProperty('error');
		expect(idp.grants.report(sub).refreshes).toBeGreaterThan(0);
		expect(w.errors).toEqual([]);
	});

	test('a refreshed id_token signed with another key is refused: a RefreshTokenError whose cause is the signature', async () => {
		resignIdTokens('HS256', MOCK_CLIENT_SECRET);
		const w = hmacWorld(strategy);
		const browser = w.browser();
		const sub = await signIn(browser, uniqueEmail('refresh-forged'));
		for (const [event, handler] of hooks.splice(0)) idp.server.service.off(event, handler);
		resignIdTokens('HS256', 'not-the-client-secret-0123456789abcdef');
		const before = idp.grants.report(sub).refreshes;
		// A refresh that failed for any reason but invalid_grant is retried on the next read, while the access token works.
		expect(await sessionOf(browser)).toMatchObject({ user: { id: expect.any(String) } });
		const refresh = w.errors.find((e) => e instanceof RefreshTokenError);
		expect(refresh?.cause).toMatchObject({ provider: 'mock-oidc', err: { code: 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED' } });
		expect(idp.grants.report(sub).refreshes).toBe(before + 1);
	});

	test('signed with another key: the sign-in fails at the signature, and nothing is stored', async () => {
		resignIdTokens('HS256', 'not-the-client-secret-0123456789abcdef');
		const w = hmacWorld(strategy);
		const email = uniqueEmail('forged');
		await expect(signIn(w.browser(), email)).rejects.toThrow(/sign-in answered 302 .*error=/);
		expect(w.errors.map((e) => (e.cause as { stage?: string } | undefined)?.stage)).toContain('id_token signature');
		expect(await w.store.getUserByEmail!(email)).toBeNull();
	});
});

describe('the algorithm is the client\'s, never the id_token\'s', () => {
	test('a client that expects RS256 refuses an HS256 id_token, even one keyed with its own secret', async () => {
		resignIdTokens('HS256', MOCK_CLIENT_SECRET);
		const w = tokenWorld(idp, 'jwt', { providers: [mockOidcProvider(idp.issuer)] });
		await expect(signIn(w.browser(), uniqueEmail('confused'))).rejects.toThrow(/sign-in answered 302 .*error=/);
		expect(w.errors.map((e) => (e.cause as { stage?: string } | undefined)?.stage)).toContain('token response');
	});

	test('a client that expects HS256 refuses the mock\'s own RS256 id_token', async () => {
		const w = hmacWorld('jwt');
		await expect(signIn(w.browser(), uniqueEmail('downgrade'))).rejects.toThrow(/sign-in answered 302 .*error=/);
		expect(w.errors.map((e) => (e.cause as { stage?: string } | undefined)?.stage)).toContain('token response');
	});

	test('a client that expects HS512 refuses an HS256 id_token keyed with its secret', async () => {
		resignIdTokens('HS256', MOCK_CLIENT_SECRET);
		const w = hmacWorld('jwt', hmacClient('HS512'));
		await expect(signIn(w.browser(), uniqueEmail('weaker'))).rejects.toThrow(/sign-in answered 302 .*error=/);
		expect(w.errors.map((e) => (e.cause as { stage?: string } | undefined)?.stage)).toContain('token response');
	});
});

describe('configuration', () => {
	test('LINE asks for HS256 id_tokens', () => {
		const config = resolveConfig({ secret: SECRET, trustHost: true, env: {}, providers: [LINE({ clientId: 'line-channel', clientSecret: 'line-channel-secret' })] });
		expect(config.providers[0]).toMatchObject({ id: 'line', idTokenHmac: 'HS256' });
	});

	test('an HMAC id_token without a client secret is refused at startup, with what to set', () => {
		const provider = { ...mockOidcProvider(idp.issuer), clientSecret: undefined, ...hmacClient() };
		expect(() => resolveConfig({ secret: SECRET, trustHost: true, env: {}, providers: [provider] })).toThrow(/expects HS256 id_tokens.*no clientSecret.*AUTH_MOCK_OIDC_SECRET/);
	});
});
