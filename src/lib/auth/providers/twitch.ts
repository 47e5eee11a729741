/**
 * Twitch (OpenID Connect).
 * Docs: https://dev.twitch.tv/docs/authentication/getting-tokens-oidc/
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, requireId, withUserOptions } from './oauth-defaults.ts';

/** ID token claims (with the `claims` request below): https://dev.twitch.tv/docs/authentication/getting-tokens-oidc/#requesting-claims */
export interface TwitchProfile {
	aud: string;
	exp: number;
	iat: number;
	iss: string;
	sub: string;
	azp: string;
	nonce?: string;
	email?: string;
	email_verified?: boolean;
	picture?: string;
	preferred_username?: string;
	updated_at?: string;
	[claim: string]: unknown;
}

/**
 * Twitch answers the token request with `scope` as a JSON array, which RFC 6749 section 5.1 (and so
 * oauth4webapi) requires to be a space-separated string: https://dev.twitch.tv/docs/authentication/getting-tokens-oidc/#oidc-authorization-code-grant-flow
 * Returns a copy of the response with the scope joined, or `undefined` when nothing needs fixing.
 */
export async function conformTwitchTokenResponse(response: Response): Promise<Response | undefined> {
	if (!response.ok) return undefined;
	let body: Record<string, unknown>;
	try {
		body = await response.clone().json();
	} catch {
		return undefined;
	}
	if (!Array.isArray(body?.scope)) return undefined;
	const headers = new Headers(response.headers);
	headers.delete('content-length');
	return new Response(JSON.stringify({ ...body, scope: body.scope.join(' ') }), { status: response.status, statusText: response.statusText, headers });
}

/**
 * Twitch sign-in. Callback URL: `<origin>/auth/callback/twitch`.
 * @example Twitch({ clientId: env.AUTH_TWITCH_ID, clientSecret: env.AUTH_TWITCH_SECRET })
 */
export default function Twitch(options: Partial<OAuthConfig<TwitchProfile>> = {}): OAuthConfig<TwitchProfile> {
	return withUserOptions<TwitchProfile>(
		{
			id: 'twitch',
			name: 'Twitch',
			type: 'oidc',
			issuer: 'https://id.twitch.tv/oauth2',
			authorization: {
				params: {
					scope: 'openid user:read:email',
					// Twitch puts e-mail, picture and login into the id_token only when asked through `claims`.
					claims: JSON.stringify({ id_token: { email: null, picture: null, preferred_username: null } })
				}
			},
			token: { conform: conformTwitchTokenResponse },
			// Twitch reads client_id/client_secret from the form body.
			client: { token_endpoint_auth_method: 'client_secret_post' },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.sub),
				name: firstString(profile.preferred_username),
				email: firstString(profile.email),
				image: firstString(profile.picture)
			}),
			style: { bg: '#9146ff', text: '#ffffff' }
		},
		options
	);
}

export { Twitch };
