/**
 * Figma (OAuth 2).
 * Docs: https://www.figma.com/developers/api#oauth2
 */
import type { OAuthConfig } from './types.ts';
import { firstString, requireId, withUserOptions } from './oauth-defaults.ts';

/** GET /v1/me: https://www.figma.com/developers/api#get-me-endpoint */
export interface FigmaProfile {
	id: string;
	handle: string;
	email: string;
	img_url: string;
	[key: string]: unknown;
}

/**
 * Figma sign-in. Callback URL: `<origin>/auth/callback/figma`. Apps registered for Figma's granular
 * scopes ask for `current_user:read` instead of `files:read`.
 * @example Figma({ clientId: env.AUTH_FIGMA_ID, clientSecret: env.AUTH_FIGMA_SECRET })
 */
export default function Figma(options: Partial<OAuthConfig<FigmaProfile>> = {}): OAuthConfig<FigmaProfile> {
	return withUserOptions<FigmaProfile>(
		{
			id: 'figma',
			name: 'Figma',
			type: 'oauth',
			authorization: { url: 'https://www.figma.com/oauth', params: { scope: 'files:read' } },
			token: { url: 'https://api.figma.com/v1/oauth/token' },
			userinfo: { url: 'https://api.figma.com/v1/me' },
			// `state` is what Figma's flow documents.
			checks: ['state'],
			profile: (profile) => ({
				id: requireId(profile.id),
				name: firstString(profile.handle),
				email: firstString(profile.email),
				image: firstString(profile.img_url)
			}),
			style: { bg: '#1e1e1e', text: '#ffffff' }
		},
		options
	);
}

export { Figma };
