/**
 * Box (OAuth 2).
 * Docs: https://developer.box.com/guides/authentication/oauth2/
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, requireId, withUserOptions } from './oauth-defaults.ts';

/** GET /2.0/users/me: https://developer.box.com/reference/get-users-me/ */
export interface BoxProfile {
	type: 'user';
	id: string;
	name: string;
	/** The primary e-mail address. */
	login: string;
	avatar_url?: string;
	created_at?: string;
	modified_at?: string;
	language?: string;
	timezone?: string;
	status?: string;
	[key: string]: unknown;
}

/**
 * Box sign-in. Callback URL: `<origin>/auth/callback/box`.
 * The empty `scope` grants the scopes configured on the Box app (an OIDC scope would be refused).
 * @example Box({ clientId: env.AUTH_BOX_ID, clientSecret: env.AUTH_BOX_SECRET })
 */
export default function Box(options: Partial<OAuthConfig<BoxProfile>> = {}): OAuthConfig<BoxProfile> {
	return withUserOptions<BoxProfile>(
		{
			id: 'box',
			name: 'Box',
			type: 'oauth',
			authorization: { url: 'https://account.box.com/api/oauth2/authorize', params: { scope: '' } },
			token: { url: 'https://api.box.com/oauth2/token' },
			userinfo: { url: 'https://api.box.com/2.0/users/me' },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.id),
				name: firstString(profile.name),
				email: firstString(profile.login),
				image: firstString(profile.avatar_url)
			}),
			style: { bg: '#0061d5', text: '#ffffff' }
		},
		options
	);
}

export { Box };
