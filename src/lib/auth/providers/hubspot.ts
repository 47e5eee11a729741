/**
 * HubSpot (OAuth 2).
 * Docs: https://developers.hubspot.com/docs/api/oauth-quickstart-guide
 */
import type { EndpointContext, OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, requireId, withUserOptions } from './oauth-defaults.ts';
import { accessTokenOf, fetchJson } from './provider-helpers.ts';

/** GET /oauth/v1/access-tokens/:token: https://developers.hubspot.com/docs/api/oauth/tokens */
export interface HubSpotProfile {
	token: string;
	/** The signed-in user's e-mail address. */
	user: string;
	hub_domain: string;
	scopes: string[];
	scope_to_scope_group_pks?: number[];
	trial_scopes?: string[];
	hub_id: number;
	app_id: number;
	expires_in: number;
	user_id: number;
	token_type: string;
	[key: string]: unknown;
}

export const HUBSPOT_TOKEN_INFO_URL = 'https://api.hubapi.com/oauth/v1/access-tokens';

/** HubSpot describes a token (and its user) at a URL that ends in the token itself; no Authorization header. */
export function fetchHubSpotProfile(context: EndpointContext): Promise<HubSpotProfile> {
	const token = accessTokenOf(context, 'api.hubapi.com');
	return fetchJson<HubSpotProfile>(context, `${HUBSPOT_TOKEN_INFO_URL}/${encodeURIComponent(token)}`, { label: HUBSPOT_TOKEN_INFO_URL });
}

/**
 * HubSpot sign-in. Callback URL: `<origin>/auth/callback/hubspot`. The account id is the HubSpot user id;
 * HubSpot shares no display name, so the e-mail serves as the name.
 * @example HubSpot({ clientId: env.AUTH_HUBSPOT_ID, clientSecret: env.AUTH_HUBSPOT_SECRET })
 */
export default function HubSpot(options: Partial<OAuthConfig<HubSpotProfile>> = {}): OAuthConfig<HubSpotProfile> {
	return withUserOptions<HubSpotProfile>(
		{
			id: 'hubspot',
			name: 'HubSpot',
			type: 'oauth',
			authorization: { url: 'https://app.hubspot.com/oauth/authorize', params: { scope: 'oauth' } },
			token: { url: 'https://api.hubapi.com/oauth/v1/token' },
			userinfo: { url: HUBSPOT_TOKEN_INFO_URL, request: fetchHubSpotProfile },
			// HubSpot reads the client credentials from the form body.
			client: { token_endpoint_auth_method: 'client_secret_post' },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.user_id),
				name: firstString(profile.user),
				email: firstString(profile.user),
				image: null
			}),
			style: { bg: '#ff7a59', text: '#ffffff' }
		},
		options
	);
}

export { HubSpot };
