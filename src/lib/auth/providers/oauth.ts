/**
 * Any OAuth 2.0 provider, configured with explicit endpoints (or an `issuer` with RFC 8414 metadata).
 * Spec: https://www.rfc-editor.org/rfc/rfc6749
 */
import type { OAuthConfig } from './types.ts';
import type { Profile } from '../model.ts';
import { DEFAULT_CHECKS, defaultProfile, withUserOptions } from './oauth-defaults.ts';

export type OAuthOptions<P extends Record<string, any> = Profile> = Partial<OAuthConfig<P>>;

/**
 * A generic OAuth 2 provider. Defaults: id `oauth`, name `OAuth`, checks pkce + state, and the default
 * profile mapping (sub/id, name, email, picture). Give `authorization`, `token` and `userinfo` (each a URL,
 * `{ url, params }` or a handler). Callback URL: `<origin>/auth/callback/<id>`.
 * @example oauth({ id: 'acme', name: 'Acme', authorization: { url: 'https://acme.example/authorize', params: { scope: 'profile' } },
 *   token: 'https://acme.example/token', userinfo: 'https://acme.example/me', clientId, clientSecret })
 */
export default function oauth<P extends Record<string, any> = Profile>(options: OAuthOptions<P> = {}): OAuthConfig<P> {
	return withUserOptions<P>(
		{
			id: 'oauth',
			name: 'OAuth',
			type: 'oauth',
			checks: [...DEFAULT_CHECKS],
			profile: (profile: P) => defaultProfile(profile as Profile),
			style: { bg: '#ffffff', text: '#000000' }
		},
		options
	);
}

export { oauth };
