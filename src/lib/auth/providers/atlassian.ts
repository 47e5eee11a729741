/**
 * Atlassian accounts (OAuth 2.0 authorization code grant, "3LO").
 * Docs: https://developer.atlassian.com/cloud/jira/platform/oauth-2-3lo-apps/
 */
import type { OAuthConfig } from './types.ts';
import { firstString, requireId, withUserOptions } from './oauth-defaults.ts';

/** GET https://api.atlassian.com/me: https://developer.atlassian.com/cloud/jira/platform/oauth-2-3lo-apps/ */
export interface AtlassianProfile {
	/** Atlassian account id, the same in every Atlassian product. */
	account_id: string;
	account_type?: string;
	account_status?: string;
	name: string;
	nickname?: string;
	email: string;
	email_verified?: boolean;
	picture?: string;
	zoneinfo?: string;
	locale?: string;
	[key: string]: unknown;
}

/**
 * Atlassian sign-in. Callback URL: `<origin>/auth/callback/atlassian`.
 * @example Atlassian({ clientId: env.AUTH_ATLASSIAN_ID, clientSecret: env.AUTH_ATLASSIAN_SECRET })
 */
export default function Atlassian(options: Partial<OAuthConfig<AtlassianProfile>> = {}): OAuthConfig<AtlassianProfile> {
	return withUserOptions<AtlassianProfile>(
		{
			id: 'atlassian',
			name: 'Atlassian',
			type: 'oauth',
			// `audience=api.atlassian.com` is required by Atlassian's authorize endpoint.
			authorization: { url: 'https://auth.atlassian.com/authorize', params: { audience: 'api.atlassian.com', scope: 'read:me' } },
			token: { url: 'https://auth.atlassian.com/oauth/token' },
			userinfo: { url: 'https://api.atlassian.com/me' },
			// Atlassian's 3LO flow documents `state` and no PKCE.
			checks: ['state'],
			profile: (profile) => ({
				id: requireId(profile.account_id),
				name: firstString(profile.name, profile.nickname),
				email: firstString(profile.email),
				image: firstString(profile.picture)
			}),
			style: { bg: '#ffffff', text: '#0052cc' }
		},
		options
	);
}

export { Atlassian };
