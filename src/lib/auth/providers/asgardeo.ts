/**
 * Asgardeo by WSO2 (OpenID Connect; the issuer names your organization).
 * Docs: https://wso2.com/asgardeo/docs/guides/authentication/oidc/discover-oidc-configs/
 */
import type { OAuthConfig } from './types.ts';
import { oidcPreset } from './oidc-preset.ts';

/** ID token claims (with the user attributes the application asks for). */
export interface AsgardeoProfile {
	iss: string;
	sub: string;
	aud: string | string[];
	exp: number;
	iat: number;
	email?: string;
	given_name?: string;
	family_name?: string;
	name?: string;
	nickname?: string;
	preferred_username?: string;
	picture?: string;
	[claim: string]: unknown;
}

const TOKEN_PATH = '/oauth2/token';

/**
 * Asgardeo's issuer is the organization's token endpoint URL, `https://api.asgardeo.io/t/<org>/oauth2/token`
 * (the console's "Issuer"); an organization URL given in code gets that path appended.
 */
export function asgardeoIssuer(issuer: string | undefined): string | undefined {
	if (!issuer) return undefined;
	const trimmed = issuer.replace(/\/+$/, '');
	return trimmed.endsWith(TOKEN_PATH) ? trimmed : `${trimmed}${TOKEN_PATH}`;
}

/**
 * Asgardeo sign-in. Callback URL: `<origin>/auth/callback/asgardeo`.
 * `issuer` is required (option or `AUTH_ASGARDEO_ISSUER`, the latter exactly as the console shows it).
 * @example Asgardeo({ clientId, clientSecret, issuer: 'https://api.asgardeo.io/t/acme' })
 */
export default function Asgardeo(options: Partial<OAuthConfig<AsgardeoProfile>> = {}): OAuthConfig<AsgardeoProfile> {
	return oidcPreset<AsgardeoProfile>(
		{ id: 'asgardeo', name: 'Asgardeo', style: { bg: '#000000', text: '#ffffff' }, nameFrom: (p) => [p.name, p.nickname, p.preferred_username] },
		{ ...options, issuer: asgardeoIssuer(options.issuer) }
	);
}

export { Asgardeo };
