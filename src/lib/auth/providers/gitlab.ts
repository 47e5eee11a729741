/**
 * GitLab (OAuth 2; gitlab.com by default, self-managed through the endpoint URLs).
 * Docs: https://docs.gitlab.com/ee/api/oauth2.html
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, requireId, withUserOptions } from './oauth-defaults.ts';

/** GET /api/v4/user: https://docs.gitlab.com/ee/api/users.html#for-non-administrator-users */
export interface GitLabProfile {
	id: number;
	username: string;
	name: string;
	state: string;
	avatar_url: string | null;
	web_url: string;
	email: string;
	public_email?: string | null;
	created_at: string;
	bio?: string;
	two_factor_enabled?: boolean;
	[key: string]: unknown;
}

/**
 * GitLab sign-in. Callback URL: `<origin>/auth/callback/gitlab`.
 * @example GitLab({ clientId: env.AUTH_GITLAB_ID, clientSecret: env.AUTH_GITLAB_SECRET })
 */
export default function GitLab(options: Partial<OAuthConfig<GitLabProfile>> = {}): OAuthConfig<GitLabProfile> {
	return withUserOptions<GitLabProfile>(
		{
			id: 'gitlab',
			name: 'GitLab',
			type: 'oauth',
			authorization: { url: 'https://gitlab.com/oauth/authorize', params: { scope: 'read_user' } },
			token: { url: 'https://gitlab.com/oauth/token' },
			userinfo: { url: 'https://gitlab.com/api/v4/user' },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.id),
				name: firstString(profile.name, profile.username),
				email: firstString(profile.email),
				image: firstString(profile.avatar_url)
			}),
			style: { bg: '#fc6d26', text: '#ffffff' }
		},
		options
	);
}

export { GitLab };
