/**
 * Osso: SAML single sign-on presented as OAuth 2 (your Osso instance).
 * Docs: https://ossoapp.com/docs/
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, requireId, withUserOptions } from './oauth-defaults.ts';
import { requireBaseUrl } from './provider-helpers.ts';

/** GET /oauth/me: the normalized SAML profile. */
export interface OssoProfile {
	id: string;
	email: string;
	idp?: string;
	requested?: { domain?: string; email?: string };
	[key: string]: unknown;
}

/**
 * Osso sign-in. Callback URL: `<origin>/auth/callback/osso`. `issuer` (the instance URL) is required in
 * code. Name the customer at sign-in, e.g. `signIn('osso', {}, { domain: 'example.com' })`.
 * @example Osso({ clientId, clientSecret, issuer: 'https://demo.ossoapp.com' })
 */
export default function Osso(options: Partial<OAuthConfig<OssoProfile>> = {}): OAuthConfig<OssoProfile> {
	const issuer = requireBaseUrl(options.issuer, 'Osso', 'https://demo.ossoapp.com');
	return withUserOptions<OssoProfile>(
		{
			id: 'osso',
			name: 'Osso',
			type: 'oauth',
			issuer,
			// Osso has no scopes.
			authorization: { url: `${issuer}/oauth/authorize`, params: { scope: '' } },
			token: { url: `${issuer}/oauth/token` },
			userinfo: { url: `${issuer}/oauth/me` },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.sub, profile.id),
				name: firstString(profile.name),
				email: firstString(profile.email),
				image: null
			}),
			style: { bg: '#000000', text: '#ffffff' }
		},
		{ ...options, issuer }
	);
}

export { Osso };
