/**
 * Kinde (OpenID Connect; your Kinde domain is the issuer).
 * Docs: https://docs.kinde.com/
 */
import type { OAuthConfig } from './types.ts';
import { oidcPreset } from './oidc-preset.ts';

/** ID token claims. */
export interface KindeProfile {
	iss: string;
	/** Kinde user id, `kp_...`. */
	sub: string;
	aud: string | string[];
	exp: number;
	iat: number;
	name?: string;
	given_name?: string;
	family_name?: string;
	email?: string;
	picture?: string;
	org_code?: string;
	[claim: string]: unknown;
}

/**
 * Kinde sign-in. Callback URL: `<origin>/auth/callback/kinde`.
 * `issuer` is required (option or `AUTH_KINDE_ISSUER`), e.g. `https://acme.kinde.com`.
 * @example Kinde({ clientId, clientSecret, issuer: 'https://acme.kinde.com' })
 */
export default function Kinde(options: Partial<OAuthConfig<KindeProfile>> = {}): OAuthConfig<KindeProfile> {
	return oidcPreset<KindeProfile>(
		{ id: 'kinde', name: 'Kinde', style: { bg: '#ffffff', text: '#0f0f0f' }, nameFrom: (p) => [p.name, p.nickname, p.preferred_username] },
		options
	);
}

export { Kinde };
