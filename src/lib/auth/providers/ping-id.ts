/**
 * PingOne by Ping Identity (OpenID Connect; the issuer names your environment).
 * Docs: https://apidocs.pingidentity.com/pingone/auth/v1/api/
 */
import type { OAuthConfig } from './types.ts';
import { oidcPreset } from './oidc-preset.ts';

/** ID token claims. */
export interface PingProfile {
	iss: string;
	sub: string;
	aud: string;
	exp: number;
	iat: number;
	acr?: string;
	amr?: string[];
	auth_time?: number;
	sid?: string;
	preferred_username?: string;
	name?: string;
	given_name?: string;
	family_name?: string;
	email?: string;
	picture?: string;
	env?: string;
	org?: string;
	'p1.region'?: string;
	[claim: string]: unknown;
}

/**
 * PingOne sign-in. Callback URL: `<origin>/auth/callback/ping-id`.
 * `issuer` is required (option or `AUTH_PING_ID_ISSUER`): `https://auth.pingone.<region>/<environment id>/as`.
 * @example PingId({ clientId, clientSecret, issuer: 'https://auth.pingone.eu/0a1b.../as' })
 */
export default function PingId(options: Partial<OAuthConfig<PingProfile>> = {}): OAuthConfig<PingProfile> {
	return oidcPreset<PingProfile>(
		{ id: 'ping-id', name: 'Ping Identity', style: { bg: '#b3282d', text: '#ffffff' }, nameFrom: (p) => [p.name, p.nickname, p.preferred_username] },
		options
	);
}

export { PingId };
