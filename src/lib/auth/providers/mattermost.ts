/**
 * Mattermost as an OAuth 2 provider (your Mattermost server).
 * Docs: https://developers.mattermost.com/integrate/apps/authentication/oauth2/
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, joinName, omitKeys, requireId, withUserOptions } from './oauth-defaults.ts';
import { requireBaseUrl } from './provider-helpers.ts';

/** GET /api/v4/users/me (abridged): https://api.mattermost.com/#tag/users/operation/GetUser */
export interface MattermostProfile {
	id: string;
	create_at: number;
	update_at: number;
	delete_at: number;
	username: string;
	auth_data?: string;
	auth_service?: string;
	email: string;
	email_verified?: boolean;
	nickname?: string;
	first_name?: string;
	last_name?: string;
	position?: string;
	roles?: string;
	locale?: string;
	[key: string]: unknown;
}

/**
 * Mattermost sign-in. Callback URL: `<origin>/auth/callback/mattermost`.
 * `issuer` (the server URL) is required in code; it only builds the endpoints. Mattermost has no scopes.
 * @example Mattermost({ clientId, clientSecret, issuer: 'https://chat.example.com' })
 */
export default function Mattermost(options: Partial<OAuthConfig<MattermostProfile>> = {}): OAuthConfig<MattermostProfile> {
	const server = requireBaseUrl(options.issuer, 'Mattermost', 'https://chat.example.com');
	return withUserOptions<MattermostProfile>(
		{
			id: 'mattermost',
			name: 'Mattermost',
			type: 'oauth',
			authorization: { url: `${server}/oauth/authorize`, params: { scope: '' } },
			token: { url: `${server}/oauth/access_token` },
			userinfo: { url: `${server}/api/v4/users/me` },
			// Mattermost reads the client credentials from the form body.
			client: { token_endpoint_auth_method: 'client_secret_post' },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.id),
				name: firstString(profile.username) ?? joinName(profile.first_name, profile.last_name),
				email: firstString(profile.email),
				image: null
			}),
			style: { bg: '#000000', text: '#ffffff' }
		},
		omitKeys(options, ['issuer'])
	);
}

export { Mattermost };
