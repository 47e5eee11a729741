/**
 * The passkey rows of docs/account-linking.md, each through `handle`: the options route, the software
 * authenticator's ceremony, the callback route. Test titles start with the row id they prove.
 */
import { describe, expect, test } from 'vitest';
import { MemoryAdapter } from '#lib/auth/adapters/memory.ts';
import Passkey from '#lib/auth/providers/passkey.ts';
import { SoftwareAuthenticator } from '../webauthn/authenticator.ts';
import { demoCredentials, type Browser } from '../handle/harness.ts';
import { ORIGIN, errorOf, expectRow, whoIs, world, type World } from './harness.ts';

async function options(browser: Browser, query: Record<string, string> = {}) {
	const response = await browser.fetch(`/auth/webauthn-options/passkey?${new URLSearchParams(query)}`);
	return { status: response.status, body: await response.json() };
}

function answer(browser: Browser, action: 'register' | 'authenticate', data: unknown): Promise<Response> {
	return browser.post('/auth/callback/passkey', { action, data: JSON.stringify(data) });
}

/** Signs up `email` with a new key; returns the key and the browser (signed in as the new user). */
async function signUp(w: World, email: string) {
	const browser = w.browser();
	const key = new SoftwareAuthenticator();
	const { body } = await options(browser, { email });
	await answer(browser, 'register', await key.register(body.options, { origin: ORIGIN }));
	return { key, browser, id: (await whoIs(browser))! };
}

async function signInWith(browser: Browser, key: SoftwareAuthenticator): Promise<Response> {
	const { body } = await options(browser, { action: 'authenticate' });
	return answer(browser, 'authenticate', await key.authenticate(body.options, { origin: ORIGIN }));
}

/** A credentials user for the same world: stored (`u-cred`) unless `stored` is false. */
const credentialsUser = (stored = true) => demoCredentials({ authorize: () => ({ id: stored ? 'u-cred' : 'ghost', email: 'cred@example.test' }) });

describe('passkey sign-in rows', () => {
	test('passkey.sign-in: signed out, a known key signs in as its user', async () => {
		const w = world({ providers: [Passkey()] });
		const { key, id } = await signUp(w, 'ada@example.test');
		const browser = w.browser();
		const from = w.rows.length;
		await signInWith(browser, key);
		expectRow(w, 'passkey.sign-in', from);
		expect(await whoIs(browser)).toBe(id);
	});

	test("passkey.yours: signed in as the key's user, the key keeps them signed in", async () => {
		const w = world({ providers: [Passkey()] });
		const { key, browser, id } = await signUp(w, 'own@example.test');
		const from = w.rows.length;
		await signInWith(browser, key);
		expectRow(w, 'passkey.yours', from);
		expect(await whoIs(browser)).toBe(id);
	});

	test('passkey.of-another: signed in as someone else, their key is AccountNotLinked and the session stays', async () => {
		const w = world({ providers: [Passkey()] });
		const { key } = await signUp(w, 'owner@example.test');
		const { browser, id: other } = await signUp(w, 'other@example.test');
		const from = w.rows.length;
		const refused = await signInWith(browser, key);
		expectRow(w, 'passkey.of-another', from);
		expect(errorOf(refused)).toBe('AccountNotLinked');
		expect(await whoIs(browser)).toBe(other);
	});

	test("passkey.owner-gone: a key whose user row is gone (a store that does not cascade) is WebAuthnVerificationError", async () => {
		const memory = MemoryAdapter();
		const removed = new Set<string>();
		const store = { ...memory, getUser: async (id: string) => (removed.has(id) ? null : memory.getUser!(id)) };
		const w = world({ store, providers: [Passkey()] });
		const { key, id } = await signUp(w, 'gone@example.test');
		removed.add(id);
		const browser = w.browser();
		const from = w.rows.length;
		const refused = await signInWith(browser, key);
		expectRow(w, 'passkey.owner-gone', from);
		expect(errorOf(refused)).toBe('WebAuthnVerificationError');
		expect(await whoIs(browser)).toBeNull();
	});
});

describe('passkey registration rows', () => {
	test('passkey-options.signed-out and passkey.new-account: a new address gets registration options, then a new user with the key', async () => {
		const w = world({ providers: [Passkey()] });
		const browser = w.browser();
		const key = new SoftwareAuthenticator();
		const { body } = await options(browser, { email: 'grace@example.test' });
		expect(body.action).toBe('register');
		await answer(browser, 'register', await key.register(body.options, { origin: ORIGIN }));
		expect(w.rows).toEqual(['passkey-options.signed-out', 'passkey.new-account']);
		const user = await w.store.getUserByEmail!('grace@example.test');
		expect(await w.store.listAuthenticatorsByUserId!(user!.id)).toHaveLength(1);
		expect(await whoIs(browser)).toBe(user!.id);
	});

	test('passkey-options.add-to-session and passkey.add-to-session: a signed-in stored user adds a second key', async () => {
		const w = world({ providers: [Passkey(), credentialsUser()], credentialsDatabaseSessions: true });
		const browser = w.browser();
		await browser.signIn();
		const from = w.rows.length;
		const key = new SoftwareAuthenticator();
		const { body } = await options(browser, { action: 'register' });
		await answer(browser, 'register', await key.register(body.options, { origin: ORIGIN }));
		expect(w.rows.slice(from)).toEqual(['passkey-options.add-to-session', 'passkey.add-to-session']);
		expect(await w.store.listAuthenticatorsByUserId!('u-cred')).toHaveLength(1);
		expect(await whoIs(browser)).toBe('u-cred');
	});

	test('passkey-options.session-not-stored: a signed-in user the adapter does not know cannot register a key (409 AccountLinkingUnavailable)', async () => {
		const w = world({ providers: [Passkey(), credentialsUser(false)], session: { strategy: 'jwt' } });
		const browser = w.browser();
		await browser.signIn();
		const from = w.rows.length;
		const { status, body } = await options(browser, { action: 'register' });
		expectRow(w, 'passkey-options.session-not-stored', from);
		expect(status).toBe(409);
		expect(body.error).toBe('AccountLinkingUnavailable');
		expect(browser.jar.has('authjs.challenge')).toBe(false);
	});

	test('passkey.session-changed: a response after the session changed is WebAuthnVerificationError, nothing stored', async () => {
		const w = world({ providers: [Passkey(), credentialsUser()], credentialsDatabaseSessions: true });
		const browser = w.browser();
		await browser.signIn();
		const key = new SoftwareAuthenticator();
		const { body } = await options(browser, { action: 'register' });
		await browser.post('/auth/signout', {});
		const from = w.rows.length;
		const refused = await answer(browser, 'register', await key.register(body.options, { origin: ORIGIN }));
		expectRow(w, 'passkey.session-changed', from);
		expect(errorOf(refused)).toBe('WebAuthnVerificationError');
		expect(await w.store.listAuthenticatorsByUserId!('u-cred')).toHaveLength(0);
	});

	test('passkey.email-known: an address taken between options and response is AccountNotLinked, nothing stored', async () => {
		const w = world({ providers: [Passkey()] });
		const browser = w.browser();
		const key = new SoftwareAuthenticator();
		const { body } = await options(browser, { email: 'race@example.test' });
		const taken = await w.store.createUser!({ id: 'u-race', email: 'race@example.test', emailVerified: null });
		const refused = await answer(browser, 'register', await key.register(body.options, { origin: ORIGIN }));
		expect(w.rows.at(-1)).toBe('passkey.email-known');
		expect(errorOf(refused)).toBe('AccountNotLinked');
		expect(await w.store.listAuthenticatorsByUserId!(taken.id)).toHaveLength(0);
		expect(await whoIs(browser)).toBeNull();
	});

	test('passkey.signed-in-during-sign-up: a sign-up response from a browser that signed in meanwhile is WebAuthnVerificationError', async () => {
		const w = world({ providers: [Passkey(), credentialsUser()], credentialsDatabaseSessions: true });
		const browser = w.browser();
		const key = new SoftwareAuthenticator();
		const { body } = await options(browser, { email: 'late@example.test' });
		await browser.signIn();
		const from = w.rows.length;
		const refused = await answer(browser, 'register', await key.register(body.options, { origin: ORIGIN }));
		expectRow(w, 'passkey.signed-in-during-sign-up', from);
		expect(errorOf(refused)).toBe('WebAuthnVerificationError');
		expect(await w.store.getUserByEmail!('late@example.test')).toBeNull();
		expect(await whoIs(browser)).toBe('u-cred');
	});
});
