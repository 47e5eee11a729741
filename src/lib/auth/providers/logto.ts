/**
 * Logto (OpenID Connect; your tenant endpoint is the issuer).
 * Docs: https://docs.logto.io/
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, requireId, withUserOptions } from './oauth-defaults.ts';

/** ID token claims. */
export interface LogtoProfile {
	iss: string;
	sub: string;
	aud: string;
	exp: number;
	iat: number;
	name?: string | null;
	username?: string | null;
	picture?: string | null;
	email?: string | null;
	email_verified?: boolean;
	phone_number?: string | null;
	phone_number_verified?: boolean;
	organizations?: string[];
	[claim: string]: unknown;
}

/**
 * Logto sign-in. Callback URL: `<origin>/auth/callback/logto`. `offline_access` asks for a refresh token.
 * `issuer` is required (option or `AUTH_LOGTO_ISSUER`), e.g. `https://abc123.logto.app/oidc`.
 * @example Logto({ clientId, clientSecret, issuer: 'https://abc123.logto.app/oidc' })
 */
export default function Logto(options: Partial<OAuthConfig<LogtoProfile>> = {}): OAuthConfig<LogtoProfile> {
	return withUserOptions<LogtoProfile>(
		{
			id: 'logto',
			name: 'Logto',
			type: 'oidc',
			authorization: { params: { scope: 'offline_access openid email profile' } },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.sub),
				name: firstString(profile.name, profile.username),
				email: firstString(profile.email),
				image: firstString(profile.picture)
			}),
			style: { bg: '#5d34f2', text: '#ffffff' }
		},
		options
	);
}

export { Logto };
