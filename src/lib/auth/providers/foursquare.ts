/**
 * Foursquare (OAuth 2, v2 user API).
 * Docs: https://docs.foursquare.com/developer/reference/personalization-apis-authentication
 */
import type { EndpointContext, OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, joinName, requireId, withUserOptions } from './oauth-defaults.ts';
import { accessTokenOf, conformTokenResponse, fetchJson } from './provider-helpers.ts';

export interface FoursquareUser {
	id: string;
	firstName?: string;
	lastName?: string;
	gender?: string;
	photo?: { prefix: string; suffix: string };
	contact?: { email?: string; phone?: string };
	homeCity?: string;
	[key: string]: unknown;
}

/** GET /v2/users/self: the user sits in `response.user`. */
export interface FoursquareProfile {
	meta: { code: number; requestId?: string };
	response: { user: FoursquareUser };
	[key: string]: unknown;
}

export type FoursquareOptions = Partial<OAuthConfig<FoursquareProfile>> & {
	/** The `v` date every v2 call names (YYYYMMDD): the API behaves as it did on that day. */
	apiVersion?: string;
};

/**
 * The v2 API takes the token as the `oauth_token` query parameter, not as a Bearer header:
 * https://docs.foursquare.com/developer/reference/personalization-apis-authentication
 */
export function fetchFoursquareProfile(context: EndpointContext, apiVersion: string): Promise<FoursquareProfile> {
	const url = new URL('https://api.foursquare.com/v2/users/self');
	url.searchParams.set('v', apiVersion);
	url.searchParams.set('oauth_token', accessTokenOf(context, 'api.foursquare.com'));
	return fetchJson<FoursquareProfile>(context, url);
}

/**
 * Foursquare sign-in. Callback URL: `<origin>/auth/callback/foursquare`. Its token answer has no
 * `token_type`, which `token.conform` adds.
 * @example Foursquare({ clientId: env.AUTH_FOURSQUARE_ID, clientSecret: env.AUTH_FOURSQUARE_SECRET })
 */
export default function Foursquare(options: FoursquareOptions = {}): OAuthConfig<FoursquareProfile> {
	const { apiVersion = '20230131', ...rest } = options;
	return withUserOptions<FoursquareProfile>(
		{
			id: 'foursquare',
			name: 'Foursquare',
			type: 'oauth',
			authorization: { url: 'https://foursquare.com/oauth2/authenticate', params: { scope: '' } },
			token: { url: 'https://foursquare.com/oauth2/access_token', conform: (response) => conformTokenResponse(response) },
			userinfo: { url: 'https://api.foursquare.com/v2/users/self', request: (context) => fetchFoursquareProfile(context, apiVersion) },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => {
				const user = profile.response?.user;
				return {
					id: requireId(user?.id),
					name: joinName(user?.firstName, user?.lastName),
					email: firstString(user?.contact?.email),
					image: user?.photo ? `${user.photo.prefix}original${user.photo.suffix}` : null
				};
			},
			style: { bg: '#f94877', text: '#ffffff' }
		},
		rest
	);
}

export { Foursquare };
