/**
 * Notion (public integrations, OAuth 2).
 * Docs: https://developers.notion.com/docs/authorization
 */
import type { EndpointContext, OAuthConfig } from './types.ts';
import { firstString, requestJson, requireId, withUserOptions } from './oauth-defaults.ts';

/** A person user: https://developers.notion.com/reference/user */
export interface NotionPerson {
	object: 'user';
	id: string;
	type: 'person';
	name: string | null;
	avatar_url: string | null;
	person: { email?: string };
}

/**
 * GET /v1/users/me with an OAuth token answers with the integration's bot user, whose `owner.user`
 * is the person who authorized it: https://developers.notion.com/reference/get-self
 */
export interface NotionProfile {
	object: 'user';
	id: string;
	type: 'bot' | 'person';
	name: string | null;
	avatar_url: string | null;
	bot?: { owner: { type: 'user'; user: NotionPerson } | { type: 'workspace'; workspace: true }; workspace_name?: string | null };
	person?: { email?: string };
	[key: string]: unknown;
}

/** Every Notion API call must name an API version: https://developers.notion.com/reference/versioning */
export const NOTION_API_VERSION = '2022-06-28';

/** The person behind a token: the bot's owner, or the profile itself when it already is a person. */
export function notionPerson(profile: NotionProfile): NotionPerson | NotionProfile {
	const owner = profile.bot?.owner;
	return owner && owner.type === 'user' ? owner.user : profile;
}

/**
 * Notion sign-in. Callback URL: `<origin>/auth/callback/notion`. The token endpoint takes HTTP Basic
 * client authentication (the default). The account id is the person's Notion user id.
 * @example Notion({ clientId: env.AUTH_NOTION_ID, clientSecret: env.AUTH_NOTION_SECRET })
 */
export default function Notion(options: Partial<OAuthConfig<NotionProfile>> = {}): OAuthConfig<NotionProfile> {
	return withUserOptions<NotionProfile>(
		{
			id: 'notion',
			name: 'Notion',
			type: 'oauth',
			// `owner=user` is required by Notion's authorize endpoint.
			authorization: { url: 'https://api.notion.com/v1/oauth/authorize', params: { owner: 'user' } },
			token: { url: 'https://api.notion.com/v1/oauth/token' },
			userinfo: {
				url: 'https://api.notion.com/v1/users/me',
				request: (context: EndpointContext) =>
					requestJson<NotionProfile>(context, 'https://api.notion.com/v1/users/me', { headers: { 'notion-version': NOTION_API_VERSION } })
			},
			client: { token_endpoint_auth_method: 'client_secret_basic' },
			// Notion does not document PKCE; `state` protects the callback.
			checks: ['state'],
			profile: (profile) => {
				const person = notionPerson(profile);
				return {
					id: requireId(person.id),
					name: firstString(person.name),
					email: firstString(person.person?.email),
					image: firstString(person.avatar_url)
				};
			},
			style: { bg: '#ffffff', text: '#000000' }
		},
		options
	);
}

export { Notion };
