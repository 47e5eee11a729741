/**
 * Strava (OAuth 2).
 * Docs: https://developers.strava.com/docs/authentication/
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, joinName, requireId, withUserOptions } from './oauth-defaults.ts';

/** GET /api/v3/athlete (summary fields): https://developers.strava.com/docs/reference/#api-Athletes-getLoggedInAthlete */
export interface StravaProfile {
	id: number;
	username?: string | null;
	resource_state?: number;
	firstname: string;
	lastname: string;
	bio?: string | null;
	city?: string | null;
	state?: string | null;
	country?: string | null;
	sex?: 'M' | 'F' | null;
	premium?: boolean;
	summit?: boolean;
	created_at?: string;
	updated_at?: string;
	profile_medium?: string;
	/** 124x124 picture URL. */
	profile?: string;
	[key: string]: unknown;
}

/**
 * Strava sign-in. Callback URL: `<origin>/auth/callback/strava` (the app's "Authorization Callback
 * Domain" must be its host). Scopes are comma-separated at Strava. No e-mail address.
 * @example Strava({ clientId: env.AUTH_STRAVA_ID, clientSecret: env.AUTH_STRAVA_SECRET })
 */
export default function Strava(options: Partial<OAuthConfig<StravaProfile>> = {}): OAuthConfig<StravaProfile> {
	return withUserOptions<StravaProfile>(
		{
			id: 'strava',
			name: 'Strava',
			type: 'oauth',
			// `approval_prompt=auto` skips the consent screen for a user who already authorized the app.
			authorization: { url: 'https://www.strava.com/api/v3/oauth/authorize', params: { scope: 'read', approval_prompt: 'auto' } },
			token: { url: 'https://www.strava.com/api/v3/oauth/token' },
			userinfo: { url: 'https://www.strava.com/api/v3/athlete' },
			// Strava reads client_id and client_secret from the form body.
			client: { token_endpoint_auth_method: 'client_secret_post' },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.id),
				name: joinName(profile.firstname, profile.lastname) ?? firstString(profile.username),
				email: null,
				image: firstString(profile.profile)
			}),
			style: { bg: '#fc4c02', text: '#ffffff' }
		},
		options
	);
}

export { Strava };
