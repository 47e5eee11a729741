/**
 * Beyond Identity (OpenID Connect; the issuer names your tenant, realm and application).
 * Docs: https://developer.beyondidentity.com/docs/
 */
import type { OAuthConfig } from './types.ts';
import { oidcPreset } from './oidc-preset.ts';

/** ID token claims. */
export interface BeyondIdentityProfile {
	iss: string;
	sub: string;
	aud: string;
	exp: number;
	iat: number;
	name?: string;
	preferred_username?: string;
	email?: string;
	[claim: string]: unknown;
}

/**
 * Beyond Identity sign-in. Callback URL: `<origin>/auth/callback/beyondidentity`.
 * `issuer` is required (option or `AUTH_BEYONDIDENTITY_ISSUER`), the application's issuer URL from the console.
 * @example BeyondIdentity({ clientId, clientSecret, issuer: 'https://auth-us.beyondidentity.com/v1/tenants/<t>/realms/<r>/applications/<a>' })
 */
export default function BeyondIdentity(options: Partial<OAuthConfig<BeyondIdentityProfile>> = {}): OAuthConfig<BeyondIdentityProfile> {
	return oidcPreset<BeyondIdentityProfile>({ id: 'beyondidentity', name: 'Beyond Identity', style: { bg: '#5077c5', text: '#ffffff' } }, options);
}

export { BeyondIdentity };
