/**
 * Reddit (OAuth 2).
 * Docs: https://github.com/reddit-archive/reddit/wiki/OAuth2
 */
import type { OAuthConfig } from './types.ts';
import { firstString, requireId, withUserOptions } from './oauth-defaults.ts';

/** GET https://oauth.reddit.com/api/v1/me: https://www.reddit.com/dev/api#GET_api_v1_me */
export interface RedditProfile {
	/** Base-36 account id without the `t2_` prefix. */
	id: string;
	name: string;
	/** HTML-escaped URL (`&amp;` between query parameters). */
	icon_img?: string;
	snoovatar_img?: string;
	created_utc: number;
	has_verified_email?: boolean;
	verified?: boolean;
	total_karma?: number;
	[key: string]: unknown;
}

/** Reddit escapes `&` in image URLs as `&amp;`; an unescaped URL is needed for an <img src>. */
function unescapeUrl(url: unknown): string | null {
	const value = firstString(url);
	return value ? value.replaceAll('&amp;', '&') : null;
}

/**
 * Reddit sign-in. Callback URL: `<origin>/auth/callback/reddit`. Reddit never shares the e-mail address.
 * Reddit asks API clients for a descriptive User-Agent; set one through the core's `fetch` if you get 429s.
 * @example Reddit({ clientId: env.AUTH_REDDIT_ID, clientSecret: env.AUTH_REDDIT_SECRET })
 */
export default function Reddit(options: Partial<OAuthConfig<RedditProfile>> = {}): OAuthConfig<RedditProfile> {
	return withUserOptions<RedditProfile>(
		{
			id: 'reddit',
			name: 'Reddit',
			type: 'oauth',
			// `state` is mandatory at Reddit's authorize endpoint; PKCE is not documented there.
			authorization: { url: 'https://www.reddit.com/api/v1/authorize', params: { scope: 'identity', duration: 'temporary' } },
			token: { url: 'https://www.reddit.com/api/v1/access_token' },
			userinfo: { url: 'https://oauth.reddit.com/api/v1/me' },
			checks: ['state'],
			profile: (profile) => ({
				id: requireId(profile.id),
				name: firstString(profile.name),
				email: null,
				image: unescapeUrl(profile.snoovatar_img) ?? unescapeUrl(profile.icon_img)
			}),
			style: { bg: '#ff4500', text: '#ffffff' }
		},
		options
	);
}

export { Reddit };
