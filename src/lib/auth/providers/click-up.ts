/**
 * ClickUp (OAuth 2).
 * Docs: https://developer.clickup.com/docs/authentication
 */
import type { OAuthConfig } from './types.ts';
import { firstString, requireId, withUserOptions } from './oauth-defaults.ts';

/** GET /api/v2/user: https://developer.clickup.com/reference/getauthorizeduser */
export interface ClickUpProfile {
	user: {
		id: number;
		username: string;
		email?: string;
		color?: string;
		profilePicture?: string | null;
		initials?: string;
		week_start_day?: number | null;
		timezone?: string;
		[key: string]: unknown;
	};
	[key: string]: unknown;
}

/**
 * ClickUp sign-in. Callback URL: `<origin>/auth/callback/click-up`. ClickUp has no scopes: the user picks
 * the workspaces to share, so the `scope` parameter stays empty.
 * @example ClickUp({ clientId: env.AUTH_CLICK_UP_ID, clientSecret: env.AUTH_CLICK_UP_SECRET })
 */
export default function ClickUp(options: Partial<OAuthConfig<ClickUpProfile>> = {}): OAuthConfig<ClickUpProfile> {
	return withUserOptions<ClickUpProfile>(
		{
			id: 'click-up',
			name: 'ClickUp',
			type: 'oauth',
			authorization: { url: 'https://app.clickup.com/api', params: { scope: '' } },
			token: { url: 'https://api.clickup.com/api/v2/oauth/token' },
			userinfo: { url: 'https://api.clickup.com/api/v2/user' },
			// ClickUp documents `state` only.
			checks: ['state'],
			profile: (profile) => ({
				id: requireId(profile.user?.id),
				name: firstString(profile.user?.username),
				email: firstString(profile.user?.email),
				image: firstString(profile.user?.profilePicture)
			}),
			style: { bg: '#7b68ee', text: '#ffffff' }
		},
		options
	);
}

export { ClickUp };
