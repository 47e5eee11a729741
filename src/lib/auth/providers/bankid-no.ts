/**
 * BankID Norway (OpenID Connect; the profile comes from the signed userinfo answer).
 * Docs: https://confluence.bankidnorge.no/confluence/pdoidcl
 */
import type { OAuthConfig } from './types.ts';
import { OIDC_SCOPE, firstString, requireId, withUserOptions } from './oauth-defaults.ts';

/** Userinfo claims of the BankID OIDC provider. */
export interface BankIDNorwayProfile {
	iss: string;
	sub: string;
	aud: string;
	exp?: number;
	iat?: number;
	name?: string;
	given_name?: string;
	family_name?: string;
	birthdate?: string;
	email?: string;
	/** Which BankID was used: `BID` (code device), `BIM` (mobile), `BIS` (app). */
	amr?: string;
	/** Stable alternative subject, the same across BankID OIDC clients of one merchant. */
	bankid_altsub?: string;
	nnin_altsub?: string;
	tid?: string;
	[claim: string]: unknown;
}

/**
 * BankID sign-in. Callback URL: `<origin>/auth/callback/bankid-no`. Production issuer by default; for
 * the test environment pass its issuer (`AUTH_BANKID_NO_ISSUER` or `issuer`).
 * @example BankIDNorway({ clientId: env.AUTH_BANKID_NO_ID, clientSecret: env.AUTH_BANKID_NO_SECRET })
 */
export default function BankIDNorway(options: Partial<OAuthConfig<BankIDNorwayProfile>> = {}): OAuthConfig<BankIDNorwayProfile> {
	return withUserOptions<BankIDNorwayProfile>(
		{
			id: 'bankid-no',
			name: 'BankID Norge',
			type: 'oidc',
			issuer: 'https://auth.bankid.no/auth/realms/prod',
			// The name and e-mail are released at the userinfo endpoint (signed as a JWT), not in the id_token.
			idToken: false,
			client: { token_endpoint_auth_method: 'client_secret_post', userinfo_signed_response_alg: 'RS256' },
			// Norwegian login page, and the BankID app offered first.
			authorization: { params: { scope: OIDC_SCOPE, ui_locales: 'no', login_hint: 'BIS' } },
			checks: ['pkce', 'state', 'nonce'],
			profile: (profile) => ({
				id: requireId(profile.sub),
				name: firstString(profile.name),
				email: firstString(profile.email),
				image: null
			}),
			style: { bg: '#39134c', text: '#ffffff' }
		},
		options
	);
}

export { BankIDNorway };
