/**
 * Descope (OpenID Connect; the issuer names your project).
 * Docs: https://docs.descope.com/
 */
import type { OAuthConfig } from './types.ts';
import { oidcPreset } from './oidc-preset.ts';

/** ID token claims. */
export interface DescopeProfile {
	iss: string;
	sub: string;
	aud: string | string[];
	exp: number;
	iat: number;
	name?: string;
	email?: string;
	email_verified?: boolean;
	phone_number?: string;
	phone_number_verified?: boolean;
	picture?: string;
	[claim: string]: unknown;
}

/**
 * Descope sign-in. Callback URL: `<origin>/auth/callback/descope`. The client id is the Descope project id,
 * and the issuer `https://api.descope.com/<project id>` is derived from it when `clientId` is given in code
 * (otherwise set `issuer` or `AUTH_DESCOPE_ISSUER`).
 * @example Descope({ clientId: 'P2abc...', clientSecret: env.AUTH_DESCOPE_SECRET })
 */
export default function Descope(options: Partial<OAuthConfig<DescopeProfile>> = {}): OAuthConfig<DescopeProfile> {
	const issuer = options.issuer ?? (options.clientId ? `https://api.descope.com/${options.clientId}` : undefined);
	return oidcPreset<DescopeProfile>(
		{ id: 'descope', name: 'Descope', style: { bg: '#1c1c23', text: '#ffffff' }, nameFrom: (p) => [p.name, p.nickname, p.preferred_username] },
		{ ...options, issuer }
	);
}

export { Descope };
