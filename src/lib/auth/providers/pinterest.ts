/**
 * Pinterest (OAuth 2, API v5).
 * Docs: https://developers.pinterest.com/docs/getting-started/authentication/
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, requireId, withUserOptions } from './oauth-defaults.ts';

/** GET /v5/user_account: https://developers.pinterest.com/docs/api/v5/user_account-get */
export interface PinterestProfile {
	/** Numeric account id (newer API versions); the account id used here is the username. */
	id?: string;
	username: string;
	account_type: 'BUSINESS' | 'PINNER';
	profile_image?: string;
	website_url?: string;
	business_name?: string | null;
	board_count?: number;
	pin_count?: number;
	follower_count?: number;
	following_count?: number;
	monthly_views?: number;
	[key: string]: unknown;
}

/**
 * Pinterest sign-in. Callback URL: `<origin>/auth/callback/pinterest`. The account id is the username,
 * as Auth.js stores it, so a renamed Pinterest account signs in as a new account. No e-mail.
 * @example Pinterest({ clientId: env.AUTH_PINTEREST_ID, clientSecret: env.AUTH_PINTEREST_SECRET })
 */
export default function Pinterest(options: Partial<OAuthConfig<PinterestProfile>> = {}): OAuthConfig<PinterestProfile> {
	return withUserOptions<PinterestProfile>(
		{
			id: 'pinterest',
			name: 'Pinterest',
			type: 'oauth',
			authorization: { url: 'https://www.pinterest.com/oauth', params: { scope: 'user_accounts:read' } },
			token: { url: 'https://api.pinterest.com/v5/oauth/token' },
			userinfo: { url: 'https://api.pinterest.com/v5/user_account' },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.username),
				name: firstString(profile.username),
				email: null,
				image: firstString(profile.profile_image)
			}),
			style: { bg: '#e60023', text: '#ffffff' }
		},
		options
	);
}

export { Pinterest };
