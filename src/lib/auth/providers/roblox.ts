/**
 * Roblox (OpenID Connect).
 * Docs: https://create.roblox.com/docs/cloud/auth/oauth2-overview
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, requireId, withUserOptions } from './oauth-defaults.ts';

/** ID token claims: https://create.roblox.com/docs/cloud/auth/oauth2-reference */
export interface RobloxProfile {
	iss: string;
	/** The Roblox user id. */
	sub: string;
	aud: string;
	exp: number;
	iat: number;
	name?: string;
	nickname?: string;
	preferred_username?: string;
	created_at?: number;
	profile?: string;
	picture?: string | null;
	[claim: string]: unknown;
}

/**
 * Roblox sign-in. Callback URL: `<origin>/auth/callback/roblox`. Roblox shares no e-mail address.
 * @example Roblox({ clientId: env.AUTH_ROBLOX_ID, clientSecret: env.AUTH_ROBLOX_SECRET })
 */
export default function Roblox(options: Partial<OAuthConfig<RobloxProfile>> = {}): OAuthConfig<RobloxProfile> {
	return withUserOptions<RobloxProfile>(
		{
			id: 'roblox',
			name: 'Roblox',
			type: 'oidc',
			// The trailing slash is part of Roblox's issuer identifier.
			issuer: 'https://apis.roblox.com/oauth/',
			// Roblox has no `email` scope.
			authorization: { params: { scope: 'openid profile' } },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.sub),
				name: firstString(profile.name, profile.nickname, profile.preferred_username),
				email: firstString(profile.email),
				image: firstString(profile.picture)
			}),
			style: { bg: '#335fff', text: '#ffffff' }
		},
		options
	);
}

export { Roblox };
