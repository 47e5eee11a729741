/**
 * `npm run bench`: builds the app, its bare partner (the same app without the library: bench/baseline) and a
 * small app without auth (bench/bare), starts them on loopback, signs in over HTTP, checks then loads every
 * scenario with autocannon in interleaved rounds, and prints and saves medians, ratios to the bare partner,
 * bundle sizes, adapter calls and the budget verdicts.
 * BENCH_PROFILE=1 starts the servers with --cpu-prof (profiles in node_modules/.cache/bench/profiles).
 * Every server starts with SERVER_V8_FLAGS (config.ts); BENCH_NODE_ARGS adds Node/V8 flags after them, to every
 * server (bare included). Every server runs with --trace-gc, which
 * the bench reads for each row's GC state (bench/gc-trace.ts), unless BENCH_GC=0; BENCH_SERVER_LOGS=<dir> also
 * writes each server process's output to a file there (bench/server.ts). The bare partner sends the library's two
 * cache headers on a session read; BENCH_PARTNER_HEADERS=0 is the control without them (bench/partner-headers.ts).
 * BENCH_SCALE=1 runs the scale scenario (bench/scale.ts) instead. Run by another Node binary than the project's
 * own (package.json's `node` devDependency), e.g. `path/to/node bench/run.ts`, every process runs on that
 * binary and the result is saved as a control, `node<version>-<stamp>.json`, the scale scenario's too
 * (bench/report.ts).
 */
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildApps } from './build.ts';
import { startServer, type Server } from './server.ts';
import { measureOrRetry, median, percentile, pooled, total, verify, warm, type CountKey, type Sample, type Scenario } from './load.ts';
import { signIn, preparePostgres, postgresTransactions, type SignedIn } from './signin.ts';
import { countAdapterCalls } from './adapter-count.ts';
import { bundleSizes } from './size.ts';
import { printAdapterCounts, printBudgets, printSizes, printTable, save, type Row } from './report.ts';
import { buildScenarios, type Servers } from './scenarios.ts';
import { judge } from './budgets.ts';
import { CACHE, CACHE_MAX_AGE_SECONDS, LOAD, PORTS, SCALE, SECRET, SERVER_V8_FLAGS } from './config.ts';
import { LOADER_CPU, SERVER_CPU, pin, pinning } from './pin.ts';
import { PARTNER_HEADERS, PARTNER_KIND, checkPartnerHeaders } from './partner-headers.ts';

const started = Date.now();
const log = (message: string) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);

if (SCALE.enabled) {
	const { runScale } = await import('./scale.ts');
	process.exitCode = (await runScale(log)) ? 0 : 1;
} else {
	await runNormal();
}

async function runNormal(): Promise<void> {
	log('building the app, its bare partner and the small app');
	const dirs = buildApps();
	const postgresUrl = await preparePostgres();
	if (!postgresUrl) log('PostgreSQL not reachable: its rows are skipped');
	// From the same sources as the builds, before any load: an edit made while the load runs cannot mix in,
	// and a harness failure costs seconds, not the whole run.
	const adapterCounts = await countAdapterCalls(postgresUrl);
	const sizes = await bundleSizes();
	log('adapter-call harness and bundle sizes done');

	mkdirSync(CACHE, { recursive: true });
	const sqlitePath = resolve(CACHE, 'app.sqlite');
	for (const suffix of ['', '-wal', '-shm']) rmSync(sqlitePath + suffix, { force: true });
	// Node/V8 flags for every server alike, bare included (e.g. BENCH_NODE_ARGS=--no-allocation-site-pretenuring,
	// docs/performance/pretenuring.md); recorded in the result file.
	// --trace-gc on every server (only prints: V8 collects as without it) unless BENCH_GC=0: each row then
	// records its process's GC state per round (bench/gc-trace.ts).
	const nodeArgs = [
		...SERVER_V8_FLAGS,
		...(process.env.BENCH_GC === '0' ? [] : ['--trace-gc']),
		...(process.env.BENCH_PROFILE === '1' ? ['--cpu-prof', `--cpu-prof-dir=${resolve(CACHE, 'profiles')}`] : []),
		...(process.env.BENCH_NODE_ARGS ?? '').split(/\s+/).filter(Boolean)
	];
	const appEnv = (strategy: string, extra: Record<string, string> = {}) => ({
		AUTH_SECRET: SECRET, AUTH_TRUST_HOST: 'true', BENCH_ROUTES: '1', SQLITE_PATH: sqlitePath, DEMO_SESSION_STRATEGY: strategy, ...extra
	});
	const cached = { DEMO_SESSION_CACHE: String(CACHE_MAX_AGE_SECONDS) };
	const postgresEnv = postgresUrl ? { DATABASE_URL: postgresUrl } : undefined;

	const list: Server[] = [];
	const start = async (name: keyof typeof PORTS, dir: string, env: Record<string, string>) => {
		const server = await startServer(name, dir, PORTS[name], env, nodeArgs);
		list.push(server);
		return server;
	};
	try {
		const servers: Servers = {
			bare: await start('bare', dirs.bare, appEnv('jwt', { BENCH_PARTNER_HEADERS: PARTNER_HEADERS ? '1' : '0' })),
			small: await start('small', dirs.small, {}),
			jwt: await start('jwt', dirs.app, appEnv('jwt')),
			sqlite: await start('sqlite', dirs.app, appEnv('database')),
			'sqlite-cache': await start('sqlite-cache', dirs.app, appEnv('database', cached)),
			postgres: postgresEnv && (await start('postgres', dirs.app, appEnv('database', postgresEnv))),
			'postgres-cache': postgresEnv && (await start('postgres-cache', dirs.app, appEnv('database', { ...postgresEnv, ...cached })))
		};
		pin(process.pid, LOADER_CPU);
		log(`CPU pinning: ${pinning.enabled ? 'on' : 'off'} (${pinning.why})`);

		const sessions: Record<string, SignedIn> = {};
		// The bare partner and the small app have no auth routes: they get the jwt cookie's bytes (scenarios.ts).
		for (const server of list.slice(2)) sessions[server.name] = await signIn(server.url);
		log(`signed in; jwt cookie ${sessions.jwt.cookie.length} bytes (name=value)`);

		const scenarios = buildScenarios(servers, sessions);
		for (const s of scenarios) await verify(s);
		await checkPartnerHeaders(scenarios);
		if (!PARTNER_HEADERS) log('control run: the bare partner sends no cache headers (BENCH_PARTNER_HEADERS=0)');
		log(`${scenarios.length} scenarios verified; ${LOAD.rounds} rounds of ${LOAD.warmupSeconds}s warm-up + ${LOAD.durationSeconds}s, ${LOAD.connections} connections (${LOAD.highConnections} for the @${LOAD.highConnections} rows), ${LOAD.freshProcesses ? 'fresh servers every round' : 'one process per server'}, each warmed ${LOAD.firstWarmupSeconds}s per scenario and ${LOAD.serverWarmupSeconds}s in all, and again ${LOAD.rewarmSeconds}s before a row after more than ${LOAD.idleSeconds}s without load`);

		const samples = new Map<string, Sample[]>(scenarios.map((s) => [s.id, []]));
		// When each server last served load (performance.now()): see LOAD.idleSeconds.
		const lastLoaded = new Map<Server, number>();
		for (let round = 1; round <= LOAD.rounds; round++) {
			// Even rounds run the list backwards: a row's bare partner then runs right after it instead of right
			// before, so a drift of the host's speed within a round biases half the pairs each way.
			const order = round % 2 ? scenarios : [...scenarios].reverse();
			if (round === 1 || LOAD.freshProcesses) {
				if (round > 1) for (const server of list) await server.restart();
				for (const server of list) pin(server.pid, SERVER_CPU);
				const warmup = warmupSeconds(order);
				for (const s of order) {
					if (s.repeatOf) continue;
					s.server.mark(`round ${round}: warm ${s.id}`);
					await warm(s, warmup.get(s)!);
					lastLoaded.set(s.server, performance.now());
				}
			}
			for (const s of order) {
				const idle = (performance.now() - (lastLoaded.get(s.server) ?? 0)) / 1000;
				if (idle > LOAD.idleSeconds) {
					s.server.mark(`round ${round}: idle ${idle.toFixed(0)}s, warm ${s.id} again`);
					await warm(s, LOAD.rewarmSeconds);
				}
				s.server.mark(`round ${round}: measure ${s.id}`);
				samples.get(s.id)!.push(await measureOrRetry(s, (error) => log(`round ${round}: ${error.message}; measuring it again`)));
				lastLoaded.set(s.server, performance.now());
				s.server.mark(`round ${round}: measured ${s.id}`);
			}
			log(`round ${round} done${LOAD.freshProcesses ? ' (fresh servers, warmed first)' : ''}`);
		}

		// Ratios pair each round with the same round's bare run (right before it, or right after it in a backward
		// round: bench/scenarios.ts), then take the median: slow drifts of the shared machine's load cancel out better than in a
		// ratio of two medians.
		const paired = (id: string, baseId: string, key: 'rps' | 'p99') => {
			const [mine, base] = [samples.get(id)!, samples.get(baseId)!];
			return mine.map((x, i) => x[key] / base[i][key]);
		};
		// The p99 budget's figure: the 99th percentile of every round's responses of a row together (six fresh
		// processes, ~18 s), over its bare partner's. One round's 3 s p99 mostly records whether a long pause
		// fell into that window (per-round ratios 0.3x-3.5x in one run: docs/performance.md).
		const p99All = new Map([...samples].map(([id, list]) => [id, percentile(pooled(list.map((x) => x.latencies)), 0.99)]));
		const rows: Row[] = scenarios.map((s) => {
			const list = samples.get(s.id)!;
			const sum = (key: CountKey) => total(list, key);
			const row: Row = {
				id: s.id, label: s.label, bare: s.bare,
				rps: median(list.map((x) => x.rps)), p50: median(list.map((x) => x.p50)), p99: median(list.map((x) => x.p99)),
				cpuUs: median(list.map((x) => x.cpuUs)), rssMiB: list[list.length - 1].rssMiB, servedAllMs: median(list.map((x) => x.servedAllMs)),
				responses: sum('responses'), unexpected: sum('unexpected'), setCookie: sum('setCookie'), errors: sum('errors'), windowErrors: sum('windowErrors'),
				rounds: list.map((x) => Math.round(x.rps)), p99Pooled: p99All.get(s.id)!,
				roundKeptPct: list.map((x) => Math.round(x.keptPct * 10) / 10)
			};
			const retried = list.flatMap((x, i) => (x.retried ? [i + 1] : []));
			if (retried.length) row.retriedRounds = retried;
			const errorKinds = mergedCounts(list.map((x) => x.errorKinds));
			if (Object.keys(errorKinds).length) row.errorKinds = errorKinds;
			if (s.bare && samples.has(s.bare)) {
				row.roundRatios = paired(s.id, s.bare, 'rps').map((x) => Math.round(x * 1000) / 1000);
				row.ratio = median(row.roundRatios);
				row.roundP99Ratios = paired(s.id, s.bare, 'p99').map((x) => Math.round(x * 1000) / 1000);
				row.p99Ratio = median(row.roundP99Ratios);
				row.p99PooledRatio = p99All.get(s.id)! / p99All.get(s.bare)!;
			}
			if (s.small && samples.has(s.small)) row.smallRatio = median(paired(s.id, s.small, 'rps'));
			return row;
		});

		const postgres = servers.postgres;
		const postgresTxPerRequest = postgres && postgresUrl && sessions.postgres ? await transactionsPerRequest(postgres, [servers['postgres-cache']].filter((x) => !!x), postgresUrl, sessions.postgres, dirs.app, appEnv) : undefined;

		printTable(rows);
		printAdapterCounts(adapterCounts);
		if (postgresTxPerRequest !== undefined) console.log(`postgres (real server): ${postgresTxPerRequest.toFixed(3)} committed transactions per signed-in /api/me`);
		printSizes(sizes);

		const tenVsOne = samples.has('jwt/bench/ten') ? median(paired('jwt/bench/ten', 'jwt/bench/one', 'rps')) : NaN;
		const budgets = judge({ rows, adapterCounts, sessions, sizes, postgresTxPerRequest, tenVsOne });
		printBudgets(budgets);
		// A failed request outside the recorded windows (the accept queue at 200 connections) is reported, not a failure.
		const bad = rows.filter((r) => r.unexpected + r.windowErrors > 0);
		const describeErrors = (r: Row) => Object.entries(r.errorKinds ?? {}).map(([k, n]) => `${k} x${n}`).join(', ');
		if (bad.length) console.log(`\nWARNING: unexpected statuses or errors in ${bad.map((r) => `${r.id} (${r.unexpected} unexpected statuses; ${describeErrors(r) || 'no errors'})`).join('; ')}`);
		const again = rows.filter((r) => r.retriedRounds);
		if (again.length) console.log(`\nMeasured a second time, connections not all served within ${LOAD.serveAllSeconds}s the first: ${again.map((r) => `${r.id} (round ${r.retriedRounds!.join(', ')})`).join('; ')}`);
		const outside = rows.filter((r) => r.errors > r.windowErrors);
		if (outside.length) console.log(`\nErrors outside the recorded windows (not counted as bad): ${outside.map((r) => `${r.id} (${describeErrors(r)})`).join('; ')}`);

		const os = await import('node:os');
		const file = save({
			date: new Date().toISOString(), node: process.version, cpus: os.cpus().map((c) => c.model)[0],
			cores: os.cpus().length, load: LOAD, pinning, serverNodeArgs: nodeArgs, durationSeconds: (Date.now() - started) / 1000,
			cookies: Object.fromEntries(Object.entries(sessions).map(([k, v]) => [k, { nameValueBytes: v.cookie.length, valueBytes: v.valueBytes, setCookieHeaderBytes: v.headerBytes }])),
			partnerHeaders: PARTNER_HEADERS, rows, adapterCounts, postgresTxPerRequest, sizes, budgets
		}, LOAD.partial ? 'partial' : process.env.BENCH_NODE_ARGS?.trim() ? 'flags' : PARTNER_KIND);
		log(`saved ${file}`);
		if (budgets.some((b) => !b.pass) || bad.length) process.exitCode = 1;
	} finally {
		for (const server of list.reverse()) await server.stop();
	}
}

/**
 * Real-server figure for PostgreSQL: committed transactions per signed-in request (each adapter query
 * outside a transaction block is one). Backends flush their statistics when they exit, so the count is
 * read with no server connected: stop, read, run a fresh server for n requests, stop, read.
 */
async function transactionsPerRequest(
	postgres: Server, others: Server[], url: string, session: SignedIn, dir: string, appEnv: (strategy: string, extra?: Record<string, string>) => Record<string, string>
): Promise<number> {
	const settle = () => new Promise((r) => setTimeout(r, 500));
	// Every server on the database, so no backend flushes the load's statistics into the count.
	for (const server of others) await server.stop();
	await postgres.stop();
	await settle();
	const before = await postgresTransactions(url);
	const counter = await startServer('postgres-count', dir, PORTS.postgres, appEnv('database', { DATABASE_URL: url }));
	const n = 400;
	try {
		for (let i = 0; i < n; i += 10) {
			await Promise.all(Array.from({ length: 10 }, () => fetch(`${counter.url}/api/me`, { headers: { cookie: session.cookie } }).then((r) => r.arrayBuffer())));
		}
	} finally {
		await counter.stop();
	}
	await settle();
	return ((await postgresTransactions(url)) - before) / n;
}

/** Counts by key, summed over several samples. */
function mergedCounts(list: Array<Record<string, number>>): Record<string, number> {
	const sum: Record<string, number> = {};
	for (const counts of list) for (const [key, n] of Object.entries(counts)) sum[key] = (sum[key] ?? 0) + n;
	return sum;
}

/**
 * Unrecorded seconds of load per scenario: at least LOAD.firstWarmupSeconds each, and at least
 * LOAD.serverWarmupSeconds per server in all, shared by its scenarios, so a server with few rows is as warm
 * as its bare partner when measured.
 */
function warmupSeconds(scenarios: Scenario[]): Map<Scenario, number> {
	const count = new Map<Server, number>();
	// A repeated measurement is not warmed (its route was): the server's warm-up is shared by its own routes.
	for (const s of scenarios) if (!s.repeatOf) count.set(s.server, (count.get(s.server) ?? 0) + 1);
	return new Map(scenarios.map((s) => [s, Math.max(LOAD.firstWarmupSeconds, LOAD.serverWarmupSeconds / count.get(s.server)!)]));
}
