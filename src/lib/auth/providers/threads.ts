/**
 * Threads by Meta (OAuth 2, Threads API).
 * Docs: https://developers.facebook.com/docs/threads/get-started/get-access-tokens-and-permissions
 */
import type { OAuthConfig } from './types.ts';
import { firstString, requireId, withUserOptions } from './oauth-defaults.ts';
import { conformTokenResponse } from './provider-helpers.ts';

interface ThreadsUser {
	id: string;
	username?: string;
	name?: string;
	threads_profile_picture_url?: string;
	threads_biography?: string;
}

/** GET /v1.0/me?fields=id,username,threads_profile_picture_url: https://developers.facebook.com/docs/threads/threads-profiles */
export interface ThreadsProfile extends Partial<ThreadsUser> {
	/** Auth.js reads the user from a `data` wrapper; the documented /me answer has the fields at the top. */
	data?: ThreadsUser;
	[key: string]: unknown;
}

/**
 * Threads sign-in. Callback URL: `<origin>/auth/callback/threads` (Meta wants https, also in development).
 * The token answer (`{ access_token, user_id }`) has no `token_type`, which `token.conform` adds. No e-mail.
 * @example Threads({ clientId: env.AUTH_THREADS_ID, clientSecret: env.AUTH_THREADS_SECRET })
 */
export default function Threads(options: Partial<OAuthConfig<ThreadsProfile>> = {}): OAuthConfig<ThreadsProfile> {
	return withUserOptions<ThreadsProfile>(
		{
			id: 'threads',
			name: 'Threads',
			type: 'oauth',
			authorization: { url: 'https://threads.net/oauth/authorize', params: { scope: 'threads_basic' } },
			token: { url: 'https://graph.threads.net/oauth/access_token', conform: (response) => conformTokenResponse(response) },
			userinfo: { url: 'https://graph.threads.net/v1.0/me', params: { fields: 'id,username,threads_profile_picture_url' } },
			// Threads reads the client credentials from the form body.
			client: { token_endpoint_auth_method: 'client_secret_post' },
			// Meta's flow documents `state` only.
			checks: ['state'],
			profile: (profile) => {
				const user = profile.data ?? profile;
				return {
					id: requireId(user.id),
					name: firstString(user.username, user.name),
					email: null,
					image: firstString(user.threads_profile_picture_url)
				};
			},
			style: { bg: '#000000', text: '#ffffff' }
		},
		options
	);
}

export { Threads };
