/**
 * Yandex ID (OAuth 2).
 * Docs: https://yandex.com/dev/id/doc/en/
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, requireId, withUserOptions } from './oauth-defaults.ts';

/** GET https://login.yandex.ru/info?format=json: https://yandex.com/dev/id/doc/en/user-information */
export interface YandexProfile {
	id: string;
	login: string;
	client_id: string;
	psuid: string;
	emails?: string[];
	default_email?: string;
	is_avatar_empty?: boolean;
	default_avatar_id?: string;
	birthday?: string | null;
	first_name?: string;
	last_name?: string;
	display_name?: string;
	real_name?: string;
	sex?: 'male' | 'female' | null;
	default_phone?: { id: number; number: string };
	[key: string]: unknown;
}

/** Avatars are addressed by id and size: https://yandex.com/dev/id/doc/en/user-information */
export function yandexAvatarUrl(profile: YandexProfile): string | null {
	const avatarId = firstString(profile.default_avatar_id);
	return avatarId && !profile.is_avatar_empty ? `https://avatars.yandex.net/get-yapic/${encodeURIComponent(avatarId)}/islands-200` : null;
}

/**
 * Yandex sign-in. Callback URL: `<origin>/auth/callback/yandex`.
 * @example Yandex({ clientId: env.AUTH_YANDEX_ID, clientSecret: env.AUTH_YANDEX_SECRET })
 */
export default function Yandex(options: Partial<OAuthConfig<YandexProfile>> = {}): OAuthConfig<YandexProfile> {
	return withUserOptions<YandexProfile>(
		{
			id: 'yandex',
			name: 'Yandex',
			type: 'oauth',
			authorization: { url: 'https://oauth.yandex.ru/authorize', params: { scope: 'login:info login:email login:avatar' } },
			token: { url: 'https://oauth.yandex.ru/token' },
			userinfo: { url: 'https://login.yandex.ru/info', params: { format: 'json' } },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.id),
				name: firstString(profile.display_name, profile.real_name, profile.first_name, profile.login),
				email: firstString(profile.default_email, profile.emails?.[0]),
				image: yandexAvatarUrl(profile)
			}),
			style: { bg: '#ffcc00', text: '#000000' }
		},
		options
	);
}

export { Yandex };
