/**
 * E-mail sign-in through Postmark's HTTP API (https://postmarkapp.com/developer/api/email-api).
 * The server token comes from `apiKey` or AUTH_POSTMARK_KEY (applied by the config).
 */
import { emailProvider, type EmailUserConfig } from './email-base.ts';
import { postEmailApi, requireApiKey } from './email-http.ts';
import { renderSignInEmail } from './email-message.ts';
import type { EmailConfig, SendVerificationRequestParams } from './types.ts';

export const POSTMARK_API_URL = 'https://api.postmarkapp.com/email';

interface PostmarkBody {
	ErrorCode?: unknown;
	Message?: unknown;
}

/** Postmark answers `{ ErrorCode, Message }`; ErrorCode 0 is success (https://postmarkapp.com/developer/api/overview#error-codes). */
function readError(body: unknown): string | undefined {
	const b = body as PostmarkBody | null;
	if (typeof b?.Message !== 'string') return undefined;
	return b.ErrorCode !== undefined ? `${b.Message} (ErrorCode ${String(b.ErrorCode)})` : b.Message;
}

function isError(body: unknown): boolean {
	const code = (body as PostmarkBody | null)?.ErrorCode;
	return code !== undefined && code !== 0;
}

export async function sendWithPostmark(params: SendVerificationRequestParams): Promise<void> {
	const { identifier, url, provider, theme, expires } = params;
	const apiKey = requireApiKey(provider, 'Postmark');
	const { subject, html, text } = renderSignInEmail({ url, theme, expires });
	await postEmailApi({
		service: 'Postmark',
		url: POSTMARK_API_URL,
		headers: { 'x-postmark-server-token': apiKey },
		// Sign-in links are transactional: the "outbound" stream, never a broadcast stream.
		body: { From: provider.from, To: identifier, Subject: subject, HtmlBody: html, TextBody: text, MessageStream: 'outbound' },
		readError,
		isError,
		apiKey
	});
}

/**
 * Postmark e-mail provider (id `postmark`).
 * @example Postmark({ from: 'My App <no-reply@example.com>' }) // token from AUTH_POSTMARK_KEY
 */
export default function Postmark(config: EmailUserConfig = {}): EmailConfig {
	return emailProvider({ id: 'postmark', name: 'Postmark', sendVerificationRequest: sendWithPostmark }, config);
}

export { Postmark };
