/**
 * FreshBooks (OAuth 2).
 * Docs: https://www.freshbooks.com/api/authentication
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, joinName, requireId, withUserOptions } from './oauth-defaults.ts';

/** GET /auth/api/v1/users/me (abridged): https://www.freshbooks.com/api/me_endpoint */
export interface FreshbooksProfile {
	response: {
		id: number;
		identity_id?: number;
		first_name: string;
		last_name: string;
		email: string;
		confirmed_at?: string | null;
		created_at?: string;
		business_memberships?: Array<{ id: number; role: string; business: { id: number; name: string; account_id: string | null } }>;
		[key: string]: unknown;
	};
	[key: string]: unknown;
}

/**
 * FreshBooks sign-in. Callback URL: `<origin>/auth/callback/freshbooks`. Scope `user:profile:read`, which
 * the app must have enabled.
 * @example Freshbooks({ clientId: env.AUTH_FRESHBOOKS_ID, clientSecret: env.AUTH_FRESHBOOKS_SECRET })
 */
export default function Freshbooks(options: Partial<OAuthConfig<FreshbooksProfile>> = {}): OAuthConfig<FreshbooksProfile> {
	return withUserOptions<FreshbooksProfile>(
		{
			id: 'freshbooks',
			name: 'FreshBooks',
			type: 'oauth',
			authorization: { url: 'https://auth.freshbooks.com/service/auth/oauth/authorize', params: { scope: 'user:profile:read' } },
			token: { url: 'https://api.freshbooks.com/auth/oauth/token' },
			userinfo: { url: 'https://api.freshbooks.com/auth/api/v1/users/me' },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.response?.id),
				name: joinName(profile.response?.first_name, profile.response?.last_name),
				email: firstString(profile.response?.email),
				image: null
			}),
			style: { bg: '#0075dd', text: '#ffffff' }
		},
		options
	);
}

export { Freshbooks };
