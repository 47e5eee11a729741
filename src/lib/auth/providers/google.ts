/**
 * Google (OpenID Connect, discovery from the issuer).
 * Docs: https://developers.google.com/identity/openid-connect/openid-connect
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, OIDC_SCOPE, firstString, requireId, withUserOptions } from './oauth-defaults.ts';

/** ID token claims: https://developers.google.com/identity/openid-connect/openid-connect#an-id-tokens-payload */
export interface GoogleProfile {
	iss: string;
	azp: string;
	aud: string;
	sub: string;
	email: string;
	email_verified: boolean;
	at_hash?: string;
	name?: string;
	picture?: string;
	given_name?: string;
	family_name?: string;
	locale?: string;
	/** Google Workspace domain, only for Workspace accounts. */
	hd?: string;
	iat: number;
	exp: number;
	[claim: string]: unknown;
}

/**
 * Google sign-in. Callback URL: `<origin>/auth/callback/google`.
 * Add `authorization: { params: { access_type: 'offline', prompt: 'consent' } }` to receive a refresh token.
 * @example Google({ clientId: env.AUTH_GOOGLE_ID, clientSecret: env.AUTH_GOOGLE_SECRET })
 */
export default function Google(options: Partial<OAuthConfig<GoogleProfile>> = {}): OAuthConfig<GoogleProfile> {
	return withUserOptions<GoogleProfile>(
		{
			id: 'google',
			name: 'Google',
			type: 'oidc',
			issuer: 'https://accounts.google.com',
			authorization: { params: { scope: OIDC_SCOPE } },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.sub),
				name: firstString(profile.name),
				email: firstString(profile.email),
				image: firstString(profile.picture)
			}),
			style: { bg: '#ffffff', text: '#1f1f1f' }
		},
		options
	);
}

export { Google };
