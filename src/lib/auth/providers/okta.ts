/**
 * Okta (OpenID Connect; the issuer is an authorization server of your org).
 * Docs: https://developer.okta.com/docs/reference/api/oidc/
 */
import type { OAuthConfig } from './types.ts';
import { oidcPreset } from './oidc-preset.ts';

/** ID token claims: https://developer.okta.com/docs/reference/api/oidc/#id-token-payload */
export interface OktaProfile {
	iss: string;
	ver: number;
	sub: string;
	aud: string;
	iat: number;
	exp: number;
	jti: string;
	amr: string[];
	idp: string;
	nonce?: string;
	auth_time: number;
	at_hash?: string;
	name?: string;
	preferred_username?: string;
	email?: string;
	email_verified?: boolean;
	given_name?: string;
	family_name?: string;
	zoneinfo?: string;
	locale?: string;
	picture?: string;
	[claim: string]: unknown;
}

/**
 * Okta sign-in. Callback URL: `<origin>/auth/callback/okta`.
 * `issuer` is required (option or `AUTH_OKTA_ISSUER`): `https://<org>.okta.com/oauth2/default` for the
 * default custom authorization server, or `https://<org>.okta.com` for the org authorization server.
 * @example Okta({ clientId, clientSecret, issuer: 'https://dev-123.okta.com/oauth2/default' })
 */
export default function Okta(options: Partial<OAuthConfig<OktaProfile>> = {}): OAuthConfig<OktaProfile> {
	return oidcPreset<OktaProfile>({ id: 'okta', name: 'Okta', style: { bg: '#007dc1', text: '#ffffff' } }, options);
}

export { Okta };
