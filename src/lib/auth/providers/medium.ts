/**
 * Medium (OAuth 2). Medium no longer supports its API or accepts new integrations
 * (https://github.com/Medium/medium-api-docs); existing integrations may keep working.
 * Docs: https://github.com/Medium/medium-api-docs#2-authentication
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, requireId, withUserOptions } from './oauth-defaults.ts';
import { conformTokenResponse } from './provider-helpers.ts';

/** GET /v1/me: https://github.com/Medium/medium-api-docs#31-users */
export interface MediumProfile {
	data: { id: string; username: string; name: string; url: string; imageUrl: string };
	[key: string]: unknown;
}

/**
 * Medium sign-in. Callback URL: `<origin>/auth/callback/medium`. Medium's token answer lists `scope` as a
 * JSON array; `token.conform` joins it into the string RFC 6749 section 5.1 requires. No e-mail.
 * @example Medium({ clientId: env.AUTH_MEDIUM_ID, clientSecret: env.AUTH_MEDIUM_SECRET })
 */
export default function Medium(options: Partial<OAuthConfig<MediumProfile>> = {}): OAuthConfig<MediumProfile> {
	return withUserOptions<MediumProfile>(
		{
			id: 'medium',
			name: 'Medium',
			type: 'oauth',
			authorization: { url: 'https://medium.com/m/oauth/authorize', params: { scope: 'basicProfile' } },
			token: { url: 'https://api.medium.com/v1/tokens', conform: (response) => conformTokenResponse(response) },
			userinfo: { url: 'https://api.medium.com/v1/me' },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.data?.id),
				name: firstString(profile.data?.name, profile.data?.username),
				email: null,
				image: firstString(profile.data?.imageUrl)
			}),
			style: { bg: '#000000', text: '#ffffff' }
		},
		options
	);
}

export { Medium };
