/**
 * `node bench/cpu-split.ts`: where a signed-in request's server CPU goes, the demo app against its bare
 * partner (docs/performance.md, Method). Each trial starts one fresh process
 * of each build, loads the route at 200 connections and then at 50 (as `npm run bench` warms a row), then
 * sends a fixed number of requests at 50 connections and reads, for that window only:
 * - CPU per request of each thread of the server (/proc/<pid>/task): the main thread, V8's workers (GC
 *   and JIT helpers, pinned to the same core, so they take from the main thread) and libuv's pool;
 * - read and write system calls per request (/proc/<pid>/io), and the load generator's own CPU per request
 *   (it shares nothing with the server but the loopback; if it were near a full core, it would be the limit);
 * - the GC state (the kept share, bench/gc-trace.ts), so a trial in the slow state is not read as a library cost.
 *
 * Env: SPLIT_ROUTE (default /api/me), SPLIT_TRIALS (default 4), SPLIT_REQUESTS (default 80000), SPLIT_BUILDS
 * (default app,baseline), SPLIT_CONNECTIONS (of the measured window, default 50), SPLIT_NODE_ARGS (V8 flags
 * for every server alike, e.g. `--no-allocation-site-pretenuring` to take the GC draw out). Needs the builds
 * of one `npm run bench`. Every server it starts is stopped in a `finally`.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { startServer, statCpuMicros, type Server } from './server.ts';
import { keptPercent } from './gc-trace.ts';
import { describe, onlyIn, optimisedIn, type Compiled } from './jit-log.ts';
import { warm, median, type Scenario } from './load.ts';
import { demoCookie, trialEnv } from './trials.ts';
import { CACHE, PORTS } from './config.ts';
import { LOADER_CPU, SERVER_CPU, pin } from './pin.ts';

const route = process.env.SPLIT_ROUTE ?? '/api/me';
const trials = Number(process.env.SPLIT_TRIALS ?? 4);
const requests = Number(process.env.SPLIT_REQUESTS ?? 80_000);
/** Connections of the measured window (the warm-up is the same whatever this is). */
const connections = Number(process.env.SPLIT_CONNECTIONS ?? 50);
const nodeArgs = ['--trace-gc', ...(process.env.SPLIT_NODE_ARGS ?? '').split(/\s+/).filter(Boolean)];
/** Builds under the bench's cache: its two, or a variant built there by hand (docs/performance.md, Method). */
const BUILDS = (process.env.SPLIT_BUILDS ?? 'app,baseline').split(',');
/** A scratch directory for V8's code logs (SPLIT_JIT=1), removed at the end. */
const jitDir = process.env.SPLIT_JIT === '1' ? mkdtempSync(join(tmpdir(), 'cpu-split-jit-')) : undefined;

/** CPU so far (user + system) of each thread of `pid`, summed by kind: `main`, or the thread's name. */
function threadCpu(pid: number): Map<string, number> {
	const byKind = new Map<string, number>();
	for (const tid of readdirSync(`/proc/${pid}/task`)) {
		const dir = `/proc/${pid}/task/${tid}`;
		const kind = tid === String(pid) ? 'main' : readFileSync(`${dir}/comm`, 'utf8').trim().replace(/\d+$/, '');
		byKind.set(kind, (byKind.get(kind) ?? 0) + statCpuMicros(dir));
	}
	return byKind;
}

/** syscr and syscw so far (proc(5), /proc/<pid>/io). */
function syscalls(pid: number): { reads: number; writes: number } {
	const io = readFileSync(`/proc/${pid}/io`, 'utf8');
	const field = (name: string) => Number(new RegExp(`^${name}: (\\d+)$`, 'm').exec(io)?.[1]);
	return { reads: field('syscr'), writes: field('syscw') };
}

interface Split {
	kept: number;
	threads: Map<string, number>;
	reads: number;
	writes: number;
	loader: number;
	/** Pause time of the window's scavenges and of its full GCs, per request, microseconds (from `--trace-gc`). */
	scavengeUs: number;
	fullGcUs: number;
	/** The window, in Date.now() milliseconds. */
	from: number;
	to: number;
}

async function splitOnce(server: Server, cookie: string): Promise<Split> {
	const s: Scenario = { id: `cpu-split${route}`, label: route, server, path: route, cookie, status: 200, connections: 200 };
	await fetch(`${server.url}${route}`, { headers: { cookie } }).then((r) => r.arrayBuffer());
	await warm(s, 4);
	await warm({ ...s, connections: 50 }, 2);
	const [cpu0, io0, gc0, loader0, from] = [threadCpu(server.pid), syscalls(server.pid), server.gc()!, process.cpuUsage(), Date.now()];
	await autocannon({ url: server.url + route, connections, amount: requests, headers: { cookie } });
	const [cpu1, io1, gc1, loader, to] = [threadCpu(server.pid), syscalls(server.pid), server.gc()!, process.cpuUsage(loader0), Date.now()];
	const threads = new Map([...cpu1].map(([kind, us]) => [kind, (us - (cpu0.get(kind) ?? 0)) / requests]));
	return {
		kept: keptPercent(gc0, gc1),
		threads,
		reads: (io1.reads - io0.reads) / requests,
		writes: (io1.writes - io0.writes) / requests,
		loader: (loader.user + loader.system) / requests,
		scavengeUs: ((gc1.scavengeMs - gc0.scavengeMs) * 1000) / requests,
		fullGcUs: ((gc1.fullGcMs - gc0.fullGcMs) * 1000) / requests,
		from,
		to
	};
}

const format = (split: Split) =>
	`kept ${split.kept.toFixed(1)}%, ${[...split.threads].filter(([, us]) => us >= 0.05).map(([kind, us]) => `${kind} ${us.toFixed(1)}`).join(', ')} us/req; ` +
	`GC pauses ${split.scavengeUs.toFixed(1)} (scavenges) + ${split.fullGcUs.toFixed(1)} (full) us/req; ` +
	`${split.reads.toFixed(2)} reads, ${split.writes.toFixed(2)} writes per request; load generator ${split.loader.toFixed(1)} us/req`;

for (const build of BUILDS) if (!existsSync(resolve(CACHE, build))) throw new Error(`run npm run bench once first: ${resolve(CACHE, build)} is missing`);
const env = trialEnv('cpu-split');
pin(process.pid, LOADER_CPU);

let server: Server | undefined;
try {
	const cookie = await demoCookie('cpu-split', env);
	const splits: Record<string, Split[]> = Object.fromEntries(BUILDS.map((build) => [build, []]));
	const jit: Record<string, Compiled[]> = Object.fromEntries(BUILDS.map((build) => [build, []]));
	for (let trial = 1; trial <= trials; trial++) {
		for (const build of BUILDS) {
			const log = jitDir && join(jitDir, `${build}-${trial}.log`);
			const spawned = Date.now();
			server = await startServer('cpu-split', resolve(CACHE, build), PORTS.jwt, env, log ? [...nodeArgs, '--log-code', `--logfile=${log}`, '--no-logfile-per-isolate'] : nodeArgs);
			pin(server.pid, SERVER_CPU);
			const split = await splitOnce(server, cookie);
			await server.stop();
			server = undefined;
			console.log(`trial ${trial} ${build}: ${format(split)}`);
			splits[build].push(split);
			if (log) {
				// The log's clock starts with V8, a few milliseconds after the spawn: close enough for a window of seconds.
				const compiled = optimisedIn(log, (split.from - spawned) / 1000, (split.to - spawned) / 1000, resolve(CACHE, build));
				console.log(`trial ${trial} ${build}: ${describe(compiled)}`);
				jit[build].push(compiled);
			}
		}
	}
	if (jitDir) {
		for (const build of BUILDS) {
			const [count, kb] = [median(jit[build].map((c) => c.count)), median(jit[build].map((c) => c.bytes / 1024))];
			console.log(`${build}: JIT medians ${count} optimised compilations, ${kb.toFixed(0)} KB of code per window`);
			for (const other of BUILDS.filter((b) => b !== build)) {
				for (const line of onlyIn(jit[build], jit[other]).slice(0, 15)) console.log(`  compiled in ${build}'s windows, never in ${other}'s: ${line}`);
			}
		}
	}
	// A process in a slower GC state measures V8's draw, not the code (docs/performance/pretenuring.md): the medians
	// are over the processes in the route's lowest state, within a point and a half of the lowest share kept (~2%
	// on a JSON route, ~10% on a page).
	const lowest = Math.min(...Object.values(splits).flat().map((split) => split.kept));
	for (const build of BUILDS) {
		const low = splits[build].filter((split) => split.kept <= lowest + 1.5);
		const thread = (kind: string) => median(low.map((split) => split.threads.get(kind) ?? 0)).toFixed(1);
		console.log(`${build}: main thread ${thread('main')}, V8 workers ${thread('V8Worker')} us/req (medians of ${low.length} of ${splits[build].length} processes, those keeping ${lowest.toFixed(1)}-${(lowest + 1.5).toFixed(1)}%)`);
	}
} finally {
	await server?.stop();
	if (jitDir) rmSync(jitDir, { recursive: true, force: true });
}
