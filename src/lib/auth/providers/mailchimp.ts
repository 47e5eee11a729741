/**
 * Mailchimp (OAuth 2).
 * Docs: https://mailchimp.com/developer/marketing/guides/access-user-data-oauth-2/
 */
import type { EndpointContext, OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, requireId, withUserOptions } from './oauth-defaults.ts';
import { accessTokenOf, conformTokenResponse, fetchJson } from './provider-helpers.ts';

/** GET https://login.mailchimp.com/oauth2/metadata */
export interface MailchimpProfile {
	dc: string;
	role: string;
	accountname: string;
	user_id: number;
	login: { email: string; avatar: string | null; login_id: number; login_name: string; login_email: string };
	login_url: string;
	api_endpoint: string;
	[key: string]: unknown;
}

export const MAILCHIMP_METADATA_URL = 'https://login.mailchimp.com/oauth2/metadata';

/** The metadata endpoint takes the token in an `OAuth` Authorization header, as Mailchimp's guide shows. */
export function fetchMailchimpProfile(context: EndpointContext): Promise<MailchimpProfile> {
	return fetchJson<MailchimpProfile>(context, MAILCHIMP_METADATA_URL, { headers: { authorization: `OAuth ${accessTokenOf(context, 'login.mailchimp.com')}` } });
}

/**
 * Mailchimp sign-in. Callback URL: `<origin>/auth/callback/mailchimp` (Mailchimp refuses `localhost`; use
 * `127.0.0.1`). Mailchimp answers the token request with `scope: null`, no `token_type` and `expires_in: 0`
 * for a token that never expires; `token.conform` turns that into a standard answer.
 * @example Mailchimp({ clientId: env.AUTH_MAILCHIMP_ID, clientSecret: env.AUTH_MAILCHIMP_SECRET })
 */
export default function Mailchimp(options: Partial<OAuthConfig<MailchimpProfile>> = {}): OAuthConfig<MailchimpProfile> {
	return withUserOptions<MailchimpProfile>(
		{
			id: 'mailchimp',
			name: 'Mailchimp',
			type: 'oauth',
			// Mailchimp has no scopes.
			authorization: { url: 'https://login.mailchimp.com/oauth2/authorize', params: { scope: '' } },
			token: { url: 'https://login.mailchimp.com/oauth2/token', conform: (response) => conformTokenResponse(response, { zeroMeansNoExpiry: true }) },
			userinfo: { url: MAILCHIMP_METADATA_URL, request: fetchMailchimpProfile },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.login?.login_id),
				name: firstString(profile.accountname, profile.login?.login_name),
				email: firstString(profile.login?.email, profile.login?.login_email),
				image: firstString(profile.login?.avatar)
			}),
			style: { bg: '#ffe01b', text: '#241c15' }
		},
		options
	);
}

export { Mailchimp };
