/**
 * E-mail sign-in through SendGrid's v3 Mail Send API
 * (https://www.twilio.com/docs/sendgrid/api-reference/mail-send/mail-send).
 * The API key comes from `apiKey` or AUTH_SENDGRID_KEY (applied by the config).
 */
import { emailProvider, type EmailUserConfig } from './email-base.ts';
import { parseMailbox, postEmailApi, requireApiKey } from './email-http.ts';
import { renderSignInEmail } from './email-message.ts';
import type { EmailConfig, SendVerificationRequestParams } from './types.ts';

export const SENDGRID_API_URL = 'https://api.sendgrid.com/v3/mail/send';

/** SendGrid error bodies are `{ errors: [{ message, field, help }] }`. */
function readError(body: unknown): string | undefined {
	const errors = (body as { errors?: Array<{ message?: unknown; field?: unknown }> } | null)?.errors;
	if (!Array.isArray(errors)) return undefined;
	const messages = errors
		.filter((e) => typeof e?.message === 'string')
		.map((e) => (typeof e.field === 'string' && e.field ? `${e.field}: ${e.message}` : String(e.message)));
	return messages.length ? messages.join('; ') : undefined;
}

export async function sendWithSendGrid(params: SendVerificationRequestParams): Promise<void> {
	const { identifier, url, provider, theme, expires } = params;
	const apiKey = requireApiKey(provider, 'SendGrid');
	const { subject, html, text } = renderSignInEmail({ url, theme, expires });
	await postEmailApi({
		service: 'SendGrid',
		url: SENDGRID_API_URL,
		headers: { authorization: `Bearer ${apiKey}` },
		body: {
			personalizations: [{ to: [{ email: identifier }] }],
			from: parseMailbox(provider.from ?? ''),
			subject,
			// SendGrid requires text/plain before text/html.
			content: [
				{ type: 'text/plain', value: text },
				{ type: 'text/html', value: html }
			]
		},
		readError,
		apiKey
	});
}

/**
 * SendGrid e-mail provider (id `sendgrid`).
 * @example SendGrid({ from: 'My App <no-reply@example.com>' }) // key from AUTH_SENDGRID_KEY
 */
export default function SendGrid(config: EmailUserConfig = {}): EmailConfig {
	return emailProvider({ id: 'sendgrid', name: 'SendGrid', sendVerificationRequest: sendWithSendGrid }, config);
}

export { SendGrid };
