/**
 * The OAuth 2.0 / OIDC rows of docs/account-linking.md, each through `handle` with real sign-ins at the
 * mock identity provider. Test titles start with the row id they prove.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startMockIdp, type MockIdp } from '../../mocks/idp.ts';
import { mockOAuthProvider, mockOidcProvider } from '../../mocks/idp-providers.ts';
import { demoCredentials } from '../handle/harness.ts';
import { errorOf, expectRow, oauthSignIn, whoIs, world } from './harness.ts';

let idp: MockIdp;
beforeAll(async () => {
	idp = await startMockIdp();
});
afterAll(() => idp.stop());

const oidc = () => mockOidcProvider(idp.issuer);
const oauth = (options: { allowDangerousEmailAccountLinking?: boolean } = {}) => ({ ...mockOAuthProvider(idp.issuer), ...options });
const accountOf = (w: ReturnType<typeof world>, provider: string, email: string) =>
	w.store.getUserByAccount!({ provider, providerAccountId: `mock-${email.split('@')[0]}` });

describe('OAuth/OIDC rows', () => {
	test('oauth.no-adapter: without an adapter the provider user signs in with a new random id each time, nothing stored', async () => {
		const w = world({ store: null, providers: [oidc()] });
		const browser = w.browser();
		await oauthSignIn(browser, 'mock-oidc', 'nostore@example.test');
		const first = await whoIs(browser);
		const again = await oauthSignIn(browser, 'mock-oidc', 'nostore@example.test');
		expectRow(w, 'oauth.no-adapter', 1);
		expect(again.status).toBe(302);
		expect(first).toMatch(/^[0-9a-f-]{36}$/);
		expect(await whoIs(browser)).not.toBe(first);
	});

	test('oauth.new-user: signed out, unknown account, unknown address: a new user with the account, sent to pages.newUser', async () => {
		const w = world({ providers: [oidc()], pages: { newUser: '/welcome' } });
		const browser = w.browser();
		const response = await oauthSignIn(browser, 'mock-oidc', 'new@example.test');
		expectRow(w, 'oauth.new-user');
		expect(new URL(response.headers.get('location')!).pathname).toBe('/welcome');
		const user = await accountOf(w, 'mock-oidc', 'new@example.test');
		expect(user).toMatchObject({ email: 'new@example.test', emailVerified: null });
		expect(await whoIs(browser)).toBe(user!.id);
	});

	test('oauth.account-known: signed out, known account: signed in as its owner', async () => {
		const w = world({ providers: [oidc()] });
		await oauthSignIn(w.browser(), 'mock-oidc', 'known@example.test');
		const browser = w.browser();
		await oauthSignIn(browser, 'mock-oidc', 'known@example.test');
		expectRow(w, 'oauth.account-known', 1);
		expect(await whoIs(browser)).toBe((await accountOf(w, 'mock-oidc', 'known@example.test'))!.id);
	});

	test('oauth.account-is-yours: signed in as the account owner: stays, nothing linked again', async () => {
		const w = world({ providers: [oidc()] });
		const browser = w.browser();
		await oauthSignIn(browser, 'mock-oidc', 'mine@example.test');
		const me = await whoIs(browser);
		await oauthSignIn(browser, 'mock-oidc', 'mine@example.test');
		expectRow(w, 'oauth.account-is-yours', 1);
		expect(await whoIs(browser)).toBe(me);
	});

	test('oauth.account-of-another: signed in as someone else: OAuthAccountNotLinked, the session stays', async () => {
		const w = world({ providers: [oidc(), oauth()] });
		await oauthSignIn(w.browser(), 'mock-oidc', 'owner@example.test');
		const other = w.browser();
		await oauthSignIn(other, 'mock-oauth', 'someone@example.test');
		const someone = await whoIs(other);
		const refused = await oauthSignIn(other, 'mock-oidc', 'owner@example.test');
		expectRow(w, 'oauth.account-of-another', 2);
		expect(errorOf(refused)).toBe('OAuthAccountNotLinked');
		expect(await whoIs(other)).toBe(someone);
	});

	test('oauth.link-to-session: signed in (stored), unknown account: linked to the signed-in user, whatever its e-mail', async () => {
		const w = world({ providers: [oidc(), oauth()] });
		const browser = w.browser();
		await oauthSignIn(browser, 'mock-oidc', 'me@example.test');
		const me = await whoIs(browser);
		await oauthSignIn(browser, 'mock-oauth', 'elsewhere@example.test');
		expectRow(w, 'oauth.link-to-session', 1);
		expect(await whoIs(browser)).toBe(me);
		expect((await accountOf(w, 'mock-oauth', 'elsewhere@example.test'))!.id).toBe(me);
	});

	test('oauth.session-not-stored: signed in as a user the adapter does not know: AccountLinkingUnavailable, nothing stored, the session stays', async () => {
		const ghost = demoCredentials({ authorize: () => ({ id: 'ghost-1', name: 'Ghost' }) });
		const w = world({ providers: [ghost, oauth()], session: { strategy: 'jwt' } });
		const browser = w.browser();
		await browser.signIn();
		const refused = await oauthSignIn(browser, 'mock-oauth', 'switch@example.test');
		expectRow(w, 'oauth.session-not-stored', 1);
		expect(errorOf(refused)).toBe('AccountLinkingUnavailable');
		expect(await whoIs(browser)).toBe('ghost-1');
		expect(await accountOf(w, 'mock-oauth', 'switch@example.test')).toBeNull();
		expect(await w.store.getUserByEmail!('switch@example.test')).toBeNull();
	});

	test('oauth.email-known: signed out, unknown account, known address: OAuthAccountNotLinked without dangerous linking', async () => {
		const w = world({ providers: [oidc(), oauth()] });
		await oauthSignIn(w.browser(), 'mock-oidc', 'taken@example.test');
		const browser = w.browser();
		const refused = await oauthSignIn(browser, 'mock-oauth', 'taken@example.test');
		expectRow(w, 'oauth.email-known', 1);
		expect(errorOf(refused)).toBe('OAuthAccountNotLinked');
		expect(await whoIs(browser)).toBeNull();
		expect(await accountOf(w, 'mock-oauth', 'taken@example.test')).toBeNull();
	});

	test('oauth.email-known-linking-allowed: with allowDangerousEmailAccountLinking the account joins the address owner', async () => {
		const w = world({ providers: [oidc(), oauth({ allowDangerousEmailAccountLinking: true })] });
		const first = w.browser();
		await oauthSignIn(first, 'mock-oidc', 'shared@example.test');
		const owner = await whoIs(first);
		const browser = w.browser();
		await oauthSignIn(browser, 'mock-oauth', 'shared@example.test');
		expectRow(w, 'oauth.email-known-linking-allowed', 1);
		expect(await whoIs(browser)).toBe(owner);
		expect((await accountOf(w, 'mock-oauth', 'shared@example.test'))!.id).toBe(owner);
	});
});
