/**
 * LinkedIn ("Sign In with LinkedIn using OpenID Connect").
 * Docs: https://learn.microsoft.com/en-us/linkedin/consumer/integrations/self-serve/sign-in-with-linkedin-v2
 */
import type { OAuthConfig } from './types.ts';
import { OIDC_SCOPE, firstString, requireId, withUserOptions } from './oauth-defaults.ts';

/** ID token / userinfo claims, as the LinkedIn docs list them. */
export interface LinkedInProfile {
	iss: string;
	aud: string;
	iat: number;
	exp: number;
	sub: string;
	name: string;
	given_name: string;
	family_name: string;
	picture?: string;
	email?: string;
	email_verified?: boolean;
	locale?: string | { country: string; language: string };
	[claim: string]: unknown;
}

/**
 * LinkedIn sign-in. Callback URL: `<origin>/auth/callback/linkedin`.
 * @example LinkedIn({ clientId: env.AUTH_LINKEDIN_ID, clientSecret: env.AUTH_LINKEDIN_SECRET })
 */
export default function LinkedIn(options: Partial<OAuthConfig<LinkedInProfile>> = {}): OAuthConfig<LinkedInProfile> {
	return withUserOptions<LinkedInProfile>(
		{
			id: 'linkedin',
			name: 'LinkedIn',
			type: 'oidc',
			issuer: 'https://www.linkedin.com/oauth',
			authorization: { params: { scope: OIDC_SCOPE } },
			// LinkedIn's token endpoint wants client_id/client_secret in the form body.
			client: { token_endpoint_auth_method: 'client_secret_post' },
			// PKCE is for LinkedIn's native-app flow only, and LinkedIn does not echo a `nonce`.
			checks: ['state'],
			profile: (profile) => ({
				id: requireId(profile.sub),
				name: firstString(profile.name),
				email: firstString(profile.email),
				image: firstString(profile.picture)
			}),
			style: { bg: '#0a66c2', text: '#ffffff' }
		},
		options
	);
}

export { LinkedIn };
