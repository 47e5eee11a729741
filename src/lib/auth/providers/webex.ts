/**
 * Webex (OAuth 2 integrations).
 * Docs: https://developer.webex.com/docs/integrations
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, omitKeys, requireId, withUserOptions } from './oauth-defaults.ts';

/** GET /v1/people/me (abridged): https://developer.webex.com/docs/api/v1/people/get-my-own-details */
export interface WebexProfile {
	id: string;
	emails: string[];
	displayName?: string;
	nickName?: string;
	firstName?: string;
	lastName?: string;
	avatar?: string;
	orgId?: string;
	created?: string;
	type?: 'person' | 'bot';
	[key: string]: unknown;
}

export type WebexOptions = Partial<OAuthConfig<WebexProfile>> & {
	/** Another Webex API base, e.g. for FedRAMP. Default `https://webexapis.com/v1`. */
	apiBaseUrl?: string;
};

/**
 * Webex sign-in. Callback URL: `<origin>/auth/callback/webex`. The scopes must be enabled on the integration.
 * @example Webex({ clientId: env.AUTH_WEBEX_ID, clientSecret: env.AUTH_WEBEX_SECRET })
 */
export default function Webex(options: WebexOptions = {}): OAuthConfig<WebexProfile> {
	const api = (options.apiBaseUrl ?? 'https://webexapis.com/v1').replace(/\/+$/, '');
	return withUserOptions<WebexProfile>(
		{
			id: 'webex',
			name: 'Webex',
			type: 'oauth',
			authorization: { url: `${api}/authorize`, params: { scope: 'spark:kms spark:people_read' } },
			token: { url: `${api}/access_token` },
			userinfo: { url: `${api}/people/me` },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.id),
				name: firstString(profile.displayName, profile.nickName),
				email: firstString(profile.emails?.[0]),
				image: firstString(profile.avatar)
			}),
			style: { bg: '#07c1e4', text: '#000000' }
		},
		omitKeys(options, ['apiBaseUrl'])
	);
}

export { Webex };
