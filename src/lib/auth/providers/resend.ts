/**
 * E-mail sign-in through Resend's HTTP API (https://resend.com/docs/api-reference/emails/send-email).
 * The API key comes from `apiKey` or AUTH_RESEND_KEY (applied by the config).
 */
import { emailProvider, type EmailUserConfig } from './email-base.ts';
import { postEmailApi, requireApiKey } from './email-http.ts';
import { renderSignInEmail } from './email-message.ts';
import type { EmailConfig, SendVerificationRequestParams } from './types.ts';

export const RESEND_API_URL = 'https://api.resend.com/emails';

/** Resend error bodies are `{ statusCode, name, message }`. */
function readError(body: unknown): string | undefined {
	const b = body as { message?: unknown; name?: unknown } | null;
	return typeof b?.message === 'string' ? (typeof b.name === 'string' ? `${b.name}: ${b.message}` : b.message) : undefined;
}

export async function sendWithResend(params: SendVerificationRequestParams): Promise<void> {
	const { identifier, url, provider, theme, expires } = params;
	const apiKey = requireApiKey(provider, 'Resend');
	const { subject, html, text } = renderSignInEmail({ url, theme, expires });
	await postEmailApi({
		service: 'Resend',
		url: RESEND_API_URL,
		headers: { authorization: `Bearer ${apiKey}` },
		body: { from: provider.from, to: identifier, subject, html, text },
		readError,
		apiKey
	});
}

/**
 * Resend e-mail provider (id `resend`).
 * @example Resend({ from: 'My App <no-reply@example.com>' }) // key from AUTH_RESEND_KEY
 */
export default function Resend(config: EmailUserConfig = {}): EmailConfig {
	return emailProvider({ id: 'resend', name: 'Resend', sendVerificationRequest: sendWithResend }, config);
}

export { Resend };
