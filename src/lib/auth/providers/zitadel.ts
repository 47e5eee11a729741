/**
 * ZITADEL (OpenID Connect; the issuer is your instance domain).
 * Docs: https://zitadel.com/docs/apis/openidoauth/endpoints
 */
import type { OAuthConfig } from './types.ts';
import { oidcPreset } from './oidc-preset.ts';

/** ID token claims: https://zitadel.com/docs/apis/openidoauth/claims */
export interface ZitadelProfile {
	amr?: string[];
	at_hash?: string;
	aud: string | string[];
	auth_time: number;
	azp: string;
	client_id: string;
	email?: string;
	email_verified?: boolean;
	exp: number;
	family_name?: string;
	given_name?: string;
	gender?: string;
	iat: number;
	iss: string;
	locale?: string;
	name?: string;
	nickname?: string;
	nonce?: string;
	picture?: string;
	preferred_username?: string;
	sid?: string;
	sub: string;
	updated_at?: number;
	[claim: string]: unknown;
}

/**
 * ZITADEL sign-in. Callback URL: `<origin>/auth/callback/zitadel`.
 * `issuer` is required (option or `AUTH_ZITADEL_ISSUER`), e.g. `https://acme-abc123.zitadel.cloud`.
 * Profile claims appear in the id_token only with the app's "User Info inside ID Token" setting.
 * @example Zitadel({ clientId, clientSecret, issuer: 'https://acme-abc123.zitadel.cloud' })
 */
export default function Zitadel(options: Partial<OAuthConfig<ZitadelProfile>> = {}): OAuthConfig<ZitadelProfile> {
	return oidcPreset<ZitadelProfile>({ id: 'zitadel', name: 'ZITADEL', style: { bg: '#000000', text: '#ffffff' } }, options);
}

export { Zitadel };
