/**
 * The account-linking rules (docs/account-linking.md) through real
 * sign-ins at the mock identity provider, with the real memory adapter. Adapter calls and events are
 * observed in order.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USER, startMockIdp, type MockIdp } from '../../mocks/idp.ts';
import { mockOAuthProvider, mockOidcProvider } from '../../mocks/idp-providers.ts';
import { MemoryAdapter } from '#lib/auth/adapters/memory.ts';
import { resolveUser } from './harness.ts';
import { caught, createHarness, signIn } from './harness.ts';
import type { AdapterUser } from '#lib/auth/adapters/types.ts';
import type { OAuthConfig } from '#lib/auth/providers/types.ts';
import type { SignInCandidate } from './harness.ts';

let idp: MockIdp;
beforeAll(async () => {
	idp = await startMockIdp();
});
afterAll(async () => {
	await idp.stop();
});
beforeEach(() => idp.setUser({ ...DEMO_USER }));

const OTHER = { sub: 'other-user-2', name: 'Other Person', email: 'other@example.test' };
const oidc = () => mockOidcProvider(idp.issuer);
const oauth = () => mockOAuthProvider(idp.issuer);
const writes = (calls: string[]) => calls.filter((c) => ['createUser', 'updateUser', 'linkAccount', 'createSession'].includes(c));

describe('oauth/oidc with an adapter', () => {
	it('no account, no session, no e-mail match: creates the user (emailVerified null) and links the account; isNewUser', async () => {
		const h = createHarness([oidc()]);
		const result = await signIn(h, oidc());
		expect(result.isNewUser).toBe(true);
		expect(result.user).toMatchObject({ name: 'Mock User', email: 'mock.user@example.test', emailVerified: null });
		expect(writes(h.calls)).toEqual(['createUser', 'linkAccount']);
		expect(h.events.map(([name]) => name)).toEqual(['createUser', 'linkAccount']);
		const linked = h.events[1][1] as { user: AdapterUser; account: Record<string, unknown>; profile: Record<string, unknown> };
		expect(linked.account).toMatchObject({ provider: 'mock-oidc', providerAccountId: 'mock-user-1', userId: result.user.id });
		expect(linked.profile).toMatchObject({ email: 'mock.user@example.test' });
		expect(await h.adapter.getUserByAccount!({ provider: 'mock-oidc', providerAccountId: 'mock-user-1' })).toMatchObject({ id: result.user.id });
	});

	it('continues with the id createUser returned, not the one it was given', async () => {
		const memory = MemoryAdapter();
		const adapter = { ...memory, createUser: (user: AdapterUser) => memory.createUser!({ ...user, id: 'db-generated-7' }) };
		const h = createHarness([oidc()], { adapter });
		const result = await signIn(h, oidc());
		expect(result.user.id).toBe('db-generated-7');
		expect(result.account.userId).toBe('db-generated-7');
		expect(await memory.getUserByAccount!({ provider: 'mock-oidc', providerAccountId: 'mock-user-1' })).toMatchObject({ id: 'db-generated-7' });
	});

	it('a known account signs its user in again without any write', async () => {
		const h = createHarness([oidc()]);
		const first = await signIn(h, oidc());
		h.calls.length = 0;
		h.events.length = 0;
		const again = await signIn(h, oidc());
		expect(again).toMatchObject({ isNewUser: false, user: { id: first.user.id } });
		expect(writes(h.calls)).toEqual([]);
		expect(h.events).toEqual([]);
	});

	it('a known account of the signed-in user keeps them signed in without any write', async () => {
		const h = createHarness([oidc()]);
		const first = await signIn(h, oidc());
		h.calls.length = 0;
		const again = await signIn(h, oidc(), first.user.id);
		expect(again).toMatchObject({ isNewUser: false, user: { id: first.user.id } });
		expect(writes(h.calls)).toEqual([]);
	});

	it('a known account of another user while signed in is OAuthAccountNotLinked', async () => {
		const h = createHarness([oidc(), oauth()]);
		const owner = await signIn(h, oidc());
		idp.setUser(OTHER);
		const someoneElse = await signIn(h, oauth());
		idp.setUser({ ...DEMO_USER });
		h.calls.length = 0;
		h.events.length = 0;
		const error = await caught(() => signIn(h, oidc(), someoneElse.user.id));
		expect(error).toMatchObject({ type: 'OAuthAccountNotLinked', kind: 'signIn' });
		expect(error.message).toContain('already associated with another user');
		expect(writes(h.calls)).toEqual([]);
		expect(owner.user.id).not.toBe(someoneElse.user.id);
	});

	it('a new account while signed in is linked to the signed-in user, whatever its e-mail', async () => {
		const h = createHarness([oidc(), oauth()]);
		const me = await signIn(h, oidc());
		idp.setUser(OTHER);
		h.calls.length = 0;
		h.events.length = 0;
		const linked = await signIn(h, oauth(), me.user.id);
		expect(linked).toMatchObject({ isNewUser: false, user: { id: me.user.id } });
		expect(writes(h.calls)).toEqual(['linkAccount']);
		expect(h.events.map(([name]) => name)).toEqual(['linkAccount']);
		expect(await h.adapter.getUserByAccount!({ provider: 'mock-oauth', providerAccountId: OTHER.sub })).toMatchObject({ id: me.user.id });
	});

	it('an unknown account whose e-mail belongs to a user is OAuthAccountNotLinked without dangerous linking', async () => {
		const h = createHarness([oidc(), oauth()]);
		await signIn(h, oidc());
		h.calls.length = 0;
		h.events.length = 0;
		const error = await caught(() => signIn(h, oauth()));
		expect(error).toMatchObject({ type: 'OAuthAccountNotLinked' });
		expect(error.message).toContain('same e-mail');
		expect(writes(h.calls)).toEqual([]);
		expect(await h.adapter.getUserByAccount!({ provider: 'mock-oauth', providerAccountId: 'mock-user-1' })).toBeNull();
	});

	it('with allowDangerousEmailAccountLinking the account is linked to the e-mail owner (createUser event mirrored)', async () => {
		const dangerous: OAuthConfig = { ...oauth(), allowDangerousEmailAccountLinking: true };
		const h = createHarness([oidc(), dangerous]);
		const owner = await signIn(h, oidc());
		h.calls.length = 0;
		h.events.length = 0;
		const result = await signIn(h, dangerous);
		expect(result).toMatchObject({ isNewUser: false, user: { id: owner.user.id } });
		expect(writes(h.calls)).toEqual(['linkAccount']);
		expect(h.events.map(([name]) => name)).toEqual(['createUser', 'linkAccount']);
	});

	it('a linkAccount failure after createUser propagates as AdapterError and leaves no user behind', async () => {
		const memory = MemoryAdapter();
		const adapter = {
			...memory,
			linkAccount: () => {
				throw new Error('constraint violation');
			}
		};
		const h = createHarness([oidc()], { adapter });
		const error = await caught(() => signIn(h, oidc()));
		expect(error).toMatchObject({ type: 'AdapterError' });
		expect(h.events).toEqual([]);
		expect(await memory.getUserByEmail!('mock.user@example.test')).toBeNull();
	});
});

describe('oauth/oidc without an adapter', () => {
	it('uses the profile user with a fresh random id on every sign-in', async () => {
		const h = createHarness([oidc()], { withAdapter: false });
		const first = await signIn(h, oidc());
		const second = await signIn(h, oidc());
		expect(first.user).toMatchObject({ name: 'Mock User', email: 'mock.user@example.test' });
		expect(first.user.id).toMatch(/^[0-9a-f-]{36}$/);
		expect(second.user.id).not.toBe(first.user.id);
		expect(first.account.providerAccountId).toBe(second.account.providerAccountId);
		expect(first.isNewUser).toBe(false);
	});
});

describe('e-mail sign-ins', () => {
	const candidate = (email: string): SignInCandidate => ({
		user: { email },
		account: { provider: 'email', type: 'email', providerAccountId: email }
	});

	it('a first sign-in creates the user with emailVerified set and links no account', async () => {
		const h = createHarness([oidc()]);
		const before = Date.now();
		const result = await resolveUser(h.ctx('/auth/callback/email'), candidate('new@example.test'));
		expect(result.isNewUser).toBe(true);
		expect((result.user as AdapterUser).emailVerified!.getTime()).toBeGreaterThanOrEqual(before);
		expect(writes(h.calls)).toEqual(['createUser']);
		expect(h.events.map(([name]) => name)).toEqual(['createUser']);
		expect(result.account).toMatchObject({ type: 'email', providerAccountId: 'new@example.test', userId: result.user.id });
	});

	it('an existing unverified user gets emailVerified through updateUser and the updateUser event', async () => {
		const h = createHarness([oidc()]);
		const stored = await h.adapter.createUser!({ id: 'u-1', email: 'known@example.test', emailVerified: null });
		const result = await resolveUser(h.ctx('/auth/callback/email'), candidate('known@example.test'));
		expect(result).toMatchObject({ isNewUser: false, user: { id: stored.id } });
		expect((result.user as AdapterUser).emailVerified).toBeInstanceOf(Date);
		expect(writes(h.calls)).toEqual(['updateUser']);
		expect(h.events.map(([name]) => name)).toEqual(['updateUser']);
	});

	it('an existing verified user signs in without any write', async () => {
		const h = createHarness([oidc()]);
		await h.adapter.createUser!({ id: 'u-2', email: 'verified@example.test', emailVerified: new Date(0) });
		const result = await resolveUser(h.ctx('/auth/callback/email'), candidate('verified@example.test'));
		expect(result).toMatchObject({ isNewUser: false, user: { id: 'u-2' } });
		expect(writes(h.calls)).toEqual([]);
	});

	it('an e-mail provider without an adapter is refused at startup with MissingAdapter', async () => {
		const email = { id: 'email', name: 'Email', type: 'email' as const, sendVerificationRequest: () => {} };
		const error = await caught(async () => createHarness([oidc(), email as never], { withAdapter: false }));
		expect(error).toMatchObject({ type: 'MissingAdapter' });
	});
});
