/**
 * The shape most OIDC presets share: discovery from `issuer`, the standard OIDC scope, `sub` as the id,
 * and a name taken from the first present claim of a provider-specific list.
 */
import type { OAuthChecks, OAuthConfig, ProviderButtonStyles } from './types.ts';
import { DEFAULT_CHECKS, OIDC_SCOPE, firstString, requireId, withUserOptions } from './oauth-defaults.ts';

export interface OidcPreset<P> {
	id: string;
	name: string;
	issuer?: string;
	style: ProviderButtonStyles;
	checks?: OAuthChecks[];
	/** Candidates for the user's id, first present wins. Default: `sub`. */
	idFrom?: (profile: P) => unknown[];
	/** Candidates for the display name, first present wins. Default: `name`, `preferred_username`. */
	nameFrom?: (profile: P) => unknown[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function oidcPreset<P extends Record<string, any>>(preset: OidcPreset<P>, options: Partial<OAuthConfig<P>>): OAuthConfig<P> {
	const idFrom = preset.idFrom ?? ((p: P) => [p.sub]);
	const nameFrom = preset.nameFrom ?? ((p: P) => [p.name, p.preferred_username]);
	return withUserOptions<P>(
		{
			id: preset.id,
			name: preset.name,
			type: 'oidc',
			...(preset.issuer ? { issuer: preset.issuer } : {}),
			authorization: { params: { scope: OIDC_SCOPE } },
			checks: preset.checks ?? [...DEFAULT_CHECKS],
			profile: (profile: P) => ({
				id: requireId(...idFrom(profile)),
				name: firstString(...nameFrom(profile)),
				email: firstString(profile.email),
				image: firstString(profile.picture)
			}),
			style: preset.style
		},
		options
	);
}
