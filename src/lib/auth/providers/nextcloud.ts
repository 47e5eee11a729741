/**
 * Nextcloud (OAuth 2; your Nextcloud server).
 * Docs: https://docs.nextcloud.com/server/latest/admin_manual/configuration_server/oauth2.html
 */
import type { EndpointContext, OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, requestJson, requireId, withUserOptions } from './oauth-defaults.ts';
import { requireBaseUrl } from './provider-helpers.ts';

/** `ocs.data` of GET /ocs/v1.php/cloud/users/{userid} (abridged): https://docs.nextcloud.com/server/latest/admin_manual/configuration_user/instruction_set_for_users.html */
export interface NextcloudProfile {
	id: string;
	enabled?: boolean;
	email: string | null;
	displayname: string;
	phone?: string;
	address?: string;
	website?: string;
	twitter?: string;
	organisation?: string;
	role?: string;
	headline?: string;
	biography?: string;
	groups?: string[];
	language?: string;
	locale?: string;
	[key: string]: unknown;
}

/** The OCS envelope Nextcloud wraps every answer in. */
export interface NextcloudOcsAnswer {
	ocs: { meta: { status: string; statuscode: number; message?: string }; data: NextcloudProfile };
}

/**
 * Nextcloud has no userinfo endpoint: its token answer names the user (`user_id`), whose record the OCS
 * API returns when asked with `OCS-APIRequest: true`. Hands the record (`ocs.data`) to `profile()`.
 */
export async function fetchNextcloudProfile(context: EndpointContext, server: string): Promise<NextcloudProfile> {
	const userId = context.tokens.user_id;
	if (typeof userId !== 'string' || userId === '') throw new TypeError('The Nextcloud token answer names no user_id');
	const url = `${server}/ocs/v1.php/cloud/users/${encodeURIComponent(userId)}`;
	const answer = await requestJson<NextcloudOcsAnswer>(context, url, { headers: { 'ocs-apirequest': 'true' } });
	return answer.ocs.data;
}

/**
 * Nextcloud sign-in. Callback URL: `<origin>/auth/callback/nextcloud`.
 * `issuer` (the server URL, with its path if Nextcloud is not at the root) is required in code.
 * @example Nextcloud({ clientId, clientSecret, issuer: 'https://cloud.example.com' })
 */
export default function Nextcloud(options: Partial<OAuthConfig<NextcloudProfile>> = {}): OAuthConfig<NextcloudProfile> {
	const server = requireBaseUrl(options.issuer, 'Nextcloud', 'https://cloud.example.com');
	return withUserOptions<NextcloudProfile>(
		{
			id: 'nextcloud',
			name: 'Nextcloud',
			type: 'oauth',
			issuer: server,
			// Nextcloud has no scopes: a token has the user's full access.
			authorization: { url: `${server}/apps/oauth2/authorize`, params: { scope: '' } },
			token: { url: `${server}/apps/oauth2/api/v1/token` },
			userinfo: { url: `${server}/ocs/v1.php/cloud/users`, request: (context) => fetchNextcloudProfile(context, server) },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => {
				const id = requireId(profile.id);
				return {
					id,
					name: firstString(profile.displayname, profile.id),
					email: firstString(profile.email),
					image: `${server}/avatar/${encodeURIComponent(id)}/512`
				};
			},
			style: { bg: '#0082c9', text: '#ffffff' }
		},
		{ ...options, issuer: server }
	);
}

export { Nextcloud };
