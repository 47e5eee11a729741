/**
 * authentik (OpenID Connect; the issuer is an application's OAuth2/OpenID provider).
 * Docs: https://docs.goauthentik.io/docs/add-secure-apps/providers/oauth2/
 */
import type { OAuthConfig } from './types.ts';
import { oidcPreset } from './oidc-preset.ts';

/** ID token claims with the default `openid profile email` scope mappings. */
export interface AuthentikProfile {
	iss: string;
	sub: string;
	aud: string;
	exp: number;
	iat: number;
	auth_time: number;
	acr?: string;
	amr?: string[];
	nonce?: string;
	at_hash?: string;
	email?: string;
	email_verified?: boolean;
	name?: string;
	given_name?: string;
	family_name?: string;
	preferred_username?: string;
	nickname?: string;
	groups?: string[];
	picture?: string;
	[claim: string]: unknown;
}

/**
 * authentik sign-in. Callback URL: `<origin>/auth/callback/authentik`.
 * `issuer` is required (option or `AUTH_AUTHENTIK_ISSUER`): `https://<host>/application/o/<slug>/`;
 * the trailing slash is part of authentik's issuer and must match exactly.
 * @example Authentik({ clientId, clientSecret, issuer: 'https://auth.example.com/application/o/my-app/' })
 */
export default function Authentik(options: Partial<OAuthConfig<AuthentikProfile>> = {}): OAuthConfig<AuthentikProfile> {
	return oidcPreset<AuthentikProfile>({ id: 'authentik', name: 'Authentik', style: { bg: '#fd4b2d', text: '#ffffff' }, nameFrom: (p) => [p.name, p.preferred_username, p.nickname] }, options);
}

export { Authentik };
