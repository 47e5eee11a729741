/**
 * FACEIT Connect (OAuth 2).
 * Docs: https://cdn.faceit.com/third_party/docs/FACEIT_Connect_3.0.pdf
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, requireId, withUserOptions } from './oauth-defaults.ts';

/** GET /auth/v1/resources/userinfo, with the `openid email profile` scopes. */
export interface FACEITProfile {
	/** The FACEIT player id. */
	guid: string;
	nickname?: string;
	name?: string;
	email?: string;
	picture?: string;
	locale?: string;
	membership?: string;
	[key: string]: unknown;
}

/**
 * FACEIT sign-in. Callback URL: `<origin>/auth/callback/faceit`. The token endpoint takes HTTP Basic
 * client authentication (the default).
 * @example FACEIT({ clientId: env.AUTH_FACEIT_ID, clientSecret: env.AUTH_FACEIT_SECRET })
 */
export default function FACEIT(options: Partial<OAuthConfig<FACEITProfile>> = {}): OAuthConfig<FACEITProfile> {
	return withUserOptions<FACEITProfile>(
		{
			id: 'faceit',
			name: 'FACEIT',
			type: 'oauth',
			// `redirect_popup=true` makes FACEIT redirect the whole page instead of answering a popup.
			authorization: { url: 'https://accounts.faceit.com/accounts', params: { redirect_popup: 'true', scope: 'openid email profile' } },
			token: { url: 'https://api.faceit.com/auth/v1/oauth/token' },
			userinfo: { url: 'https://api.faceit.com/auth/v1/resources/userinfo' },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.guid),
				name: firstString(profile.name, profile.nickname),
				email: firstString(profile.email),
				image: firstString(profile.picture)
			}),
			style: { bg: '#ff5500', text: '#ffffff' }
		},
		options
	);
}

export { FACEIT };
