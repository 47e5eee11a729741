/**
 * A sign-up with a passkey is a sign-in like any other: the app's signIn callback can refuse it, and a
 * refused sign-up stores nothing (no user, no authenticator, no account): the flow only verifies, and leaves its
 * writes to identity/commit.ts, which the core runs only after the callback allowed the sign-in.
 */
import { describe, expect, it } from 'vitest';
import { SoftwareAuthenticator } from './authenticator.ts';
import { ORIGIN, makeConfig, providerOf, requestOptions } from './harness.ts';
import { createContext } from '#lib/auth/context.ts';
import { verifyPasskey } from '#lib/auth/flows/webauthn/verify.ts';
import { completeSignIn } from '#lib/auth/actions/complete.ts';

async function registration(allow: boolean) {
	const seen: Array<string | null | undefined> = [];
	const config = makeConfig({ callbacks: { signIn: ({ user }) => (seen.push(user.email), allow) } });
	const authenticator = new SoftwareAuthenticator();
	const { body, cookie } = await requestOptions(config, { query: { email: 'grace@example.com' } });
	const data = JSON.stringify(await authenticator.register(body.options, { origin: ORIGIN }));
	const url = new URL(`${ORIGIN}/auth/callback/passkey`);
	const ctx = createContext(config, { request: new Request(url, { method: 'POST', headers: { cookie } }), url });
	const provider = providerOf(config);
	const candidate = await verifyPasskey(ctx, provider, { action: 'register', data });
	const outcome = await completeSignIn(ctx, provider, candidate, `${ORIGIN}/`).catch((error: Error) => error);
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
		expect(outcome).toEqual({ type: 'redirect', location: `${ORIGIN}/` });
		const user = await config.adapter.getUserByEmail!('grace@example.com');
		expect(user).not.toBeNull();
		expect(await config.adapter.getAuthenticator!(credentialID)).toMatchObject({ userId: user!.id });
	});
});
