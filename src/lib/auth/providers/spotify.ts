/**
 * Spotify (OAuth 2).
 * Docs: https://developer.spotify.com/documentation/web-api/tutorials/code-pkce-flow
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, requireId, withUserOptions } from './oauth-defaults.ts';

/** GET /v1/me: https://developer.spotify.com/documentation/web-api/reference/get-current-users-profile */
export interface SpotifyProfile {
	id: string;
	display_name: string | null;
	/** Needs the `user-read-email` scope; Spotify does not say whether it is verified. */
	email?: string;
	country?: string;
	product?: string;
	uri: string;
	href: string;
	external_urls: { spotify: string };
	followers?: { href: string | null; total: number };
	images: Array<{ url: string; height: number | null; width: number | null }>;
	[key: string]: unknown;
}

/**
 * Spotify sign-in. Callback URL: `<origin>/auth/callback/spotify` (Spotify refuses `localhost`; use 127.0.0.1).
 * @example Spotify({ clientId: env.AUTH_SPOTIFY_ID, clientSecret: env.AUTH_SPOTIFY_SECRET })
 */
export default function Spotify(options: Partial<OAuthConfig<SpotifyProfile>> = {}): OAuthConfig<SpotifyProfile> {
	return withUserOptions<SpotifyProfile>(
		{
			id: 'spotify',
			name: 'Spotify',
			type: 'oauth',
			authorization: { url: 'https://accounts.spotify.com/authorize', params: { scope: 'user-read-email' } },
			token: { url: 'https://accounts.spotify.com/api/token' },
			userinfo: { url: 'https://api.spotify.com/v1/me' },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.id),
				name: firstString(profile.display_name, profile.id),
				email: firstString(profile.email),
				// Spotify lists the largest image first.
				image: firstString(profile.images?.[0]?.url)
			}),
			style: { bg: '#1db954', text: '#000000' }
		},
		options
	);
}

export { Spotify };
