/**
 * osu! (OAuth 2, API v2).
 * Docs: https://osu.ppy.sh/docs/index.html#authorization-code-grant
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, requireId, withUserOptions } from './oauth-defaults.ts';

/** GET /api/v2/me (abridged): https://osu.ppy.sh/docs/index.html#get-own-data */
export interface OsuProfile {
	id: number;
	username: string;
	avatar_url: string;
	country_code: string;
	default_group?: string;
	is_active?: boolean;
	is_bot?: boolean;
	is_deleted?: boolean;
	is_online?: boolean;
	is_supporter?: boolean;
	join_date?: string;
	playmode?: string;
	country?: { code: string; name: string };
	cover?: { custom_url: string | null; url: string; id: string | null };
	[key: string]: unknown;
}

/**
 * osu! sign-in. Callback URL: `<origin>/auth/callback/osu`. osu! shares no e-mail address.
 * @example Osu({ clientId: env.AUTH_OSU_ID, clientSecret: env.AUTH_OSU_SECRET })
 */
export default function Osu(options: Partial<OAuthConfig<OsuProfile>> = {}): OAuthConfig<OsuProfile> {
	return withUserOptions<OsuProfile>(
		{
			id: 'osu',
			name: 'osu!',
			type: 'oauth',
			authorization: { url: 'https://osu.ppy.sh/oauth/authorize', params: { scope: 'identify' } },
			token: { url: 'https://osu.ppy.sh/oauth/token' },
			userinfo: { url: 'https://osu.ppy.sh/api/v2/me' },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.id),
				name: firstString(profile.username),
				email: null,
				image: firstString(profile.avatar_url)
			}),
			style: { bg: '#ff66aa', text: '#ffffff' }
		},
		options
	);
}

export { Osu };
