/**
 * Sign in with Apple (OpenID Connect, `response_mode=form_post`).
 * Docs: https://developer.apple.com/documentation/sign_in_with_apple/sign_in_with_apple_rest_api
 */
import type { OAuthConfig } from './types.ts';
import { firstString, joinName, requireId, withUserOptions } from './oauth-defaults.ts';

/**
 * The `user` form field Apple posts to the callback, ONLY on the first authorization of the app:
 * https://developer.apple.com/documentation/sign_in_with_apple/request_an_authorization_to_the_sign_in_with_apple_server#3262923
 */
export interface AppleUser {
	name?: { firstName?: string; lastName?: string };
	email?: string;
}

/** ID token claims: https://developer.apple.com/documentation/sign_in_with_apple/authenticating-users-with-sign-in-with-apple */
export interface AppleProfile {
	iss: string;
	aud: string;
	exp: number;
	iat: number;
	sub: string;
	nonce?: string;
	nonce_supported?: boolean;
	at_hash?: string;
	c_hash?: string;
	auth_time?: number;
	email?: string;
	/** Apple sends booleans as strings ("true"/"false") in some tokens. */
	email_verified?: 'true' | 'false' | boolean;
	is_private_email?: 'true' | 'false' | boolean;
	real_user_status?: 0 | 1 | 2;
	/** Attached by the flow from the form_post body (JSON); present on the first sign-in only. */
	user?: AppleUser | string;
	[claim: string]: unknown;
}

function readUser(user: AppleProfile['user']): AppleUser | undefined {
	if (typeof user !== 'string') return user ?? undefined;
	try {
		return JSON.parse(user) as AppleUser;
	} catch {
		return undefined;
	}
}

/**
 * Apple sign-in. Callback URL: `<origin>/auth/callback/apple` (it must be https and answers with a POST).
 * `clientSecret` is the ES256 JWT Apple asks for (signed with your key, valid up to 6 months).
 * @example Apple({ clientId: env.AUTH_APPLE_ID, clientSecret: env.AUTH_APPLE_SECRET })
 */
export default function Apple(options: Partial<OAuthConfig<AppleProfile>> = {}): OAuthConfig<AppleProfile> {
	return withUserOptions<AppleProfile>(
		{
			id: 'apple',
			name: 'Apple',
			type: 'oidc',
			issuer: 'https://appleid.apple.com',
			// Asking for `name`/`email` scopes obliges form_post: Apple then POSTs the callback, so the
			// check cookies must be SameSite=None (the flow handles that for form_post providers).
			authorization: { params: { scope: 'name email', response_mode: 'form_post' } },
			// Apple's token endpoint reads the client credentials from the body.
			client: { token_endpoint_auth_method: 'client_secret_post' },
			checks: ['nonce', 'state'],
			profile: (profile) => {
				const user = readUser(profile.user);
				return {
					id: requireId(profile.sub),
					name: joinName(user?.name?.firstName, user?.name?.lastName),
					email: firstString(profile.email, user?.email),
					image: null
				};
			},
			style: { bg: '#000000', text: '#ffffff' }
		},
		options
	);
}

export { Apple };
