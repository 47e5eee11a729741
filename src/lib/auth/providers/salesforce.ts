/**
 * Salesforce (OpenID Connect; production orgs by default, sandboxes and My Domain through `issuer`).
 * Docs: https://help.salesforce.com/s/articleView?id=sf.remoteaccess_using_openid.htm
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, OIDC_SCOPE, firstString, requireId, withUserOptions } from './oauth-defaults.ts';

/**
 * ID token / userinfo claims: https://help.salesforce.com/s/articleView?id=sf.remoteaccess_using_userinfo_endpoint.htm
 * The userinfo response adds `user_id`, `organization_id` and more; the id_token carries the standard claims.
 */
export interface SalesforceProfile {
	/** Identity URL: `https://login.salesforce.com/id/<orgId>/<userId>`. */
	sub: string;
	aud?: string;
	iss?: string;
	exp?: number;
	iat?: number;
	user_id?: string;
	organization_id?: string;
	name?: string;
	nickname?: string;
	given_name?: string;
	family_name?: string;
	preferred_username?: string;
	email?: string;
	email_verified?: boolean;
	picture?: string;
	zoneinfo?: string;
	locale?: string;
	[claim: string]: unknown;
}

/**
 * Salesforce sign-in. Callback URL: `<origin>/auth/callback/salesforce`.
 * Sandboxes: `issuer: 'https://test.salesforce.com'`; My Domain: `https://<domain>.my.salesforce.com`.
 * @example Salesforce({ clientId: env.AUTH_SALESFORCE_ID, clientSecret: env.AUTH_SALESFORCE_SECRET })
 */
export default function Salesforce(options: Partial<OAuthConfig<SalesforceProfile>> = {}): OAuthConfig<SalesforceProfile> {
	return withUserOptions<SalesforceProfile>(
		{
			id: 'salesforce',
			name: 'Salesforce',
			type: 'oidc',
			issuer: 'https://login.salesforce.com',
			authorization: { params: { scope: OIDC_SCOPE } },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				// `sub` (the identity URL) is in both the id_token and userinfo; `user_id` only in userinfo.
				id: requireId(profile.sub, profile.user_id),
				name: firstString(profile.name, profile.preferred_username, profile.nickname),
				email: firstString(profile.email),
				image: firstString(profile.picture)
			}),
			style: { bg: '#00a1e0', text: '#ffffff' }
		},
		options
	);
}

export { Salesforce };
