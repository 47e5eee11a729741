/**
 * Microsoft Entra ID, formerly Azure AD (OpenID Connect, v2.0 endpoints).
 * Docs: https://learn.microsoft.com/en-us/entra/identity-platform/v2-protocols-oidc
 */
import type { OAuthConfig, TenantIssuer } from './types.ts';
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
	/** The user's tenant (a GUID): what a multi-tenant app allow-lists in its `signIn` callback. */
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
 * The multi-tenant issuers (`common`, `organizations`) publish `https://login.microsoftonline.com/{tenantid}/v2.0`
 * in discovery, and each id_token's `iss` names the user's own tenant, the GUID in its `tid` claim
 * (https://learn.microsoft.com/en-us/entra/identity-platform/v2-protocols-oidc#find-your-apps-openid-configuration-document-uri).
 * The flow verifies the token against that tenant's issuer (flows/oauth-tenant.ts); a tenant given
 * as a GUID is single-tenant and must be discovered as itself.
 */
export const ENTRA_TENANT_ISSUER: TenantIssuer = Object.freeze({
	segment: 0,
	claim: 'tid',
	format: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
});

const ENTRA_ORIGIN = 'https://login.microsoftonline.com';

/**
 * `consumers` (personal Microsoft accounts only) is not a template: its discovery document, and every
 * id_token, name the one tenant all personal accounts live in. Microsoft's documented id:
 * https://learn.microsoft.com/en-us/entra/identity-platform/id-token-claims-reference#payload-claims (`tid`).
 */
export const CONSUMERS_ISSUER = `${ENTRA_ORIGIN}/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0`;

/**
 * Microsoft Entra ID sign-in. Callback URL: `<origin>/auth/callback/microsoft-entra-id`.
 * The issuer is `options.issuer`, else `https://login.microsoftonline.com/<tenantId>/v2.0`, else
 * `AUTH_MICROSOFT_ENTRA_ID_ISSUER` (applied by the core). With `common` or `organizations` any
 * Microsoft tenant can sign in: check `profile.tid` in the `signIn` callback (docs/providers.md).
 * `tenantId: 'consumers'` is discovered at its alias and verified against CONSUMERS_ISSUER.
 * @example MicrosoftEntraID({ clientId, clientSecret, tenantId: '7f0d...' })
 */
export default function MicrosoftEntraID(options: MicrosoftEntraIdOptions = {}): OAuthConfig<MicrosoftEntraIdProfile> {
	// Without `issuer` or `tenantId` the issuer stays unset, so AUTH_MICROSOFT_ENTRA_ID_ISSUER can fill it.
	const consumers = !options.issuer && options.tenantId === 'consumers';
	const issuer = options.issuer ?? (consumers ? CONSUMERS_ISSUER : options.tenantId ? `${ENTRA_ORIGIN}/${options.tenantId}/v2.0` : undefined);
	// `consumers` is discovered at its alias, whose document names the personal-account tenant's issuer.
	const wellKnown = options.wellKnown ?? (consumers ? `${ENTRA_ORIGIN}/consumers/v2.0/.well-known/openid-configuration` : undefined);
	return withUserOptions<MicrosoftEntraIdProfile>(
		{
			id: 'microsoft-entra-id',
			name: 'Microsoft Entra ID',
			type: 'oidc',
			issuer,
			// Set whatever the tenant: the issuer may come from the environment after this factory ran.
			tenantIssuer: ENTRA_TENANT_ISSUER,
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
		{ ...omitKeys(options, ['tenantId']), issuer, wellKnown }
	);
}

export { MicrosoftEntraID };
