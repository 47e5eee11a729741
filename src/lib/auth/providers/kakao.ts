/**
 * Kakao Login (OAuth 2, REST API).
 * Docs: https://developers.kakao.com/docs/latest/en/kakaologin/rest-api
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, requireId, withUserOptions } from './oauth-defaults.ts';

/** GET /v2/user/me (abridged): https://developers.kakao.com/docs/latest/en/kakaologin/rest-api#req-user-info */
export interface KakaoProfile {
	id: number;
	has_signed_up?: boolean;
	connected_at?: string;
	properties?: { nickname?: string; profile_image?: string; thumbnail_image?: string; [key: string]: unknown };
	kakao_account?: {
		profile_needs_agreement?: boolean;
		profile?: { nickname?: string; thumbnail_image_url?: string; profile_image_url?: string; is_default_image?: boolean };
		name?: string;
		email_needs_agreement?: boolean;
		is_email_valid?: boolean;
		is_email_verified?: boolean;
		email?: string;
		age_range?: string;
		birthday?: string;
		gender?: 'female' | 'male';
		phone_number?: string;
		[key: string]: unknown;
	};
	[key: string]: unknown;
}

/**
 * Kakao sign-in. Callback URL: `<origin>/auth/callback/kakao`. The empty `scope` asks for the consent items
 * configured on the app; the e-mail needs the "Kakao account (email)" item.
 * @example Kakao({ clientId: env.AUTH_KAKAO_ID, clientSecret: env.AUTH_KAKAO_SECRET })
 */
export default function Kakao(options: Partial<OAuthConfig<KakaoProfile>> = {}): OAuthConfig<KakaoProfile> {
	return withUserOptions<KakaoProfile>(
		{
			id: 'kakao',
			name: 'Kakao',
			type: 'oauth',
			authorization: { url: 'https://kauth.kakao.com/oauth/authorize', params: { scope: '' } },
			token: { url: 'https://kauth.kakao.com/oauth/token' },
			userinfo: { url: 'https://kapi.kakao.com/v2/user/me' },
			// Kakao reads client_id and client_secret from the form body.
			client: { token_endpoint_auth_method: 'client_secret_post' },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.id),
				name: firstString(profile.kakao_account?.profile?.nickname, profile.properties?.nickname),
				email: firstString(profile.kakao_account?.email),
				image: firstString(profile.kakao_account?.profile?.profile_image_url, profile.properties?.profile_image)
			}),
			style: { bg: '#fee500', text: '#191919' }
		},
		options
	);
}

export { Kakao };
