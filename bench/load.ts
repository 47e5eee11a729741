/**
 * One scenario = one route of one server, with or without a session cookie. Each is checked before it
 * is loaded (status, and that a signed-in body names the user), then loaded with autocannon while the
 * server's CPU time is read from /proc, and every response's status and Set-Cookie are counted.
 * Latencies are recorded per response, unrounded: autocannon's own histogram keeps whole milliseconds, and
 * at 50 connections a JSON row's p99 is 13-20 ms, where one step is 5-8% of the figure.
 */
import autocannon from 'autocannon';
import { cpuMicros, rssMiB, type Server } from './server.ts';
import { keptPercent, type GcCounters } from './gc-trace.ts';
import { LOAD } from './config.ts';

export interface Scenario {
	id: string;
	label: string;
	server: Server;
	path: string;
	cookie?: string;
	status: number;
	/** Text the body must contain (the signed-in user's name), checked before loading. */
	contains?: string;
	/** Id of the bare scenario serving the same route, measured right beside this one: the ratio's denominator. */
	bare?: string;
	/** Id of the scenario this one measures again (same server, route and request), beside another row: not warmed again. */
	repeatOf?: string;
	/** Id of the small app's scenario serving the same route, where it has one (the app-size column). */
	small?: string;
	/** Connections of this row; default LOAD.connections. */
	connections?: number;
	/** Session cookies the requests take in turn, instead of the one `cookie` (the scale scenario's many browsers). */
	cookies?: string[];
	/** Other request headers (a browser navigation's Accept, where the answer depends on it). */
	headers?: Record<string, string>;
}

const headersOf = (s: Scenario, cookie = s.cookie): Record<string, string> => ({ ...s.headers, ...(cookie ? { cookie } : {}) });

export interface Sample {
	rps: number;
	/** Milliseconds, from this run's own latencies. */
	p50: number;
	p99: number;
	/** Every expected-status response's latency in ms, ascending: rounds pool them for the p99 budget. */
	latencies: Float64Array;
	/** Server CPU (user + system) per response of the recorded window, microseconds. */
	cpuUs: number;
	/** Milliseconds from the run's start until every connection had a response (the recorded window starts after). */
	servedAllMs: number;
	/** Set when a first run of the row did not get every connection served in time (`measureOrRetry`). */
	retried?: boolean;
	/** Every response of the run, warm-up included (the denominator of the Set-Cookie and status checks). */
	responses: number;
	/** Responses whose status was not the expected one (must be 0). */
	unexpected: number;
	/** Responses that carried a Set-Cookie header. */
	setCookie: number;
	/** Failed requests (socket errors, timeouts after `LOAD.serveAllSeconds`) of the whole run, and of the recorded window alone. */
	errors: number;
	windowErrors: number;
	/** The errors by phase and kind ('in window: ECONNRESET', 'after window: request timed out'...): host or server? */
	errorKinds: Record<string, number>;
	rssMiB: number;
	/** Percent of the window's allocation the server's scavenges kept (bench/gc-trace.ts): its GC state; NaN untraced. */
	keptPct: number;
	/** KB the server allocated per response of the window, from the same trace's heap growth between collections; NaN untraced. */
	allocatedKB: number;
}

/** Fails loudly when the route does not answer what the scenario claims to measure. */
export async function verify(s: Scenario): Promise<{ bodyBytes: number }> {
	const response = await fetch(s.server.url + s.path, { redirect: 'manual', headers: headersOf(s, s.cookie ?? s.cookies?.[0]) });
	const body = await response.text();
	if (response.status !== s.status) throw new Error(`${s.id}: expected ${s.status}, got ${response.status}: ${body.slice(0, 300)}`);
	if (s.contains && !body.includes(s.contains)) throw new Error(`${s.id}: body lacks "${s.contains}": ${body.slice(0, 300)}`);
	return { bodyBytes: Buffer.byteLength(body) };
}

interface Counters {
	responses: number;
	unexpected: number;
	setCookie: number;
}

function run(s: Scenario, seconds: number, counters?: Counters) {
	return autocannon({
		url: s.server.url + s.path,
		connections: s.connections ?? LOAD.connections,
		duration: seconds,
		headers: headersOf(s),
		// A request waits as long as a connection may wait to be accepted: with autocannon's 10 s, a connection
		// still in the accept queue gave up, reconnected and joined the queue's end again.
		timeout: LOAD.serveAllSeconds,
		// `stop()` takes effect at autocannon's next sample tick: a short one ends a measured run promptly.
		sampleInt: 100,
		// Each connection walks the list in turn; autocannon builds every request's bytes once, up front.
		requests: s.cookies?.map((cookie) => ({ method: 'GET', path: s.path, headers: headersOf(s, cookie) })),
		setupClient: counters
			? (client: any) => {
					// 'headers' fires per response with the raw [name, value, ...] list; no body is buffered.
					client.on('headers', (info: { statusCode: number; headers: Array<string | Buffer> }) => {
						counters.responses++;
						if (info.statusCode !== s.status) counters.unexpected++;
						for (let i = 0; i < info.headers.length; i += 2) {
							if (String(info.headers[i]).toLowerCase() === 'set-cookie') {
								counters.setCookie++;
								break;
							}
						}
					});
				}
			: undefined
	});
}

/** Load that is not recorded: JIT warm-up before the first round (responses are still checked by `verify`). */
export async function warm(s: Scenario, seconds: number): Promise<void> {
	if (seconds > 0) await run(s, seconds);
}

/** How long every connection of a run may take to get its first response before the run fails. */
const SERVE_ALL_LIMIT_MS = LOAD.serveAllSeconds * 1000;

/** A run whose connections did not all get a response within the limit: nothing was recorded. */
export class UnservedError extends Error {
	constructor(id: string, served: number, connections: number) {
		super(`${id}: ${served} of ${connections} connections had a response within ${SERVE_ALL_LIMIT_MS / 1000}s`);
	}
}

/**
 * One run on one set of connections: warm-up, then the recorded window, which starts only once every
 * connection has had a response. A server saturated by the open connections accepts new ones slowly: libuv
 * accepts one connection per event-loop iteration (https://github.com/libuv/libuv/pull/3696), and one
 * iteration serves every ready connection, ~40 ms for 130 SSR requests here. Recorded from the first
 * request, the 200-connection rows ran on ~130 connections, and their p99 was the wait of the last ones to be
 * accepted (up to the whole window), not the latency of a request (docs/performance.md).
 */
export async function measure(s: Scenario): Promise<Sample> {
	const connections = s.connections ?? LOAD.connections;
	const counters: Counters = { responses: 0, unexpected: 0, setCookie: 0 };
	const running = run(s, (LOAD.warmupSeconds + LOAD.durationSeconds + SERVE_ALL_LIMIT_MS / 1000) * 2, counters);
	const began = performance.now();
	const served = new Set<unknown>();
	const recorded: number[] = [];
	let servedAllMs = NaN;
	let window: { start: number; cpu: number; responses: number; gc?: GcCounters } | undefined;
	let end: { ms: number; cpu: number; responses: number; gc?: GcCounters } | undefined;
	const finish = () => {
		end = { ms: performance.now() - window!.start, cpu: cpuMicros(s.server.pid), responses: counters.responses, gc: s.server.gc() };
		running.stop();
	};
	const startWindow = () => {
		window = { start: performance.now(), cpu: cpuMicros(s.server.pid), responses: counters.responses, gc: s.server.gc() };
		setTimeout(finish, LOAD.durationSeconds * 1000);
	};
	const limit = setTimeout(() => running.stop(), SERVE_ALL_LIMIT_MS);
	// Errors are counted by phase: before the window they come from the accept queue above (a socket error, or a
	// connection that waited out the timeout), not from a response of the window.
	const errorKinds: Record<string, number> = {};
	let windowErrors = 0;
	running.on('reqError', (error) => {
		const phase = !window ? 'before window' : end ? 'after window' : 'in window';
		if (phase === 'in window') windowErrors++;
		const key = `${phase}: ${error.code ?? error.message}`;
		errorKinds[key] = (errorKinds[key] ?? 0) + 1;
	});
	running.on('response', (client, statusCode, _bytes, ms) => {
		if (window) {
			if (!end && statusCode === s.status) recorded.push(ms);
			return;
		}
		// Every connection has had a response: the window is scheduled, and the warm-up goes on until it starts.
		if (!Number.isNaN(servedAllMs)) return;
		served.add(client);
		if (served.size < connections) return;
		clearTimeout(limit);
		servedAllMs = performance.now() - began;
		setTimeout(startWindow, Math.max(0, LOAD.warmupSeconds * 1000 - servedAllMs));
	});
	const result = await running;
	if (!end) throw new UnservedError(s.id, served.size, connections);
	const responses = end.responses - window!.responses;
	const latencies = Float64Array.from(recorded).sort();
	return {
		rps: (responses * 1000) / end.ms,
		p50: percentile(latencies, 0.5),
		p99: percentile(latencies, 0.99),
		latencies,
		cpuUs: responses ? (end.cpu - window!.cpu) / responses : NaN,
		servedAllMs,
		responses: counters.responses,
		unexpected: counters.unexpected,
		setCookie: counters.setCookie,
		// autocannon counts a timeout in `errors` too (and again in `timeouts`).
		errors: result.errors,
		windowErrors,
		errorKinds,
		rssMiB: rssMiB(s.server.pid),
		// The trace's lines arrive through a pipe, a few ms behind the GCs they report: a window of seconds.
		keptPct: window!.gc && end.gc ? keptPercent(window!.gc, end.gc) : NaN,
		allocatedKB: window!.gc && end.gc && responses ? ((end.gc.allocatedMB - window!.gc.allocatedMB) * 1024) / responses : NaN
	};
}

/**
 * `measure`, once more when the connections were not all served in time: on a slow host a fresh process at 200
 * connections took its queued connections at about 12 a second (the listening socket's queue read with `ss`
 * every 250 ms), and once 54 connections still waited after 30 s, which ended a 40-minute run. A second miss
 * ends the run; `retried` marks the rows that needed one.
 */
export async function measureOrRetry(s: Scenario, onRetry: (error: UnservedError) => void): Promise<Sample> {
	try {
		return await measure(s);
	} catch (error) {
		if (!(error instanceof UnservedError)) throw error;
		onRetry(error);
		return { ...(await measure(s)), retried: true };
	}
}

/** Nearest-rank percentile (0 < q <= 1) of ascending values; NaN for none. */
export const percentile = (sorted: Float64Array, q: number): number =>
	sorted.length ? sorted[Math.min(sorted.length, Math.ceil(q * sorted.length)) - 1] : NaN;

/** One ascending list of several ascending lists' values (the rounds of one row). */
export function pooled(lists: Float64Array[]): Float64Array {
	const all = new Float64Array(lists.reduce((n, list) => n + list.length, 0));
	let at = 0;
	for (const list of lists) {
		all.set(list, at);
		at += list.length;
	}
	return all.sort();
}

export type CountKey = 'responses' | 'unexpected' | 'setCookie' | 'errors' | 'windowErrors';
/** A count summed over rounds. */
export const total = (list: Sample[], key: CountKey): number => list.reduce((sum, x) => sum + x[key], 0);

export const median = (values: number[]): number => {
	const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
	if (sorted.length === 0) return NaN;
	const mid = sorted.length >> 1;
	return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
