/**
 * One scenario = one route of one server, with or without a session cookie. Each is checked before it
 * is loaded (status, and that a signed-in body names the user), then loaded with autocannon while the
 * server's CPU time is read from /proc, and every response's status and Set-Cookie are counted.
 * Latencies are recorded per response, unrounded: autocannon's own histogram keeps whole milliseconds, and
 * at 50 connections a JSON row's p99 is 13-20 ms, where one step is 5-8% of the figure.
 */
import autocannon from 'autocannon';
import { cpuMicros, rssMiB, type Server } from './server.ts';
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
	/** Id of the bare scenario serving the same route: the ratio's denominator. */
	bare?: string;
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
	/** Server CPU (user + system) per response, microseconds. */
	cpuUs: number;
	responses: number;
	/** Responses whose status was not the expected one (must be 0). */
	unexpected: number;
	/** Responses that carried a Set-Cookie header. */
	setCookie: number;
	errors: number;
	rssMiB: number;
}

/** Fails loudly when the route does not answer what the scenario claims to measure. */
export async function verify(s: Scenario): Promise<{ bodyBytes: number }> {
	const response = await fetch(s.server.url + s.path, { redirect: 'manual', headers: headersOf(s, s.cookie ?? s.cookies?.[0]) });
	const body = await response.text();
	if (response.status !== s.status) throw new Error(`${s.id}: expected ${s.status}, got ${response.status}: ${body.slice(0, 300)}`);
	if (s.contains && !body.includes(s.contains)) throw new Error(`${s.id}: body lacks "${s.contains}": ${body.slice(0, 300)}`);
	return { bodyBytes: Buffer.byteLength(body) };
}

function run(s: Scenario, seconds: number, counters?: { responses: number; unexpected: number; setCookie: number }) {
	return autocannon({
		url: s.server.url + s.path,
		connections: s.connections ?? LOAD.connections,
		duration: seconds,
		headers: headersOf(s),
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

/** Warm-up (not recorded), then one measured run. */
export async function measure(s: Scenario): Promise<Sample> {
	if (LOAD.warmupSeconds > 0) await run(s, LOAD.warmupSeconds);
	const counters = { responses: 0, unexpected: 0, setCookie: 0 };
	const cpuBefore = cpuMicros(s.server.pid);
	const recorded: number[] = [];
	const running = run(s, LOAD.durationSeconds, counters);
	running.on('response', (_client, statusCode, _bytes, ms) => {
		if (statusCode === s.status) recorded.push(ms);
	});
	const result = await running;
	const cpu = cpuMicros(s.server.pid) - cpuBefore;
	const latencies = Float64Array.from(recorded).sort();
	return {
		rps: result.requests.average,
		p50: percentile(latencies, 0.5),
		p99: percentile(latencies, 0.99),
		latencies,
		cpuUs: counters.responses ? cpu / counters.responses : NaN,
		responses: counters.responses,
		unexpected: counters.unexpected,
		setCookie: counters.setCookie,
		errors: result.errors + result.timeouts,
		rssMiB: rssMiB(s.server.pid)
	};
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

export type CountKey = 'responses' | 'unexpected' | 'setCookie' | 'errors';
/** A count summed over rounds. */
export const total = (list: Sample[], key: CountKey): number => list.reduce((sum, x) => sum + x[key], 0);

export const median = (values: number[]): number => {
	const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
	if (sorted.length === 0) return NaN;
	const mid = sorted.length >> 1;
	return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
