/**
 * `POST <basePath>/callback/<id>` for WebAuthn providers: opens the sealed challenge, then verifies the
 * browser's registration or authentication response with @simplewebauthn/server. Verifies only: the
 * candidate carries the key that signed (or the new key), and identity/ decides who it belongs to.
 */
import {
	verifyAuthenticationResponse,
	verifyRegistrationResponse,
	type AuthenticationResponseJSON,
	type RegistrationResponseJSON
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { AuthError, WebAuthnVerificationError } from '../../errors.ts';
import { requireAdapter } from '../../config/adapter.ts';
import { useCheck } from '../../security/checks.ts';
import { CHECK_MAX_AGE } from '../../cookies.ts';
import type { WebAuthnProvider } from '../../config/types.ts';
import type { RequestContext } from '../../context.ts';
import type { SignInCandidate } from '../candidate.ts';
import {
	SUPPORTED_ALGORITHM_IDS,
	decodeStored,
	encodeStored,
	parseChallengePayload,
	relyingPartyFor,
	splitTransports,
	storedCredentialId,
	type ChallengePayload
} from './shared.ts';

function parseResponse(data: string | undefined): Record<string, unknown> & { id: string } {
	let parsed: unknown;
	try {
		parsed = JSON.parse(data ?? '');
	} catch (err) {
		throw new WebAuthnVerificationError('Invalid WebAuthn response', { cause: { err: err as Error } });
	}
	const response = parsed as { id?: unknown } | null;
	if (!response || typeof response !== 'object' || typeof response.id !== 'string' || !isoBase64URL.isBase64URL(response.id)) {
		throw new WebAuthnVerificationError('Invalid WebAuthn response');
	}
	return response as Record<string, unknown> & { id: string };
}

const unverified = (what: string, provider: WebAuthnProvider, err?: unknown) =>
	new WebAuthnVerificationError(`WebAuthn ${what} response could not be verified`, { cause: { err: err as Error, provider: provider.id } });

async function authenticate(ctx: RequestContext, provider: WebAuthnProvider, response: AuthenticationResponseJSON, challenge: string): Promise<SignInCandidate> {
	const credentialID = storedCredentialId(response.id);
	const authenticator = await requireAdapter(ctx.config, 'WebAuthn').getAuthenticator!(credentialID);
	if (!authenticator) throw new WebAuthnVerificationError('Unknown passkey', { cause: { provider: provider.id, credentialID } });
	const rp = relyingPartyFor(ctx, provider.options);
	let newCounter: number;
	try {
		const result = await verifyAuthenticationResponse({
			requireUserVerification: false,
			...provider.options.verifyAuthenticationOptions,
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
		throw unverified('authentication', provider, err);
	}
	const account = { provider: provider.id, type: 'webauthn' as const, providerAccountId: authenticator.providerAccountId || credentialID };
	return { user: { id: authenticator.userId }, account, passkey: { ceremony: 'authenticate', authenticator, newCounter } };
}

async function register(ctx: RequestContext, provider: WebAuthnProvider, response: RegistrationResponseJSON, payload: ChallengePayload): Promise<SignInCandidate> {
	const rp = relyingPartyFor(ctx, provider.options);
	let info;
	try {
		const result = await verifyRegistrationResponse({
			requireUserVerification: false,
			...provider.options.verifyRegistrationOptions,
			response,
			expectedChallenge: payload.challenge,
			expectedOrigin: rp.origins,
			expectedRPID: rp.ids,
			supportedAlgorithmIDs: SUPPORTED_ALGORITHM_IDS
		});
		info = result.verified ? result.registrationInfo : undefined;
	} catch (err) {
		throw unverified('registration', provider, err);
	}
	if (!info) throw unverified('registration', provider);
	const credentialID = storedCredentialId(info.credential.id);
	// excludeCredentials already asks the browser not to re-register a key; a response that does anyway is refused.
	if (await requireAdapter(ctx.config, 'WebAuthn').getAuthenticator!(credentialID)) {
		throw new WebAuthnVerificationError('This passkey is already registered', { cause: { provider: provider.id } });
	}
	const authenticator = {
		credentialID,
		providerAccountId: credentialID,
		counter: info.credential.counter,
		credentialBackedUp: info.credentialBackedUp,
		credentialDeviceType: info.credentialDeviceType,
		credentialPublicKey: encodeStored(info.credential.publicKey),
		transports: info.credential.transports?.join(',') || null
	};
	return {
		user: payload.userId ? { id: payload.userId } : { email: payload.email },
		account: { provider: provider.id, type: 'webauthn', providerAccountId: credentialID },
		passkey: { ceremony: 'register', authenticator, forUserId: payload.userId, email: payload.email }
	};
}

/**
 * Verifies the browser's WebAuthn response (`body.action`, `body.data`) against the challenge cookie.
 * Every failure is a WebAuthnVerificationError, and a challenge verifies at most one ceremony.
 * @example const candidate = await verifyPasskey(ctx, provider, { action: 'authenticate', data });
 */
export async function verifyPasskey(ctx: RequestContext, provider: WebAuthnProvider, body: Record<string, unknown>): Promise<SignInCandidate> {
	// Opened (and cleared) before anything else: a challenge is good for one attempt, right or wrong.
	let raw: string;
	try {
		raw = await useCheck(ctx, 'webauthnChallenge', provider.id);
	} catch (err) {
		throw new WebAuthnVerificationError('WebAuthn challenge was missing or invalid', { cause: { err: err as Error, provider: provider.id } });
	}
	const action = body.action;
	if (action !== 'register' && action !== 'authenticate') throw new WebAuthnVerificationError('Invalid action parameter');
	const payload = parseChallengePayload(raw);
	// Single use for the challenge's whole lifetime (stores/claims.ts says why clearing the cookie is not enough).
	if (!(await ctx.config.claimStore.claim(`webauthn:${payload.challenge}`, CHECK_MAX_AGE))) {
		throw new WebAuthnVerificationError('WebAuthn challenge was already used');
	}
	if (payload.action !== action) throw new WebAuthnVerificationError('WebAuthn challenge was issued for another action');
	const response = parseResponse(typeof body.data === 'string' ? body.data : undefined);
	try {
		return action === 'register'
			? await register(ctx, provider, response as unknown as RegistrationResponseJSON, payload)
			: await authenticate(ctx, provider, response as unknown as AuthenticationResponseJSON, payload.challenge);
	} catch (err) {
		if (err instanceof AuthError) throw err;
		// A malformed response can make the codec throw a plain Error before verification: still bad input.
		throw new WebAuthnVerificationError('Invalid WebAuthn response', { cause: { err: err as Error, provider: provider.id } });
	}
}
