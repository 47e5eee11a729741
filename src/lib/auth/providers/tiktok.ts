/**
 * TikTok Login Kit for Web (OAuth 2 with TikTok's own parameter names).
 * Docs: https://developers.tiktok.com/doc/login-kit-web
 */
import type { TokenSet } from '../model.ts';
import type { OAuthConfig } from './types.ts';
import { firstString, requireId, withUserOptions } from './oauth-defaults.ts';
import { bearerTokenSet, fetchJson, redirectUriOf, requireOption, type TokenRequestContext } from './provider-helpers.ts';

/** GET /v2/user/info/: https://developers.tiktok.com/doc/tiktok-api-v2-get-user-info */
export interface TikTokProfile {
	data: {
		user: {
			/** Per application. */
			open_id: string;
			/** The same across the apps of one developer. */
			union_id?: string;
			avatar_url?: string;
			avatar_url_100?: string;
			avatar_large_url?: string;
			display_name?: string;
			username?: string;
			bio_description?: string;
			profile_deep_link?: string;
			is_verified?: boolean;
			follower_count?: number;
			following_count?: number;
			likes_count?: number;
			video_count?: number;
		};
	};
	error: { code: string; message: string; log_id: string };
	[key: string]: unknown;
}

export const TIKTOK_TOKEN_URL = 'https://open.tiktokapis.com/v2/oauth/token/';

/**
 * TikTok names the client `client_key`, at the authorize and at the token endpoint
 * (https://developers.tiktok.com/doc/oauth-user-access-token-management), which a standard code grant
 * cannot send; it also answers errors with HTTP 200 and an `error` field.
 */
export async function redeemTikTokCode(context: TokenRequestContext): Promise<TokenSet> {
	const code = context.params?.code;
	if (!code) throw new TypeError('TikTok answered without a code');
	const body = new URLSearchParams({
		client_key: String(context.provider.clientId ?? ''),
		client_secret: String(context.provider.clientSecret ?? ''),
		code,
		grant_type: 'authorization_code',
		redirect_uri: redirectUriOf(context, 'TikTok')
	});
	const answer = await fetchJson<Record<string, unknown>>(context, TIKTOK_TOKEN_URL, {
		method: 'POST',
		headers: { 'content-type': 'application/x-www-form-urlencoded' },
		body
	});
	if (typeof answer.error === 'string' && answer.error !== '') throw new Error(`TikTok refused the code: ${answer.error}`);
	return bearerTokenSet(answer);
}

/**
 * TikTok sign-in. Callback URL: `<origin>/auth/callback/tiktok`. `clientId`
 * (the client key) is needed in code, because TikTok's authorize endpoint reads it as `client_key`.
 * No e-mail address.
 * @example TikTok({ clientId: env.AUTH_TIKTOK_ID, clientSecret: env.AUTH_TIKTOK_SECRET })
 */
export default function TikTok(options: Partial<OAuthConfig<TikTokProfile>> & { redirectUri?: string } = {}): OAuthConfig<TikTokProfile> {
	const clientKey = requireOption(options.clientId, 'TikTok', 'clientId', 'its authorize endpoint takes the client key as `client_key`');
	return withUserOptions<TikTokProfile>(
		{
			id: 'tiktok',
			name: 'TikTok',
			type: 'oauth',
			authorization: { url: 'https://www.tiktok.com/v2/auth/authorize/', params: { client_key: clientKey, scope: 'user.info.basic' } },
			token: { url: TIKTOK_TOKEN_URL, request: redeemTikTokCode },
			userinfo: { url: 'https://open.tiktokapis.com/v2/user/info/', params: { fields: 'open_id,avatar_url,display_name' } },
			// PKCE is for TikTok's desktop and mobile apps; web apps use `state`.
			checks: ['state'],
			profile: (profile) => ({
				id: requireId(profile.data?.user?.open_id),
				name: firstString(profile.data?.user?.display_name, profile.data?.user?.username),
				email: null,
				image: firstString(profile.data?.user?.avatar_url)
			}),
			style: { bg: '#000000', text: '#ffffff' }
		},
		options
	);
}

export { TikTok };
