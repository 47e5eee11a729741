/**
 * Naver Login (OAuth 2).
 * Docs: https://developers.naver.com/docs/login/api/api.md
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, requireId, withUserOptions } from './oauth-defaults.ts';

/** GET https://openapi.naver.com/v1/nid/me: https://developers.naver.com/docs/login/profile/profile.md */
export interface NaverProfile {
	resultcode: string;
	message: string;
	response: {
		/** Per application. */
		id: string;
		nickname?: string;
		name?: string;
		email?: string;
		gender?: 'F' | 'M' | 'U';
		age?: string;
		birthday?: string;
		profile_image?: string;
		birthyear?: string;
		mobile?: string;
	};
	[key: string]: unknown;
}

/**
 * Naver sign-in. Callback URL: `<origin>/auth/callback/naver`. The fields shared are chosen on the app,
 * not by scope, so the `scope` parameter stays empty.
 * @example Naver({ clientId: env.AUTH_NAVER_ID, clientSecret: env.AUTH_NAVER_SECRET })
 */
export default function Naver(options: Partial<OAuthConfig<NaverProfile>> = {}): OAuthConfig<NaverProfile> {
	return withUserOptions<NaverProfile>(
		{
			id: 'naver',
			name: 'Naver',
			type: 'oauth',
			authorization: { url: 'https://nid.naver.com/oauth2.0/authorize', params: { scope: '' } },
			token: { url: 'https://nid.naver.com/oauth2.0/token' },
			userinfo: { url: 'https://openapi.naver.com/v1/nid/me' },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.response?.id),
				name: firstString(profile.response?.nickname, profile.response?.name),
				email: firstString(profile.response?.email),
				image: firstString(profile.response?.profile_image)
			}),
			style: { bg: '#03c75a', text: '#ffffff' }
		},
		options
	);
}

export { Naver };
