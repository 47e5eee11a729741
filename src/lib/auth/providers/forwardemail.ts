/**
 * E-mail sign-in through Forward Email's HTTP API (https://forwardemail.net/en/email-api#outbound-emails).
 * The API key comes from `apiKey` or AUTH_FORWARDEMAIL_KEY (applied by the config).
 */
import { emailProvider, type EmailUserConfig } from './email-base.ts';
import { postEmailApi, requireApiKey } from './email-http.ts';
import { renderSignInEmail } from './email-message.ts';
import type { EmailConfig, SendVerificationRequestParams } from './types.ts';

export const FORWARDEMAIL_API_URL = 'https://api.forwardemail.net/v1/emails';

/** Forward Email error bodies are `{ statusCode, error, message }`. */
function readError(body: unknown): string | undefined {
	const b = body as { message?: unknown; error?: unknown } | null;
	if (typeof b?.message === 'string') return b.message;
	return typeof b?.error === 'string' ? b.error : undefined;
}

export async function sendWithForwardEmail(params: SendVerificationRequestParams): Promise<void> {
	const { identifier, url, provider, theme, expires } = params;
	const apiKey = requireApiKey(provider, 'Forward Email');
	const { subject, html, text } = renderSignInEmail({ url, theme, expires });
	await postEmailApi({
		service: 'Forward Email',
		url: FORWARDEMAIL_API_URL,
		// The key is the Basic auth user name, with an empty password.
		headers: { authorization: `Basic ${btoa(`${apiKey}:`)}` },
		body: { from: provider.from, to: identifier, subject, html, text },
		readError,
		apiKey
	});
}

/**
 * Forward Email e-mail provider (id `forwardemail`).
 * @example ForwardEmail({ from: 'My App <no-reply@example.com>' }) // key from AUTH_FORWARDEMAIL_KEY
 */
export default function ForwardEmail(config: EmailUserConfig = {}): EmailConfig {
	return emailProvider({ id: 'forwardemail', name: 'Forward Email', sendVerificationRequest: sendWithForwardEmail }, config);
}

export { ForwardEmail };
