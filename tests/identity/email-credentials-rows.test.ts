/**
 * The e-mail and credentials rows of docs/account-linking.md, each through `handle`. Test titles start
 * with the row id they prove.
 */
import { describe, expect, test } from 'vitest';
import { sha256Hex } from '#lib/auth/crypto/index.ts';
import { demoCredentials } from '../handle/harness.ts';
import { emailSignIn, errorOf, expectRow, keepingSender, whoIs, world } from './harness.ts';

describe('e-mail rows', () => {
	test('email.new-user: an unknown address becomes a new, verified user, sent to pages.newUser', async () => {
		const mail = new Map<string, string>();
		const w = world({ mail, providers: [keepingSender(mail)], pages: { newUser: '/welcome' } });
		const browser = w.browser();
		const response = await emailSignIn(w, browser, 'fresh@example.test');
		expectRow(w, 'email.new-user');
		expect(new URL(response.headers.get('location')!).pathname).toBe('/welcome');
		const user = await w.store.getUserByEmail!('fresh@example.test');
		expect(user!.emailVerified).toBeInstanceOf(Date);
		expect(await whoIs(browser)).toBe(user!.id);
	});

	test('email.known: a known address signs in as its user, marks it verified, even over another session', async () => {
		const mail = new Map<string, string>();
		const someone = demoCredentials({ authorize: () => ({ id: 'someone' }) });
		const w = world({ mail, providers: [keepingSender(mail), someone], credentialsDatabaseSessions: true });
		await w.store.createUser!({ id: 'someone', email: 'someone@example.test', emailVerified: null });
		const stored = await w.store.createUser!({ id: 'u-known', email: 'known@example.test', emailVerified: null });
		const browser = w.browser();
		await browser.signIn();
		const previous = await sha256Hex(browser.sessionCookie()!);
		expect(await w.store.getSessionAndUser!(previous)).toMatchObject({ user: { id: 'someone' } });
		await emailSignIn(w, browser, 'known@example.test');
		expectRow(w, 'email.known', 1);
		expect(await whoIs(browser)).toBe(stored.id);
		// The session of the other user ended with the switch: its row is gone.
		expect(await w.store.getSessionAndUser!(previous)).toBeNull();
		expect((await w.store.getUser!(stored.id))!.emailVerified).toBeInstanceOf(Date);
	});
});

describe('credentials rows', () => {
	const fixed = (user: { id: string; email?: string; name?: string }) => demoCredentials({ authorize: () => ({ ...user }) });

	test('credentials.jwt: the JWT strategy signs in the user authorize() returned, asking the adapter nothing', async () => {
		const w = world({ providers: [fixed({ id: 'u-jwt', name: 'Jay' })], session: { strategy: 'jwt' } });
		const browser = w.browser();
		await browser.signIn();
		expectRow(w, 'credentials.jwt');
		expect(await whoIs(browser)).toBe('u-jwt');
		expect(await w.store.getUser!('u-jwt')).toBeNull();
	});

	test('credentials.stored: a database session for the stored user whose id authorize() returned', async () => {
		const w = world({ providers: [fixed({ id: 'u-db', email: 'db@example.test' })], credentialsDatabaseSessions: true });
		await w.store.createUser!({ id: 'u-db', email: 'db@example.test', name: 'Stored', emailVerified: null });
		const browser = w.browser();
		await browser.signIn();
		expectRow(w, 'credentials.stored');
		// A database session: the cookie is a random token (a JWE has five dot-separated parts).
		expect(browser.sessionCookie()).toMatch(/^[0-9a-f]{64}$/);
		expect(await whoIs(browser)).toBe('u-db');
	});

	test('credentials.new-user: an unknown id is created with that id, never matched by e-mail', async () => {
		const w = world({ providers: [fixed({ id: 'u-new', email: 'new-cred@example.test' })], credentialsDatabaseSessions: true });
		const browser = w.browser();
		await browser.signIn();
		expectRow(w, 'credentials.new-user');
		expect(await w.store.getUser!('u-new')).toMatchObject({ email: 'new-cred@example.test' });
		expect(await whoIs(browser)).toBe('u-new');
	});

	test('credentials.email-taken: an unknown id whose address another user owns is AccountNotLinked, nothing written', async () => {
		const w = world({ providers: [fixed({ id: 'u-claim', email: 'owned@example.test' })], credentialsDatabaseSessions: true });
		await w.store.createUser!({ id: 'u-owner', email: 'owned@example.test', emailVerified: null });
		const browser = w.browser();
		const refused = await browser.signIn();
		expectRow(w, 'credentials.email-taken');
		expect(errorOf(refused)).toBe('AccountNotLinked');
		expect(await w.store.getUser!('u-claim')).toBeNull();
		expect(await whoIs(browser)).toBeNull();
	});
});
