/**
 * LINE Login v2.1 (OpenID Connect).
 * Docs: https://developers.line.biz/en/docs/line-login/integrate-line-login/
 */
import type { OAuthConfig } from './types.ts';
import { OIDC_SCOPE, firstString, requireId, withUserOptions } from './oauth-defaults.ts';

/** ID token claims: https://developers.line.biz/en/docs/line-login/verify-id-token/ */
export interface LineProfile {
	iss: string;
	/** LINE user id, `U` + 32 hex digits, per provider (channel owner). */
	sub: string;
	aud: string;
	exp: number;
	iat: number;
	auth_time?: number;
	nonce?: string;
	amr?: string[];
	name?: string;
	picture?: string;
	/** Only with the `email` scope, which LINE grants after an application per channel. */
	email?: string;
	[claim: string]: unknown;
}

/**
 * LINE sign-in. Callback URL: `<origin>/auth/callback/line`.
 * LINE signs the id_token of web logins with HS256 and the channel secret
 * (https://developers.line.biz/en/docs/line-login/verify-id-token/): the id_token's signature is verified
 * with `clientSecret`, the channel secret (docs/providers.md, "HMAC-signed id_tokens").
 * @example LINE({ clientId: env.AUTH_LINE_ID, clientSecret: env.AUTH_LINE_SECRET })
 */
export default function LINE(options: Partial<OAuthConfig<LineProfile>> = {}): OAuthConfig<LineProfile> {
	return withUserOptions<LineProfile>(
		{
			id: 'line',
			name: 'LINE',
			type: 'oidc',
			issuer: 'https://access.line.me',
			client: { id_token_signed_response_alg: 'HS256' },
			authorization: { params: { scope: OIDC_SCOPE } },
			checks: ['state'],
			profile: (profile) => ({
				id: requireId(profile.sub),
				name: firstString(profile.name),
				email: firstString(profile.email),
				image: firstString(profile.picture)
			}),
			style: { bg: '#06c755', text: '#ffffff' }
		},
		options
	);
}

export { LINE };
