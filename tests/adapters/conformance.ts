/**
 * The one adapter conformance suite, run against every adapter we ship with its real database.
 * Rules: the adapter contract of docs/adapters.md (the Auth.js adapter suite's cases, plus atomic single-use verification tokens under concurrency). Each test makes its own rows, so
 * the tests do not depend on each other's order.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Adapter, AdapterAccount, AdapterAuthenticator, AdapterUser } from '#lib/auth/adapters/types.ts';
import { runManageConformance } from './conformance-manage.ts';
import { runShapeConformance } from './conformance-shape.ts';
import { runCleanupConformance } from './conformance-cleanup.ts';

export interface ConformanceSubject {
	adapter: Adapter;
	/** Other instances over the same store (own connections): the token race runs across all of them. */
	peers?: Adapter[];
	teardown: () => Promise<void>;
}

const ALL_METHODS = [
	'createUser', 'getUser', 'getUserByEmail', 'getUserByAccount', 'updateUser', 'deleteUser', 'linkAccount',
	'unlinkAccount', 'getAccount', 'createSession', 'getSessionAndUser', 'updateSession', 'deleteSession',
	'createVerificationToken', 'useVerificationToken', 'createAuthenticator', 'getAuthenticator',
	'listAuthenticatorsByUserId', 'updateAuthenticatorCounter', 'listAccounts', 'updateAccount', 'listSessions', 'deleteExpired'
] as const;

let seq = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${(seq++).toString(36)}-${crypto.randomUUID().slice(0, 8)}`;
/** Whole milliseconds, so every store can hold the value exactly. */
const at = (offsetMs: number) => new Date(Math.floor(Date.now() / 1000) * 1000 + offsetMs + 123);

function userFixture(overrides: Partial<AdapterUser> = {}): AdapterUser {
	const id = crypto.randomUUID();
	return { id, name: 'Ada Lovelace', email: `${unique('ada')}@example.com`, emailVerified: at(-60_000), image: 'https://example.com/ada.png', ...overrides };
}

function accountFixture(userId: string, overrides: Partial<AdapterAccount> = {}): AdapterAccount {
	return {
		userId, type: 'oauth', provider: 'github', providerAccountId: unique('gh'),
		access_token: 'access', refresh_token: 'refresh', expires_at: Math.floor(Date.now() / 1000) + 3600,
		token_type: 'bearer', scope: 'user', id_token: 'id.token.value', session_state: 'state', ...overrides
	};
}

function authenticatorFixture(userId: string, overrides: Partial<AdapterAuthenticator> = {}): AdapterAuthenticator {
	return {
		credentialID: unique('cred'), userId, providerAccountId: unique('pak'), counter: 1, credentialBackedUp: true,
		credentialPublicKey: 'cHVibGljLWtleQ', transports: 'usb,ble,nfc', credentialDeviceType: 'platform', ...overrides
	};
}

/**
 * Registers the conformance tests for one adapter.
 * @example runAdapterConformance('sqlite', async () => ({ adapter: SQLiteAdapter(path), teardown: async () => {} }))
 */
export function runAdapterConformance(name: string, setup: () => Promise<ConformanceSubject>): void {
	describe(`adapter conformance: ${name}`, () => {
		let subject: ConformanceSubject;
		let a: Required<Adapter>;
		beforeAll(async () => {
			subject = await setup();
			a = subject.adapter as Required<Adapter>;
		});
		afterAll(async () => subject?.teardown());

		const newUser = async (overrides: Partial<AdapterUser> = {}) => a.createUser(userFixture(overrides));

		runManageConformance({ adapter: () => a, newUser: () => newUser(), account: accountFixture, at, unique });
		runShapeConformance({ adapter: () => a, user: userFixture, account: accountFixture, authenticator: authenticatorFixture, at, unique });
		runCleanupConformance({ adapter: () => a, newUser: () => newUser(), unique });

		test('implements every method of the contract', () => {
			for (const method of ALL_METHODS) expect(typeof subject.adapter[method], method).toBe('function');
		});

		test('createUser stores the given id and getUser returns the same user with emailVerified as a Date', async () => {
			const input = userFixture();
			const created = await a.createUser(input);
			expect(created).toEqual(input);
			const read = await a.getUser(input.id);
			expect(read).toEqual(input);
			expect(read!.emailVerified).toBeInstanceOf(Date);
			expect(read!.emailVerified!.getTime()).toBe(input.emailVerified!.getTime());
		});

		test('a user without name, image or verified e-mail round-trips with nulls', async () => {
			const input = userFixture({ name: null, image: null, emailVerified: null });
			await a.createUser(input);
			expect(await a.getUser(input.id)).toEqual(input);
		});

		test('getUser, getUserByEmail and getUserByAccount return null when not found', async () => {
			expect(await a.getUser(crypto.randomUUID())).toBeNull();
			expect(await a.getUserByEmail(`${unique('nobody')}@example.com`)).toBeNull();
			expect(await a.getUserByAccount({ provider: 'github', providerAccountId: unique('none') })).toBeNull();
		});

		test('getUserByEmail finds the user by exact address', async () => {
			const user = await newUser();
			expect(await a.getUserByEmail(user.email)).toEqual(user);
		});

		test('updateUser changes only the given fields and returns the stored user', async () => {
			const user = await newUser();
			const verified = at(5_000);
			const updated = await a.updateUser({ id: user.id, name: 'Countess', emailVerified: verified });
			expect(updated).toEqual({ ...user, name: 'Countess', emailVerified: verified });
			expect(await a.getUser(user.id)).toEqual(updated);
			expect((await a.getUser(user.id))!.emailVerified).toBeInstanceOf(Date);
		});

		test('linkAccount links: getUserByAccount finds the user, getAccount the account with an integer expires_at', async () => {
			const user = await newUser();
			const account = accountFixture(user.id);
			await a.linkAccount(account);
			expect(await a.getUserByAccount({ provider: account.provider, providerAccountId: account.providerAccountId })).toEqual(user);
			const stored = await a.getAccount(account.providerAccountId, account.provider);
			expect(stored).toMatchObject(account);
			expect(Number.isInteger(stored!.expires_at)).toBe(true);
		});

		test('getAccount returns null for a wrong provider or a wrong providerAccountId', async () => {
			const user = await newUser();
			const account = accountFixture(user.id, { provider: 'webauthn-test', type: 'webauthn' });
			await a.linkAccount(account);
			expect(await a.getAccount(account.providerAccountId, 'github')).toBeNull();
			expect(await a.getAccount(unique('other'), account.provider)).toBeNull();
			expect(await a.getAccount(unique('other'), 'github')).toBeNull();
		});

		test('unlinkAccount removes the link', async () => {
			const user = await newUser();
			const account = accountFixture(user.id);
			await a.linkAccount(account);
			await a.unlinkAccount({ provider: account.provider, providerAccountId: account.providerAccountId });
			expect(await a.getAccount(account.providerAccountId, account.provider)).toBeNull();
			expect(await a.getUserByAccount({ provider: account.provider, providerAccountId: account.providerAccountId })).toBeNull();
		});

		test('createSession then getSessionAndUser returns the session (expires as a Date) and its user', async () => {
			const user = await newUser();
			const session = { sessionToken: unique('tok'), userId: user.id, expires: at(86_400_000) };
			expect(await a.createSession(session)).toEqual(session);
			const found = await a.getSessionAndUser(session.sessionToken);
			expect(found).toEqual({ session, user });
			expect(found!.session.expires).toBeInstanceOf(Date);
		});

		test('getSessionAndUser returns null for an unknown token', async () => {
			expect(await a.getSessionAndUser(unique('invalid-token'))).toBeNull();
		});

		test('updateSession moves expires; an unknown token yields null or undefined, never a throw', async () => {
			const user = await newUser();
			const session = { sessionToken: unique('tok'), userId: user.id, expires: at(60_000) };
			await a.createSession(session);
			const later = at(30 * 86_400_000);
			await a.updateSession({ sessionToken: session.sessionToken, expires: later });
			expect((await a.getSessionAndUser(session.sessionToken))!.session.expires.getTime()).toBe(later.getTime());
			expect(await a.updateSession({ sessionToken: unique('none'), expires: later })).toBeFalsy();
		});

		test('deleteSession removes the session and returns it', async () => {
			const user = await newUser();
			const session = { sessionToken: unique('tok'), userId: user.id, expires: at(60_000) };
			await a.createSession(session);
			expect(await a.deleteSession(session.sessionToken)).toEqual(session);
			expect(await a.getSessionAndUser(session.sessionToken)).toBeNull();
		});

		test('useVerificationToken returns the token once (expires as a Date), then null; another identifier gets null', async () => {
			const token = { identifier: `${unique('v')}@example.com`, token: unique('hash'), expires: at(900_000) };
			await a.createVerificationToken(token);
			expect(await a.useVerificationToken({ identifier: 'someone-else@example.com', token: token.token })).toBeNull();
			const used = await a.useVerificationToken({ identifier: token.identifier, token: token.token });
			expect(used).toEqual(token);
			expect(used!.expires).toBeInstanceOf(Date);
			expect(await a.useVerificationToken({ identifier: token.identifier, token: token.token })).toBeNull();
		});

		test('useVerificationToken is atomic: 50 concurrent uses of one token yield exactly one success', async () => {
			const token = { identifier: `${unique('race')}@example.com`, token: unique('hash'), expires: at(900_000) };
			await a.createVerificationToken(token);
			const instances = [subject.adapter, ...(subject.peers ?? [])] as Required<Adapter>[];
			const results = await Promise.all(
				Array.from({ length: 50 }, (_, i) =>
					Promise.resolve().then(() => instances[i % instances.length].useVerificationToken({ identifier: token.identifier, token: token.token }))
				)
			);
			expect(results.filter((r) => r !== null)).toHaveLength(1);
		});

		test('deleteUser removes the user and cascades to its sessions, accounts and authenticators', async () => {
			const user = await newUser();
			const account = accountFixture(user.id);
			const sessionToken = unique('tok');
			const authenticator = authenticatorFixture(user.id);
			await a.linkAccount(account);
			await a.createSession({ sessionToken, userId: user.id, expires: at(60_000) });
			await a.createAuthenticator(authenticator);
			await a.deleteUser(user.id);
			expect(await a.getUser(user.id)).toBeNull();
			expect(await a.getSessionAndUser(sessionToken)).toBeNull();
			expect(await a.getAccount(account.providerAccountId, account.provider)).toBeNull();
			expect(await a.getAuthenticator(authenticator.credentialID)).toBeNull();
		});

		test('createAuthenticator returns what it stored and getAuthenticator reads it back', async () => {
			const user = await newUser();
			const authenticator = authenticatorFixture(user.id);
			expect(await a.createAuthenticator(authenticator)).toEqual(authenticator);
			expect(await a.getAuthenticator(authenticator.credentialID)).toEqual(authenticator);
		});

		test('createAuthenticator throws on failure: a duplicate credential id, an unknown user', async () => {
			const user = await newUser();
			const authenticator = authenticatorFixture(user.id);
			await a.createAuthenticator(authenticator);
			await expect(a.createAuthenticator(authenticator)).rejects.toThrow();
			await expect(a.createAuthenticator(authenticatorFixture(crypto.randomUUID()))).rejects.toThrow();
		});

		test('getAuthenticator returns null for an unknown credential id', async () => {
			expect(await a.getAuthenticator(unique('nope'))).toBeNull();
		});

		test('listAuthenticatorsByUserId returns [] for an unknown user and exactly the user\'s authenticators otherwise', async () => {
			expect(await a.listAuthenticatorsByUserId(crypto.randomUUID())).toEqual([]);
			const [one, two] = [await newUser(), await newUser()];
			const first = authenticatorFixture(one.id);
			const second = authenticatorFixture(one.id, { transports: null, credentialBackedUp: false, credentialDeviceType: 'singleDevice' });
			const other = authenticatorFixture(two.id);
			for (const item of [first, second, other]) await a.createAuthenticator(item);
			const byId = (x: AdapterAuthenticator, y: AdapterAuthenticator) => x.credentialID.localeCompare(y.credentialID);
			expect((await a.listAuthenticatorsByUserId(one.id)).sort(byId)).toEqual([first, second].sort(byId));
			expect(await a.listAuthenticatorsByUserId(two.id)).toEqual([other]);
		});

		test('updateAuthenticatorCounter throws for an unknown credential and stores a uint32 counter otherwise', async () => {
			await expect(a.updateAuthenticatorCounter(unique('nope'), 2)).rejects.toThrow();
			const user = await newUser();
			const authenticator = authenticatorFixture(user.id);
			await a.createAuthenticator(authenticator);
			const updated = await a.updateAuthenticatorCounter(authenticator.credentialID, 4_294_967_295);
			expect(updated).toEqual({ ...authenticator, counter: 4_294_967_295 });
			expect((await a.getAuthenticator(authenticator.credentialID))!.counter).toBe(4_294_967_295);
		});
	});
}
