/**
 * Auth0 (OpenID Connect; the issuer is your tenant's domain).
 * Docs: https://auth0.com/docs/authenticate/protocols/openid-connect-protocol
 */
import type { OAuthConfig } from './types.ts';
import { oidcPreset } from './oidc-preset.ts';

/** ID token claims: https://auth0.com/docs/secure/tokens/id-tokens/id-token-structure */
export interface Auth0Profile {
	iss: string;
	/** `<connection>|<id>`, e.g. `auth0|64b...` or `google-oauth2|1057...`. */
	sub: string;
	aud: string;
	iat: number;
	exp: number;
	sid?: string;
	nonce?: string;
	name?: string;
	nickname?: string;
	given_name?: string;
	family_name?: string;
	picture?: string;
	email?: string;
	email_verified?: boolean;
	updated_at?: string;
	[claim: string]: unknown;
}

/**
 * Auth0 sign-in. Callback URL: `<origin>/auth/callback/auth0`.
 * `issuer` is required (option or `AUTH_AUTH0_ISSUER`), e.g. `https://my-tenant.eu.auth0.com/` (with the slash).
 * @example Auth0({ clientId, clientSecret, issuer: 'https://my-tenant.eu.auth0.com/' })
 */
export default function Auth0(options: Partial<OAuthConfig<Auth0Profile>> = {}): OAuthConfig<Auth0Profile> {
	return oidcPreset<Auth0Profile>({ id: 'auth0', name: 'Auth0', style: { bg: '#eb5424', text: '#ffffff' }, nameFrom: (p) => [p.name, p.nickname] }, options);
}

export { Auth0 };
