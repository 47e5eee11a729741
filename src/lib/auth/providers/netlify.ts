/**
 * Netlify (OAuth 2).
 * Docs: https://docs.netlify.com/api/get-started/#authentication
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, requireId, withUserOptions } from './oauth-defaults.ts';

/** GET /api/v1/user: https://open-api.netlify.com/#tag/user/operation/getCurrentUser */
export interface NetlifyProfile {
	id: string;
	uid?: string;
	full_name: string | null;
	avatar_url: string | null;
	email: string;
	affiliate_id?: string;
	site_count?: number;
	created_at?: string;
	last_login?: string;
	login_providers?: string[];
	[key: string]: unknown;
}

/**
 * Netlify sign-in. Callback URL: `<origin>/auth/callback/netlify`. Netlify has no scopes.
 * @example Netlify({ clientId: env.AUTH_NETLIFY_ID, clientSecret: env.AUTH_NETLIFY_SECRET })
 */
export default function Netlify(options: Partial<OAuthConfig<NetlifyProfile>> = {}): OAuthConfig<NetlifyProfile> {
	return withUserOptions<NetlifyProfile>(
		{
			id: 'netlify',
			name: 'Netlify',
			type: 'oauth',
			authorization: { url: 'https://app.netlify.com/authorize', params: { scope: '' } },
			token: { url: 'https://api.netlify.com/oauth/token' },
			userinfo: { url: 'https://api.netlify.com/api/v1/user' },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.id),
				name: firstString(profile.full_name),
				email: firstString(profile.email),
				image: firstString(profile.avatar_url)
			}),
			style: { bg: '#014847', text: '#32e6e2' }
		},
		options
	);
}

export { Netlify };
