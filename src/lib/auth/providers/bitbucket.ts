/**
 * Bitbucket Cloud (OAuth 2).
 * Docs: https://developer.atlassian.com/cloud/bitbucket/oauth-2/
 */
import type { EndpointContext, OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, requestJson, requestOptionalJson, requireId, withUserOptions } from './oauth-defaults.ts';

/** GET /2.0/user: https://developer.atlassian.com/cloud/bitbucket/rest/api-group-users/#api-user-get */
export interface BitbucketProfile {
	type: 'user';
	/** Curly-braced UUID, e.g. `{a2f6...}`. */
	uuid: string;
	/** Atlassian account id, stable across renames and products. */
	account_id: string;
	display_name: string;
	nickname?: string;
	username?: string;
	account_status?: string;
	created_on?: string;
	links: { avatar?: { href: string }; html?: { href: string }; self?: { href: string } };
	/** Not part of /2.0/user: filled in from /2.0/user/emails by this provider. */
	email?: string | null;
	[key: string]: unknown;
}

/** One entry of GET /2.0/user/emails (paginated `values`). */
interface BitbucketEmail {
	email: string;
	is_primary: boolean;
	is_confirmed: boolean;
	type: 'email';
}

const API = 'https://api.bitbucket.org/2.0';

/** /2.0/user has no e-mail: the primary confirmed one comes from /2.0/user/emails (`email` scope). */
export async function fetchBitbucketProfile(context: EndpointContext): Promise<BitbucketProfile> {
	const profile = await requestJson<BitbucketProfile>(context, `${API}/user`);
	const emails = await requestOptionalJson<{ values?: BitbucketEmail[] }>(context, `${API}/user/emails`);
	const primary = emails?.values?.find((entry) => entry.is_primary && entry.is_confirmed);
	return { ...profile, email: primary?.email ?? null };
}

/**
 * Bitbucket sign-in. Callback URL: `<origin>/auth/callback/bitbucket` (set on the OAuth consumer).
 * @example Bitbucket({ clientId: env.AUTH_BITBUCKET_ID, clientSecret: env.AUTH_BITBUCKET_SECRET })
 */
export default function Bitbucket(options: Partial<OAuthConfig<BitbucketProfile>> = {}): OAuthConfig<BitbucketProfile> {
	return withUserOptions<BitbucketProfile>(
		{
			id: 'bitbucket',
			name: 'Bitbucket',
			type: 'oauth',
			authorization: { url: 'https://bitbucket.org/site/oauth2/authorize', params: { scope: 'account email' } },
			token: { url: 'https://bitbucket.org/site/oauth2/access_token' },
			userinfo: { url: `${API}/user`, request: fetchBitbucketProfile },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				// `account_id` (Atlassian-wide) is the id Auth.js stores, so existing accounts keep matching.
				id: requireId(profile.account_id, profile.uuid),
				name: firstString(profile.display_name, profile.nickname, profile.username),
				email: firstString(profile.email),
				image: firstString(profile.links?.avatar?.href)
			}),
			style: { bg: '#0052cc', text: '#ffffff' }
		},
		options
	);
}

export { Bitbucket };
