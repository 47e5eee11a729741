/**
 * `node bench/side-by-side.ts`: the demo app and its bare partner loaded at the same time, on the same core,
 * instead of one after the other (docs/performance.md, Method). Sharing the core and the seconds, both see the
 * same host: a change of the host's speed moves both sides of the ratio alike, which a row measured seconds after
 * its partner does not get. What is left in the ratio is the two processes': their code, and their GC draws
 * (docs/performance/pretenuring.md). A second process of the bare build (its twin) is loaded beside the bare one
 * the same way: an A/A control, whose ratio would be 1.00 if the processes were all that alike.
 *
 * Each trial starts fresh processes of the three, pinned to the servers' core, warms each on every route, then
 * per route loads (bare, demo) and (bare, twin) together, in alternating order, with SIDE_CONNECTIONS connections
 * each, and counts each one's responses in the same window (after a warm-up). It prints every pair's ratio with
 * each process's GC state (bench/gc-trace.ts's kept share), then per route the medians and the spread.
 *
 * Env: SIDE_ROUTES (default /protected,/api/me), SIDE_TRIALS (default 6), SIDE_CONNECTIONS (per server, default
 * 25: the pair has the 50 of a row of `npm run bench`), SIDE_SECONDS (the counted window, default 3). Needs the
 * builds of one `npm run bench`. Every server it starts is stopped in a `finally`.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { startServer, type Server } from './server.ts';
import { keptPercent } from './gc-trace.ts';
import { median, warm } from './load.ts';
import { demoCookie, trialEnv } from './trials.ts';
import { CACHE, PORTS } from './config.ts';
import { LOADER_CPU, SERVER_CPU, pin } from './pin.ts';

const routes = (process.env.SIDE_ROUTES ?? '/protected,/api/me').split(',');
const trials = Number(process.env.SIDE_TRIALS ?? 6);
const connections = Number(process.env.SIDE_CONNECTIONS ?? 25);
const seconds = Number(process.env.SIDE_SECONDS ?? 3);
/** Unrecorded load of each server per route before a trial's first pair (JIT code and heap sizing settle). */
const WARM_SECONDS = 6;
/** Unrecorded seconds of every pair before its window: both servers have every connection busy by then. */
const PAIR_WARMUP_SECONDS = 1;

interface Side {
	rps: number;
	kept: number;
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Loads both servers at once on `route` and counts each one's responses in the same window. */
async function together(pair: [Server, Server], route: string, cookie: string): Promise<[Side, Side]> {
	const counts = [0, 0];
	const runs = pair.map((server, i) => {
		const run = autocannon({ url: server.url + route, connections, duration: PAIR_WARMUP_SECONDS + seconds + 5, headers: { cookie }, sampleInt: 100 });
		run.on('response', (_client: unknown, status: number) => {
			if (status === 200) counts[i]++;
		});
		return run;
	});
	try {
		await pause(PAIR_WARMUP_SECONDS * 1000);
		const before = { counts: [...counts], gc: pair.map((s) => s.gc()!), at: performance.now() };
		await pause(seconds * 1000);
		const after = { counts: [...counts], gc: pair.map((s) => s.gc()!), at: performance.now() };
		const side = (i: number): Side => ({
			rps: ((after.counts[i] - before.counts[i]) * 1000) / (after.at - before.at),
			kept: keptPercent(before.gc[i], after.gc[i])
		});
		return [side(0), side(1)];
	} finally {
		for (const run of runs) run.stop();
		await Promise.all(runs);
	}
}

for (const build of ['app', 'baseline']) if (!existsSync(resolve(CACHE, build))) throw new Error(`run npm run bench once first: ${resolve(CACHE, build)} is missing`);
const env = trialEnv('side-by-side');
pin(process.pid, LOADER_CPU);

const servers: Server[] = [];
try {
	const cookie = await demoCookie('side-by-side', env);
	const ratios = new Map(routes.map((route) => [route, { demo: [] as number[], twin: [] as number[] }]));
	for (let trial = 1; trial <= trials; trial++) {
		// The bench's own ports (nothing else of the bench runs beside this tool); the twin takes the SQLite row's.
		const bare = await startServer('bare', resolve(CACHE, 'baseline'), PORTS.bare, env, ['--trace-gc']);
		servers.push(bare);
		const twin = await startServer('twin', resolve(CACHE, 'baseline'), PORTS.sqlite, env, ['--trace-gc']);
		servers.push(twin);
		const demo = await startServer('demo', resolve(CACHE, 'app'), PORTS.jwt, env, ['--trace-gc']);
		servers.push(demo);
		for (const server of servers) pin(server.pid, SERVER_CPU);
		for (const route of routes) {
			for (const server of servers) await warm({ id: server.name, label: route, server, path: route, cookie, status: 200 }, WARM_SECONDS);
		}
		for (const route of routes) {
			// Alternating which pair goes first, so neither always follows the other's load.
			const order = trial % 2 ? [demo, twin] : [twin, demo];
			const line: string[] = [];
			for (const other of order) {
				const [b, o] = await together([bare, other], route, cookie);
				ratios.get(route)![other === demo ? 'demo' : 'twin'].push(o.rps / b.rps);
				line.push(`${other.name} ${(o.rps / b.rps).toFixed(3)}x (bare ${b.rps.toFixed(0)} req/s, kept ${b.kept.toFixed(0)}% / ${o.kept.toFixed(0)}%)`);
			}
			console.log(`trial ${trial} ${route}: ${line.join('; ')}`);
		}
		for (const server of servers.splice(0)) await server.stop();
	}
	const range = (values: number[]) => `${Math.min(...values).toFixed(2)}-${Math.max(...values).toFixed(2)}`;
	for (const [route, { demo, twin }] of ratios) {
		console.log(`${route}: demo ${median(demo).toFixed(3)}x bare (trials ${range(demo)}); twin ${median(twin).toFixed(3)}x bare (trials ${range(twin)})`);
	}
} finally {
	for (const server of servers) await server.stop();
}
