/**
 * Sign in with SimpleLogin (OpenID Connect).
 * Docs: https://simplelogin.io/docs/siwsl/intro/
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, OIDC_SCOPE, firstString, requireId, withUserOptions } from './oauth-defaults.ts';

/** ID token claims. The e-mail may be a SimpleLogin alias the user chose for this app. */
export interface SimpleLoginProfile {
	iss: string;
	sub: string;
	aud: string;
	exp: number;
	iat: number;
	id?: number;
	email?: string;
	email_verified?: boolean;
	name?: string;
	avatar_url?: string | null;
	client?: string;
	[claim: string]: unknown;
}

/**
 * SimpleLogin sign-in. Callback URL: `<origin>/auth/callback/simplelogin`.
 * @example SimpleLogin({ clientId: env.AUTH_SIMPLELOGIN_ID, clientSecret: env.AUTH_SIMPLELOGIN_SECRET })
 */
export default function SimpleLogin(options: Partial<OAuthConfig<SimpleLoginProfile>> = {}): OAuthConfig<SimpleLoginProfile> {
	return withUserOptions<SimpleLoginProfile>(
		{
			id: 'simplelogin',
			name: 'SimpleLogin',
			type: 'oidc',
			issuer: 'https://app.simplelogin.io',
			authorization: { params: { scope: OIDC_SCOPE } },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.sub),
				name: firstString(profile.name),
				email: firstString(profile.email),
				image: firstString(profile.avatar_url)
			}),
			style: { bg: '#e3156a', text: '#ffffff' }
		},
		options
	);
}

export { SimpleLogin };
