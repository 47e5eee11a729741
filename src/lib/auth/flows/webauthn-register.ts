/**
 * The registration half of the WebAuthn callback: verify the attestation first, then store the user
 * (when new), the authenticator and the `webauthn` account, so a failed verification stores nothing.
 */
import { verifyRegistrationResponse, type RegistrationResponseJSON } from '@simplewebauthn/server';
import type { AdapterAccount, AdapterAuthenticator, AdapterUser } from '../adapters/types.ts';
import type { RequestContext } from '../core/context.ts';
import { randomUUID } from '../crypto/index.ts';
import { AccountNotLinked, WebAuthnVerificationError } from '../errors.ts';
import type { WebAuthnConfig } from '../providers/types.ts';
import {
	SUPPORTED_ALGORITHM_IDS,
	encodeStored,
	relyingPartyFor,
	requireAdapter,
	storedCredentialId,
	type ChallengePayload,
	type WebAuthnProvider
} from './webauthn-shared.ts';
import type { SignInCandidate } from '../core/context.ts';

async function verify(ctx: RequestContext, provider: WebAuthnConfig, response: RegistrationResponseJSON, challenge: string) {
	const rp = relyingPartyFor(ctx, provider);
	try {
		const result = await verifyRegistrationResponse({
			requireUserVerification: false,
			...(provider as WebAuthnProvider).verifyRegistrationOptions,
			response,
			expectedChallenge: challenge,
			expectedOrigin: rp.origins,
			expectedRPID: rp.ids,
			supportedAlgorithmIDs: SUPPORTED_ALGORITHM_IDS
		});
		if (result.verified) return result.registrationInfo;
	} catch (err) {
		throw new WebAuthnVerificationError('WebAuthn registration response could not be verified', {
			cause: { err: err as Error, provider: provider.id }
		});
	}
	throw new WebAuthnVerificationError('WebAuthn registration response was not verified', { cause: { provider: provider.id } });
}

/** The owner of the new passkey: the session user (same one who asked for the options) or a new account. */
async function ownerFor(ctx: RequestContext, payload: ChallengePayload, sessionUser: AdapterUser | null) {
	const adapter = requireAdapter(ctx);
	if (payload.userId) {
		// The options were minted for a signed-in user: a different (or no) session now means a replayed cookie.
		if (sessionUser?.id !== payload.userId) throw new WebAuthnVerificationError('Session changed during passkey registration');
		const user = await adapter.getUser!(payload.userId);
		if (!user) throw new WebAuthnVerificationError('The signed-in user no longer exists');
		return { user, isNewUser: false };
	}
	if (sessionUser) throw new WebAuthnVerificationError('Signed in during a passkey sign-up');
	if (!payload.email) throw new WebAuthnVerificationError('WebAuthn registration challenge carries no e-mail');
	// Another flow may have created the address since the options were served (AUTHJS-BEHAVIOUR.md 10.4).
	if (await adapter.getUserByEmail!(payload.email)) {
		throw new AccountNotLinked('Another account already exists with the same e-mail address');
	}
	return { user: null, isNewUser: true };
}

/**
 * Verifies a registration response against the sealed challenge. Storing waits: the candidate's
 * `persist()` creates the user (when new), the authenticator and the account, and the core calls it only
 * after the signIn callback allowed the sign-up.
 */
export async function registerPasskey(
	ctx: RequestContext,
	provider: WebAuthnConfig,
	response: RegistrationResponseJSON,
	payload: ChallengePayload,
	sessionUser: AdapterUser | null
): Promise<SignInCandidate> {
	const adapter = requireAdapter(ctx);
	const info = await verify(ctx, provider, response, payload.challenge);
	const credentialID = storedCredentialId(info.credential.id);
	// excludeCredentials already asks the browser not to re-register a key; a response that does anyway is refused.
	if (await adapter.getAuthenticator!(credentialID)) {
		throw new WebAuthnVerificationError('This passkey is already registered', { cause: { provider: provider.id } });
	}
	const owner = await ownerFor(ctx, payload, sessionUser);
	const account = { provider: provider.id, type: 'webauthn' as const, providerAccountId: credentialID };
	const persist = () => storePasskey(ctx, info, credentialID, account, owner, payload.email!);
	return { user: owner.user ?? { email: payload.email }, account, persist };
}

async function storePasskey(
	ctx: RequestContext,
	info: Awaited<ReturnType<typeof verify>>,
	credentialID: string,
	account: { provider: string; type: 'webauthn'; providerAccountId: string },
	owner: { user: AdapterUser | null; isNewUser: boolean },
	email: string
): Promise<{ user: AdapterUser; isNewUser: boolean }> {
	const adapter = requireAdapter(ctx);
	let user = owner.user;
	if (!user) {
		user = await adapter.createUser!({ id: randomUUID(), email, emailVerified: null });
		await ctx.config.events.createUser({ user });
	}
	const authenticator: AdapterAuthenticator = {
		credentialID,
		providerAccountId: credentialID,
		userId: user.id,
		counter: info.credential.counter,
		credentialBackedUp: info.credentialBackedUp,
		credentialDeviceType: info.credentialDeviceType,
		credentialPublicKey: encodeStored(info.credential.publicKey),
		transports: info.credential.transports?.join(',') || null
	};
	try {
		await adapter.createAuthenticator!(authenticator);
		await adapter.linkAccount!({ ...account, userId: user.id } satisfies AdapterAccount);
	} catch (err) {
		if (owner.isNewUser) await rollBackNewUser(ctx, user.id);
		throw err;
	}
	await ctx.config.events.linkAccount({ user, account, profile: user });
	return { user, isNewUser: owner.isNewUser };
}

/**
 * Best effort: an adapter without transactions would otherwise keep a user whose e-mail now blocks
 * every new sign-up attempt while owning no passkey. Needs `deleteUser` (cascading, as the adapter
 * suite requires); without it the orphan stays and the error says so in the log.
 */
async function rollBackNewUser(ctx: RequestContext, userId: string): Promise<void> {
	const adapter = requireAdapter(ctx);
	if (!adapter.deleteUser) {
		ctx.config.logger.warn('webauthn-orphan-user', `User ${userId} was created but its passkey could not be stored`);
		return;
	}
	try {
		await adapter.deleteUser(userId);
	} catch (err) {
		ctx.config.logger.error(err as Error);
	}
}
