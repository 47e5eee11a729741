/**
 * A sign-up with a passkey is a sign-in like any other: the app's signIn callback can refuse it, and a
 * refused sign-up stores nothing (no user, no authenticator, no account), because the flow defers its
 * writes to `persist()`, which the core calls only after the callback allowed the sign-in.
 */
import { describe, expect, it } from 'vitest';
import { SoftwareAuthenticator } from './authenticator.ts';
import { ORIGIN, makeConfig, providerOf, requestOptions } from './harness.ts';
import { createRequestContext } from '#lib/auth/core/request-context.ts';
import { handleWebAuthnCallback } from '#lib/auth/flows/webauthn.ts';
import { completeSignIn } from '#lib/auth/identity/complete.ts';

async function registration(allow: boolean) {
	const seen: Array<string | null | undefined> = [];
	const config = makeConfig({ callbacks: { signIn: ({ user }) => (seen.push(user.email), allow) } });
	const authenticator = new SoftwareAuthenticator();
	const { body, cookie } = await requestOptions(config, { query: { email: 'grace@example.com' } });
	const data = JSON.stringify(await authenticator.register(body.options, { origin: ORIGIN }));
	const ctx = createRequestContext(config, new Request(`${ORIGIN}/auth/callback/passkey`, { method: 'POST', headers: { cookie } }));
	const provider = providerOf(config);
	const candidate = await handleWebAuthnCallback(ctx, provider, { action: 'register', data }, null);
	const outcome = await completeSignIn(ctx, provider, candidate, { callbackUrl: `${ORIGIN}/` }).catch((error: Error) => error);
	const credentialID = Buffer.from(authenticator.credentialId).toString('base64');
	return { config, outcome, seen, credentialID };
}

describe('the signIn callback on a passkey sign-up', () => {
	it('sees the new user before anything is stored, and a refusal stores nothing', async () => {
		const { config, outcome, seen, credentialID } = await registration(false);
		expect(seen).toEqual(['grace@example.com']);
		expect(outcome).toMatchObject({ type: 'AccessDenied' });
		expect(await config.adapter.getUserByEmail!('grace@example.com')).toBeNull();
		expect(await config.adapter.getAuthenticator!(credentialID)).toBeNull();
	});

	it('an allowed sign-up stores the user and the passkey and signs in', async () => {
		const { config, outcome, credentialID } = await registration(true);
		expect(outcome).toBeInstanceOf(Response);
		expect((outcome as Response).status).toBe(302);
		const user = await config.adapter.getUserByEmail!('grace@example.com');
		expect(user).not.toBeNull();
		expect(await config.adapter.getAuthenticator!(credentialID)).toMatchObject({ userId: user!.id });
	});
});
