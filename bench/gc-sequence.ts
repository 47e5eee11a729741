/**
 * `node bench/gc-sequence.ts`: which GC state (docs/performance/pretenuring.md) a fresh server process draws
 * when it serves what one server of `npm run bench` serves, in the bench's order: each row warmed 3 s, then each
 * row measured (1 s + 3 s), as in round 1 of a full run. Each trial starts every build afresh, one at a time, and
 * prints each measured row's req/s and kept share (~2% fast, 8-9% intermediate, 16-17% slow on a JSON row).
 *
 * Env: SEQ_BUILDS (default app,baseline: builds of `npm run bench`, which must have run once), SEQ_TRIALS
 * (default 6), SEQ_ORDER (alternate, the default, as the bench's forward and backward rounds; forward; backward),
 * SEQ_ROWS (all, the default; short: `/`, `/protected` and `/api/me` only), SEQ_NODE_ARGS (extra Node/V8 flags).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { startServer, type Server } from './server.ts';
import { measure, warm, type Scenario } from './load.ts';
import { demoCookie, trialEnv } from './trials.ts';
import { CACHE, LOAD, PORTS } from './config.ts';
import { LOADER_CPU, SERVER_CPU, pin } from './pin.ts';

const builds = (process.env.SEQ_BUILDS ?? 'app,baseline').split(',').map((b) => b.trim());
const trials = Number(process.env.SEQ_TRIALS ?? 6);
const order = process.env.SEQ_ORDER ?? 'alternate';
const nodeArgs = ['--trace-gc', ...(process.env.SEQ_NODE_ARGS ?? '').split(/\s+/).filter(Boolean)];
for (const build of builds) if (!existsSync(resolve(CACHE, build))) throw new Error(`no build ${build} under ${CACHE}: run npm run bench once`);
if (!['alternate', 'forward', 'backward'].includes(order)) throw new Error('SEQ_ORDER must be alternate, forward or backward');

/** One bench server's rows, in the order of bench/scenarios.ts. */
function rowsOf(server: Server, cookie: string): Scenario[] {
	const row = (id: string, path: string, extra: Partial<Scenario> = {}): Scenario => ({ id, label: id, server, path, cookie, status: 200, ...extra });
	const rows = [
		row('/', '/', { cookie: undefined }),
		row('/protected', '/protected'),
		row('/api/me', '/api/me'),
		row('/protected (no cookie)', '/protected', { cookie: undefined, status: 303, headers: { accept: 'text/html' } }),
		...['/bench/one', '/bench/ten', '/bench/none'].map((path) => row(path, path)),
		row(`/protected@${LOAD.highConnections}`, '/protected', { connections: LOAD.highConnections }),
		row(`/api/me@${LOAD.highConnections}`, '/api/me', { connections: LOAD.highConnections })
	];
	return process.env.SEQ_ROWS === 'short' ? rows.slice(0, 3) : rows;
}

const env = trialEnv('gc-sequence');
pin(process.pid, LOADER_CPU);
const cookie = await demoCookie('gc-sequence', env);
let server: Server | undefined;
try {
	for (let trial = 1; trial <= trials; trial++) {
		const backward = order === 'backward' || (order === 'alternate' && trial % 2 === 0);
		for (const build of builds) {
			server = await startServer('gc-sequence', resolve(CACHE, build), PORTS.jwt, env, nodeArgs);
			pin(server.pid, SERVER_CPU);
			const rows = backward ? rowsOf(server, cookie).reverse() : rowsOf(server, cookie);
			for (const s of rows) await warm(s, LOAD.firstWarmupSeconds);
			const out: string[] = [];
			for (const s of rows) {
				const x = await measure(s);
				out.push(`${s.id} ${Math.round(x.rps)} ${x.keptPct.toFixed(1)}%`);
			}
			console.log(`trial ${trial} ${build}${backward ? ' (backward)' : ''}: ${out.join(' | ')}`);
			await server.stop();
			server = undefined;
		}
	}
} finally {
	await server?.stop();
}
