/**
 * WordPress.com (OAuth 2).
 * Docs: https://developer.wordpress.com/docs/oauth2/
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, requireId, withUserOptions } from './oauth-defaults.ts';

/** GET /rest/v1/me (abridged): https://developer.wordpress.com/docs/api/1/get/me/ */
export interface WordPressProfile {
	ID: number;
	display_name: string;
	username: string;
	email: string;
	primary_blog?: number;
	language?: string;
	token_site_id?: number | false;
	avatar_URL?: string;
	profile_URL?: string;
	verified?: boolean;
	email_verified?: boolean;
	date?: string;
	[key: string]: unknown;
}

/**
 * WordPress.com sign-in. Callback URL: `<origin>/auth/callback/wordpress`. Scope `auth` is for sign-in only.
 * @example WordPress({ clientId: env.AUTH_WORDPRESS_ID, clientSecret: env.AUTH_WORDPRESS_SECRET })
 */
export default function WordPress(options: Partial<OAuthConfig<WordPressProfile>> = {}): OAuthConfig<WordPressProfile> {
	return withUserOptions<WordPressProfile>(
		{
			id: 'wordpress',
			name: 'WordPress.com',
			type: 'oauth',
			authorization: { url: 'https://public-api.wordpress.com/oauth2/authorize', params: { scope: 'auth' } },
			token: { url: 'https://public-api.wordpress.com/oauth2/token' },
			userinfo: { url: 'https://public-api.wordpress.com/rest/v1/me' },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.ID),
				name: firstString(profile.display_name, profile.username),
				email: firstString(profile.email),
				image: firstString(profile.avatar_URL)
			}),
			style: { bg: '#3858e9', text: '#ffffff' }
		},
		options
	);
}

export { WordPress };
