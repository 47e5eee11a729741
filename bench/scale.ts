/**
 * `BENCH_SCALE=1 npm run bench`: does a signed-in read cost the same on 1,000,000 users and sessions as on
 * 1,000? Per backend (SQLite, then PostgreSQL when reachable), two servers of the app build, database
 * strategy, no session cache: one on small tables, one on large ones (bench/scale-data.ts). The load cycles
 * through SCALE.cookies browsers spread over the whole table; rounds alternate small/large and reverse, and
 * the ratio is the median per-round req/s of large over small. An in-process figure backs it: the adapter's
 * `getSessionAndUser` alone, on tokens drawn uniformly from every row, microseconds per call.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { buildApps } from './build.ts';
import { startServer, type Server } from './server.ts';
import { measure, median, total, verify, warm, type CountKey, type Sample, type Scenario } from './load.ts';
import { preparePostgres } from './signin.ts';
import { SCALE_NAME, cookieOf, generatePostgres, generateSqlite, tokenHashOf } from './scale-data.ts';
import { printBudgets, printTable, save, type Budget, type Row } from './report.ts';
import { ratioText } from './budgets.ts';
import { BUDGETS, CACHE, LOAD, PORTS, SCALE, SECRET, SERVER_V8_FLAGS } from './config.ts';
import { LOADER_CPU, SERVER_CPU, pin, pinning } from './pin.ts';
import { openSQLite, SQLiteAdapter } from '../src/lib/auth/adapters/sqlite.ts';
import { PostgresAdapter } from '../src/lib/auth/adapters/postgres.ts';
import type { Adapter } from '../src/lib/auth/adapters/types.ts';

type Log = (message: string) => void;

interface Backend {
	name: 'sqlite' | 'postgres';
	env: (size: 'small' | 'large') => Record<string, string>;
	adapter: (size: 'small' | 'large') => { adapter: Adapter; close: () => Promise<void> };
}

/** `count` distinct row numbers in 1..rows, drawn at random. */
function sample(rows: number, count: number): number[] {
	const picked = new Set<number>();
	while (picked.size < Math.min(count, rows)) picked.add(1 + Math.floor(Math.random() * rows));
	return [...picked];
}

/** Microseconds per `getSessionAndUser` on `calls` tokens drawn uniformly from all `rows`, after a warm-up. */
async function lookupMicros(adapter: Adapter, rows: number, calls: number): Promise<number> {
	const tokens = Array.from({ length: calls }, () => tokenHashOf(1 + Math.floor(Math.random() * rows)));
	for (const token of tokens.slice(0, 2000)) await adapter.getSessionAndUser!(token);
	const started = performance.now();
	for (const token of tokens) if (!(await adapter.getSessionAndUser!(token))) throw new Error('scale: a generated session is missing');
	return ((performance.now() - started) * 1000) / calls;
}

async function runBackend(backend: Backend, dir: string, log: Log): Promise<{ rows: Row[]; inProcess: { small: number; large: number }; ratio: number }> {
	const servers: Server[] = [];
	try {
		for (const size of ['small', 'large'] as const) {
			const name = `scale-${size}` as const;
			servers.push(await startServer(`${backend.name} ${name}`, dir, PORTS[name], { AUTH_SECRET: SECRET, AUTH_TRUST_HOST: 'true', DEMO_SESSION_STRATEGY: 'database', ...backend.env(size) }, SERVER_V8_FLAGS));
		}
		for (const server of servers) pin(server.pid, SERVER_CPU);
		const [small, large] = servers;
		const scenario = (server: Server, rows: number, bare?: string): Scenario => ({
			id: `${server.name}`, label: `${server.name} /api/me (${rows.toLocaleString('en')} rows)`, server, path: '/api/me',
			cookies: sample(rows, SCALE.cookies).map(cookieOf), status: 200, contains: SCALE_NAME, bare
		});
		const scenarios = [scenario(small, SCALE.smallRows), scenario(large, SCALE.largeRows, small.name)];
		for (const s of scenarios) await verify(s);
		// Each of the browsers once, so every server has hashed every cookie before the measured rounds.
		for (const s of scenarios) await warm({ ...s }, LOAD.firstWarmupSeconds);
		const samples = new Map<string, Sample[]>(scenarios.map((s) => [s.id, []]));
		for (let round = 1; round <= LOAD.rounds; round++) {
			for (const s of round % 2 ? scenarios : [...scenarios].reverse()) samples.get(s.id)!.push(await measure(s));
		}
		log(`${backend.name}: ${LOAD.rounds} rounds done`);
		const [smallSamples, largeSamples] = scenarios.map((s) => samples.get(s.id)!);
		const roundRatios = largeSamples.map((x, i) => Math.round((x.rps / smallSamples[i].rps) * 1000) / 1000);
		const rows: Row[] = scenarios.map((s) => {
			const list = samples.get(s.id)!;
			const sum = (key: CountKey) => total(list, key);
			return {
				id: s.id, label: s.label, bare: s.bare, rps: median(list.map((x) => x.rps)), p50: median(list.map((x) => x.p50)), p99: median(list.map((x) => x.p99)),
				cpuUs: median(list.map((x) => x.cpuUs)), rssMiB: list[list.length - 1].rssMiB, servedAllMs: median(list.map((x) => x.servedAllMs)), responses: sum('responses'), unexpected: sum('unexpected'),
				setCookie: sum('setCookie'), errors: sum('errors'), windowErrors: sum('windowErrors'), rounds: list.map((x) => Math.round(x.rps)), p99Pooled: NaN, roundKeptPct: list.map((x) => x.keptPct),
				...(s.bare ? { roundRatios, ratio: median(roundRatios) } : {})
			};
		});
		for (const server of servers) await server.stop();
		// In process, with no server running: three alternating passes each, medians.
		const micros: Record<'small' | 'large', number[]> = { small: [], large: [] };
		for (let pass = 0; pass < 3; pass++) {
			for (const size of ['small', 'large'] as const) {
				const { adapter, close } = backend.adapter(size);
				try {
					micros[size].push(await lookupMicros(adapter, size === 'small' ? SCALE.smallRows : SCALE.largeRows, 20_000));
				} finally {
					await close();
				}
			}
		}
		return { rows, inProcess: { small: median(micros.small), large: median(micros.large) }, ratio: rows[1].ratio! };
	} finally {
		for (const server of servers) await server.stop();
	}
}

export async function runScale(log: Log): Promise<boolean> {
	log(`scale scenario: ${SCALE.largeRows.toLocaleString('en')} vs ${SCALE.smallRows.toLocaleString('en')} users and sessions; building the app`);
	const { app } = buildApps({ bare: false });
	mkdirSync(CACHE, { recursive: true });
	pin(process.pid, LOADER_CPU);
	log(`CPU pinning: ${pinning.enabled ? 'on' : 'off'} (${pinning.why})`);
	const file = (size: string) => resolve(CACHE, `scale-${size}.sqlite`);
	const generated: Record<string, number> = {};
	const backends: Backend[] = [];
	for (const [size, rows] of [['small', SCALE.smallRows], ['large', SCALE.largeRows]] as const) generated[`sqlite ${size}`] = generateSqlite(file(size), rows);
	log(`SQLite generated: ${generated['sqlite small'].toFixed(1)} s and ${generated['sqlite large'].toFixed(1)} s`);
	backends.push({
		name: 'sqlite',
		env: (size) => ({ SQLITE_PATH: file(size) }),
		adapter: (size) => {
			const db = openSQLite(file(size));
			return { adapter: SQLiteAdapter(db), close: async () => db.close() };
		}
	});
	const url = await preparePostgres();
	if (url) {
		for (const [size, rows] of [['small', SCALE.smallRows], ['large', SCALE.largeRows]] as const) generated[`postgres ${size}`] = await generatePostgres(url, `scale_${size}`, rows);
		log(`PostgreSQL generated: ${generated['postgres small'].toFixed(1)} s and ${generated['postgres large'].toFixed(1)} s`);
		backends.push({
			name: 'postgres',
			env: (size) => ({ DATABASE_URL: url, DATABASE_SCHEMA: `scale_${size}` }),
			adapter: (size) => {
				const pool = new pg.Pool({ connectionString: url, max: 1 });
				return { adapter: PostgresAdapter(pool, { schema: `scale_${size}` }), close: () => pool.end() };
			}
		});
	} else log('PostgreSQL not reachable: its rows are skipped');

	const results: Record<string, { inProcess: { small: number; large: number }; ratio: number }> = {};
	const rows: Row[] = [];
	for (const backend of backends) {
		const result = await runBackend(backend, app, log);
		rows.push(...result.rows);
		results[backend.name] = { inProcess: result.inProcess, ratio: result.ratio };
	}
	printTable(rows);
	console.log('\ngetSessionAndUser in process, tokens drawn from every row (us per call, median of 3 passes x 20,000)');
	for (const [name, r] of Object.entries(results)) console.log(`${name}: ${r.inProcess.small.toFixed(1)} us on ${SCALE.smallRows.toLocaleString('en')} rows, ${r.inProcess.large.toFixed(1)} us on ${SCALE.largeRows.toLocaleString('en')} (${(r.inProcess.large / r.inProcess.small).toFixed(2)}x)`);
	const budgets: Budget[] = Object.entries(results).map(([name, r]) => ({
		measure: `signed-in read on ${SCALE.largeRows.toLocaleString('en')} rows vs ${SCALE.smallRows.toLocaleString('en')} (${name}, req/s)`,
		budget: `>= ${BUDGETS.scaleReadRatio.toFixed(2)}x`, value: ratioText(r.ratio, BUDGETS.scaleReadRatio), pass: r.ratio >= BUDGETS.scaleReadRatio
	}));
	printBudgets(budgets);
	const saved = save({ date: new Date().toISOString(), node: process.version, scale: SCALE, load: LOAD, pinning, serverNodeArgs: SERVER_V8_FLAGS, generatedSeconds: generated, rows, results, budgets }, 'scale');
	log(`saved ${saved}`);
	return budgets.every((b) => b.pass) && rows.every((r) => r.unexpected + r.windowErrors === 0);
}
