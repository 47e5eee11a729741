/**
 * Eventbrite (OAuth 2).
 * Docs: https://www.eventbrite.com/platform/docs/authentication
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, joinName, requireId, withUserOptions } from './oauth-defaults.ts';

/** GET /v3/users/me/: https://www.eventbrite.com/platform/api#/reference/user/retrieve-your-user/retrieve-your-user */
export interface EventbriteProfile {
	id: string;
	name: string;
	first_name?: string;
	last_name?: string;
	is_public?: boolean;
	image_id?: string | null;
	emails: Array<{ email: string; verified: boolean; primary: boolean }>;
	[key: string]: unknown;
}

/** Eventbrite answers an image id; the picture is served through its image CDN. */
export function eventbriteImageUrl(imageId: unknown): string | null {
	const id = firstString(imageId);
	return id ? `https://img.evbuc.com/${encodeURIComponent(`https://cdn.evbuc.com/images/${id}/1/original.jpg`)}` : null;
}

/**
 * Eventbrite sign-in. Callback URL: `<origin>/auth/callback/eventbrite`. The e-mail is the primary one.
 * @example Eventbrite({ clientId: env.AUTH_EVENTBRITE_ID, clientSecret: env.AUTH_EVENTBRITE_SECRET })
 */
export default function Eventbrite(options: Partial<OAuthConfig<EventbriteProfile>> = {}): OAuthConfig<EventbriteProfile> {
	return withUserOptions<EventbriteProfile>(
		{
			id: 'eventbrite',
			name: 'Eventbrite',
			type: 'oauth',
			authorization: { url: 'https://www.eventbrite.com/oauth/authorize', params: { scope: 'user.profile' } },
			token: { url: 'https://www.eventbrite.com/oauth/token' },
			userinfo: { url: 'https://www.eventbriteapi.com/v3/users/me/' },
			// Eventbrite reads the client credentials from the form body.
			client: { token_endpoint_auth_method: 'client_secret_post' },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.id),
				name: firstString(profile.name) ?? joinName(profile.first_name, profile.last_name),
				email: firstString(profile.emails?.find((entry) => entry.primary)?.email),
				image: eventbriteImageUrl(profile.image_id)
			}),
			style: { bg: '#f05537', text: '#ffffff' }
		},
		options
	);
}

export { Eventbrite };
