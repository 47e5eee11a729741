/**
 * Passage by 1Password (OpenID Connect; the issuer names your Passage app).
 * Docs: https://docs.passage.id/
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, OIDC_SCOPE, defaultProfile, withUserOptions } from './oauth-defaults.ts';
import type { Profile } from '../model.ts';

/** ID token claims. */
export interface PassageProfile {
	iss: string;
	sub: string;
	aud: string | string[];
	exp: number;
	iat: number;
	auth_time?: number;
	azp?: string;
	client_id?: string;
	email?: string;
	email_verified?: boolean;
	phone?: string;
	phone_number_verified?: boolean;
	[claim: string]: unknown;
}

/**
 * Passage sign-in. Callback URL: `<origin>/auth/callback/passage`.
 * `issuer` is required (option or `AUTH_PASSAGE_ISSUER`): `https://auth.passage.id/v1/apps/<app id>`.
 * @example Passage({ clientId, clientSecret, issuer: 'https://auth.passage.id/v1/apps/abc123' })
 */
export default function Passage(options: Partial<OAuthConfig<PassageProfile>> = {}): OAuthConfig<PassageProfile> {
	return withUserOptions<PassageProfile>(
		{
			id: 'passage',
			name: 'Passage',
			type: 'oidc',
			authorization: { params: { scope: OIDC_SCOPE } },
			// Passage reads the client credentials from an HTTP Basic header.
			client: { token_endpoint_auth_method: 'client_secret_basic' },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => defaultProfile(profile as Profile),
			style: { bg: '#3d53f6', text: '#ffffff' }
		},
		options
	);
}

export { Passage };
