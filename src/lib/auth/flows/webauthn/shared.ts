/**
 * Pieces shared by the WebAuthn options and verification: the relying party derived from the trusted
 * origin, the challenge payload sealed in the check cookie, and the id/key codec of the storage contract
 * (standard base64 in the adapter, base64url on the wire).
 */
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { Uint8Array_ } from '@simplewebauthn/server';
import { WebAuthnVerificationError } from '../../errors.ts';
import type { AdapterAuthenticator } from '../../model.ts';
import type { RequestContext } from '../../context.ts';
import type { WebAuthnConfig } from '../../providers/types.ts';

export type WebAuthnAction = 'register' | 'authenticate';

/**
 * EdDSA, ES256, RS256. Passed explicitly: simplewebauthn 14's default list starts with ML-DSA, whose
 * key import prints an ExperimentalWarning on Node 24.
 */
export const SUPPORTED_ALGORITHM_IDS = [-8, -7, -257];

/** Auth.js's ceremony timeout: 5 minutes, well inside the 15-minute check cookie. */
export const CEREMONY_TIMEOUT_MS = 300_000;

/** What the challenge check cookie holds between the options request and the callback. */
export interface ChallengePayload {
	challenge: string;
	action: WebAuthnAction;
	/** Registration for the signed-in user: the callback must see the same session user. */
	userId?: string;
	/** Registration of a new account: the e-mail the user typed, which becomes the user. */
	email?: string;
}

export interface RelyingParty {
	/** The rpID put into the options (the first configured id). */
	id: string;
	/** Every rpID a response may carry. */
	ids: string[];
	name: string;
	origins: string[];
}

const list = (value: string | string[] | undefined): string[] =>
	value === undefined ? [] : (Array.isArray(value) ? value : [value]).filter(Boolean);

/**
 * The relying party from `provider.relayingParty`, else from the trusted origin (AUTH_URL's, or the one
 * SvelteKit resolved): hostname as rpID, host as name, origin as expected origin
 * (https://www.w3.org/TR/webauthn-3/#relying-party-identifier). Never from a forwarded header.
 */
export function relyingPartyFor(ctx: RequestContext, provider: WebAuthnConfig): RelyingParty {
	const configured = provider.relayingParty ?? {};
	const ids = list(configured.id as string | string[] | undefined);
	const origins = list(configured.origin);
	const origin = new URL(ctx.origin);
	return {
		id: ids[0] ?? origin.hostname,
		ids: ids.length ? ids : [origin.hostname],
		name: configured.name ?? origin.host,
		origins: origins.length ? origins : [origin.origin]
	};
}

/** Decodes a stored id or key, accepting standard base64 (the contract) and base64url (lenient adapters). */
export function decodeStored(value: string): Uint8Array_ {
	return isoBase64URL.toBuffer(value.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''));
}

/** Bytes as standard base64, the storage form of credential ids and public keys (spec: "Base64 encoded"). */
export function encodeStored(bytes: Uint8Array_): string {
	return isoBase64URL.fromBuffer(bytes, 'base64');
}

/** A wire (base64url) credential id in its storage form. */
export function storedCredentialId(wireId: string): string {
	return encodeStored(isoBase64URL.toBuffer(wireId));
}

/** A stored authenticator as a credential descriptor for allowCredentials / excludeCredentials. */
export function toDescriptor(authenticator: AdapterAuthenticator): { id: string; transports?: string[] } {
	const transports = splitTransports(authenticator.transports);
	return { id: isoBase64URL.fromBuffer(decodeStored(authenticator.credentialID)), ...(transports ? { transports } : {}) };
}

export function splitTransports(value: string | null | undefined): string[] | undefined {
	const parts = value?.split(',').map((part) => part.trim()).filter(Boolean);
	return parts?.length ? parts : undefined;
}

/** Reads the challenge payload written by the options endpoint; anything odd is a verification failure. */
export function parseChallengePayload(raw: string): ChallengePayload {
	let parsed: unknown;
	try {
		parsed = JSON.parse(raw);
	} catch (err) {
		throw new WebAuthnVerificationError('WebAuthn challenge could not be parsed', { cause: { err: err as Error } });
	}
	const payload = parsed as Partial<ChallengePayload> | null;
	if (!payload || typeof payload.challenge !== 'string' || (payload.action !== 'register' && payload.action !== 'authenticate')) {
		throw new WebAuthnVerificationError('WebAuthn challenge was malformed');
	}
	return payload as ChallengePayload;
}
