/**
 * Todoist (OAuth 2).
 * Docs: https://developer.todoist.com/guides/#oauth
 */
import type { EndpointContext, OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, requestJson, requireId, withUserOptions } from './oauth-defaults.ts';

/** The `user` resource of the Sync API v9 (abridged): https://developer.todoist.com/sync/v9/#user */
export interface TodoistProfile {
	id: string;
	email: string;
	full_name: string;
	avatar_big?: string;
	avatar_medium?: string;
	avatar_s640?: string;
	avatar_small?: string;
	image_id?: string | null;
	is_premium?: boolean;
	lang?: string;
	tz_info?: { timezone: string };
	[key: string]: unknown;
}

export const TODOIST_SYNC_URL = 'https://api.todoist.com/sync/v9/sync';

/**
 * Todoist's OAuth has no user endpoint: a sync request for the `user` resource returns the account.
 * The Sync API v9 keeps the user ids Auth.js stored; Todoist's newer unified API uses ids of another form.
 */
export async function fetchTodoistProfile(context: EndpointContext): Promise<TodoistProfile> {
	const answer = await requestJson<{ user?: TodoistProfile }>(context, TODOIST_SYNC_URL, {
		method: 'POST',
		headers: { 'content-type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams({ sync_token: '*', resource_types: '["user"]' }).toString()
	});
	if (!answer.user) throw new TypeError('The Todoist sync answer has no user');
	return answer.user;
}

/**
 * Todoist sign-in. Callback URL: `<origin>/auth/callback/todoist`.
 * @example Todoist({ clientId: env.AUTH_TODOIST_ID, clientSecret: env.AUTH_TODOIST_SECRET })
 */
export default function Todoist(options: Partial<OAuthConfig<TodoistProfile>> = {}): OAuthConfig<TodoistProfile> {
	return withUserOptions<TodoistProfile>(
		{
			id: 'todoist',
			name: 'Todoist',
			type: 'oauth',
			authorization: { url: 'https://todoist.com/oauth/authorize', params: { scope: 'data:read' } },
			token: { url: 'https://todoist.com/oauth/access_token' },
			userinfo: { url: TODOIST_SYNC_URL, request: fetchTodoistProfile },
			// Todoist reads the client credentials from the form body.
			client: { token_endpoint_auth_method: 'client_secret_post' },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.id),
				name: firstString(profile.full_name),
				email: firstString(profile.email),
				image: firstString(profile.avatar_big)
			}),
			style: { bg: '#e44332', text: '#ffffff' }
		},
		options
	);
}

export { Todoist };
