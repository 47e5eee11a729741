/**
 * The signature of an id_token from the token endpoint (OpenID Connect Core 1.0, 3.1.3.7 item 6), checked
 * after oauth4webapi checked its claims and that its `alg` is the one the client expects. Auth.js leaves
 * the signature to TLS alone; this library verifies it, at sign-in and on every refresh.
 */
import * as oauth from 'oauth4webapi';
import { compactVerify } from 'jose';
import type { OAuthProvider } from '../../config/types.ts';

/**
 * Whether an id_token the provider sent is checked (signature, and then its claims become the profile's
 * source): always for oidc; for a plain oauth provider only when there is a key to check it with, the
 * issuer's JWKS or an HMAC client secret. Otherwise the id_token is only stored; the profile is userinfo.
 */
export function checksIdToken(provider: OAuthProvider, server: oauth.AuthorizationServer): boolean {
	return provider.type === 'oidc' || !!server.jwks_uri || !!provider.idTokenHmac;
}

/**
 * Verifies `idToken`'s signature. Asymmetric algorithms: against the issuer's JWKS, by oauth4webapi. An
 * HMAC algorithm only where the provider's client names it in `id_token_signed_response_alg` (LINE signs
 * web logins with HS256): keyed with the UTF-8 octets of the client secret (OpenID Connect Core 1.0,
 * section 10.1) and verified by jose, pinned to that one algorithm. oauth4webapi refused any other `alg`
 * before this runs, so an issuer cannot switch a client to HMAC, nor an HMAC client to another algorithm.
 */
export async function verifyIdTokenSignature(
	provider: OAuthProvider,
	server: oauth.AuthorizationServer,
	response: Response,
	idToken: string,
	options: oauth.ValidateSignatureOptions
): Promise<void> {
	const alg = provider.idTokenHmac;
	if (!alg) return oauth.validateApplicationLevelSignature(server, response, options);
	// Checked at startup (config/oauth.ts); checked again so that an empty key can never verify.
	const secret = provider.options.clientSecret;
	if (typeof secret !== 'string' || !secret) throw new Error(`an ${alg} id_token needs the provider's clientSecret`);
	await compactVerify(idToken, new TextEncoder().encode(secret), { algorithms: [alg] });
}
