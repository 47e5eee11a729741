import { describe, expect, it } from 'vitest';
import { SoftwareAuthenticator } from './authenticator.ts';
import { ORIGIN, failingCallback, makeConfig, postCallback, requestOptions } from './harness.ts';
import { MemoryAdapter } from '#lib/auth/adapters/memory.ts';
import type { AdapterUser } from '#lib/auth/adapters/types.ts';
import Passkey from '#lib/auth/providers/passkey.ts';
import { SQLiteClaimStore } from '#lib/auth/adapters/sqlite-claims.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

async function signUp(config = makeConfig(), email = 'ada@example.com', authenticator = new SoftwareAuthenticator()) {
	const { body, cookie } = await requestOptions(config, { query: { email } });
	expect(body.action).toBe('register');
	const data = await authenticator.register(body.options, { origin: ORIGIN });
	const { candidate, setCookies } = await postCallback(config, { action: 'register', data, cookie });
	return { config, authenticator, candidate, setCookies, user: candidate.resolved!.user };
}

async function authenticate(config: ReturnType<typeof makeConfig>, authenticator: SoftwareAuthenticator, overrides = {}) {
	const { body, cookie } = await requestOptions(config);
	const data = await authenticator.authenticate(body.options, { origin: ORIGIN, ...overrides });
	return { body, cookie, data };
}

const storedBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

describe('POST /auth/callback/<webauthn id>: registration', () => {
	it('signs up a new user from the e-mail and stores the authenticator (base64 ids, transports joined) and the webauthn account', async () => {
		const { config, authenticator, candidate, user } = await signUp();
		expect(user.email).toBe('ada@example.com');
		expect(candidate.resolved!.isNewUser).toBe(true);
		const credentialID = storedBase64(authenticator.credentialId);
		expect(candidate.account).toEqual({ provider: 'passkey', type: 'webauthn', providerAccountId: credentialID });
		const stored = await config.adapter.getAuthenticator!(credentialID);
		expect(stored).toMatchObject({
			credentialID,
			providerAccountId: credentialID,
			userId: user.id,
			counter: 0,
			transports: 'internal,hybrid',
			credentialDeviceType: 'singleDevice',
			credentialBackedUp: false
		});
		expect(stored!.credentialPublicKey).toMatch(/^[A-Za-z0-9+/]+=*$/);
		expect(await config.adapter.getUserByAccount!({ provider: 'passkey', providerAccountId: credentialID })).toMatchObject({ id: user.id });
	});

	it('clears the challenge cookie in the callback response', async () => {
		const { setCookies } = await signUp();
		expect(setCookies).toContainEqual(expect.stringMatching(/^authjs\.challenge=; Max-Age=0/));
	});

	it('adds a second passkey to the signed-in user instead of creating a user', async () => {
		const { config, user } = await signUp();
		const second = new SoftwareAuthenticator();
		const { body, cookie } = await requestOptions(config, { sessionUser: user });
		const data = await second.register(body.options, { origin: ORIGIN });
		const { candidate } = await postCallback(config, { action: 'register', data, cookie, sessionUser: user });
		expect(candidate.resolved).toEqual({ user: expect.objectContaining({ id: user.id }), isNewUser: false });
		expect(await config.adapter.listAuthenticatorsByUserId!(user.id)).toHaveLength(2);
		// ...and the new passkey signs in as the same user.
		const login = await authenticate(config, second);
		const { candidate: again } = await postCallback(config, { action: 'authenticate', data: login.data, cookie: login.cookie });
		expect(again.resolved!.user.id).toBe(user.id);
	});

	it('refuses a registration whose options were minted for another session user', async () => {
		const { config, user } = await signUp();
		const other = await config.adapter.createUser!({ id: 'other', email: 'other@example.com', emailVerified: null });
		const { body, cookie } = await requestOptions(config, { sessionUser: user });
		const data = await new SoftwareAuthenticator().register(body.options, { origin: ORIGIN });
		const error = await failingCallback(config, { action: 'register', data, cookie, sessionUser: other as AdapterUser });
		expect(error.type).toBe('WebAuthnVerificationError');
		expect(await config.adapter.listAuthenticatorsByUserId!('other')).toEqual([]);
	});

	it('refuses (AccountNotLinked) when the e-mail became a user between options and callback, storing nothing', async () => {
		const config = makeConfig();
		const { body, cookie } = await requestOptions(config, { query: { email: 'race@example.com' } });
		await config.adapter.createUser!({ id: 'first', email: 'race@example.com', emailVerified: null });
		const authenticator = new SoftwareAuthenticator();
		const data = await authenticator.register(body.options, { origin: ORIGIN });
		const error = await failingCallback(config, { action: 'register', data, cookie });
		expect(error.type).toBe('AccountNotLinked');
		expect(await config.adapter.getAuthenticator!(storedBase64(authenticator.credentialId))).toBeNull();
	});

	it('requires user verification for the Passkey provider: a response without the UV flag stores nothing', async () => {
		const config = makeConfig();
		const { body, cookie } = await requestOptions(config, { query: { email: 'nouv@example.com' } });
		const data = await new SoftwareAuthenticator().register(body.options, { origin: ORIGIN, userVerified: false });
		const error = await failingCallback(config, { action: 'register', data, cookie });
		expect(error.type).toBe('WebAuthnVerificationError');
		expect(error.cause?.err?.message).toMatch(/User verification was required/);
		expect(await config.adapter.getUserByEmail!('nouv@example.com')).toBeNull();
	});

	it('refuses re-registering a credential that is already stored', async () => {
		const { config, authenticator, user } = await signUp();
		const { body, cookie } = await requestOptions(config, { sessionUser: user });
		const data = await authenticator.register(body.options, { origin: ORIGIN });
		const error = await failingCallback(config, { action: 'register', data, cookie, sessionUser: user });
		expect(error.type).toBe('WebAuthnVerificationError');
	});

	it('rolls back the new user when createAuthenticator fails after createUser', async () => {
		const memory = MemoryAdapter();
		const adapter = { ...memory, createAuthenticator: () => Promise.reject(new Error('disk full')) };
		const config = makeConfig({ adapter });
		const { body, cookie } = await requestOptions(config, { query: { email: 'full@example.com' } });
		const data = await new SoftwareAuthenticator().register(body.options, { origin: ORIGIN });
		const error = await failingCallback(config, { action: 'register', data, cookie });
		expect(error.type).toBe('AdapterError');
		expect(await memory.getUserByEmail!('full@example.com')).toBeNull();
	});
});

describe('POST /auth/callback/<webauthn id>: authentication', () => {
	it('signs in with a discoverable credential and returns the stored user (not a new one)', async () => {
		const { config, authenticator, user } = await signUp();
		const { body, cookie, data } = await authenticate(config, authenticator);
		expect(body.options.allowCredentials ?? []).toEqual([]);
		const { candidate } = await postCallback(config, { action: 'authenticate', data, cookie });
		expect(candidate.resolved).toEqual({ user: expect.objectContaining({ id: user.id, email: 'ada@example.com' }), isNewUser: false });
		expect(candidate.account).toMatchObject({ provider: 'passkey', type: 'webauthn', providerAccountId: storedBase64(authenticator.credentialId) });
	});

	it('updates the stored counter on every use', async () => {
		const { config, authenticator } = await signUp();
		const id = storedBase64(authenticator.credentialId);
		for (const expected of [1, 2, 3]) {
			const { cookie, data } = await authenticate(config, authenticator);
			await postCallback(config, { action: 'authenticate', data, cookie });
			expect((await config.adapter.getAuthenticator!(id))!.counter).toBe(expected);
		}
	});

	it('refuses a counter that goes backwards (a possibly cloned key) and keeps the stored counter', async () => {
		const { config, authenticator } = await signUp();
		const id = storedBase64(authenticator.credentialId);
		const first = await authenticate(config, authenticator, { counter: 5 });
		await postCallback(config, { action: 'authenticate', data: first.data, cookie: first.cookie });
		const cloned = await authenticate(config, authenticator, { counter: 3 });
		const error = await failingCallback(config, { action: 'authenticate', data: cloned.data, cookie: cloned.cookie });
		expect(error.type).toBe('WebAuthnVerificationError');
		expect(error.cause?.err?.message).toMatch(/counter value 3 was lower than expected 5/);
		expect((await config.adapter.getAuthenticator!(id))!.counter).toBe(5);
	});

	it('refuses a response signed over another challenge', async () => {
		const { config, authenticator } = await signUp();
		const { cookie, data } = await authenticate(config, authenticator, { challenge: 'c29tZS1vdGhlci1jaGFsbGVuZ2U' });
		const error = await failingCallback(config, { action: 'authenticate', data, cookie });
		expect(error.type).toBe('WebAuthnVerificationError');
		expect(error.cause?.err?.message).toMatch(/Unexpected authentication response challenge/);
		expect((await config.adapter.getAuthenticator!(storedBase64(authenticator.credentialId)))!.counter).toBe(0);
	});

	it('refuses a reused challenge, even replayed with the old cookie value and a fresh signature', async () => {
		const { config, authenticator } = await signUp();
		const { body, cookie, data } = await authenticate(config, authenticator);
		await postCallback(config, { action: 'authenticate', data, cookie });
		const replay = await authenticator.authenticate(body.options, { origin: ORIGIN });
		const error = await failingCallback(config, { action: 'authenticate', data: replay, cookie });
		expect(error.type).toBe('WebAuthnVerificationError');
		expect(error.message).toMatch(/already used/);
	});

	it('a replay sent to another instance is refused when the instances share a claim store (one SQLite file, two connections)', async () => {
		const dir = mkdtempSync(join(tmpdir(), 'webauthn-claims-'));
		try {
			const file = join(dir, 'claims.sqlite');
			const adapter = MemoryAdapter();
			const a = makeConfig({ adapter, claimStore: SQLiteClaimStore(file) });
			const b = makeConfig({ adapter, claimStore: SQLiteClaimStore(file) });
			const { authenticator } = await signUp(a);
			const { body, cookie, data } = await authenticate(a, authenticator);
			await postCallback(a, { action: 'authenticate', data, cookie });
			const replay = await authenticator.authenticate(body.options, { origin: ORIGIN });
			const error = await failingCallback(b, { action: 'authenticate', data: replay, cookie });
			expect(error.type).toBe('WebAuthnVerificationError');
			expect(error.message).toMatch(/already used/);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});

	it('refuses a callback without the challenge cookie', async () => {
		const { config, authenticator } = await signUp();
		const { data } = await authenticate(config, authenticator);
		const error = await failingCallback(config, { action: 'authenticate', data, cookie: '' });
		expect(error.type).toBe('WebAuthnVerificationError');
		expect(error.cause?.err?.message).toMatch(/cookie was missing/);
	});

	it('refuses a challenge minted for another WebAuthn provider', async () => {
		const config = makeConfig({ providers: [Passkey(), Passkey({ id: 'backup-key', enableConditionalUI: false })] });
		const { authenticator } = await signUp(config);
		const { cookie, data } = await authenticate(config, authenticator);
		const error = await failingCallback(config, { action: 'authenticate', data, cookie, providerId: 'backup-key' });
		expect(error.type).toBe('WebAuthnVerificationError');
		expect(error.cause?.err?.message).toMatch(/minted for another provider/);
	});

	it('refuses a response from another origin', async () => {
		const { config, authenticator } = await signUp();
		const { cookie, data } = await authenticate(config, authenticator, { origin: 'https://evil.example' });
		const error = await failingCallback(config, { action: 'authenticate', data, cookie });
		expect(error.type).toBe('WebAuthnVerificationError');
		expect(error.cause?.err?.message).toMatch(/Unexpected authentication response origin/);
	});

	it('refuses a registration from another origin and stores nothing', async () => {
		const config = makeConfig();
		const { body, cookie } = await requestOptions(config, { query: { email: 'evil@example.com' } });
		const data = await new SoftwareAuthenticator().register(body.options, { origin: 'https://evil.example' });
		const error = await failingCallback(config, { action: 'register', data, cookie });
		expect(error.type).toBe('WebAuthnVerificationError');
		expect(error.cause?.err?.message).toMatch(/Unexpected registration response origin/);
		expect(await config.adapter.getUserByEmail!('evil@example.com')).toBeNull();
	});

	it('refuses a response for another rpID', async () => {
		const { config, authenticator } = await signUp();
		const { cookie, data } = await authenticate(config, authenticator, { rpId: 'evil.example' });
		const error = await failingCallback(config, { action: 'authenticate', data, cookie });
		expect(error.type).toBe('WebAuthnVerificationError');
		expect(error.cause?.err?.message).toMatch(/Unexpected RP ID hash/);
	});

	it('refuses a registration for another rpID and stores nothing', async () => {
		const config = makeConfig();
		const { body, cookie } = await requestOptions(config, { query: { email: 'rp@example.com' } });
		const data = await new SoftwareAuthenticator().register(body.options, { origin: ORIGIN, rpId: 'evil.example' });
		const error = await failingCallback(config, { action: 'register', data, cookie });
		expect(error.type).toBe('WebAuthnVerificationError');
		expect(error.cause?.err?.message).toMatch(/Unexpected RP ID hash/);
		expect(await config.adapter.getUserByEmail!('rp@example.com')).toBeNull();
	});

	it('refuses an unknown credential', async () => {
		const { config } = await signUp();
		const { cookie, data } = await authenticate(config, new SoftwareAuthenticator());
		const error = await failingCallback(config, { action: 'authenticate', data, cookie });
		expect(error.type).toBe('WebAuthnVerificationError');
		expect(error.message).toBe('Unknown passkey');
	});

	it('refuses a challenge issued for the other action', async () => {
		const { config, authenticator } = await signUp();
		const { cookie, data } = await authenticate(config, authenticator);
		const error = await failingCallback(config, { action: 'register', data, cookie });
		expect(error.type).toBe('WebAuthnVerificationError');
		expect(error.message).toMatch(/another action/);
	});

	it('turns malformed data and unknown actions into WebAuthnVerificationError, not a crash', async () => {
		const config = makeConfig();
		for (const [action, data] of [
			['authenticate', 'not json'],
			['authenticate', '{"id":"%%%"}'],
			['authenticate', '{"id":"AAAA","response":{}}'],
			['register', '{"id":"AAAA","response":{"attestationObject":"AAAA"}}'],
			['steal', '{}']
		]) {
			const { cookie } = await requestOptions(config, action === 'register' ? { query: { email: 'm@example.com' } } : {});
			const error = await failingCallback(config, { action, data, cookie });
			expect(error.type, `${action} ${data}`).toBe('WebAuthnVerificationError');
		}
	});

	it('refuses (AccountNotLinked) signing in with another user\'s passkey while signed in', async () => {
		const { config, authenticator } = await signUp();
		const other = (await config.adapter.createUser!({ id: 'other', email: 'o@example.com', emailVerified: null })) as AdapterUser;
		const { cookie, data } = await authenticate(config, authenticator);
		const error = await failingCallback(config, { action: 'authenticate', data, cookie, sessionUser: other });
		expect(error.type).toBe('AccountNotLinked');
	});

	it('behind a proxy, verifies against the origin of AUTH_URL: a response for a forwarded host is refused', async () => {
		const config = makeConfig({ env: { AUTH_URL: 'https://auth.example.com' } });
		const internal = { url: 'http://127.0.0.1/auth/webauthn-options/passkey', headers: { 'x-forwarded-host': 'evil.example' } };
		const authenticator = new SoftwareAuthenticator();
		const { body, cookie } = await requestOptions(config, { ...internal, query: { email: 'proxy@example.com' } });
		expect(body.options.rp.id).toBe('auth.example.com');
		const data = await authenticator.register(body.options, { origin: 'https://auth.example.com' });
		const callbackUrl = 'http://127.0.0.1/auth/callback/passkey';
		const { candidate } = await postCallback(config, { action: 'register', data, cookie, url: callbackUrl, headers: internal.headers });
		expect(candidate.resolved!.user.email).toBe('proxy@example.com');
	});

	it('verifies against provider.relayingParty when configured, refusing the request origin', async () => {
		const config = makeConfig({
			providers: [Passkey({ relayingParty: { id: 'example.com', name: 'Example', origin: ['https://example.com', 'https://www.example.com'] } })]
		});
		const authenticator = new SoftwareAuthenticator();
		const { body, cookie } = await requestOptions(config, { query: { email: 'rp@example.com' } });
		const data = await authenticator.register(body.options, { origin: 'https://www.example.com' });
		const { candidate } = await postCallback(config, { action: 'register', data, cookie });
		expect(candidate.resolved!.isNewUser).toBe(true);
		const login = await requestOptions(config);
		const assertion = await authenticator.authenticate(login.body.options, { origin: ORIGIN });
		const error = await failingCallback(config, { action: 'authenticate', data: assertion, cookie: login.cookie });
		expect(error.cause?.err?.message).toMatch(/Unexpected authentication response origin/);
	});
});
