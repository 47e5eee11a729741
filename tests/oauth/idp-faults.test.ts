/**
 * Every misbehaviour of the identity provider a test can ask for (mocks/idp-rules.ts) is refused through
 * `handle`: an error page, no session cookie, and no user or account stored. And the one fault the library
 * cannot see (a token endpoint that ignores the verifier) still receives the verifier.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startMockIdp, type MockIdp } from '../../mocks/idp.ts';
import { mockOAuthProvider, mockOidcProvider } from '../../mocks/idp-providers.ts';
import { ORIGIN, errorOf, oauthSignIn, startedSession, whoIs, world } from '../identity/harness.ts';

let idp: MockIdp;
beforeAll(async () => {
	idp = await startMockIdp();
});
afterAll(() => idp.stop());

const REFUSED: Array<[fault: string, provider: string, error: string]> = [
	['wrong-nonce', 'mock-oidc', 'Configuration'],
	['wrong-iss', 'mock-oidc', 'Configuration'],
	['wrong-aud', 'mock-oidc', 'Configuration'],
	['expired', 'mock-oidc', 'Configuration'],
	['unsigned', 'mock-oidc', 'Configuration'],
	['foreign-key', 'mock-oidc', 'Configuration'],
	['wrong-state', 'mock-oidc', 'Configuration'],
	['wrong-iss-param', 'mock-oidc', 'Configuration'],
	['error', 'mock-oidc', 'OAuthCallbackError'],
	['wrong-state', 'mock-oauth', 'Configuration'],
	['error', 'mock-oauth', 'OAuthCallbackError']
];

describe('a misbehaving identity provider', () => {
	test.each(REFUSED)('%s (%s) is refused with %s: no session, nothing stored', async (fault, provider, error) => {
		const w = world({ providers: [mockOidcProvider(idp.issuer), mockOAuthProvider(idp.issuer)] });
		const browser = w.browser();
		const email = `${fault}-${provider}@example.test`;
		const answer = await oauthSignIn(browser, provider, email, { mock_fault: fault });
		expect(answer.status).toBe(302);
		expect(errorOf(answer)).toBe(error);
		expect(new URL(answer.headers.get('location')!).origin).toBe(ORIGIN);
		expect(startedSession(answer)).toBe(false);
		expect(await whoIs(browser)).toBeNull();
		expect(await w.store.getUserByEmail!(email)).toBeNull();
		expect(w.rows).toEqual([]);
	});

	test('a token endpoint that does not check PKCE still receives the verifier: the library always sends it', async () => {
		const w = world({ providers: [mockOidcProvider(idp.issuer)] });
		const browser = w.browser();
		const start = await browser.post(`/auth/signin/mock-oidc?mock_fault=no-pkce-check`, {});
		const consent = await fetch(start.headers.get('location')!, { redirect: 'manual' });
		const back = new URL(consent.headers.get('location')!);
		await browser.fetch(`${back.pathname}${back.search}`);
		expect(idp.rules.issued(back.searchParams.get('code')!)).toMatchObject({ used: true, verifierSent: true });
		expect(await whoIs(browser)).not.toBeNull();
	});
});
