/**
 * Mastodon (OAuth 2; every server is its own provider).
 * Docs: https://docs.joinmastodon.org/spec/oauth/
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, requireId, withUserOptions } from './oauth-defaults.ts';
import { requireBaseUrl } from './provider-helpers.ts';

/** GET /api/v1/accounts/verify_credentials (abridged): https://docs.joinmastodon.org/methods/accounts/#verify_credentials */
export interface MastodonProfile {
	/** Unique on this server only: an account on another server is another provider. */
	id: string;
	username: string;
	acct: string;
	display_name: string;
	locked: boolean;
	bot: boolean;
	created_at: string;
	note: string;
	url: string;
	avatar: string;
	avatar_static: string;
	header?: string;
	followers_count?: number;
	following_count?: number;
	statuses_count?: number;
	[key: string]: unknown;
}

/**
 * Mastodon sign-in for one server. Callback URL: `<origin>/auth/callback/mastodon`.
 * `issuer` (the server, e.g. `https://mastodon.social`) is required in code. Mastodon shares no e-mail.
 * @example Mastodon({ clientId, clientSecret, issuer: 'https://mastodon.social' })
 */
export default function Mastodon(options: Partial<OAuthConfig<MastodonProfile>> = {}): OAuthConfig<MastodonProfile> {
	const issuer = requireBaseUrl(options.issuer, 'Mastodon', 'https://mastodon.social');
	return withUserOptions<MastodonProfile>(
		{
			id: 'mastodon',
			name: 'Mastodon',
			type: 'oauth',
			issuer,
			authorization: { url: `${issuer}/oauth/authorize`, params: { scope: 'read' } },
			token: { url: `${issuer}/oauth/token` },
			userinfo: { url: `${issuer}/api/v1/accounts/verify_credentials` },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.id),
				name: firstString(profile.username),
				email: null,
				image: firstString(profile.avatar_static, profile.avatar)
			}),
			style: { bg: '#6364ff', text: '#ffffff' }
		},
		{ ...options, issuer }
	);
}

export { Mastodon };
