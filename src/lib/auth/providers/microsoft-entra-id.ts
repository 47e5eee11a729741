/**
 * Microsoft Entra ID, formerly Azure AD (OpenID Connect, v2.0 endpoints).
 * Docs: https://learn.microsoft.com/en-us/entra/identity-platform/v2-protocols-oidc
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, OIDC_SCOPE, firstString, omitKeys, requireId, withUserOptions } from './oauth-defaults.ts';

/** ID token claims: https://learn.microsoft.com/en-us/entra/identity-platform/id-token-claims-reference */
export interface MicrosoftEntraIdProfile {
	aud: string;
	iss: string;
	iat: number;
	nbf: number;
	exp: number;
	/** Pairwise per application: stable for this app, differs between apps. */
	sub: string;
	/** Object id of the user in the tenant, the same for every app. */
	oid: string;
	tid: string;
	name?: string;
	preferred_username?: string;
	/** Optional claim; may be absent or unverified for guest accounts. */
	email?: string;
	nonce?: string;
	ver: '2.0';
	[claim: string]: unknown;
}

export type MicrosoftEntraIdOptions = Partial<OAuthConfig<MicrosoftEntraIdProfile>> & {
	/** Directory (tenant) id or domain, or `common` / `organizations` / `consumers`. */
	tenantId?: string;
};

/**
 * Microsoft Entra ID sign-in. Callback URL: `<origin>/auth/callback/microsoft-entra-id`.
 * The issuer is `options.issuer`, else `https://login.microsoftonline.com/<tenantId>/v2.0`, else
 * `AUTH_MICROSOFT_ENTRA_ID_ISSUER` (applied by the core).
 * @example MicrosoftEntraID({ clientId, clientSecret, tenantId: '7f0d...' })
 */
export default function MicrosoftEntraID(options: MicrosoftEntraIdOptions = {}): OAuthConfig<MicrosoftEntraIdProfile> {
	// Without `issuer` or `tenantId` the issuer stays unset, so AUTH_MICROSOFT_ENTRA_ID_ISSUER can fill it.
	// Multi-tenant issuers (`common`, `organizations`) publish `{tenantid}` as a template in discovery and the
	// id_token's `iss` names the user's own tenant: the flow must resolve it from the `tid` claim.
	const issuer = options.issuer ?? (options.tenantId ? `https://login.microsoftonline.com/${options.tenantId}/v2.0` : undefined);
	return withUserOptions<MicrosoftEntraIdProfile>(
		{
			id: 'microsoft-entra-id',
			name: 'Microsoft Entra ID',
			type: 'oidc',
			issuer,
			// User.Read lets the app call Microsoft Graph /me (e.g. for the photo) with the stored access token.
			authorization: { params: { scope: `${OIDC_SCOPE} User.Read` } },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.sub),
				name: firstString(profile.name, profile.preferred_username),
				email: firstString(profile.email),
				image: null
			}),
			style: { bg: '#0072c6', text: '#ffffff' }
		},
		{ ...omitKeys(options, ['tenantId']), issuer }
	);
}

export { MicrosoftEntraID };
