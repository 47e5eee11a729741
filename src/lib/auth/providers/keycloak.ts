/**
 * Keycloak (OpenID Connect; the issuer is a realm).
 * Docs: https://www.keycloak.org/docs/latest/securing_apps/#_oidc
 */
import type { OAuthConfig } from './types.ts';
import { oidcPreset } from './oidc-preset.ts';

/** ID token claims of a default realm client (profile + email scopes). */
export interface KeycloakProfile {
	exp: number;
	iat: number;
	auth_time?: number;
	jti: string;
	iss: string;
	aud: string;
	/** The user's UUID in the realm. */
	sub: string;
	typ: 'ID';
	azp: string;
	nonce?: string;
	session_state?: string;
	sid?: string;
	at_hash?: string;
	acr?: string;
	email_verified?: boolean;
	name?: string;
	preferred_username?: string;
	given_name?: string;
	family_name?: string;
	email?: string;
	picture?: string;
	[claim: string]: unknown;
}

/**
 * Keycloak sign-in. Callback URL: `<origin>/auth/callback/keycloak`.
 * `issuer` is required (option or `AUTH_KEYCLOAK_ISSUER`): `https://<host>/realms/<realm>`
 * (Keycloak before 17 adds `/auth` before `/realms`).
 * @example Keycloak({ clientId, clientSecret, issuer: 'https://sso.example.com/realms/acme' })
 */
export default function Keycloak(options: Partial<OAuthConfig<KeycloakProfile>> = {}): OAuthConfig<KeycloakProfile> {
	return oidcPreset<KeycloakProfile>({ id: 'keycloak', name: 'Keycloak', style: { bg: '#008aaa', text: '#ffffff' } }, options);
}

export { Keycloak };
