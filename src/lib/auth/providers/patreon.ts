/**
 * Patreon (OAuth 2).
 * Docs: https://docs.patreon.com/#oauth
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, requireId, withUserOptions } from './oauth-defaults.ts';

/** GET /api/oauth2/api/current_user, a JSON:API document: https://docs.patreon.com/ */
export interface PatreonProfile {
	data: {
		id: string;
		type: 'user';
		attributes: {
			full_name: string;
			first_name?: string;
			last_name?: string;
			vanity?: string | null;
			email?: string;
			is_email_verified?: boolean;
			image_url?: string;
			thumb_url?: string;
			url?: string;
			created?: string;
			[key: string]: unknown;
		};
		relationships?: Record<string, unknown>;
	};
	links?: { self: string };
	[key: string]: unknown;
}

/**
 * Patreon sign-in. Callback URL: `<origin>/auth/callback/patreon`.
 * @example Patreon({ clientId: env.AUTH_PATREON_ID, clientSecret: env.AUTH_PATREON_SECRET })
 */
export default function Patreon(options: Partial<OAuthConfig<PatreonProfile>> = {}): OAuthConfig<PatreonProfile> {
	return withUserOptions<PatreonProfile>(
		{
			id: 'patreon',
			name: 'Patreon',
			type: 'oauth',
			authorization: { url: 'https://www.patreon.com/oauth2/authorize', params: { scope: 'identity identity[email]' } },
			token: { url: 'https://www.patreon.com/api/oauth2/token' },
			userinfo: { url: 'https://www.patreon.com/api/oauth2/api/current_user' },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.data?.id),
				name: firstString(profile.data?.attributes?.full_name, profile.data?.attributes?.vanity),
				email: firstString(profile.data?.attributes?.email),
				image: firstString(profile.data?.attributes?.image_url)
			}),
			style: { bg: '#000000', text: '#ffffff' }
		},
		options
	);
}

export { Patreon };
