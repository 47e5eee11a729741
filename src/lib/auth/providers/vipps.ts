/**
 * Vipps MobilePay Login (OpenID Connect; the profile comes from the userinfo endpoint).
 * Docs: https://developer.vippsmobilepay.com/docs/APIs/login-api/
 */
import type { OAuthConfig } from './types.ts';
import { firstString, requireId, withUserOptions } from './oauth-defaults.ts';

interface VippsAddress {
	street_address?: string;
	postal_code?: string;
	region?: string;
	country?: string;
	formatted?: string;
	address_type?: string;
}

/** Userinfo answer: https://developer.vippsmobilepay.com/api/userinfo/ */
export interface VippsProfile {
	sub: string;
	sid?: string;
	name?: string;
	given_name?: string;
	family_name?: string;
	email?: string;
	email_verified?: boolean;
	phone_number?: string;
	birthdate?: string;
	nin?: string;
	address?: VippsAddress;
	other_addresses?: VippsAddress[];
	accounts?: Array<{ account_name: string; account_number: number | string; bank_name: string }>;
	[claim: string]: unknown;
}

/**
 * Vipps sign-in. Callback URL: `<origin>/auth/callback/vipps`. Production issuer by default; the test
 * environment is `https://apitest.vipps.no/access-management-1.0/access/` (`issuer` or `AUTH_VIPPS_ISSUER`).
 * @example Vipps({ clientId: env.AUTH_VIPPS_ID, clientSecret: env.AUTH_VIPPS_SECRET })
 */
export default function Vipps(options: Partial<OAuthConfig<VippsProfile>> = {}): OAuthConfig<VippsProfile> {
	return withUserOptions<VippsProfile>(
		{
			id: 'vipps',
			name: 'Vipps',
			type: 'oidc',
			issuer: 'https://api.vipps.no/access-management-1.0/access/',
			// Vipps releases the consented profile at the userinfo endpoint only; `name` is a Vipps scope.
			idToken: false,
			authorization: { params: { scope: 'openid name email' } },
			checks: ['pkce', 'state', 'nonce'],
			profile: (profile) => ({
				id: requireId(profile.sub),
				name: firstString(profile.name),
				email: firstString(profile.email),
				image: null
			}),
			style: { bg: '#ff5b24', text: '#ffffff' }
		},
		options
	);
}

export { Vipps };
