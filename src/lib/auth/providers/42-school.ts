/**
 * 42 School intranet (OAuth 2).
 * Docs: https://api.intra.42.fr/apidoc/guides/web_application_flow
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, requireId, withUserOptions } from './oauth-defaults.ts';

/** GET /v2/me (abridged): https://api.intra.42.fr/apidoc/2.0/users/me.html */
export interface FortyTwoProfile {
	id: number;
	login: string;
	email: string;
	first_name: string;
	last_name: string;
	usual_full_name: string | null;
	usual_first_name: string | null;
	displayname: string;
	url: string;
	image: { link: string | null; versions?: { large: string; medium: string; small: string; micro: string } };
	'staff?': boolean;
	pool_month?: string | null;
	pool_year?: string | null;
	campus?: Array<{ id: number; name: string; time_zone: string; country: string; city: string }>;
	cursus_users?: Array<{ cursus_id: number; level: number; grade: string | null; begin_at: string | null; end_at: string | null }>;
	[key: string]: unknown;
}

/**
 * 42 sign-in. Callback URL: `<origin>/auth/callback/42-school`; env vars `AUTH_42_SCHOOL_ID`, `AUTH_42_SCHOOL_SECRET`.
 * @example FortyTwo({ clientId: env.AUTH_42_SCHOOL_ID, clientSecret: env.AUTH_42_SCHOOL_SECRET })
 */
export default function FortyTwo(options: Partial<OAuthConfig<FortyTwoProfile>> = {}): OAuthConfig<FortyTwoProfile> {
	return withUserOptions<FortyTwoProfile>(
		{
			id: '42-school',
			name: '42 School',
			type: 'oauth',
			authorization: { url: 'https://api.intra.42.fr/oauth/authorize', params: { scope: 'public' } },
			token: { url: 'https://api.intra.42.fr/oauth/token' },
			userinfo: { url: 'https://api.intra.42.fr/v2/me' },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.id),
				name: firstString(profile.usual_full_name, profile.displayname, profile.login),
				email: firstString(profile.email),
				image: firstString(profile.image?.link)
			}),
			style: { bg: '#000000', text: '#ffffff' }
		},
		options
	);
}

export { FortyTwo };
