/**
 * Duende IdentityServer 6 (OpenID Connect; the issuer is your server).
 * Docs: https://docs.duendesoftware.com/identityserver/
 */
import type { OAuthConfig } from './types.ts';
import { oidcPreset } from './oidc-preset.ts';

/** ID token claims (the `profile` and `email` identity resources). */
export interface DuendeISUser {
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
 * Duende IdentityServer sign-in. Callback URL: `<origin>/auth/callback/duende-identity-server6`.
 * `issuer` is required (option or `AUTH_DUENDE_IDENTITY_SERVER6_ISSUER`).
 * @example DuendeIdentityServer6({ clientId, clientSecret, issuer: 'https://demo.duendesoftware.com' })
 */
export default function DuendeIdentityServer6(options: Partial<OAuthConfig<DuendeISUser>> = {}): OAuthConfig<DuendeISUser> {
	return oidcPreset<DuendeISUser>(
		{
			id: 'duende-identity-server6',
			name: 'Duende IdentityServer',
			style: { bg: '#ffffff', text: '#2f2f2f' },
			nameFrom: (p) => [p.name, p.nickname, p.preferred_username]
		},
		options
	);
}

export { DuendeIdentityServer6 };
