/**
 * Any OpenID Connect provider that supports discovery (`<issuer>/.well-known/openid-configuration`).
 * Spec: https://openid.net/specs/openid-connect-discovery-1_0.html
 */
import type { OAuthConfig } from './types.ts';
import type { Profile } from '../model.ts';
import { DEFAULT_CHECKS, OIDC_SCOPE, defaultProfile, withUserOptions } from './oauth-defaults.ts';

export type OIDCOptions<P extends Record<string, any> = Profile> = Partial<OAuthConfig<P>> & {
	/** The issuer identifier, exactly as the provider's discovery document spells it. */
	issuer: string;
};

/**
 * A generic OIDC provider. Defaults: id `oidc`, name `OIDC`, scope `openid profile email`, checks pkce +
 * state, and the default profile mapping (sub, name, email, picture). Callback URL: `<origin>/auth/callback/<id>`.
 * @example oidc({ id: 'corp', name: 'Corp SSO', issuer: 'https://sso.corp.example', clientId, clientSecret })
 */
export default function oidc<P extends Record<string, any> = Profile>(options: OIDCOptions<P>): OAuthConfig<P> {
	return withUserOptions<P>(
		{
			id: 'oidc',
			name: 'OIDC',
			type: 'oidc',
			authorization: { params: { scope: OIDC_SCOPE } },
			checks: [...DEFAULT_CHECKS],
			profile: (profile: P) => defaultProfile(profile as Profile),
			style: { bg: '#ffffff', text: '#000000' }
		},
		options
	);
}

export { oidc };
