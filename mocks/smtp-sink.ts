/**
 * A real SMTP server that keeps what it receives, so dev and tests exercise the actual mail path
 * (nodemailer -> SMTP -> MIME parsing) without a mail account. Plus a small HTTP inbox over it, read by
 * the app's /dev/mailbox page and by e2e tests. Node runs this file directly: erasable TypeScript only.
 *
 *   node mocks/smtp-sink.ts            SMTP on SMTP_SINK_PORT (2525), inbox on SMTP_INBOX_PORT (2526)
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Mail {
	/** Increasing per sink, for stable keys in a UI. */
	id: number;
	/** Envelope recipients, comma-separated, lower-case. */
	to: string;
	from: string;
	subject: string;
	text: string;
	html: string;
	date: Date;
}

export interface SmtpSink {
	port: number;
	/** Everything received, newest first. */
	messages(): Mail[];
	/**
	 * The oldest message to `to` that no earlier waitForMail call returned, waiting for it when none has
	 * arrived yet. Each mail is handed out once, so "request, wait, request again, wait" sees the new mail.
	 */
	waitForMail(to: string, timeoutMs?: number): Promise<Mail>;
	clear(): void;
	stop(): Promise<void>;
}

/** Long dev sessions must not grow without bound. */
const MAX_MESSAGES = 500;

function addressText(value: AddressObject | AddressObject[] | undefined): string {
	if (!value) return '';
	return (Array.isArray(value) ? value : [value]).map((a) => a.text).join(', ');
}

function recipients(mail: Mail): string[] {
	return mail.to.split(',').map((r) => r.trim());
}

/** Starts the sink on 127.0.0.1 (port 0 = any free port). */
export async function startSmtpSink(options: { port?: number; host?: string } = {}): Promise<SmtpSink> {
	const received: Mail[] = [];
	const handedOut = new Set<number>();
	const waiters = new Set<{ to: string; resolve: (mail: Mail) => void }>();
	let nextId = 1;

	const takeFor = (to: string): Mail | undefined => {
		const mail = received.find((m) => !handedOut.has(m.id) && recipients(m).includes(to));
		if (mail) handedOut.add(mail.id);
		return mail;
	};

	const server = new SMTPServer({
		authOptional: true,
		disabledCommands: ['STARTTLS'],
		logger: false,
		closeTimeout: 1000,
		size: 10 * 1024 * 1024,
		onData(stream, session, callback) {
			simpleParser(stream)
				.then((parsed) => {
					const envelope = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
					const mail: Mail = {
						id: nextId++,
						to: (envelope.length ? envelope : [addressText(parsed.to).toLowerCase()]).join(', '),
						from: addressText(parsed.from),
						subject: parsed.subject ?? '',
						text: parsed.text ?? '',
						html: typeof parsed.html === 'string' ? parsed.html : '',
						date: parsed.date ?? new Date()
					};
					received.push(mail);
					if (received.length > MAX_MESSAGES) received.shift();
					for (const waiter of waiters) {
						if (!recipients(mail).includes(waiter.to) || handedOut.has(mail.id)) continue;
						handedOut.add(mail.id);
						waiters.delete(waiter);
						waiter.resolve(mail);
					}
					callback();
				})
				.catch((error: Error) => callback(error));
		}
	});
	await new Promise<void>((resolve, reject) => {
		server.once('error', reject);
		server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
	});
	// After listening: a failed listen is the caller's to report (mocks/start.ts names the port), once.
	server.on('error', (error) => console.error('[smtp-sink]', error.message));
	const port = (server.server.address() as AddressInfo).port;

	return {
		port,
		messages: () => [...received].reverse(),
		waitForMail(to, timeoutMs = 5000) {
			const address = to.trim().toLowerCase();
			const ready = takeFor(address);
			if (ready) return Promise.resolve(ready);
			return new Promise<Mail>((resolve, reject) => {
				const waiter = {
					to: address,
					resolve: (mail: Mail) => {
						clearTimeout(timer);
						resolve(mail);
					}
				};
				const timer = setTimeout(() => {
					waiters.delete(waiter);
					reject(new Error(`No mail to ${address} within ${timeoutMs} ms (received: ${received.length})`));
				}, timeoutMs);
				waiters.add(waiter);
			});
		},
		clear() {
			received.length = 0;
			handedOut.clear();
		},
		stop: () => new Promise<void>((resolve) => server.close(() => resolve()))
	};
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
	res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
	res.end(JSON.stringify(body));
}

function handleInbox(sink: SmtpSink, req: IncomingMessage, res: ServerResponse): void {
	const url = new URL(req.url ?? '/', 'http://inbox.invalid');
	if (url.pathname !== '/messages') return sendJson(res, 404, { error: 'not found' });
	if (req.method === 'DELETE') {
		sink.clear();
		res.writeHead(204).end();
		return;
	}
	if (req.method !== 'GET') return sendJson(res, 405, { error: 'method not allowed' });
	const to = url.searchParams.get('to')?.trim().toLowerCase();
	const list = sink.messages().filter((mail) => !to || recipients(mail).includes(to));
	sendJson(res, 200, list);
}

/**
 * HTTP view of a sink: `GET /messages` (JSON, newest first), `GET /messages?to=addr`, `DELETE /messages`.
 * Listens on 127.0.0.1 only: the inbox holds live sign-in links.
 */
export async function startInboxHttp(
	sink: SmtpSink,
	options: { port?: number; host?: string } = {}
): Promise<{ port: number; url: string; stop(): Promise<void> }> {
	const server = createServer((req, res) => handleInbox(sink, req, res));
	await new Promise<void>((resolve, reject) => {
		server.once('error', reject);
		server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
	});
	const { port, address } = server.address() as AddressInfo;
	return {
		port,
		url: `http://${address.includes(':') ? `[${address}]` : address}:${port}`,
		stop: () =>
			new Promise<void>((resolve, reject) => {
				server.closeAllConnections();
				server.close((error) => (error ? reject(error) : resolve()));
			})
	};
}

if (import.meta.main) {
	const sink = await startSmtpSink({ port: Number(process.env.SMTP_SINK_PORT ?? 2525) });
	const inbox = await startInboxHttp(sink, { port: Number(process.env.SMTP_INBOX_PORT ?? 2526) });
	console.log(`[smtp-sink] SMTP on 127.0.0.1:${sink.port}, inbox at ${inbox.url}/messages`);
}
