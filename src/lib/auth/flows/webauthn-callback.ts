/**
 * `POST <basePath>/callback/<id>` for WebAuthn providers (AUTHJS-BEHAVIOUR.md 10.4): opens the sealed
 * challenge, then registers or authenticates. Authentication checks the signature and the signature
 * counter against the stored authenticator (https://www.w3.org/TR/webauthn-3/#sctn-sign-counter).
 */
import {
	verifyAuthenticationResponse,
	type AuthenticationResponseJSON,
	type RegistrationResponseJSON
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { AdapterUser } from '../adapters/types.ts';
import type { RequestContext, SignInCandidate } from '../core/context.ts';
import { AccountNotLinked, AuthError, InvalidProvider, WebAuthnVerificationError } from '../errors.ts';
import type { WebAuthnConfig } from '../providers/types.ts';
import { useCheck } from '../security/checks.ts';
import { registerPasskey } from './webauthn-register.ts';
import { CHECK_MAX_AGE } from '../security/cookies.ts';
import {
	decodeStored,
	parseChallengePayload,
	relyingPartyFor,
	requireAdapter,
	splitTransports,
	storedCredentialId,
	type WebAuthnProvider
} from './webauthn-shared.ts';

function parseResponse(data: string | undefined): Record<string, unknown> & { id: string } {
	let parsed: unknown;
	try {
		parsed = JSON.parse(data ?? '');
	} catch (err) {
		throw new WebAuthnVerificationError('Invalid WebAuthn response', { cause: { err: err as Error } });
	}
	const response = parsed as { id?: unknown; response?: unknown } | null;
	if (!response || typeof response !== 'object' || typeof response.id !== 'string' || !isoBase64URL.isBase64URL(response.id)) {
		throw new WebAuthnVerificationError('Invalid WebAuthn response');
	}
	return response as Record<string, unknown> & { id: string };
}

async function authenticatePasskey(
	ctx: RequestContext,
	provider: WebAuthnConfig,
	response: AuthenticationResponseJSON,
	challenge: string,
	sessionUser: AdapterUser | null
): Promise<SignInCandidate> {
	const adapter = requireAdapter(ctx);
	const credentialID = storedCredentialId(response.id);
	const authenticator = await adapter.getAuthenticator!(credentialID);
	if (!authenticator) throw new WebAuthnVerificationError('Unknown passkey', { cause: { provider: provider.id, credentialID } });

	const rp = relyingPartyFor(ctx, provider);
	let newCounter: number;
	try {
		const result = await verifyAuthenticationResponse({
			requireUserVerification: false,
			...(provider as WebAuthnProvider).verifyAuthenticationOptions,
			response,
			expectedChallenge: challenge,
			expectedOrigin: rp.origins,
			expectedRPID: rp.ids,
			credential: {
				id: response.id,
				publicKey: decodeStored(authenticator.credentialPublicKey),
				counter: authenticator.counter,
				transports: splitTransports(authenticator.transports)
			}
		});
		if (!result.verified) throw new Error('verification returned false');
		newCounter = result.authenticationInfo.newCounter;
	} catch (err) {
		// Includes a counter that did not grow: simplewebauthn refuses it as a possible cloned key.
		throw new WebAuthnVerificationError('WebAuthn authentication response could not be verified', {
			cause: { err: err as Error, provider: provider.id }
		});
	}
	await adapter.updateAuthenticatorCounter!(credentialID, newCounter);

	const user = await adapter.getUser!(authenticator.userId);
	if (!user) throw new WebAuthnVerificationError('The passkey belongs to no user', { cause: { provider: provider.id } });
	// Same rule as OAuth linking: a signed-in user cannot switch into another account's passkey.
	if (sessionUser && sessionUser.id !== user.id) {
		throw new AccountNotLinked('The passkey is already associated with another user');
	}
	const account = { provider: provider.id, type: 'webauthn' as const, providerAccountId: authenticator.providerAccountId || credentialID };
	return { user, account, resolved: { user, isNewUser: false } };
}

/**
 * Verifies the browser's WebAuthn response (`body.action`, `body.data`) against the challenge cookie
 * and returns the stored user. Every failure is a WebAuthnVerificationError (or AccountNotLinked),
 * and nothing is stored unless the response verified.
 * @example const candidate = await handleWebAuthnCallback(ctx, provider, Object.fromEntries(form), sessionUser);
 */
export async function handleWebAuthnCallback(
	ctx: RequestContext,
	provider: WebAuthnConfig,
	body: Record<string, string>,
	sessionUser: AdapterUser | null
): Promise<SignInCandidate> {
	if (provider.type !== 'webauthn') throw new InvalidProvider(`Provider ${provider.id} is not a WebAuthn provider`);
	requireAdapter(ctx);
	// Opened (and cleared) before anything else: a challenge is good for one attempt, right or wrong.
	let raw: string;
	try {
		raw = await useCheck(ctx, 'webauthnChallenge', provider.id);
	} catch (err) {
		throw new WebAuthnVerificationError('WebAuthn challenge was missing or invalid', {
			cause: { err: err as Error, provider: provider.id }
		});
	}
	const action = body.action;
	if (action !== 'register' && action !== 'authenticate') throw new WebAuthnVerificationError('Invalid action parameter');
	const payload = parseChallengePayload(raw);
	// Single use for the challenge's whole lifetime (stores/claims.ts says why clearing the cookie is not enough).
	if (!(await ctx.config.claimStore.claim(`webauthn:${payload.challenge}`, CHECK_MAX_AGE))) {
		throw new WebAuthnVerificationError('WebAuthn challenge was already used');
	}
	if (payload.action !== action) throw new WebAuthnVerificationError('WebAuthn challenge was issued for another action');
	const response = parseResponse(body.data);
	try {
		return action === 'register'
			? await registerPasskey(ctx, provider, response as unknown as RegistrationResponseJSON, payload, sessionUser)
			: await authenticatePasskey(ctx, provider, response as unknown as AuthenticationResponseJSON, payload.challenge, sessionUser);
	} catch (err) {
		if (err instanceof AuthError) throw err;
		// A malformed response can make the codec throw a plain Error before verification: still bad input.
		throw new WebAuthnVerificationError('Invalid WebAuthn response', { cause: { err: err as Error, provider: provider.id } });
	}
}
