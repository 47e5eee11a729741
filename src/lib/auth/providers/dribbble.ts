/**
 * Dribbble (OAuth 2, API v2).
 * Docs: https://developer.dribbble.com/v2/oauth/
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, requireId, withUserOptions } from './oauth-defaults.ts';

/** GET /v2/user: https://developer.dribbble.com/v2/user/ */
export interface DribbbleProfile {
	id: number;
	name: string;
	login: string;
	html_url?: string;
	avatar_url?: string;
	bio?: string;
	location?: string | null;
	/** Not in the documented answer; kept when Dribbble sends it. */
	email?: string;
	can_upload_shot?: boolean;
	pro?: boolean;
	created_at?: string;
	[key: string]: unknown;
}

/**
 * Dribbble sign-in. Callback URL: `<origin>/auth/callback/dribbble`. Scope `public` (add `upload` to post shots).
 * @example Dribbble({ clientId: env.AUTH_DRIBBBLE_ID, clientSecret: env.AUTH_DRIBBBLE_SECRET })
 */
export default function Dribbble(options: Partial<OAuthConfig<DribbbleProfile>> = {}): OAuthConfig<DribbbleProfile> {
	return withUserOptions<DribbbleProfile>(
		{
			id: 'dribbble',
			name: 'Dribbble',
			type: 'oauth',
			authorization: { url: 'https://dribbble.com/oauth/authorize', params: { scope: 'public' } },
			token: { url: 'https://dribbble.com/oauth/token' },
			userinfo: { url: 'https://api.dribbble.com/v2/user' },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.id),
				name: firstString(profile.name, profile.login),
				email: firstString(profile.email),
				image: firstString(profile.avatar_url)
			}),
			style: { bg: '#ea4c89', text: '#ffffff' }
		},
		options
	);
}

export { Dribbble };
