/**
 * `node bench/instructions.ts`: the instructions a signed-in request executes, the demo app against its bare
 * partner (docs/performance.md, Method). Seconds on a shared 2-core host move by more than the library costs;
 * instructions, counted by valgrind's callgrind, do not depend on how fast the host runs that second.
 *
 * Each trial starts one process of each build under callgrind with its instrumentation off (so the warm-up
 * runs at a few times below native speed, not fifty), sends INSTR_WARM requests of INSTR_ROUTE (JIT code and
 * heap sizing settle), turns instrumentation on, then sends INSTR_WINDOWS windows of INSTR_REQUESTS requests
 * at 10 connections and dumps the counts after each. Per window it prints the main thread's instructions per
 * request, apart the garbage collector's own functions (their share is the process's GC draw:
 * docs/performance/pretenuring.md), and V8's other threads; then, per build, the median of the main thread
 * without GC, and the functions of the last window by their own instructions per request (JIT code named by
 * Node's `--perf-basic-prof` map), and the first build's functions against the second's, largest differences
 * first. Load still comes through HTTP on loopback, as in `npm run bench`.
 *
 * Env: INSTR_ROUTE (default /api/me), INSTR_ANONYMOUS=1 (send no cookie: the route as a signed-out visitor
 * sees it, e.g. `/`, where the library reads no session but still runs its hook), INSTR_STRATEGY (the demo's session
 * strategy: jwt, the default, or database, on a SQLite file of the tool's own), INSTR_SESSION_CACHE (with database:
 * `session.cache.maxAge` in seconds, as the bench's cached rows), INSTR_BUILDS (default app,baseline), INSTR_TRIALS (2), INSTR_WARM
 * (20000), INSTR_REQUESTS (3000), INSTR_WINDOWS (4), INSTR_TOP (25); BENCH_PARTNER_HEADERS=0 (the bare partner does not
 * send the library's two cache headers, as in `npm run bench`'s plain-partner control; by default it does). Needs valgrind (Debian: `valgrind`) and the
 * builds of one `npm run bench`. Every server it starts is stopped in a `finally`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { startServer, type Server } from './server.ts';
import { hasValgrind, readPerfMap, runtimeDifferences, selfCosts, type SelfCosts } from './callgrind.ts';
import { median } from './load.ts';
import { demoCookie, trialEnv } from './trials.ts';
import { keptPercent } from './gc-trace.ts';
import { CACHE, HOST, PORTS } from './config.ts';
import { PARTNER_HEADERS } from './partner-headers.ts';

const route = process.env.INSTR_ROUTE ?? '/api/me';
const anonymous = process.env.INSTR_ANONYMOUS === '1';
const strategy = process.env.INSTR_STRATEGY ?? 'jwt';
const sessionCache = process.env.INSTR_SESSION_CACHE;
if (strategy !== 'jwt' && strategy !== 'database') throw new Error(`INSTR_STRATEGY must be jwt or database, not ${strategy}`);
if (sessionCache && strategy !== 'database') throw new Error('INSTR_SESSION_CACHE needs INSTR_STRATEGY=database');
const BUILDS = (process.env.INSTR_BUILDS ?? 'app,baseline').split(',');
const trials = Number(process.env.INSTR_TRIALS ?? 2);
const warmRequests = Number(process.env.INSTR_WARM ?? 20_000);
const requests = Number(process.env.INSTR_REQUESTS ?? 3000);
const windows = Number(process.env.INSTR_WINDOWS ?? 4);
const top = Number(process.env.INSTR_TOP ?? 25);
const OUT = resolve(CACHE, 'callgrind');

/**
 * callgrind_control reaches the process through vgdb, whose pipe names carry the HOST variable: the server
 * runs with HOST=127.0.0.1 (bench/server.ts), so vgdb must too.
 */
const control = (pid: number, ...command: string[]) =>
	execFileSync('callgrind_control', [...command, String(pid)], { env: { ...process.env, HOST }, stdio: 'ignore' });

interface Window {
	main: SelfCosts;
	/** Every other thread's instructions per request (V8's GC and compiler helpers, libuv's pool). */
	others: number;
	/** Collections in the window, and the share of its allocation they kept (bench/gc-trace.ts). */
	gcs: { count: number; kept: number };
}

/** Reads the dump files of one window (one per thread, `-01` the main thread), then deletes them. */
function readWindow(server: Server, tag: string, gcs: Window['gcs']): Window {
	const map = existsSync(`/tmp/perf-${server.pid}.map`) ? readPerfMap(`/tmp/perf-${server.pid}.map`) : undefined;
	const files = readdirSync(OUT).filter((f) => f.startsWith(`${tag}.${server.pid}.`));
	let main: SelfCosts | undefined;
	let others = 0;
	for (const file of files) {
		const costs = selfCosts(resolve(OUT, file), file.endsWith('-01') ? map : undefined);
		if (file.endsWith('-01')) main = costs;
		else others += costs.total;
		rmSync(resolve(OUT, file));
	}
	if (!main) throw new Error(`no main-thread dump for ${tag} in ${OUT}`);
	return { main, others: others / requests, gcs };
}

async function measureBuild(build: string, trial: number, cookie: string, env: Record<string, string>): Promise<Window[]> {
	const tag = `${build}-${trial}`;
	const launcher = ['valgrind', '--tool=callgrind', '--instr-atstart=no', '--separate-threads=yes', '--smc-check=all-non-file', `--callgrind-out-file=${OUT}/${tag}.%p`];
	const server = await startServer(`instructions-${build}`, resolve(CACHE, build), PORTS.jwt, env, ['--trace-gc', '--perf-basic-prof'], { launcher });
	try {
		const load = (amount: number) => autocannon({ url: server.url + route, connections: 10, amount, headers: anonymous ? {} : { cookie } });
		await load(warmRequests);
		control(server.pid, '--instr=on');
		const out: Window[] = [];
		for (let w = 1; w <= windows; w++) {
			const gc0 = server.gc()!;
			const result = await load(requests);
			if (result.non2xx || result.errors) throw new Error(`${build}: ${result.non2xx} non-2xx responses and ${result.errors} errors`);
			control(server.pid, '--dump');
			const gc1 = server.gc()!;
			out.push(readWindow(server, tag, { count: gc1.scavenges + gc1.fullGcs - gc0.scavenges - gc0.fullGcs, kept: keptPercent(gc0, gc1) }));
		}
		return out;
	} finally {
		const pid = server.pid;
		await server.stop();
		rmSync(`/tmp/perf-${pid}.map`, { force: true });
		for (const f of readdirSync(OUT)) if (f.startsWith(`${tag}.${pid}`)) rmSync(resolve(OUT, f));
	}
}

const perRequest = (n: number) => Math.round(n / requests);

if (!hasValgrind()) {
	console.log('bench/instructions.ts needs valgrind (Debian: apt-get install valgrind); nothing measured.');
	process.exit(1);
}
for (const build of BUILDS) if (!existsSync(resolve(CACHE, build))) throw new Error(`run npm run bench once first: ${resolve(CACHE, build)} is missing`);
mkdirSync(OUT, { recursive: true });
if (!PARTNER_HEADERS) console.log('BENCH_PARTNER_HEADERS=0: the bare partner sends no cache headers (bench/partner-headers.ts)');
// The session is signed in once and its row kept in the tool's SQLite file, which every trial's demo process opens.
const env = { ...trialEnv('instructions'), DEMO_SESSION_STRATEGY: strategy, ...(sessionCache ? { DEMO_SESSION_CACHE: sessionCache } : {}) };
const cookie = await demoCookie('instructions', env);
const rest: Record<string, number[]> = Object.fromEntries(BUILDS.map((b) => [b, []]));
const last = new Map<string, SelfCosts>();
for (let trial = 1; trial <= trials; trial++) {
	for (const build of BUILDS) {
		const result = await measureBuild(build, trial, cookie, env);
		result.forEach((w, i) => {
			const { total, gc } = w.main;
			console.log(`trial ${trial} ${build} window ${i + 1}: main thread ${perRequest(total)} instructions/req (GC ${perRequest(gc)}, rest ${perRequest(total - gc)}); other threads ${Math.round(w.others)}; ${w.gcs.count} GCs, kept ${w.gcs.kept.toFixed(1)}%`);
			rest[build].push(perRequest(total - gc));
		});
		last.set(build, result[result.length - 1].main);
	}
}
for (const build of BUILDS) console.log(`${build}: main thread without GC, median ${median(rest[build])} instructions/req over ${rest[build].length} windows`);
for (const [build, costs] of last) {
	console.log(`\n${build}, last window, own instructions per request:`);
	const rows = [...costs.byFunction].sort((a, b) => b[1] - a[1]).slice(0, top);
	for (const [fn, ir] of rows) console.log(`${String(perRequest(ir)).padStart(8)}  ${name(build, fn)}`);
}
// The first build against the second, function by function: where the difference of the medians above comes
// from. JIT code is named by its file and position, so a function at the same place in both builds pairs up and
// one that moved counts apart.
const [first, second] = BUILDS;
if (last.has(first) && last.has(second)) {
	const mine = byName(first), theirs = byName(second);
	console.log(`\n${first} minus ${second}, last window, own instructions per request, largest differences first:`);
	const rows = [...new Set([...mine.keys(), ...theirs.keys()])]
		.map((fn) => ({ fn, own: perRequest(mine.get(fn) ?? 0), difference: perRequest((mine.get(fn) ?? 0) - (theirs.get(fn) ?? 0)) }))
		.sort((a, b) => Math.abs(b.difference) - Math.abs(a.difference));
	for (const row of rows.slice(0, top)) console.log(`${String(row.own).padStart(8)}  ${String(row.difference).padStart(8)}  ${row.fn}`);
	const runtime = runtimeDifferences(rows);
	if (runtime.length) {
		const sum = runtime.reduce((total, row) => total + row.difference, 0);
		console.log(`\nwarning: V8 runtime functions account for ${sum} instructions per request of the difference (${runtime.slice(0, 3).map((r) => r.fn.replace(/\(.*$/, '')).join(', ')}).`);
		console.log('Under valgrind one process\'s JIT code may have left its compiled path where it does not at native speed: run another trial, and check at native speed before charging it to the library (docs/performance.md, Method).');
	}
}

function name(build: string, fn: string): string {
	return fn.replace(`file://${CACHE}/${build}/`, '').slice(0, 140);
}

function byName(build: string): Map<string, number> {
	const out = new Map<string, number>();
	for (const [fn, ir] of last.get(build)!.byFunction) {
		const key = name(build, fn);
		out.set(key, (out.get(key) ?? 0) + ir);
	}
	return out;
}
