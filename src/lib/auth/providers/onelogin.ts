/**
 * OneLogin (OpenID Connect; the issuer is your subdomain's `/oidc/2`).
 * Docs: https://developers.onelogin.com/openid-connect
 */
import type { OAuthConfig } from './types.ts';
import { oidcPreset } from './oidc-preset.ts';

/** ID token claims. */
export interface OneLoginProfile {
	iss: string;
	sub: string;
	aud: string;
	exp: number;
	iat: number;
	name?: string;
	preferred_username?: string;
	given_name?: string;
	family_name?: string;
	email?: string;
	picture?: string;
	[claim: string]: unknown;
}

/** An account URL given in code (`https://acme.onelogin.com`) gets the OIDC path OneLogin's issuer has. */
export function oneLoginIssuer(issuer: string | undefined): string | undefined {
	if (!issuer) return undefined;
	const trimmed = issuer.replace(/\/+$/, '');
	return new URL(trimmed).pathname === '/' ? `${trimmed}/oidc/2` : trimmed;
}

/**
 * OneLogin sign-in. Callback URL: `<origin>/auth/callback/onelogin`.
 * `issuer` is required: in code `https://<subdomain>.onelogin.com` suffices; `AUTH_ONELOGIN_ISSUER` must be
 * the whole issuer, `https://<subdomain>.onelogin.com/oidc/2`.
 * @example OneLogin({ clientId, clientSecret, issuer: 'https://acme.onelogin.com' })
 */
export default function OneLogin(options: Partial<OAuthConfig<OneLoginProfile>> = {}): OAuthConfig<OneLoginProfile> {
	return oidcPreset<OneLoginProfile>(
		{ id: 'onelogin', name: 'OneLogin', style: { bg: '#000000', text: '#ffffff' }, nameFrom: (p) => [p.name, p.nickname, p.preferred_username] },
		{ ...options, issuer: oneLoginIssuer(options.issuer) }
	);
}

export { OneLogin };
