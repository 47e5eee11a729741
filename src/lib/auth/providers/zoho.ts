/**
 * Zoho Accounts (OAuth 2; the zoho.com data center by default).
 * Docs: https://www.zoho.com/accounts/protocol/oauth.html
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, joinName, requireId, withUserOptions } from './oauth-defaults.ts';

/** GET https://accounts.zoho.com/oauth/user/info (scope `AaaServer.profile.Read`). */
export interface ZohoProfile {
	ZUID: number;
	First_Name: string;
	Last_Name: string;
	Display_Name?: string;
	Email: string;
	[key: string]: unknown;
}

/**
 * Zoho sign-in. Callback URL: `<origin>/auth/callback/zoho`. Accounts in another data center (zoho.eu,
 * zoho.in, ...) need the three endpoints on that domain.
 * @example Zoho({ clientId: env.AUTH_ZOHO_ID, clientSecret: env.AUTH_ZOHO_SECRET })
 */
export default function Zoho(options: Partial<OAuthConfig<ZohoProfile>> = {}): OAuthConfig<ZohoProfile> {
	return withUserOptions<ZohoProfile>(
		{
			id: 'zoho',
			name: 'Zoho',
			type: 'oauth',
			authorization: { url: 'https://accounts.zoho.com/oauth/v2/auth', params: { scope: 'AaaServer.profile.Read' } },
			token: { url: 'https://accounts.zoho.com/oauth/v2/token' },
			userinfo: { url: 'https://accounts.zoho.com/oauth/user/info' },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.ZUID),
				name: joinName(profile.First_Name, profile.Last_Name) ?? firstString(profile.Display_Name),
				email: firstString(profile.Email),
				image: null
			}),
			style: { bg: '#e42527', text: '#ffffff' }
		},
		options
	);
}

export { Zoho };
