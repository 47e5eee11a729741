/** The part of autocannon 9's API that bench/load.ts uses (the package ships no types). */
declare module 'autocannon' {
	interface Options {
		url: string;
		connections?: number;
		duration?: number;
		/** Stop after this many requests instead of after `duration`. */
		amount?: number;
		headers?: Record<string, string>;
		/** Milliseconds between samples; `stop()` takes effect at the next one. */
		sampleInt?: number;
		/** Seconds a request may wait for its response before the connection is reset and opened again (default 10). */
		timeout?: number;
		requests?: Array<{ method?: string; path?: string; headers?: Record<string, string> }>;
		setupClient?: (client: { on(event: string, listener: (...args: any[]) => void): void }) => void;
	}
	interface Result {
		requests: { average: number; total: number };
		latency: { p50: number; p99: number };
		errors: number;
		timeouts: number;
		/** Responses with a status outside 200-299. */
		non2xx: number;
	}
	/** The running load: a promise of its result that also emits one 'response' event per response. */
	interface Instance extends Promise<Result> {
		on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this;
		/** One per failed request: a socket error, or `Error('request timed out')` after `timeout`. */
		on(event: 'reqError', listener: (error: Error & { code?: string }) => void): this;
		/** Ends the run at the next sample tick; the promise then resolves. */
		stop(): void;
	}
	export default function autocannon(options: Options): Instance;
}
