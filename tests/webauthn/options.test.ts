import { describe, expect, it } from 'vitest';
import { SoftwareAuthenticator } from './authenticator.ts';
import { ORIGIN, makeConfig, postCallback, requestOptions } from './harness.ts';
import Passkey from '#lib/auth/providers/passkey.ts';
import type { AdapterUser } from '#lib/auth/adapters/types.ts';

async function registered(config = makeConfig(), email = 'ada@example.com') {
	const authenticator = new SoftwareAuthenticator();
	const { body, cookie } = await requestOptions(config, { query: { email } });
	const data = await authenticator.register(body.options, { origin: ORIGIN });
	const { candidate } = await postCallback(config, { action: 'register', data, cookie });
	return { config, authenticator, user: candidate.resolved!.user };
}

describe('GET /auth/webauthn-options/<id>', () => {
	it('without an e-mail or a session answers authenticate with an empty allowCredentials (discoverable credentials)', async () => {
		const { response, body, cookie } = await requestOptions(makeConfig());
		expect(response.status).toBe(200);
		expect(body.action).toBe('authenticate');
		expect(body.options.rpId).toBe('localhost');
		expect(body.options.allowCredentials ?? []).toEqual([]);
		expect(body.options.userVerification).toBe('required');
		expect(typeof body.options.challenge).toBe('string');
		expect(cookie).toMatch(/^authjs\.challenge=/);
	});

	it('sets the challenge cookie HttpOnly, SameSite=Lax, for 15 minutes', async () => {
		const { response } = await requestOptions(makeConfig());
		const [line] = response.headers.getSetCookie();
		expect(line).toMatch(/^authjs\.challenge=[^;]+; Max-Age=900; Path=\//);
		expect(line).toContain('HttpOnly');
		expect(line).toContain('SameSite=Lax');
		expect(response.headers.get('cache-control')).toBe('private, no-store');
	});

	it('answers register for an e-mail that belongs to no user, with the e-mail as user name and the three algorithms', async () => {
		const { body } = await requestOptions(makeConfig(), { query: { email: 'new@example.com' } });
		expect(body.action).toBe('register');
		expect(body.options.rp).toEqual({ id: 'localhost', name: 'localhost:5173' });
		expect(body.options.user.name).toBe('new@example.com');
		expect(body.options.user.id).not.toContain('new@example.com');
		expect(body.options.pubKeyCredParams.map((p: { alg: number }) => p.alg)).toEqual([-8, -7, -257]);
		expect(body.options.excludeCredentials).toEqual([]);
		expect(body.options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
		expect(body.options.attestation).toBe('none');
	});

	it('answers authenticate with the user\'s credentials in allowCredentials for a known e-mail', async () => {
		const { config, authenticator } = await registered();
		const { body } = await requestOptions(config, { query: { email: 'ada@example.com' } });
		expect(body.action).toBe('authenticate');
		expect(body.options.allowCredentials).toEqual([
			{ id: authenticator.id, type: 'public-key', transports: ['internal', 'hybrid'] }
		]);
	});

	it('answers register for a signed-in user (another passkey) and excludes the passkeys they already have', async () => {
		const { config, authenticator, user } = await registered();
		const { body } = await requestOptions(config, { sessionUser: user });
		expect(body.action).toBe('register');
		expect(body.options.user.name).toBe('ada@example.com');
		expect(body.options.excludeCredentials.map((c: { id: string }) => c.id)).toEqual([authenticator.id]);
	});

	it('refuses an explicit register for an existing user\'s e-mail when signed out (400, no cookie)', async () => {
		const { config } = await registered();
		const { response, body } = await requestOptions(config, { query: { action: 'register', email: 'ada@example.com' } });
		expect(response.status).toBe(400);
		expect(body).toEqual({ error: 'BadRequest', message: 'A passkey can be added to an existing account only while signed in to it' });
		expect(response.headers.getSetCookie()).toEqual([]);
	});

	it('refuses register without an e-mail when signed out with a 400 (Auth.js crashed here)', async () => {
		const { response, body } = await requestOptions(makeConfig(), { query: { action: 'register' } });
		expect(response.status).toBe(400);
		expect(body).toEqual({ error: 'BadRequest', message: 'A passkey can be added to an existing account only while signed in to it' });
	});

	it('refuses an unknown action with 400 BadRequest "Invalid action"', async () => {
		const { response, body } = await requestOptions(makeConfig(), { query: { action: 'delete' } });
		expect(response.status).toBe(400);
		expect(body).toEqual({ error: 'BadRequest', message: 'Invalid action' });
	});

	it('refuses a malformed e-mail with a 400, not a 500', async () => {
		const { response, body } = await requestOptions(makeConfig(), { query: { email: 'not an address' } });
		expect(response.status).toBe(400);
		expect(body).toEqual({ error: 'BadRequest', message: 'Invalid email' });
	});

	it('honours an explicit authenticate even for a signed-in user', async () => {
		const { config, user } = await registered();
		const { body } = await requestOptions(config, { sessionUser: user, query: { action: 'authenticate' } });
		expect(body.action).toBe('authenticate');
		expect(body.options.allowCredentials).toHaveLength(1);
	});

	it('never derives the rpID from X-Forwarded-Host, even with trustHost: the origin SvelteKit resolved counts', async () => {
		const { body } = await requestOptions(makeConfig({ trustHost: true }), {
			url: 'http://127.0.0.1:3000/auth/webauthn-options/passkey',
			headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }
		});
		expect(body.options.rpId).toBe('127.0.0.1');
	});

	it('derives the rpID from AUTH_URL when set, whatever host the request names', async () => {
		const { body } = await requestOptions(makeConfig({ env: { AUTH_URL: 'https://auth.example.com' } }), {
			url: 'http://127.0.0.1:3000/auth/webauthn-options/passkey',
			headers: { 'x-forwarded-host': 'evil.example' }
		});
		expect(body.options.rpId).toBe('auth.example.com');
	});

	it('uses provider.relayingParty over the request URL', async () => {
		const config = makeConfig({ providers: [Passkey({ relayingParty: { id: 'example.com', name: 'Example', origin: 'https://example.com' } })] });
		const { body } = await requestOptions(config, { query: { email: 'x@example.com' } });
		expect(body.options.rp).toEqual({ id: 'example.com', name: 'Example' });
	});

	it('names a session user without an e-mail by name or id instead of failing', async () => {
		const config = makeConfig();
		const user = (await config.adapter.createUser!({ id: 'u-1', email: '', name: 'Grace', emailVerified: null })) as AdapterUser;
		const { response, body } = await requestOptions(config, { sessionUser: user });
		expect(response.status).toBe(200);
		expect(body.options.user).toMatchObject({ name: 'Grace', displayName: 'Grace' });
	});
});
