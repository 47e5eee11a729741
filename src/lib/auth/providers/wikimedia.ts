/**
 * Wikimedia (OAuth 2 of the MediaWiki OAuth extension on Meta-Wiki: one account for every Wikimedia wiki).
 * Docs: https://api.wikimedia.org/wiki/Authentication
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, requireId, withUserOptions } from './oauth-defaults.ts';

/** GET /w/rest.php/oauth2/resource/profile: https://www.mediawiki.org/wiki/Extension:OAuth#OAuth_2 */
export interface WikimediaProfile {
	/** The central (global) user id. */
	sub: string;
	username: string;
	editcount?: number;
	confirmed_email?: boolean;
	blocked?: boolean;
	registered?: string;
	groups?: string[];
	rights?: string[];
	grants?: string[];
	/** Only with the "private info" grant. */
	realname?: string;
	email?: string;
	[key: string]: unknown;
}

/**
 * Wikimedia sign-in. Callback URL: `<origin>/auth/callback/wikimedia`. The grants are chosen when the
 * consumer is registered, so the `scope` parameter stays empty.
 * @example Wikimedia({ clientId: env.AUTH_WIKIMEDIA_ID, clientSecret: env.AUTH_WIKIMEDIA_SECRET })
 */
export default function Wikimedia(options: Partial<OAuthConfig<WikimediaProfile>> = {}): OAuthConfig<WikimediaProfile> {
	return withUserOptions<WikimediaProfile>(
		{
			id: 'wikimedia',
			name: 'Wikimedia',
			type: 'oauth',
			authorization: { url: 'https://meta.wikimedia.org/w/rest.php/oauth2/authorize', params: { scope: '' } },
			token: { url: 'https://meta.wikimedia.org/w/rest.php/oauth2/access_token' },
			userinfo: { url: 'https://meta.wikimedia.org/w/rest.php/oauth2/resource/profile' },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.sub),
				name: firstString(profile.username),
				email: firstString(profile.email),
				image: null
			}),
			style: { bg: '#000000', text: '#ffffff' }
		},
		options
	);
}

export { Wikimedia };
