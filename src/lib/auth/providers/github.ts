/**
 * GitHub (OAuth 2, no OIDC).
 * Docs: https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps
 */
import type { OAuthConfig } from './types.ts';
import type { EndpointContext } from './types.ts';
import { DEFAULT_CHECKS, firstString, omitKeys, requestJson, requestOptionalJson, requireId, withUserOptions } from './oauth-defaults.ts';

/** GET /user: https://docs.github.com/en/rest/users/users#get-the-authenticated-user */
export interface GitHubProfile {
	login: string;
	id: number;
	node_id: string;
	avatar_url: string;
	html_url: string;
	name: string | null;
	company: string | null;
	blog: string | null;
	location: string | null;
	/** The public e-mail: null when the user keeps it private (then /user/emails is asked). */
	email: string | null;
	bio: string | null;
	type: string;
	[key: string]: unknown;
}

/** One entry of GET /user/emails: https://docs.github.com/en/rest/users/emails */
export interface GitHubEmail {
	email: string;
	primary: boolean;
	verified: boolean;
	visibility: 'public' | 'private' | null;
}

export type GitHubOptions = Partial<OAuthConfig<GitHubProfile>> & {
	/** GitHub Enterprise Server, e.g. `{ baseUrl: 'https://github.example.com' }`. */
	enterprise?: { baseUrl?: string };
};

// Pinning the REST API version keeps the response shape stable:
// https://docs.github.com/en/rest/about-the-rest-api/api-versions
const API_HEADERS = { accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28' };

/**
 * The profile from GET /user; when the e-mail is private (null) the primary verified address comes from
 * GET /user/emails (needs the `user:email` scope; without it the user signs in without an e-mail).
 */
export async function fetchGitHubProfile(context: EndpointContext, apiUrl: string): Promise<GitHubProfile> {
	const profile = await requestJson<GitHubProfile>(context, `${apiUrl}/user`, { headers: API_HEADERS });
	if (!profile.email) {
		const emails = await requestOptionalJson<GitHubEmail[]>(context, `${apiUrl}/user/emails`, { headers: API_HEADERS });
		const primary = Array.isArray(emails) ? emails.find((entry) => entry.primary && entry.verified) : undefined;
		profile.email = primary?.email ?? null;
	}
	return profile;
}

/**
 * GitHub sign-in. Callback URL: `<origin>/auth/callback/github`.
 * @example GitHub({ clientId: env.AUTH_GITHUB_ID, clientSecret: env.AUTH_GITHUB_SECRET })
 */
export default function GitHub(options: GitHubOptions = {}): OAuthConfig<GitHubProfile> {
	const baseUrl = options.enterprise?.baseUrl?.replace(/\/$/, '') ?? 'https://github.com';
	// Enterprise Server serves the REST API under /api/v3 of its own host.
	const apiUrl = options.enterprise?.baseUrl ? `${baseUrl}/api/v3` : 'https://api.github.com';
	return withUserOptions<GitHubProfile>(
		{
			id: 'github',
			name: 'GitHub',
			type: 'oauth',
			authorization: { url: `${baseUrl}/login/oauth/authorize`, params: { scope: 'read:user user:email' } },
			token: { url: `${baseUrl}/login/oauth/access_token` },
			userinfo: {
				url: `${apiUrl}/user`,
				request: (context) => fetchGitHubProfile(context, apiUrl)
			},
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.id),
				name: firstString(profile.name, profile.login),
				email: firstString(profile.email),
				image: firstString(profile.avatar_url)
			}),
			style: { bg: '#24292f', text: '#ffffff' }
		},
		omitKeys(options, ['enterprise'])
	);
}

export { GitHub };
