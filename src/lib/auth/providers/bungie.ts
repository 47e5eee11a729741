/**
 * Bungie.net (OAuth 2; every API call also carries the app's API key).
 * Docs: https://github.com/Bungie-net/api/wiki/OAuth-Documentation
 */
import type { EndpointContext, OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, requestJson, requireId, withUserOptions } from './oauth-defaults.ts';

/** A Bungie.net user (GeneralUser): https://bungie-net.github.io/multi/schema_User-GeneralUser.html */
export interface BungieNetUser {
	membershipId: string;
	uniqueName?: string;
	displayName: string;
	profilePicturePath?: string;
	cachedBungieGlobalDisplayName?: string;
	cachedBungieGlobalDisplayNameCode?: number;
	locale?: string;
	firstAccess?: string;
	[key: string]: unknown;
}

/** GET /Platform/User/GetMembershipsForCurrentUser/: https://bungie-net.github.io/multi/operation_get_User-GetMembershipsForCurrentUser.html */
export interface BungieProfile {
	Response: { bungieNetUser: BungieNetUser; destinyMemberships?: unknown[]; primaryMembershipId?: string };
	ErrorCode: number;
	ThrottleSeconds?: number;
	ErrorStatus: string;
	Message: string;
	MessageData?: Record<string, string>;
	[key: string]: unknown;
}

export const BUNGIE_PROFILE_URL = 'https://www.bungie.net/Platform/User/GetMembershipsForCurrentUser/';

/**
 * The signed-in user's memberships. Bungie refuses API calls without the app's `X-API-Key`, and reports
 * failures as `ErrorCode` other than 1 in a 200 answer: https://bungie-net.github.io/multi/index.html
 */
export async function fetchBungieProfile(context: EndpointContext): Promise<BungieProfile> {
	const apiKey = context.provider.apiKey;
	if (typeof apiKey !== 'string' || apiKey === '') throw new TypeError('Bungie needs `apiKey`: the API key of your Bungie.net application');
	const profile = await requestJson<BungieProfile>(context, BUNGIE_PROFILE_URL, { headers: { 'x-api-key': apiKey } });
	if (profile.ErrorCode !== 1) throw new Error(`Bungie.net answered ErrorCode ${profile.ErrorCode} (${profile.ErrorStatus})`);
	return profile;
}

function pictureOf(user: BungieNetUser | undefined): string | null {
	const path = firstString(user?.profilePicturePath);
	if (!path) return null;
	return path.startsWith('http') ? path : `https://www.bungie.net${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * Bungie sign-in. Callback URL: `<origin>/auth/callback/bungie` (Bungie wants https, also in development).
 * `apiKey` is the application's API key. Bungie grants the scopes configured on the app, so the `scope`
 * parameter stays empty. No e-mail address.
 * @example Bungie({ clientId: env.AUTH_BUNGIE_ID, clientSecret: env.AUTH_BUNGIE_SECRET, apiKey: env.BUNGIE_API_KEY })
 */
export default function Bungie(options: Partial<OAuthConfig<BungieProfile>> & { apiKey?: string } = {}): OAuthConfig<BungieProfile> {
	return withUserOptions<BungieProfile>(
		{
			id: 'bungie',
			name: 'Bungie',
			type: 'oauth',
			// `reauth=true` shows the account picker, so a user can switch Bungie.net accounts.
			authorization: { url: 'https://www.bungie.net/en/OAuth/Authorize', params: { reauth: 'true', scope: '' } },
			token: { url: 'https://www.bungie.net/platform/app/oauth/token/' },
			userinfo: { url: BUNGIE_PROFILE_URL, request: fetchBungieProfile },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => {
				const user = profile.Response?.bungieNetUser;
				return {
					id: requireId(user?.membershipId),
					name: firstString(user?.displayName, user?.uniqueName),
					email: null,
					image: pictureOf(user)
				};
			},
			style: { bg: '#0a0a0a', text: '#ffffff' }
		},
		options
	);
}

export { Bungie };
