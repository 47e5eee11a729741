/**
 * Azure Active Directory: the id Auth.js used for Microsoft Entra ID before the rename. It is the
 * Entra ID preset under the id `azure-ad`, so apps whose callback URL and stored accounts use that id
 * keep working. New apps use microsoft-entra-id.ts.
 * Docs: https://learn.microsoft.com/en-us/entra/identity-platform/v2-protocols-oidc
 */
import type { OAuthConfig } from './types.ts';
import MicrosoftEntraID, { type MicrosoftEntraIdOptions, type MicrosoftEntraIdProfile } from './microsoft-entra-id.ts';

/** ID token claims, as for Entra ID: https://learn.microsoft.com/en-us/entra/identity-platform/id-token-claims-reference */
export interface AzureADProfile extends MicrosoftEntraIdProfile {
	[claim: string]: unknown;
}

export type AzureADOptions = Partial<OAuthConfig<AzureADProfile>> & { tenantId?: string };

/**
 * Azure AD sign-in. Callback URL: `<origin>/auth/callback/azure-ad`; env vars `AUTH_AZURE_AD_ID`,
 * `AUTH_AZURE_AD_SECRET`, `AUTH_AZURE_AD_ISSUER`. Takes the Entra ID options (`tenantId`, `issuer`).
 * @example AzureAD({ clientId, clientSecret, tenantId: '7f0d...' })
 */
export default function AzureAD(options: AzureADOptions = {}): OAuthConfig<AzureADProfile> {
	return MicrosoftEntraID({ id: 'azure-ad', name: 'Azure Active Directory', ...(options as MicrosoftEntraIdOptions) }) as OAuthConfig<AzureADProfile>;
}

export { AzureAD };
