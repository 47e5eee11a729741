/**
 * Trakt (OAuth 2).
 * Docs: https://trakt.docs.apiary.io/#reference/authentication-oauth
 */
import type { EndpointContext, OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, requestJson, requireId, withUserOptions } from './oauth-defaults.ts';

/** GET /users/me?extended=full (abridged): https://trakt.docs.apiary.io/#reference/users/profile */
export interface TraktUser {
	username: string;
	private: boolean;
	name: string | null;
	vip?: boolean;
	vip_ep?: boolean;
	ids: { slug: string; uuid?: string };
	joined_at?: string;
	location?: string | null;
	about?: string | null;
	gender?: string | null;
	age?: number | null;
	images?: { avatar?: { full?: string } };
	[key: string]: unknown;
}

export const TRAKT_PROFILE_URL = 'https://api.trakt.tv/users/me?extended=full';

/** Every Trakt API call names the API version and the app (`trakt-api-key` = client id): https://trakt.docs.apiary.io/#introduction/required-headers */
export function fetchTraktProfile(context: EndpointContext): Promise<TraktUser> {
	return requestJson<TraktUser>(context, TRAKT_PROFILE_URL, {
		headers: { 'trakt-api-version': '2', 'trakt-api-key': String(context.provider.clientId ?? '') }
	});
}

/**
 * Trakt sign-in. Callback URL: `<origin>/auth/callback/trakt`. The account id is the user's slug, as
 * Auth.js stores it. Trakt shares no e-mail address and its images must not be hotlinked. Trakt has no scopes.
 * @example Trakt({ clientId: env.AUTH_TRAKT_ID, clientSecret: env.AUTH_TRAKT_SECRET })
 */
export default function Trakt(options: Partial<OAuthConfig<TraktUser>> = {}): OAuthConfig<TraktUser> {
	return withUserOptions<TraktUser>(
		{
			id: 'trakt',
			name: 'Trakt',
			type: 'oauth',
			authorization: { url: 'https://trakt.tv/oauth/authorize', params: { scope: '' } },
			token: { url: 'https://api.trakt.tv/oauth/token' },
			userinfo: { url: TRAKT_PROFILE_URL, request: fetchTraktProfile },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.ids?.slug),
				name: firstString(profile.name, profile.username),
				email: null,
				image: firstString(profile.images?.avatar?.full)
			}),
			style: { bg: '#ed2224', text: '#ffffff' }
		},
		options
	);
}

export { Trakt };
