/**
 * E-mail sign-in through Mailgun's HTTP API
 * (https://documentation.mailgun.com/docs/mailgun/api-reference/openapi-final/tag/Messages/).
 * The API key comes from `apiKey` or AUTH_MAILGUN_KEY (applied by the config).
 */
import { EmailSignInError } from '../errors.ts';
import { emailProvider, type EmailUserConfig } from './email-base.ts';
import { parseMailbox, postEmailApi, requireApiKey } from './email-http.ts';
import { renderSignInEmail } from './email-message.ts';
import type { EmailConfig, SendVerificationRequestParams } from './types.ts';

/** Mailgun keeps US and EU accounts apart: each region has its own API host. */
export const MAILGUN_API_HOSTS = { US: 'https://api.mailgun.net', EU: 'https://api.eu.mailgun.net' } as const;

export type MailgunUserConfig = EmailUserConfig & {
	/** Where the Mailgun account lives. Default `US`. */
	region?: keyof typeof MAILGUN_API_HOSTS;
	/** The sending domain. Default: the domain of the `from` address. */
	domain?: string;
};

/** Mailgun error bodies are `{ message }`. */
function readError(body: unknown): string | undefined {
	const message = (body as { message?: unknown } | null)?.message;
	return typeof message === 'string' ? message : undefined;
}

/** The messages endpoint of the provider's region and sending domain. */
export function mailgunMessagesUrl(provider: EmailConfig): string {
	const region = (provider.region as MailgunUserConfig['region']) ?? 'US';
	const host = MAILGUN_API_HOSTS[region];
	const domain = (provider.domain as string | undefined) ?? parseMailbox(provider.from ?? '').email.split('@')[1];
	if (!host || !domain) {
		throw new EmailSignInError('Mailgun needs a sending domain: set `domain`, or a `from` address on it, and `region` US or EU.', {
			cause: { provider: provider.id }
		});
	}
	return `${host}/v3/${encodeURIComponent(domain)}/messages`;
}

export async function sendWithMailgun(params: SendVerificationRequestParams): Promise<void> {
	const { identifier, url, provider, theme, expires } = params;
	const apiKey = requireApiKey(provider, 'Mailgun');
	const endpoint = mailgunMessagesUrl(provider);
	const { subject, html, text } = renderSignInEmail({ url, theme, expires });
	await postEmailApi({
		service: 'Mailgun',
		url: endpoint,
		// Mailgun's Basic auth user name is the literal `api`.
		headers: { authorization: `Basic ${btoa(`api:${apiKey}`)}` },
		body: new URLSearchParams({ from: provider.from ?? '', to: identifier, subject, html, text }),
		readError,
		apiKey
	});
}

/**
 * Mailgun e-mail provider (id `mailgun`).
 * @example Mailgun({ from: 'My App <no-reply@mg.example.com>', region: 'EU' }) // key from AUTH_MAILGUN_KEY
 */
export default function Mailgun(config: MailgunUserConfig = {}): EmailConfig {
	return emailProvider({ id: 'mailgun', name: 'Mailgun', sendVerificationRequest: sendWithMailgun }, config);
}

export { Mailgun };
