/**
 * Frontegg (OpenID Connect; your Frontegg domain is the issuer).
 * Docs: https://docs.frontegg.com/
 */
import type { OAuthConfig } from './types.ts';
import { oidcPreset } from './oidc-preset.ts';
import { requireBaseUrl } from './provider-helpers.ts';

/** ID token claims. */
export interface FronteggProfile {
	iss: string;
	sub: string;
	aud: string;
	exp: number;
	iat: number;
	name?: string;
	email?: string;
	email_verified?: boolean;
	profilePictureUrl?: string;
	roles?: string[];
	tenantId?: string;
	[claim: string]: unknown;
}

/**
 * Frontegg sign-in. Callback URL: `<origin>/auth/callback/frontegg`.
 * `issuer` (your domain, e.g. `https://app-abc123.frontegg.com`) is required in code: Frontegg serves its
 * OAuth endpoints and discovery document under `/oauth`, not at the issuer's root.
 * @example Frontegg({ clientId, clientSecret, issuer: 'https://app-abc123.frontegg.com' })
 */
export default function Frontegg(options: Partial<OAuthConfig<FronteggProfile>> = {}): OAuthConfig<FronteggProfile> {
	const issuer = requireBaseUrl(options.issuer, 'Frontegg', 'https://app-abc123.frontegg.com');
	return oidcPreset<FronteggProfile>(
		{ id: 'frontegg', name: 'Frontegg', style: { bg: '#000000', text: '#ffffff' }, nameFrom: (p) => [p.name, p.nickname, p.preferred_username] },
		{
			authorization: { url: `${issuer}/oauth/authorize` },
			token: { url: `${issuer}/oauth/token` },
			userinfo: { url: `${issuer}/identity/resources/users/v2/me` },
			wellKnown: `${issuer}/oauth/.well-known/openid-configuration`,
			...options,
			issuer
		}
	);
}

export { Frontegg };
