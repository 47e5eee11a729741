/**
 * X, formerly Twitter (OAuth 2.0 with PKCE; not the legacy OAuth 1.0a).
 * Docs: https://docs.x.com/resources/fundamentals/authentication/oauth-2-0/authorization-code
 */
import type { OAuthConfig } from './types.ts';
import { firstString, requireId, withUserOptions } from './oauth-defaults.ts';

/** GET /2/users/me: https://docs.x.com/x-api/users/user-lookup-me */
export interface TwitterProfile {
	data: {
		id: string;
		name: string;
		username: string;
		profile_image_url?: string;
		/** Only with the `users.email` scope and `user.fields=confirmed_email`. */
		confirmed_email?: string;
		[key: string]: unknown;
	};
	[key: string]: unknown;
}

/**
 * X (Twitter) sign-in. Callback URL: `<origin>/auth/callback/twitter`. X gives no e-mail by default.
 * @example Twitter({ clientId: env.AUTH_TWITTER_ID, clientSecret: env.AUTH_TWITTER_SECRET })
 */
export default function Twitter(options: Partial<OAuthConfig<TwitterProfile>> = {}): OAuthConfig<TwitterProfile> {
	return withUserOptions<TwitterProfile>(
		{
			id: 'twitter',
			name: 'X',
			type: 'oauth',
			authorization: { url: 'https://x.com/i/oauth2/authorize', params: { scope: 'users.read tweet.read offline.access' } },
			token: { url: 'https://api.x.com/2/oauth2/token' },
			// The avatar is not a default field: https://docs.x.com/x-api/fundamentals/fields
			userinfo: { url: 'https://api.x.com/2/users/me?user.fields=profile_image_url' },
			// X requires both PKCE and `state` on every authorization request.
			checks: ['pkce', 'state'],
			profile: ({ data }) => ({
				id: requireId(data?.id),
				name: firstString(data?.name, data?.username),
				email: firstString(data?.confirmed_email),
				image: firstString(data?.profile_image_url)
			}),
			style: { bg: '#000000', text: '#ffffff' }
		},
		options
	);
}

export { Twitter };
