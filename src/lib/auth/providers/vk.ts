/**
 * VK (OAuth 2 at oauth.vk.com, API 5.131). VK no longer supports this OAuth and points to VK ID
 * (https://id.vk.ru/about/faq/business/vkid/OAuth/30024); the preset serves apps already registered on it.
 * Docs: https://dev.vk.com/en/api/access-token/authcode-flow-user
 */
import type { EndpointContext, OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, joinName, requestJson, requireId, withUserOptions } from './oauth-defaults.ts';
import { conformTokenResponse } from './provider-helpers.ts';

/** One user of `users.get` (abridged), plus the e-mail from the token answer: https://dev.vk.com/en/reference/objects/user */
export interface VkProfile {
	id: number;
	first_name: string;
	last_name: string;
	photo_100?: string;
	can_access_closed?: boolean;
	is_closed?: boolean;
	deactivated?: string;
	screen_name?: string;
	sex?: 0 | 1 | 2;
	bdate?: string;
	/** Not part of `users.get`: VK hands the e-mail over in the token answer, copied here. */
	email?: string | null;
	[key: string]: unknown;
}

const API_VERSION = '5.131';
export const VK_USERS_GET_URL = `https://api.vk.com/method/users.get?fields=photo_100&v=${API_VERSION}`;

/**
 * `users.get` answers `{ response: [user] }`, or HTTP 200 with `{ error }`; the e-mail (with the `email`
 * scope) only comes in the token answer: https://dev.vk.com/en/api/access-token/authcode-flow-user
 */
export async function fetchVkProfile(context: EndpointContext): Promise<VkProfile> {
	const answer = await requestJson<{ response?: VkProfile[]; error?: { error_code: number; error_msg: string } }>(context, VK_USERS_GET_URL);
	const user = answer.response?.[0];
	if (!user) throw new Error(`VK users.get failed${answer.error ? ` (${answer.error.error_code}: ${answer.error.error_msg})` : ''}`);
	return { ...user, email: firstString(context.tokens.email) };
}

/**
 * VK sign-in. Callback URL: `<origin>/auth/callback/vk`. VK's token answer has no `token_type`, which
 * `token.conform` adds.
 * @example VK({ clientId: env.AUTH_VK_ID, clientSecret: env.AUTH_VK_SECRET })
 */
export default function VK(options: Partial<OAuthConfig<VkProfile>> = {}): OAuthConfig<VkProfile> {
	return withUserOptions<VkProfile>(
		{
			id: 'vk',
			name: 'VK',
			type: 'oauth',
			authorization: { url: 'https://oauth.vk.com/authorize', params: { scope: 'email', v: API_VERSION } },
			token: { url: `https://oauth.vk.com/access_token?v=${API_VERSION}`, conform: (response) => conformTokenResponse(response) },
			userinfo: { url: VK_USERS_GET_URL, request: fetchVkProfile },
			// VK reads client_id and client_secret from the form body.
			client: { token_endpoint_auth_method: 'client_secret_post' },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.id),
				name: joinName(profile.first_name, profile.last_name),
				email: firstString(profile.email),
				image: firstString(profile.photo_100)
			}),
			style: { bg: '#0077ff', text: '#ffffff' }
		},
		options
	);
}

export { VK };
