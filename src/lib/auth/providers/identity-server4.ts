/**
 * IdentityServer4 (OpenID Connect; the issuer is your server). IdentityServer4 reached its end of
 * support in December 2022; its successor is Duende IdentityServer (duende-identity-server6.ts).
 * Docs: https://identityserver4.readthedocs.io/
 */
import type { OAuthConfig } from './types.ts';
import { oidcPreset } from './oidc-preset.ts';

/** ID token claims (the `profile` and `email` identity resources). */
export interface IdentityServer4Profile {
	iss: string;
	sub: string;
	aud: string;
	exp: number;
	iat: number;
	name?: string;
	nickname?: string;
	preferred_username?: string;
	email?: string;
	picture?: string;
	[claim: string]: unknown;
}

/**
 * IdentityServer4 sign-in. Callback URL: `<origin>/auth/callback/identity-server4`.
 * `issuer` is required (option or `AUTH_IDENTITY_SERVER4_ISSUER`).
 * @example IdentityServer4({ clientId, clientSecret, issuer: 'https://identity.example.com' })
 */
export default function IdentityServer4(options: Partial<OAuthConfig<IdentityServer4Profile>> = {}): OAuthConfig<IdentityServer4Profile> {
	return oidcPreset<IdentityServer4Profile>(
		{ id: 'identity-server4', name: 'IdentityServer4', style: { bg: '#ffffff', text: '#1c3d5a' }, nameFrom: (p) => [p.name, p.nickname, p.preferred_username] },
		options
	);
}

export { IdentityServer4 };
