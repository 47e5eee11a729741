/**
 * Concept2 Logbook (OAuth 2).
 * Docs: https://log.concept2.com/developers/documentation/
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, joinName, requireId, withUserOptions } from './oauth-defaults.ts';

/** GET /api/users/me: https://log.concept2.com/developers/documentation/ */
export interface Concept2Profile {
	data: {
		id: number;
		username: string;
		first_name?: string;
		last_name?: string;
		gender?: string;
		dob?: string;
		email?: string;
		country?: string;
		profile_image?: string;
		age_restricted?: boolean;
		email_permission?: boolean | null;
		max_heart_rate?: number | null;
		weight?: number | null;
		logbook_privacy?: string | null;
		[key: string]: unknown;
	};
	[key: string]: unknown;
}

/**
 * Concept2 sign-in. Callback URL: `<origin>/auth/callback/concept2`.
 * Scopes are comma-separated at Concept2; `user:read` alone is enough to sign in.
 * @example Concept2({ clientId: env.AUTH_CONCEPT2_ID, clientSecret: env.AUTH_CONCEPT2_SECRET })
 */
export default function Concept2(options: Partial<OAuthConfig<Concept2Profile>> = {}): OAuthConfig<Concept2Profile> {
	return withUserOptions<Concept2Profile>(
		{
			id: 'concept2',
			name: 'Concept2',
			type: 'oauth',
			authorization: { url: 'https://log.concept2.com/oauth/authorize', params: { scope: 'user:read,results:write' } },
			token: { url: 'https://log.concept2.com/oauth/access_token' },
			userinfo: { url: 'https://log.concept2.com/api/users/me' },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.data?.id),
				name: firstString(profile.data?.username) ?? joinName(profile.data?.first_name, profile.data?.last_name),
				email: firstString(profile.data?.email),
				image: firstString(profile.data?.profile_image)
			}),
			style: { bg: '#003a70', text: '#ffffff' }
		},
		options
	);
}

export { Concept2 };
