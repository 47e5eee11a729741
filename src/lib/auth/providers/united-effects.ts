/**
 * United Effects Core EOS (OpenID Connect; the issuer names your authorization group).
 * Docs: https://docs.unitedeffects.com/
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, requireId, withUserOptions } from './oauth-defaults.ts';

/** ID token claims. */
export interface UnitedEffectsProfile {
	iss: string;
	sub: string;
	aud: string;
	exp: number;
	iat: number;
	email?: string;
	name?: string;
	[claim: string]: unknown;
}

/**
 * United Effects sign-in. Callback URL: `<origin>/auth/callback/united-effects`.
 * `issuer` is required (option or `AUTH_UNITED_EFFECTS_ISSUER`); given in code it is also sent as the
 * `resource` parameter (RFC 8707), which United Effects uses to issue a token for your group.
 * @example UnitedEffects({ clientId, clientSecret, issuer: 'https://auth.unitedeffects.com/<group id>' })
 */
export default function UnitedEffects(options: Partial<OAuthConfig<UnitedEffectsProfile>> = {}): OAuthConfig<UnitedEffectsProfile> {
	return withUserOptions<UnitedEffectsProfile>(
		{
			id: 'united-effects',
			name: 'United Effects',
			type: 'oidc',
			authorization: { params: { scope: 'openid email profile', ...(options.issuer ? { resource: options.issuer } : {}) } },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.sub),
				name: firstString(profile.name, profile.nickname, profile.preferred_username),
				email: firstString(profile.email),
				image: firstString(profile.picture)
			}),
			style: { bg: '#000000', text: '#ffffff' }
		},
		options
	);
}

export { UnitedEffects };
