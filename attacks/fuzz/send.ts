/**
 * Sends a fuzz case as raw HTTP (node:http): any method, a path sent as written, repeated headers, a Host of
 * the case's choosing, a body in chunks. Browser and fetch clients would normalise or refuse most of it.
 */
import http from 'node:http';
import type { FuzzCase } from './cases.ts';

export interface Answer {
	status: number;
	headers: http.IncomingHttpHeaders;
	/** The body as UTF-8 text (at most `MAX_READ` bytes of it). */
	body: string;
}

const MAX_READ = 2 * 1024 * 1024;
const TIMEOUT_MS = 20_000;

/**
 * Sends one case to 127.0.0.1:`port` on `agent` (keep-alive); rejects when no answer came (reset, timeout).
 * A connection that ended without an answer (a reset, a hang-up) is tried once more on a connection of its
 * own: a kept-alive connection the server closed meanwhile fails the next request on it (Node's documentation
 * on `request.reusedSocket`), and an answer sent before a body was read can be lost to the reset that
 * follows it (TCP drops received data on a reset). A server that fails the case twice has failed it.
 */
export async function send(port: number, c: FuzzCase, agent: http.Agent): Promise<Answer> {
	try {
		return await sendOnce(port, c, agent);
	} catch (error) {
		if (!isReset(error)) throw error;
		// Kept alive too (a `Connection: close` request is closed right after its answer, the same race again).
		const own = new http.Agent({ keepAlive: true, maxSockets: 1 });
		try {
			return await sendOnce(port, c, own);
		} catch (again) {
			throw Object.assign(again as Error, { message: `${(again as Error).message} (twice: the first attempt ended with ${(error as Error).message})` });
		} finally {
			own.destroy();
		}
	}
}

/** A connection that ended without an answer. */
export function isReset(error: unknown): boolean {
	const { code, message } = error as NodeJS.ErrnoException;
	return code === 'ECONNRESET' || code === 'EPIPE' || message === 'socket hang up';
}

function sendOnce(port: number, c: FuzzCase, agent: http.Agent): Promise<Answer> {
	return new Promise((resolve, reject) => {
		// Raw header lists get no Host from node:http: the case's own, else the one a client sends.
		const headers = [...(c.headers.some(([name]) => name === 'host') ? [] : ['host', `localhost:${port}`]), ...c.headers.flat()];
		if (c.body && !c.chunked) headers.push('content-length', String(c.body.byteLength));
		const request = http.request({ host: '127.0.0.1', port, method: c.method, path: c.path, headers, agent, timeout: TIMEOUT_MS }, (response) => {
			const chunks: Buffer[] = [];
			let size = 0;
			response.on('data', (chunk: Buffer) => {
				size += chunk.byteLength;
				if (size <= MAX_READ) chunks.push(chunk);
			});
			response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
			response.on('error', reject);
		});
		request.on('timeout', () => request.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
		request.on('error', reject);
		if (!c.body) return void request.end();
		if (!c.chunked) return void request.end(c.body);
		const third = Math.ceil(c.body.byteLength / 3);
		request.write(c.body.subarray(0, third));
		request.write(c.body.subarray(third, 2 * third));
		request.end(c.body.subarray(2 * third));
	});
}

/** Node's limit on a request head (`--max-http-header-size`, 16 KiB by default). */
const MAX_HEAD = http.maxHeaderSize;
/**
 * A body Node may not have read when the answer is sent: the library refuses one over 64 KiB unread
 * (src/lib/auth/core/body.ts), and a wrong method or a refused origin is answered before any body is read.
 */
const UNREAD_BODY = 16 * 1024;

/**
 * Whether the server may answer the case without reading all of it: a head near Node's limit, or a body
 * large enough to be still on its way. Node then answers and closes the connection with bytes unread, so
 * the client may see a reset instead of the answer (TCP drops it); such a case passes on an answer below
 * 500 or a reset.
 */
export function mayBeCutOff(c: FuzzCase): boolean {
	// Request line and header lines as sent, with a margin for the headers node:http adds (Host, Content-Length).
	const head = c.method.length + c.path.length + 11 + c.headers.reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0);
	return head > MAX_HEAD - 1024 || (c.body?.byteLength ?? 0) > UNREAD_BODY;
}

/** A case as one line for a failure report: method, path and headers, the body's size and start. */
export function describeCase(c: FuzzCase): string {
	const path = c.path.length > 300 ? `${c.path.slice(0, 300)}... (${c.path.length} chars)` : c.path;
	const headers = c.headers.map(([k, v]) => `${k}: ${v.length > 120 ? `${v.slice(0, 120)}... (${v.length} chars)` : v}`).join(' | ');
	const body = c.body ? ` body ${c.body.byteLength} bytes${c.chunked ? ' chunked' : ''}: ${JSON.stringify(c.body.subarray(0, 160).toString('latin1'))}` : '';
	return `${c.method} ${path} [${headers}]${body}`;
}
