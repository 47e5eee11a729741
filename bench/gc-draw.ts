/**
 * `node bench/gc-draw.ts`: how often a fresh server process of one build draws V8's slow GC state on one
 * route (docs/performance/pretenuring.md). Each trial starts the build afresh, loads the route at 200
 * connections and then at 50, and reads, from the process's `--trace-gc` lines, the share of its allocation
 * that its scavenges kept in a 3 s window: ~2% in the fast state, 8-9% in the intermediate one, 16-17% in
 * the slow one. The full bench pairs two such draws per round; this isolates one build's odds.
 *
 * Env: DRAW_BUILD (app | baseline, the builds of `npm run bench`, which must have run once), DRAW_ROUTE
 * (default /api/me), DRAW_TRIALS (default 12), DRAW_NODE_ARGS (extra Node/V8 flags for the server), DRAW_PRIME
 * (set: one request with the cookie before the load, so no request of the load is a token's first read), DRAW_FIRST
 * (a route the fresh process serves first, 3 s at 50 connections with the cookie, before the draw's own load: `/`
 * starts it on an SSR page, as the bench's forward rounds start every server; DRAW_FIRST_CONNECTIONS and
 * DRAW_FIRST_SECONDS change its 50 connections and 3 s), DRAW_SITES (set: adds
 * `--trace-deopt-verbose` and prints, per trial and then tallied over the fast and the other processes, the
 * functions whose allocation sites V8 pretenured; the same names appear in fast and slow processes, so they
 * show what V8 decided, not which decision made a process slow: docs/performance.md).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { startServer, type Server } from './server.ts';
import { measure, warm, type Scenario } from './load.ts';
import { demoCookie, trialEnv } from './trials.ts';
import { CACHE, PORTS } from './config.ts';
import { LOADER_CPU, SERVER_CPU, pin } from './pin.ts';
// Above this kept share a process is counted as not in the fast state (the intermediate state included).
import { FAST_MAX_PERCENT } from './draws.ts';

const build = process.env.DRAW_BUILD ?? 'app';
const route = process.env.DRAW_ROUTE ?? '/api/me';
const trials = Number(process.env.DRAW_TRIALS ?? 12);
const first = process.env.DRAW_FIRST;
/** The DRAW_FIRST load: 50 connections for 3 s unless set; a low count starts the process gently. */
const firstConnections = Number(process.env.DRAW_FIRST_CONNECTIONS ?? 50);
const firstSeconds = Number(process.env.DRAW_FIRST_SECONDS ?? 3);
const sites = Boolean(process.env.DRAW_SITES);
const nodeArgs = ['--trace-gc', ...(sites ? ['--trace-deopt-verbose'] : []), ...(process.env.DRAW_NODE_ARGS ?? '').split(/\s+/).filter(Boolean)];

const dir = resolve(CACHE, build);
if (!['app', 'baseline'].includes(build) || !existsSync(dir)) throw new Error(`DRAW_BUILD must name a build of npm run bench (app or baseline) that exists under ${CACHE}`);
const env = trialEnv('gc-draw');
pin(process.pid, LOADER_CPU);

let server: Server | undefined;
try {
	const cookie = await demoCookie('gc-draw', env);
	const kept: number[] = [];
	/** Per function: in how many fast processes, and in how many others, V8 pretenured one of its sites. */
	const tally = new Map<string, { fast: number; other: number }>();
	for (let trial = 1; trial <= trials; trial++) {
		server = await startServer('gc-draw', dir, PORTS.jwt, env, nodeArgs);
		pin(server.pid, SERVER_CPU);
		const at200: Scenario = { id: `${build}${route}@200`, label: route, server, path: route, cookie, status: 200, connections: 200 };
		if (first) await warm({ ...at200, id: `${build}${first}`, path: first, connections: firstConnections }, firstSeconds);
		if (process.env.DRAW_PRIME) await fetch(`${server.url}${route}`, { headers: { cookie } }).then((r) => r.arrayBuffer());
		await warm(at200, 4);
		await warm({ ...at200, connections: 50 }, 2);
		const sample = await measure({ ...at200, id: `${build}${route}`, connections: 50 });
		kept.push(sample.keptPct);
		console.log(`trial ${trial}: ${Math.round(sample.rps)} req/s, kept ${sample.keptPct.toFixed(1)}%, ${sample.allocatedKB.toFixed(1)} KB allocated per request`);
		if (sites) {
			const tenured = server.tenured();
			console.log(`  pretenured sites in: ${tenured.join(', ') || 'none'}`);
			for (const name of tenured) {
				const counts = tally.get(name) ?? { fast: 0, other: 0 };
				counts[sample.keptPct > FAST_MAX_PERCENT ? 'other' : 'fast']++;
				tally.set(name, counts);
			}
		}
		await server.stop();
		server = undefined;
	}
	const notFast = kept.filter((pct) => pct > FAST_MAX_PERCENT).length;
	console.log(`${build} ${route}${first ? ` after ${first}` : ''}: ${notFast} of ${trials} processes not in the fast GC state (kept > ${FAST_MAX_PERCENT}%)`);
	for (const [name, { fast, other }] of [...tally].sort((a, b) => b[1].other - b[1].fast - (a[1].other - a[1].fast))) {
		console.log(`  ${name}: pretenured in ${other} of ${notFast} other processes, ${fast} of ${trials - notFast} fast ones`);
	}
} finally {
	await server?.stop();
}
