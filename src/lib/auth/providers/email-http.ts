/**
 * One POST to an e-mail API, shared by the HTTP senders (resend, postmark, sendgrid, mailgun, ...). Uses
 * the global `fetch` at call time, so test interceptors (msw) and platform polyfills apply. Failures become
 * EmailSignInError whose cause carries the status and the provider's own message, never the API key.
 */
import { EmailSignInError } from '../errors.ts';
import { envPrefix } from './env.ts';
import type { EmailConfig } from './types.ts';

export interface EmailApiRequest {
	/** Display name of the service, for messages ("Resend"). */
	service: string;
	url: string;
	headers: Record<string, string>;
	/** Sent as JSON, or as an HTML form when it is URLSearchParams (Mailgun). */
	body: unknown;
	/** The provider's error text out of its JSON (or text) error body. */
	readError(body: unknown): string | undefined;
	/** Some APIs (Postmark) can answer 200 with an error code in the body. */
	isError?(body: unknown): boolean;
	/** Removed from any provider text that ends up in an error. */
	apiKey: string;
}

/** The API key, or a message naming the option and the environment variable that set it. */
export function requireApiKey(provider: EmailConfig, service: string): string {
	if (provider.apiKey) return provider.apiKey;
	throw new EmailSignInError(`${service} needs an API key: set \`apiKey\` or ${envPrefix(provider.id)}_KEY.`, {
		cause: { provider: provider.id }
	});
}

function redact(text: string | undefined, secret: string): string | undefined {
	return text && secret ? text.split(secret).join('[redacted]') : text;
}

async function readBody(response: Response): Promise<unknown> {
	const text = await response.text();
	try {
		return JSON.parse(text);
	} catch {
		return text.slice(0, 500);
	}
}

/** Sends the request; resolves with the parsed body on success, throws EmailSignInError otherwise. */
export async function postEmailApi(request: EmailApiRequest): Promise<unknown> {
	let response: Response;
	try {
		const form = request.body instanceof URLSearchParams;
		response = await fetch(request.url, {
			method: 'POST',
			headers: {
				'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
				accept: 'application/json',
				...request.headers
			},
			body: form ? (request.body as URLSearchParams).toString() : JSON.stringify(request.body)
		});
	} catch (error) {
		throw new EmailSignInError(`${request.service} could not be reached.`, { cause: { err: error as Error } });
	}
	const body = await readBody(response);
	if (response.ok && !request.isError?.(body)) return body;
	const providerMessage = redact(request.readError(body) ?? (typeof body === 'string' ? body : undefined), request.apiKey);
	throw new EmailSignInError(`${request.service} refused the e-mail (HTTP ${response.status}): ${providerMessage ?? 'no details'}`, {
		cause: { status: response.status, service: request.service, message: providerMessage }
	});
}

/** `"Name <addr@example.com>"` or `"addr@example.com"` as parts, for APIs that want them apart. */
export function parseMailbox(value: string): { email: string; name?: string } {
	const match = /^\s*(.*?)\s*<([^<>]+)>\s*$/.exec(value);
	if (!match) return { email: value.trim() };
	const name = match[1]!.replace(/^"(.*)"$/, '$1').trim();
	return name ? { email: match[2]!.trim(), name } : { email: match[2]!.trim() };
}
