/**
 * HTTP API senders: the request each service documents, and its error answers turned into
 * EmailSignInError with the service's message (never the API key). msw stands in for the services,
 * which cannot be reached from tests (and would not fail on demand).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import Resend, { RESEND_API_URL } from '#lib/auth/providers/resend.ts';
import Postmark, { POSTMARK_API_URL } from '#lib/auth/providers/postmark.ts';
import SendGrid, { SENDGRID_API_URL } from '#lib/auth/providers/sendgrid.ts';
import { EmailSignInError } from '#lib/auth/errors.ts';
import type { EmailConfig } from '#lib/auth/providers/types.ts';
import { createHarness, ORIGIN, sendVerification } from './harness.ts';

const KEY = 'sk_live_do-not-leak-123456';
const captured: Array<{ url: string; headers: Headers; body: unknown }> = [];
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
	captured.length = 0;
});

/** Answers `url` with `respond`, after recording the request. */
function serve(url: string, respond: () => Response) {
	server.use(
		http.post(url, async ({ request }) => {
			const text = await request.text();
			captured.push({ url: request.url, headers: request.headers, body: text ? JSON.parse(text) : undefined });
			return respond();
		})
	);
}

async function send(provider: EmailConfig, email = 'user@example.com') {
	const h = createHarness(provider);
	const location = await sendVerification(h.ctx(), provider, { email, callbackUrl: `${ORIGIN}/home` });
	return { h, location };
}

async function failure(provider: EmailConfig): Promise<{ error: EmailSignInError; h: ReturnType<typeof createHarness> }> {
	const h = createHarness(provider);
	const error = await sendVerification(h.ctx(), provider, { email: 'user@example.com', callbackUrl: ORIGIN }).catch((e: unknown) => e);
	expect(error).toBeInstanceOf(EmailSignInError);
	return { error: error as EmailSignInError, h };
}

/** The wrapped sender error (sendVerification puts the sender's error in `cause.err`). */
function senderError(error: EmailSignInError): EmailSignInError {
	return error.cause!.err as EmailSignInError;
}

function expectNoKey(error: EmailSignInError) {
	const inner = senderError(error);
	expect(`${error.message} ${inner.message} ${JSON.stringify(inner.cause)}`).not.toContain(KEY);
}

describe('Resend', () => {
	it('POSTs {from, to, subject, html, text} with a Bearer key (resend.com/docs/api-reference/emails/send-email)', async () => {
		serve(RESEND_API_URL, () => HttpResponse.json({ id: 'msg_1' }));
		const { location } = await send(Resend({ apiKey: KEY, from: 'App <no-reply@example.test>' }));
		expect(location).toBe(`${ORIGIN}/auth/verify-request?provider=resend&type=email`);
		const [req] = captured;
		expect(req!.headers.get('authorization')).toBe(`Bearer ${KEY}`);
		expect(req!.headers.get('content-type')).toContain('application/json');
		const body = req!.body as Record<string, string>;
		expect(body).toMatchObject({ from: 'App <no-reply@example.test>', to: 'user@example.com', subject: 'Sign in to localhost:5173' });
		expect(body.text).toContain(`${ORIGIN}/auth/callback/resend?`);
		expect(body.html).toContain(`${ORIGIN}/auth/callback/resend?`);
	});

	it('reads the key from AUTH_RESEND_KEY when the option is absent', async () => {
		serve(RESEND_API_URL, () => HttpResponse.json({ id: 'msg_2' }));
		const provider = Resend({ from: 'a@example.test' });
		const h = createHarness(provider, { env: { AUTH_RESEND_KEY: KEY } });
		await sendVerification(h.ctx(), h.config.providers[0], { email: 'env@example.com', callbackUrl: ORIGIN });
		expect(captured[0]!.headers.get('authorization')).toBe(`Bearer ${KEY}`);
	});

	it('turns a 422 into EmailSignInError carrying Resend message and status, and removes the stored token', async () => {
		serve(RESEND_API_URL, () => HttpResponse.json({ statusCode: 422, name: 'validation_error', message: 'Invalid `from` field.' }, { status: 422 }));
		const { error, h } = await failure(Resend({ apiKey: KEY }));
		expect(senderError(error).message).toContain('Invalid `from` field.');
		expect(senderError(error).cause).toMatchObject({ status: 422, service: 'Resend' });
		expect(await h.adapter.useVerificationToken!({ identifier: 'user@example.com', token: h.stored[0]!.token })).toBeNull();
		expectNoKey(error);
	});

	it('redacts the API key when the service echoes it back', async () => {
		serve(RESEND_API_URL, () => HttpResponse.json({ name: 'invalid_api_key', message: `API key ${KEY} is invalid` }, { status: 401 }));
		const { error } = await failure(Resend({ apiKey: KEY }));
		expect(senderError(error).message).toContain('[redacted]');
		expectNoKey(error);
	});

	it('fails with a message naming AUTH_RESEND_KEY when no key is configured, without calling the API', async () => {
		const { error } = await failure(Resend({}));
		expect(senderError(error).message).toContain('AUTH_RESEND_KEY');
		expect(captured).toHaveLength(0);
	});

	it('reports an unreachable service as EmailSignInError', async () => {
		server.use(http.post(RESEND_API_URL, () => HttpResponse.error()));
		const { error } = await failure(Resend({ apiKey: KEY }));
		expect(senderError(error).message).toBe('Resend could not be reached.');
	});
});

describe('Postmark', () => {
	it('POSTs From/To/Subject/HtmlBody/TextBody on the outbound stream with X-Postmark-Server-Token', async () => {
		serve(POSTMARK_API_URL, () => HttpResponse.json({ ErrorCode: 0, Message: 'OK', MessageID: 'm1' }));
		await send(Postmark({ apiKey: KEY, from: 'no-reply@example.test' }));
		const [req] = captured;
		expect(req!.headers.get('x-postmark-server-token')).toBe(KEY);
		expect(req!.headers.get('accept')).toBe('application/json');
		expect(req!.headers.get('authorization')).toBeNull();
		const body = req!.body as Record<string, string>;
		expect(body).toMatchObject({ From: 'no-reply@example.test', To: 'user@example.com', Subject: 'Sign in to localhost:5173', MessageStream: 'outbound' });
		expect(body.TextBody).toContain('/auth/callback/postmark?');
		expect(body.HtmlBody).toContain('/auth/callback/postmark?');
	});

	it('turns a 422 {ErrorCode, Message} into EmailSignInError with both', async () => {
		serve(POSTMARK_API_URL, () => HttpResponse.json({ ErrorCode: 406, Message: 'You tried to send to an inactive recipient.' }, { status: 422 }));
		const { error } = await failure(Postmark({ apiKey: KEY }));
		expect(senderError(error).message).toContain('inactive recipient');
		expect(senderError(error).message).toContain('ErrorCode 406');
		expectNoKey(error);
	});

	it('treats a 200 whose ErrorCode is not 0 as a failure', async () => {
		serve(POSTMARK_API_URL, () => HttpResponse.json({ ErrorCode: 300, Message: 'Invalid email request' }));
		const { error } = await failure(Postmark({ apiKey: KEY }));
		expect(senderError(error).cause).toMatchObject({ status: 200, message: 'Invalid email request (ErrorCode 300)' });
	});
});

describe('SendGrid', () => {
	it('POSTs personalizations/from/subject/content (text/plain first) with a Bearer key and accepts 202', async () => {
		serve(SENDGRID_API_URL, () => new HttpResponse(null, { status: 202 }));
		await send(SendGrid({ apiKey: KEY, from: '"Reference App" <no-reply@example.test>' }));
		const [req] = captured;
		expect(req!.headers.get('authorization')).toBe(`Bearer ${KEY}`);
		const body = req!.body as { personalizations: unknown; from: unknown; subject: string; content: Array<{ type: string; value: string }> };
		expect(body.personalizations).toEqual([{ to: [{ email: 'user@example.com' }] }]);
		expect(body.from).toEqual({ email: 'no-reply@example.test', name: 'Reference App' });
		expect(body.subject).toBe('Sign in to localhost:5173');
		expect(body.content.map((c) => c.type)).toEqual(['text/plain', 'text/html']);
		expect(body.content[0]!.value).toContain('/auth/callback/sendgrid?');
	});

	it('turns a 400 {errors:[{message, field}]} into EmailSignInError listing them', async () => {
		serve(SENDGRID_API_URL, () =>
			HttpResponse.json({ errors: [{ message: 'The from address does not match a verified Sender Identity.', field: 'from', help: null }] }, { status: 403 })
		);
		const { error } = await failure(SendGrid({ apiKey: KEY }));
		expect(senderError(error).message).toContain('from: The from address does not match a verified Sender Identity.');
		expect(senderError(error).cause).toMatchObject({ status: 403, service: 'SendGrid' });
		expectNoKey(error);
	});
});
