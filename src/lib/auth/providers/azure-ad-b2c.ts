/**
 * Azure AD B2C (OpenID Connect; one issuer per tenant, one discovery document per user flow).
 * Docs: https://learn.microsoft.com/en-us/azure/active-directory-b2c/openid-connect
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, OIDC_SCOPE, firstString, omitKeys, requireId, withUserOptions } from './oauth-defaults.ts';

/** ID token claims: https://learn.microsoft.com/en-us/azure/active-directory-b2c/tokens-overview#claims */
export interface AzureADB2CProfile {
	iss: string;
	sub: string;
	aud: string;
	exp: number;
	nbf: number;
	iat: number;
	auth_time?: number;
	ver?: string;
	/** Object id of the user in the tenant. */
	oid?: string;
	/** The user flow (policy) that issued the token. */
	tfp?: string;
	name?: string;
	given_name?: string;
	family_name?: string;
	preferred_username?: string;
	/** The "Email Addresses" claim of a user flow: a list. */
	emails?: string[];
	/** Custom policies may emit a single `email` instead. */
	email?: string;
	[claim: string]: unknown;
}

export type AzureADB2COptions = Partial<OAuthConfig<AzureADB2CProfile>> & {
	/** Tenant name, e.g. `contoso` for contoso.onmicrosoft.com: with `primaryUserFlow` it locates the discovery document. */
	tenantId?: string;
	/** The user flow (policy), e.g. `B2C_1_signupsignin`. */
	primaryUserFlow?: string;
};

/**
 * B2C publishes discovery per user flow, under a URL that is not `<issuer>/.well-known/...`:
 * https://learn.microsoft.com/en-us/azure/active-directory-b2c/openid-connect#fetch-the-openid-connect-metadata-document
 */
export function b2cWellKnown(tenantId: string, userFlow: string): string {
	return `https://${tenantId}.b2clogin.com/${tenantId}.onmicrosoft.com/${userFlow}/v2.0/.well-known/openid-configuration`;
}

/**
 * Azure AD B2C sign-in. Callback URL: `<origin>/auth/callback/azure-ad-b2c`.
 * `issuer` is required (option or `AUTH_AZURE_AD_B2C_ISSUER`): the `issuer` of your user flow's discovery
 * document, e.g. `https://contoso.b2clogin.com/<tenant GUID>/v2.0/`. Unless the flow uses the `tfp` issuer
 * format, also pass `tenantId` + `primaryUserFlow` (or `wellKnown`) to locate that document.
 * @example AzureADB2C({ clientId, clientSecret, issuer, tenantId: 'contoso', primaryUserFlow: 'B2C_1_signupsignin' })
 */
export default function AzureADB2C(options: AzureADB2COptions = {}): OAuthConfig<AzureADB2CProfile> {
	const { tenantId, primaryUserFlow } = options;
	const wellKnown = options.wellKnown ?? (tenantId && primaryUserFlow ? b2cWellKnown(tenantId, primaryUserFlow) : undefined);
	return withUserOptions<AzureADB2CProfile>(
		{
			id: 'azure-ad-b2c',
			name: 'Azure AD B2C',
			type: 'oidc',
			authorization: { params: { scope: OIDC_SCOPE } },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.sub),
				name: firstString(profile.name, profile.preferred_username),
				email: firstString(profile.emails?.[0], profile.email),
				image: null
			}),
			style: { bg: '#0072c6', text: '#ffffff' }
		},
		{ ...omitKeys(options, ['tenantId', 'primaryUserFlow']), wellKnown }
	);
}

export { AzureADB2C };
