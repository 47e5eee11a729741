/**
 * Coinbase (OAuth 2, Coinbase App API).
 * Docs: https://docs.cdp.coinbase.com/coinbase-app/oauth2-integration/overview
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, requireId, withUserOptions } from './oauth-defaults.ts';

/** GET https://api.coinbase.com/v2/user (Coinbase App API). */
export interface CoinbaseProfile {
	data: {
		id: string;
		name: string;
		username?: string | null;
		profile_location?: string | null;
		profile_bio?: string | null;
		profile_url?: string | null;
		avatar_url?: string;
		resource?: string;
		resource_path?: string;
		/** With the `wallet:user:email` scope. */
		email?: string;
		[key: string]: unknown;
	};
	[key: string]: unknown;
}

/**
 * Coinbase sign-in. Callback URL: `<origin>/auth/callback/coinbase`.
 * @example Coinbase({ clientId: env.AUTH_COINBASE_ID, clientSecret: env.AUTH_COINBASE_SECRET })
 */
export default function Coinbase(options: Partial<OAuthConfig<CoinbaseProfile>> = {}): OAuthConfig<CoinbaseProfile> {
	return withUserOptions<CoinbaseProfile>(
		{
			id: 'coinbase',
			name: 'Coinbase',
			type: 'oauth',
			authorization: { url: 'https://login.coinbase.com/oauth2/auth', params: { scope: 'wallet:user:email wallet:user:read' } },
			token: { url: 'https://login.coinbase.com/oauth2/token' },
			userinfo: { url: 'https://api.coinbase.com/v2/user' },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.data?.id),
				name: firstString(profile.data?.name, profile.data?.username),
				email: firstString(profile.data?.email),
				image: firstString(profile.data?.avatar_url)
			}),
			style: { bg: '#0052ff', text: '#ffffff' }
		},
		options
	);
}

export { Coinbase };
