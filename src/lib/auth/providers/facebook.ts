/**
 * Facebook Login (OAuth 2, Graph API).
 * Docs: https://developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, requireId, withUserOptions } from './oauth-defaults.ts';

/** GET /me?fields=id,name,email,picture: https://developers.facebook.com/docs/graph-api/reference/user */
export interface FacebookProfile {
	/** App-scoped user id (a numeric string). */
	id: string;
	name?: string;
	/** Absent when the user signed up with a phone number or declined the permission. */
	email?: string;
	picture?: { data: { height: number; width: number; is_silhouette: boolean; url: string } };
	[key: string]: unknown;
}

/**
 * Facebook sign-in. Callback URL: `<origin>/auth/callback/facebook`.
 * The Graph API version is the app's default (unversioned URLs); pin one by overriding the URLs.
 * @example Facebook({ clientId: env.AUTH_FACEBOOK_ID, clientSecret: env.AUTH_FACEBOOK_SECRET })
 */
export default function Facebook(options: Partial<OAuthConfig<FacebookProfile>> = {}): OAuthConfig<FacebookProfile> {
	return withUserOptions<FacebookProfile>(
		{
			id: 'facebook',
			name: 'Facebook',
			type: 'oauth',
			authorization: { url: 'https://www.facebook.com/dialog/oauth', params: { scope: 'email public_profile' } },
			token: { url: 'https://graph.facebook.com/oauth/access_token' },
			// Graph returns only `id` and `name` unless `fields` lists more (kept in the URL itself, which
			// every consumer of the provider object honours).
			userinfo: { url: 'https://graph.facebook.com/me?fields=id,name,email,picture' },
			// The manual flow takes client_id/client_secret as parameters, not Basic auth.
			client: { token_endpoint_auth_method: 'client_secret_post' },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.id),
				name: firstString(profile.name),
				email: firstString(profile.email),
				image: firstString(profile.picture?.data?.url)
			}),
			style: { bg: '#0866ff', text: '#ffffff' }
		},
		options
	);
}

export { Facebook };
