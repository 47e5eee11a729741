/**
 * Salesforce (OpenID Connect; production orgs by default, sandboxes and My Domain through `issuer`).
 * Docs: https://help.salesforce.com/s/articleView?id=sf.remoteaccess_using_openid.htm
 */
import type { OAuthConfig } from './types.ts';
import { oidcPreset } from './oidc-preset.ts';

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
	return oidcPreset<SalesforceProfile>({
			id: 'salesforce',
			name: 'Salesforce',
			issuer: 'https://login.salesforce.com',
			style: { bg: '#00a1e0', text: '#ffffff' },
			// `sub` (the identity URL) is in both the id_token and userinfo; `user_id` only in userinfo.
			idFrom: (p) => [p.sub, p.user_id],
			nameFrom: (p) => [p.name, p.preferred_username, p.nickname]
		}, options);
}

export { Salesforce };
