/**
 * Zoom (OAuth 2).
 * Docs: https://developers.zoom.us/docs/integrations/oauth/
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, joinName, requireId, withUserOptions } from './oauth-defaults.ts';

/** GET /v2/users/me: https://developers.zoom.us/docs/api/users/#tag/users/GET/users/{userId} */
export interface ZoomProfile {
	id: string;
	first_name?: string;
	last_name?: string;
	display_name?: string;
	email: string;
	type: number;
	role_name?: string;
	pmi?: number;
	use_pmi?: boolean;
	personal_meeting_url?: string;
	timezone?: string;
	verified?: number;
	dept?: string;
	created_at?: string;
	last_login_time?: string;
	pic_url?: string;
	language?: string;
	phone_number?: string;
	status?: string;
	account_id?: string;
	account_number?: number;
	cluster?: string;
	[key: string]: unknown;
}

/**
 * Zoom sign-in. Callback URL: `<origin>/auth/callback/zoom`.
 * Zoom grants the scopes configured on the app; the empty `scope` keeps the core from adding the OIDC default
 * (`openid profile email`), which Zoom refuses. The app needs `user:read:user` (or the legacy `user:read`).
 * @example Zoom({ clientId: env.AUTH_ZOOM_ID, clientSecret: env.AUTH_ZOOM_SECRET })
 */
export default function Zoom(options: Partial<OAuthConfig<ZoomProfile>> = {}): OAuthConfig<ZoomProfile> {
	return withUserOptions<ZoomProfile>(
		{
			id: 'zoom',
			name: 'Zoom',
			type: 'oauth',
			authorization: { url: 'https://zoom.us/oauth/authorize', params: { scope: '' } },
			token: { url: 'https://zoom.us/oauth/token' },
			userinfo: { url: 'https://api.zoom.us/v2/users/me' },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.id),
				name: firstString(profile.display_name) ?? joinName(profile.first_name, profile.last_name),
				email: firstString(profile.email),
				image: firstString(profile.pic_url)
			}),
			style: { bg: '#0b5cff', text: '#ffffff' }
		},
		options
	);
}

export { Zoom };
