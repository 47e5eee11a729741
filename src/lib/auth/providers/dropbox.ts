/**
 * Dropbox (OAuth 2).
 * Docs: https://developers.dropbox.com/oauth-guide
 */
import type { EndpointContext, OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, requestJson, requireId, withUserOptions } from './oauth-defaults.ts';

/** POST /2/users/get_current_account: https://www.dropbox.com/developers/documentation/http/documentation#users-get_current_account */
export interface DropboxProfile {
	/** `dbid:...` */
	account_id: string;
	name: { abbreviated_name: string; display_name: string; familiar_name: string; given_name: string; surname: string };
	email: string;
	email_verified: boolean;
	disabled: boolean;
	locale?: string;
	country?: string;
	referral_link?: string;
	is_paired?: boolean;
	account_type?: { '.tag': string };
	profile_photo_url?: string;
	[key: string]: unknown;
}

const USERINFO_URL = 'https://api.dropboxapi.com/2/users/get_current_account';

/** Dropbox's RPC endpoints are POST; with no arguments the body must be empty (no Content-Type). */
export function fetchDropboxProfile(context: EndpointContext): Promise<DropboxProfile> {
	return requestJson<DropboxProfile>(context, USERINFO_URL, { method: 'POST' });
}

/**
 * Dropbox sign-in. Callback URL: `<origin>/auth/callback/dropbox`.
 * `token_access_type=offline` asks for a refresh token (Dropbox access tokens are short-lived).
 * @example Dropbox({ clientId: env.AUTH_DROPBOX_ID, clientSecret: env.AUTH_DROPBOX_SECRET })
 */
export default function Dropbox(options: Partial<OAuthConfig<DropboxProfile>> = {}): OAuthConfig<DropboxProfile> {
	return withUserOptions<DropboxProfile>(
		{
			id: 'dropbox',
			name: 'Dropbox',
			type: 'oauth',
			authorization: {
				url: 'https://www.dropbox.com/oauth2/authorize',
				params: { scope: 'account_info.read', token_access_type: 'offline' }
			},
			token: { url: 'https://api.dropboxapi.com/oauth2/token' },
			userinfo: { url: USERINFO_URL, request: fetchDropboxProfile },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.account_id),
				name: firstString(profile.name?.display_name),
				email: firstString(profile.email),
				image: firstString(profile.profile_photo_url)
			}),
			style: { bg: '#0061fe', text: '#ffffff' }
		},
		options
	);
}

export { Dropbox };
