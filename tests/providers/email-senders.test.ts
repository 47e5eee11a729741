/**
 * The HTTP e-mail senders Forward Email, Loops and Mailgun: the request each service documents, and its
 * error answers turned into EmailSignInError with the service's message, never the API key. msw stands
 * in for the services.
 */
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { EmailSignInError } from '#lib/auth/errors.ts';
import { mockProviderApis } from './api-mocks.ts';
import ForwardEmail, { FORWARDEMAIL_API_URL } from '#lib/auth/providers/forwardemail.ts';
import Loops, { LOOPS_API_URL } from '#lib/auth/providers/loops.ts';
import Mailgun, { mailgunMessagesUrl } from '#lib/auth/providers/mailgun.ts';
import type { EmailConfig, SendVerificationRequestParams } from '#lib/auth/providers/types.ts';

const KEY = 'key_live_do-not-leak-7890';
const LINK = 'https://app.example.com/auth/callback/x?token=t0k&email=user%40example.com';
const server = mockProviderApis();
const captured: Array<{ url: string; headers: Headers; body: string }> = [];
beforeEach(() => void captured.splice(0));

function serve(url: string, respond: () => Response) {
	server.use(
		http.post(url, async ({ request }) => {
			captured.push({ url: request.url, headers: request.headers, body: await request.text() });
			return respond();
		})
	);
}

function send(provider: EmailConfig, identifier = 'user@example.com'): Promise<void> {
	const params: SendVerificationRequestParams = {
		identifier,
		url: LINK,
		expires: new Date(Date.now() + 3_600_000),
		provider,
		token: 't0k',
		theme: { colorScheme: 'auto', brandColor: '#346df1' },
		request: new Request('https://app.example.com/auth/signin/x', { method: 'POST' })
	};
	return provider.sendVerificationRequest(params) as Promise<void>;
}

async function failure(provider: EmailConfig): Promise<EmailSignInError> {
	const error = await send(provider).catch((e: unknown) => e);
	expect(error).toBeInstanceOf(EmailSignInError);
	expect(`${(error as Error).message} ${JSON.stringify((error as EmailSignInError).cause)}`).not.toContain(KEY);
	return error as EmailSignInError;
}

describe('Forward Email', () => {
	it('POSTs {from, to, subject, html, text} with the key as Basic user name and an empty password', async () => {
		serve(FORWARDEMAIL_API_URL, () => HttpResponse.json({ id: 'msg_1' }));
		await send(ForwardEmail({ apiKey: KEY, from: 'App <no-reply@example.com>' }));
		const [req] = captured;
		expect(req!.headers.get('authorization')).toBe(`Basic ${btoa(`${KEY}:`)}`);
		const body = JSON.parse(req!.body);
		expect(body).toMatchObject({ from: 'App <no-reply@example.com>', to: 'user@example.com', subject: 'Sign in to app.example.com' });
		expect(body.text).toContain(LINK);
		expect(ForwardEmail()).toMatchObject({ id: 'forwardemail', type: 'email', name: 'Forward Email' });
	});

	it("turns an error answer into EmailSignInError with Forward Email's message", async () => {
		serve(FORWARDEMAIL_API_URL, () => HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: 'Sender is not verified.' }, { status: 400 }));
		const error = await failure(ForwardEmail({ apiKey: KEY }));
		expect(error.message).toContain('Sender is not verified.');
		expect(error.cause).toMatchObject({ status: 400, service: 'Forward Email' });
	});
});

describe('Loops', () => {
	it('POSTs the transactional id, the address and the link as data variable `url`, with a Bearer key', async () => {
		serve(LOOPS_API_URL, () => HttpResponse.json({ success: true }));
		await send(Loops({ apiKey: KEY, transactionalId: 'clx1sign' }));
		const [req] = captured;
		expect(req!.headers.get('authorization')).toBe(`Bearer ${KEY}`);
		expect(JSON.parse(req!.body)).toEqual({ transactionalId: 'clx1sign', email: 'user@example.com', dataVariables: { url: LINK } });
	});

	it('needs a transactionalId and reports `success: false` answers with their message', async () => {
		const missing = await failure(Loops({ apiKey: KEY }));
		expect(missing.message).toContain('transactionalId');
		expect(captured).toHaveLength(0);

		serve(LOOPS_API_URL, () => HttpResponse.json({ success: false, error: { path: 'transactionalId', message: 'Transactional email not found' } }, { status: 404 }));
		expect((await failure(Loops({ apiKey: KEY, transactionalId: 'nope' }))).message).toContain('Transactional email not found');
	});

	it('names AUTH_LOOPS_KEY when no key is configured', async () => {
		expect((await failure(Loops({ transactionalId: 'clx1sign' }))).message).toContain('AUTH_LOOPS_KEY');
	});
});

describe('Mailgun', () => {
	it("POSTs a form to the sending domain's messages endpoint, with `api` and the key as Basic credentials", async () => {
		serve('https://api.mailgun.net/v3/mg.example.com/messages', () => HttpResponse.json({ id: '<1@mg.example.com>', message: 'Queued. Thank you.' }));
		await send(Mailgun({ apiKey: KEY, from: 'App <no-reply@mg.example.com>' }));
		const [req] = captured;
		expect(req!.headers.get('authorization')).toBe(`Basic ${btoa(`api:${KEY}`)}`);
		expect(req!.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
		const form = new URLSearchParams(req!.body);
		expect([form.get('from'), form.get('to'), form.get('subject')]).toEqual(['App <no-reply@mg.example.com>', 'user@example.com', 'Sign in to app.example.com']);
		expect(form.get('html')).toContain('Sign in');
	});

	it('uses the EU host for region EU and an explicit domain over the from address', () => {
		expect(mailgunMessagesUrl(Mailgun({ from: 'a@example.com', region: 'EU', domain: 'mg.example.com' }))).toBe('https://api.eu.mailgun.net/v3/mg.example.com/messages');
		expect(mailgunMessagesUrl(Mailgun({ from: 'no-reply@example.org' }))).toBe('https://api.mailgun.net/v3/example.org/messages');
	});

	it("reports Mailgun's message, and a missing sending domain before any request", async () => {
		serve('https://api.mailgun.net/v3/mg.example.com/messages', () => HttpResponse.json({ message: 'Domain not found: mg.example.com' }, { status: 404 }));
		expect((await failure(Mailgun({ apiKey: KEY, from: 'no-reply@mg.example.com' }))).message).toContain('Domain not found');
		expect((await failure(Mailgun({ apiKey: KEY, from: 'not-an-address' }))).message).toContain('domain');
	});
});
