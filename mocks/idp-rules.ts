/**
 * What makes the mock identity provider behave like a real one at its token endpoint, and the faults a test
 * can ask it for. oauth2-mock-server on its own redeems any code any number of times, for any client and
 * redirect URI, and checks PKCE only when the client chooses to send a verifier: a library that stopped
 * sending the verifier, or sent another session's, would pass every test against it.
 *
 * Rules (RFC 6749 section 4.1.3, RFC 7636 section 4.6, OAuth 2.1): every authorization request carries an
 * S256 code_challenge; a code is redeemed once, by the client it was issued to, with the same redirect_uri
 * and the verifier of its challenge. Anything else is `invalid_grant` (or `invalid_request` at /authorize).
 *
 * The authorization response names its issuer (`iss`, RFC 9207) and discovery says so, as Keycloak, Okta and
 * other real servers do, so a client must check it (and a response without it is refused). Only for the
 * mock's own client: the Entra-style tenant client (mocks/tenant-discovery.ts) gets no `iss`, as from Entra.
 *
 * Faults: a test asks for one per sign-in with the authorization parameter `mock_fault=<name>` (the library
 * forwards a sign-in request's query to the IdP), never by default: see `FAULTS`. Likewise
 * `mock_token_ttl=<seconds>` makes the sign-in's access tokens short-lived (idp-grants.ts).
 */
import { createHash, createHmac, generateKeyPairSync, sign } from 'node:crypto';
import { Events, type MutableRedirectUri, type MutableResponse, type MutableToken, type OAuth2Server } from 'oauth2-mock-server';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import type { IncomingMessage } from 'node:http';

/** The misbehaviours a test may ask for; the library must refuse the sign-in in each case. */
export const FAULTS = [
	'wrong-nonce', // id_token with another nonce
	'wrong-iss', // id_token from another issuer
	'wrong-aud', // id_token for another client
	'expired', // id_token expired an hour ago
	'unsigned', // id_token with alg "none"
	'foreign-key', // id_token signed by a key the issuer does not publish
	'client-secret-hmac', // id_token signed with HS256 and the demo client's secret, to a client that expects RS256
	'wrong-state', // the authorization response echoes another state
	'wrong-iss-param', // the authorization response names another issuer (RFC 9207)
	'error', // the authorization response is error=access_denied
	'no-pkce-check' // the token endpoint redeems a code without checking the verifier
] as const;
export type Fault = (typeof FAULTS)[number];

interface Issued {
	clientId: string;
	redirectUri: string;
	challenge: string;
	fault?: Fault;
	used: boolean;
	/** Whether the token request carried a code_verifier (tests of `no-pkce-check` read it). */
	verifierSent?: boolean;
	/** Seconds the grant's access tokens live (`mock_token_ttl`), else the mock's default hour. */
	ttl?: number;
}

export interface IdpRules {
	/** The record of an issued code (for tests). */
	issued(code: string): Readonly<Issued> | undefined;
}

type TokenRequest = IncomingMessage & { body?: Record<string, string> };

function clientOf(req: TokenRequest): string | undefined {
	const basic = req.headers.authorization?.match(/^Basic (.+)$/i)?.[1];
	if (basic) return decodeURIComponent(Buffer.from(basic, 'base64').toString('utf8').split(':')[0].replace(/\+/g, ' '));
	return req.body?.client_id;
}

function refuse(redirect: MutableRedirectUri, description: string): void {
	redirect.url.searchParams.delete('code');
	redirect.url.searchParams.set('error', 'invalid_request');
	redirect.url.searchParams.set('error_description', description);
}

/** A key the issuer never published, for the `foreign-key` fault. */
const FOREIGN_KEY = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * The id_token's claims, signed with an HMAC algorithm and `key` (RFC 7515 compact serialization), as LINE
 * signs with a channel secret. Synchronous, as `forgeSignature`; tests also use it.
 */
export function hmacSigned(idToken: string, alg: 'HS256' | 'HS384' | 'HS512', key: string): string {
	const input = `${part({ alg, typ: 'JWT' })}.${part(decodeJwt(idToken))}`;
	return `${input}.${createHmac(`sha${alg.slice(2)}`, key).update(input).digest('base64url')}`;
}

type SignatureFault = 'unsigned' | 'foreign-key' | 'client-secret-hmac';
const SIGNATURE_FAULTS: readonly Fault[] = ['unsigned', 'foreign-key', 'client-secret-hmac'];

/**
 * The id_token re-issued unsigned, signed by the foreign key, or signed with HS256 and the client's secret
 * (an issuer switching the algorithm to one keyed with a secret it shares with the client). Synchronous on
 * purpose: the mock sends its answer right after the event, so a listener cannot await. A mock's forgery,
 * not the library's crypto.
 */
function forgeSignature(idToken: string, fault: SignatureFault, clientSecret: string): string {
	const claims = decodeJwt(idToken);
	if (fault === 'unsigned') return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
	if (fault === 'client-secret-hmac') return hmacSigned(idToken, 'HS256', clientSecret);
	const input = `${part({ alg: 'RS256', typ: 'JWT', kid: decodeProtectedHeader(idToken).kid })}.${part(claims)}`;
	return `${input}.${sign('sha256', Buffer.from(input), FOREIGN_KEY).toString('base64url')}`;
}

/** Claim faults, applied to the id_token's payload before the mock signs it. */
function forgeClaims(payload: Record<string, unknown>, fault: Fault): void {
	const now = Math.floor(Date.now() / 1000);
	if (fault === 'wrong-nonce') payload.nonce = 'not-the-nonce-that-was-sent';
	if (fault === 'wrong-iss') payload.iss = 'https://attacker.example';
	if (fault === 'wrong-aud') payload.aud = 'another-client';
	if (fault === 'expired') Object.assign(payload, { iat: now - 7200, nbf: now - 7200, exp: now - 3600 });
}

/** Installs the rules and the fault switch on a started mock. */
export function enforceRules(server: OAuth2Server, issuer: () => string, issClient: string, clientSecret: string): IdpRules {
	const codes = new Map<string, Issued>();

	server.service.on(Events.BeforeWellKnownOpenIdConfiguration, (response: MutableResponse) => {
		(response.body as Record<string, unknown>).authorization_response_iss_parameter_supported = true;
	});

	server.service.on(Events.BeforeAuthorizeRedirect, (redirect: MutableRedirectUri, req: IncomingMessage) => {
		const query = new URL(req.url ?? '/', issuer()).searchParams;
		if (query.get('client_id') === issClient) redirect.url.searchParams.set('iss', issuer());
		const code = redirect.url.searchParams.get('code');
		if (!code) return;
		const challenge = query.get('code_challenge');
		if (!challenge || query.get('code_challenge_method') !== 'S256') return refuse(redirect, 'PKCE with S256 is required');
		const fault = FAULTS.find((f) => f === query.get('mock_fault'));
		const ttl = Number(query.get('mock_token_ttl'));
		const record: Issued = { clientId: query.get('client_id') ?? '', redirectUri: query.get('redirect_uri') ?? '', challenge, fault, used: false };
		if (Number.isInteger(ttl) && ttl > 0 && ttl <= 86_400) record.ttl = ttl;
		codes.set(code, record);
		if (fault === 'wrong-state') redirect.url.searchParams.set('state', 'a-state-this-client-never-sent');
		if (fault === 'wrong-iss-param') redirect.url.searchParams.set('iss', 'https://attacker.example');
		if (fault === 'error') {
			redirect.url.searchParams.delete('code');
			redirect.url.searchParams.set('error', 'access_denied');
		}
	});

	// The id_token is the token without `amr` (the mock gives the access token `amr`, the id_token none).
	server.service.on(Events.BeforeTokenSigning, (token: MutableToken, req: TokenRequest) => {
		const fault = codes.get(req.body?.code ?? '')?.fault;
		if (fault && !('amr' in token.payload)) forgeClaims(token.payload, fault);
	});

	// Runs after the mock built its answer, synchronously before it is sent; a failed rule replaces the
	// answer, so the tokens never leave.
	server.service.on(Events.BeforeResponse, (response: MutableResponse, req: TokenRequest) => {
		const body = req.body ?? {};
		if (body.grant_type !== 'authorization_code') return;
		const record = codes.get(body.code ?? '');
		const fail = (description: string) => {
			response.statusCode = 400;
			response.body = { error: 'invalid_grant', error_description: description };
		};
		if (!record) return fail('unknown authorization code');
		if (record.used) return fail('the authorization code was already used');
		record.used = true;
		record.verifierSent = typeof body.code_verifier === 'string';
		if (clientOf(req) !== record.clientId) return fail('the code was issued to another client');
		if (body.redirect_uri !== record.redirectUri) return fail('redirect_uri differs from the authorization request');
		if (record.fault !== 'no-pkce-check') {
			const verifier = body.code_verifier ?? '';
			if (createHash('sha256').update(verifier).digest('base64url') !== record.challenge) return fail('code_verifier does not match the code_challenge');
		}
		const answer = response.body as { id_token?: string };
		if (record.fault && SIGNATURE_FAULTS.includes(record.fault) && answer.id_token) {
			answer.id_token = forgeSignature(answer.id_token, record.fault as SignatureFault, clientSecret);
		}
	});

	return { issued: (code) => codes.get(code) };
}
