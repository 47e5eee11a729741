/**
 * Ory Hydra / Ory OAuth2 (OpenID Connect; the issuer is your Hydra public URL or Ory project).
 * The provider id is `hydra`, as in Auth.js: callback URL and env vars use that id.
 * Docs: https://www.ory.sh/docs/hydra/
 */
import type { OAuthConfig } from './types.ts';
import { oidcPreset } from './oidc-preset.ts';

/** ID token claims (with the identity's traits when the consent app adds them). */
export interface OryHydraProfile {
	iss: string;
	sub: string;
	aud: string | string[];
	exp: number;
	iat: number;
	name?: string;
	nickname?: string;
	preferred_username?: string;
	email?: string;
	picture?: string;
	[claim: string]: unknown;
}

/**
 * Ory Hydra sign-in. Callback URL: `<origin>/auth/callback/hydra`.
 * `issuer` is required (option or `AUTH_HYDRA_ISSUER`), e.g. `https://<project>.projects.oryapis.com`.
 * @example OryHydra({ clientId, clientSecret, issuer: 'https://auth.example.com' })
 */
export default function OryHydra(options: Partial<OAuthConfig<OryHydraProfile>> = {}): OAuthConfig<OryHydraProfile> {
	return oidcPreset<OryHydraProfile>(
		{ id: 'hydra', name: 'Hydra', style: { bg: '#ffffff', text: '#0f172a' }, nameFrom: (p) => [p.name, p.nickname, p.preferred_username] },
		options
	);
}

export { OryHydra };
