/** The SMTP sink and its HTTP inbox (mocks/smtp-sink.ts), as dev and e2e use them. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTransport } from 'nodemailer';
import { startInboxHttp, startSmtpSink, type SmtpSink } from '../../mocks/smtp-sink.ts';

let sink: SmtpSink;
let inbox: Awaited<ReturnType<typeof startInboxHttp>>;

beforeAll(async () => {
	sink = await startSmtpSink({ port: 0 });
	inbox = await startInboxHttp(sink, { port: 0 });
});
afterAll(async () => {
	await inbox.stop();
	await sink.stop();
});
beforeEach(() => sink.clear());

async function mail(to: string, subject: string) {
	const transport = createTransport({ host: '127.0.0.1', port: sink.port, secure: false, ignoreTLS: true });
	try {
		await transport.sendMail({ from: 'App <app@example.test>', to, subject, text: `text of ${subject}`, html: `<p>${subject}</p>` });
	} finally {
		transport.close();
	}
}

describe('smtp sink', () => {
	it('keeps parsed messages: to, from, subject, text, html, date', async () => {
		await mail('Bob@Example.com', 'hello');
		const got = await sink.waitForMail('bob@example.com');
		expect(got).toMatchObject({ to: 'bob@example.com', subject: 'hello', text: 'text of hello', html: '<p>hello</p>' });
		expect(got.from).toContain('app@example.test');
		expect(got.date).toBeInstanceOf(Date);
	});

	it('waitForMail waits for a mail that has not arrived yet, and hands each mail out once', async () => {
		const waiting = sink.waitForMail('later@example.com');
		await mail('later@example.com', 'first');
		expect((await waiting).subject).toBe('first');
		await mail('later@example.com', 'second');
		expect((await sink.waitForMail('later@example.com')).subject).toBe('second');
	});

	it('waitForMail rejects after the timeout when nothing comes', async () => {
		await expect(sink.waitForMail('nobody@example.com', 50)).rejects.toThrow(/No mail to nobody@example.com/);
	});
});

describe('inbox over HTTP', () => {
	it('GET /messages lists newest first; ?to= filters; DELETE /messages empties it', async () => {
		await mail('a@example.com', 'one');
		await mail('b@example.com', 'two');
		const all = (await (await fetch(`${inbox.url}/messages`)).json()) as Array<{ subject: string; date: string }>;
		expect(all.map((m) => m.subject)).toEqual(['two', 'one']);
		expect(typeof all[0]!.date).toBe('string');
		const onlyA = (await (await fetch(`${inbox.url}/messages?to=A@example.com`)).json()) as Array<{ subject: string }>;
		expect(onlyA.map((m) => m.subject)).toEqual(['one']);
		expect((await fetch(`${inbox.url}/messages`, { method: 'DELETE' })).status).toBe(204);
		expect(await (await fetch(`${inbox.url}/messages`)).json()).toEqual([]);
	});

	it('answers 404 for other paths and 405 for other methods', async () => {
		expect((await fetch(`${inbox.url}/nope`)).status).toBe(404);
		expect((await fetch(`${inbox.url}/messages`, { method: 'POST' })).status).toBe(405);
	});
});
