/**
 * Oracle NetSuite (OAuth 2.0 authorization code grant; endpoints per account).
 * Docs: https://docs.oracle.com/en/cloud/saas/netsuite/ns-online-help/section_158074210415.html
 */
import type { OAuthConfig } from './types.ts';
import { firstString, omitKeys, requireId, withUserOptions } from './oauth-defaults.ts';
import { requireOption } from './provider-helpers.ts';

/** What a RESTlet written to describe the current user (`runtime.getCurrentUser()`) typically answers. */
export interface NetSuiteProfile {
	id: number;
	name: string;
	email: string;
	location?: number;
	role?: number;
	roleId?: string;
	roleCenter?: string;
	contact?: number;
	subsidiary?: number;
	department?: number;
	[key: string]: unknown;
}

export type NetSuiteOptions = Partial<OAuthConfig<NetSuiteProfile>> & {
	/**
	 * The account id as your account-specific domain spells it (`1234567`, a sandbox `1234567-sb1`): Oracle
	 * lists the domains under Setup > Company > Company Information > Company URLs and asks integrations
	 * not to construct them otherwise (https://docs.oracle.com/en/cloud/saas/netsuite/ns-online-help/section_1498251763.html).
	 */
	accountID?: string;
};

/**
 * NetSuite sign-in. Callback URL: `<origin>/auth/callback/netsuite`. NetSuite has no user endpoint:
 * `userinfo` must name a RESTlet (or REST record) of yours that returns the current user, and
 * `accountID` names the account.
 * @example NetSuite({ clientId, clientSecret, accountID: '1234567', userinfo: 'https://1234567.restlets.api.netsuite.com/app/site/hosting/restlet.nl?script=customscript_me&deploy=1' })
 */
export default function NetSuite(options: NetSuiteOptions = {}): OAuthConfig<NetSuiteProfile> {
	const host = requireOption(options.accountID, 'NetSuite', 'accountID', 'the account id of your account-specific domain, e.g. 1234567');
	return withUserOptions<NetSuiteProfile>(
		{
			id: 'netsuite',
			name: 'NetSuite',
			type: 'oauth',
			authorization: { url: `https://${host}.app.netsuite.com/app/login/oauth2/authorize.nl`, params: { scope: 'restlets rest_webservices' } },
			token: { url: `https://${host}.suitetalk.api.netsuite.com/services/rest/auth/oauth2/v1/token` },
			checks: ['state'],
			profile: (profile) => ({
				id: requireId(profile.id),
				name: firstString(profile.name),
				email: firstString(profile.email),
				image: null
			}),
			style: { bg: '#181a1b', text: '#fbfbfb' }
		},
		omitKeys(options, ['accountID'])
	);
}

export { NetSuite };
