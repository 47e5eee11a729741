/**
 * Mail.ru (OAuth 2).
 * App registration: https://oauth.mail.ru/app/
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, requireId, withUserOptions } from './oauth-defaults.ts';

/** GET https://oauth.mail.ru/userinfo */
export interface MailruProfile {
	id: string;
	client_id?: string;
	email?: string;
	name?: string;
	first_name?: string;
	last_name?: string;
	nickname?: string;
	image?: string;
	gender?: string;
	birthday?: string;
	locale?: string;
	[key: string]: unknown;
}

/**
 * Mail.ru sign-in. Callback URL: `<origin>/auth/callback/mailru`.
 * @example Mailru({ clientId: env.AUTH_MAILRU_ID, clientSecret: env.AUTH_MAILRU_SECRET })
 */
export default function Mailru(options: Partial<OAuthConfig<MailruProfile>> = {}): OAuthConfig<MailruProfile> {
	return withUserOptions<MailruProfile>(
		{
			id: 'mailru',
			name: 'Mail.ru',
			type: 'oauth',
			authorization: { url: 'https://oauth.mail.ru/login', params: { scope: 'userinfo' } },
			token: { url: 'https://oauth.mail.ru/token' },
			userinfo: { url: 'https://oauth.mail.ru/userinfo' },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.sub, profile.id),
				name: firstString(profile.name, profile.nickname),
				email: firstString(profile.email),
				image: firstString(profile.image)
			}),
			style: { bg: '#005ff9', text: '#ffffff' }
		},
		options
	);
}

export { Mailru };
