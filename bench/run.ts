/**
 * `npm run bench` (issue 7): builds the app and a bare SvelteKit app, starts them on loopback, signs in
 * over HTTP, checks then loads every scenario with autocannon in interleaved rounds, and prints and
 * saves medians, ratios to the bare app, bundle sizes, adapter calls and the budget verdicts.
 * BENCH_PROFILE=1 starts the servers with --cpu-prof (profiles in node_modules/.cache/bench/profiles).
 */
import { rmSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildApps } from './build.ts';
import { startServer, type Server } from './server.ts';
import { measure, median, verify, warm, type Sample, type Scenario } from './load.ts';
import { signIn, preparePostgres, postgresTransactions, type SignedIn } from './signin.ts';
import { countAdapterCalls } from './adapter-count.ts';
import { bundleSizes } from './size.ts';
import { printAdapterCounts, printBudgets, printSizes, printTable, save, type Budget, type Row } from './report.ts';
import { CACHE, LOAD, PORTS, SECRET } from './config.ts';
import { LOADER_CPU, SERVER_CPU, pin, pinning } from './pin.ts';

const started = Date.now();
const log = (message: string) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);

log('building the app and the bare app');
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
const nodeArgs = process.env.BENCH_PROFILE === '1' ? ['--cpu-prof', `--cpu-prof-dir=${resolve(CACHE, 'profiles')}`] : [];
const appEnv = (strategy: string, extra: Record<string, string> = {}) => ({
	AUTH_SECRET: SECRET, AUTH_TRUST_HOST: 'true', BENCH_ROUTES: '1', SQLITE_PATH: sqlitePath, DEMO_SESSION_STRATEGY: strategy, ...extra
});

const servers: Server[] = [];
try {
	servers.push(await startServer('bare', dirs.bare, PORTS.bare, {}, nodeArgs));
	servers.push(await startServer('jwt', dirs.app, PORTS.jwt, appEnv('jwt'), nodeArgs));
	servers.push(await startServer('sqlite', dirs.app, PORTS.sqlite, appEnv('database'), nodeArgs));
	if (postgresUrl) servers.push(await startServer('postgres', dirs.app, PORTS.postgres, appEnv('database', { DATABASE_URL: postgresUrl }), nodeArgs));
	const [bare, jwt, sqlite, postgres] = servers;
	for (const server of servers) pin(server.pid, SERVER_CPU);
	pin(process.pid, LOADER_CPU);
	log(`CPU pinning: ${pinning.enabled ? 'on' : 'off'} (${pinning.why})`);

	const sessions: Record<string, SignedIn> = {};
	for (const server of servers.slice(1)) sessions[server.name] = await signIn(server.url);
	log(`signed in; jwt cookie ${sessions.jwt.cookie.length} bytes (name=value)`);

	const user = 'Demo User';
	// Bare signed-in routes get the jwt cookie too (and ignore it): both sides parse the same request bytes.
	const sameBytes = sessions.jwt.cookie;
	const scenarios: Scenario[] = [];
	const add = (s: Omit<Scenario, 'label'> & { label?: string }) => scenarios.push({ label: `${s.server.name} ${s.path}${s.cookie ? '' : ' (no cookie)'}`, ...s });
	const signedIn = (server: Server | undefined, path: string, bareId: string, contains = user) => {
		if (server) add({ id: `${server.name}${path}`, server, path, cookie: sessions[server.name].cookie, status: 200, contains, bare: bareId });
	};
	add({ id: 'bare/', server: bare, path: '/', status: 200, contains: 'Not signed in' });
	add({ id: 'jwt/', label: 'jwt / (public, no cookie)', server: jwt, path: '/', status: 200, contains: 'Not signed in', bare: 'bare/' });
	add({ id: 'bare/protected', label: 'bare /protected', server: bare, path: '/protected', cookie: sameBytes, status: 200, contains: user });
	for (const s of [jwt, sqlite, postgres]) signedIn(s, '/protected', 'bare/protected');
	add({ id: 'bare/api/me', label: 'bare /api/me', server: bare, path: '/api/me', cookie: sameBytes, status: 200, contains: user });
	for (const s of [jwt, sqlite, postgres]) signedIn(s, '/api/me', 'bare/api/me');
	add({ id: 'bare/redirect', label: 'bare /redirect (303)', server: bare, path: '/redirect', status: 303 });
	add({ id: 'jwt/protected-anon', label: 'jwt /protected (no cookie, 303)', server: jwt, path: '/protected', status: 303, bare: 'bare/redirect' });
	add({ id: 'bare/bench/one', label: 'bare /bench/one', server: bare, path: '/bench/one', cookie: sameBytes, status: 200, contains: user });
	// Memoisation does not depend on the strategy (the harness shows ten calls = one adapter call): jwt only.
	signedIn(jwt, '/bench/one', 'bare/bench/one');
	signedIn(jwt, '/bench/ten', 'bare/bench/one');
	for (const s of scenarios) await verify(s);
	log(`${scenarios.length} scenarios verified; ${LOAD.rounds} rounds of ${LOAD.warmupSeconds}s warm-up + ${LOAD.durationSeconds}s, ${LOAD.connections} connections`);

	for (const s of scenarios) await warm(s, LOAD.firstWarmupSeconds);
	log(`warm-up pass done (${LOAD.firstWarmupSeconds}s per scenario, not recorded)`);
	const samples = new Map<string, Sample[]>(scenarios.map((s) => [s.id, []]));
	for (let round = 1; round <= LOAD.rounds; round++) {
		// Even rounds run the list backwards: a row's bare partner then runs right after it instead of right
		// before, so a drift of the host's speed within a round biases half the pairs each way.
		for (const s of round % 2 ? scenarios : [...scenarios].reverse()) samples.get(s.id)!.push(await measure(s));
		log(`round ${round} done`);
	}

	const rows: Row[] = scenarios.map((s) => {
		const list = samples.get(s.id)!;
		const sum = (key: keyof Sample) => list.reduce((total, x) => total + x[key], 0);
		return {
			id: s.id, label: s.label, bare: s.bare,
			rps: median(list.map((x) => x.rps)), p50: median(list.map((x) => x.p50)), p99: median(list.map((x) => x.p99)),
			cpuUs: median(list.map((x) => x.cpuUs)), rssMiB: list[list.length - 1].rssMiB,
			responses: sum('responses'), unexpected: sum('unexpected'), setCookie: sum('setCookie'), errors: sum('errors'),
			rounds: list.map((x) => Math.round(x.rps))
		};
	});
	const byId = new Map(rows.map((r) => [r.id, r]));
	// Ratios pair each round with the same round's bare run (right before it, or right after it in a backward
	// round), then take the median: slow drifts of the shared machine's load cancel out better than in a
	// ratio of two medians.
	const roundRatios = (id: string, baseId: string) => {
		const [mine, base] = [samples.get(id)!, samples.get(baseId)!];
		return mine.map((x, i) => x.rps / base[i].rps);
	};
	const pairedRatio = (id: string, baseId: string) => median(roundRatios(id, baseId));
	for (const r of rows) {
		if (!r.bare) continue;
		r.roundRatios = roundRatios(r.id, r.bare).map((x) => Math.round(x * 1000) / 1000);
		r.ratio = median(r.roundRatios);
	}

	// Real-server figure for PostgreSQL: committed transactions per signed-in request (each adapter query
	// outside a transaction block is one). Backends flush their statistics when they exit, so the count is
	// read with no server connected: stop, read, run a fresh server for n requests, stop, read.
	let postgresTxPerRequest: number | undefined;
	if (postgres && postgresUrl) {
		const settle = () => new Promise((r) => setTimeout(r, 500));
		await postgres.stop();
		await settle();
		const before = await postgresTransactions(postgresUrl);
		const counter = await startServer('postgres-count', dirs.app, PORTS.postgres, appEnv('database', { DATABASE_URL: postgresUrl }));
		const n = 400;
		try {
			for (let i = 0; i < n; i += 10) {
				await Promise.all(Array.from({ length: 10 }, () => fetch(`${counter.url}/api/me`, { headers: { cookie: sessions.postgres.cookie } }).then((r) => r.arrayBuffer())));
			}
		} finally {
			await counter.stop();
		}
		await settle();
		postgresTxPerRequest = ((await postgresTransactions(postgresUrl)) - before) / n;
	}

	printTable(rows);
	printAdapterCounts(adapterCounts);
	if (postgresTxPerRequest !== undefined) console.log(`postgres (real server): ${postgresTxPerRequest.toFixed(3)} committed transactions per signed-in /api/me`);
	printSizes(sizes);

	const ratio = (id: string) => byId.get(id)?.ratio ?? NaN;
	const calls = (c: Record<string, number>) => Object.values(c).reduce((a, b) => a + b, 0);
	const signedInRows = rows.filter((r) => sessions[r.id.split('/')[0]] && !r.id.endsWith('-anon') && r.id !== 'jwt/');
	const budgets: Budget[] = [
		{ measure: 'signed-in SSR page, jwt', budget: '>= 0.85x bare', value: `${ratio('jwt/protected').toFixed(2)}x`, pass: ratio('jwt/protected') >= 0.85 },
		{ measure: 'signed-in JSON endpoint, jwt', budget: '>= 0.60x bare', value: `${ratio('jwt/api/me').toFixed(2)}x`, pass: ratio('jwt/api/me') >= 0.6 },
		{ measure: 'signed-in SSR page, database on SQLite', budget: '>= 0.70x bare', value: `${ratio('sqlite/protected').toFixed(2)}x`, pass: ratio('sqlite/protected') >= 0.7 }
	];
	if (postgres) budgets.push({ measure: 'signed-in SSR page, database on PostgreSQL', budget: '>= 0.60x bare', value: `${ratio('postgres/protected').toFixed(2)}x`, pass: ratio('postgres/protected') >= 0.6 });
	budgets.push(
		{
			measure: 'adapter calls per signed-in request (database)', budget: '1',
			value: adapterCounts.map((c) => `${c.adapter} ${calls(c.one)} (ten auth(): ${calls(c.ten)})`).join(', ') + (postgresTxPerRequest !== undefined ? `; PG server ${postgresTxPerRequest.toFixed(2)} tx/req` : ''),
			pass: adapterCounts.every((c) => calls(c.one) === 1 && calls(c.ten) === 1) && (postgresTxPerRequest === undefined || Math.round(postgresTxPerRequest) === 1)
		},
		{
			measure: 'Set-Cookie on a signed-in read', budget: 'none unless updateAge is due',
			value: `${signedInRows.reduce((t, r) => t + r.setCookie, 0)} of ${signedInRows.reduce((t, r) => t + r.responses, 0)} loaded responses; harness fresh ${adapterCounts.map((c) => c.setCookieFresh).join('/')}, due ${adapterCounts.map((c) => c.setCookieDue).join('/')}`,
			pass: signedInRows.every((r) => r.setCookie === 0) && adapterCounts.every((c) => c.setCookieFresh === 0 && c.setCookieDue === 1)
		}
	);
	const tenVsOne = pairedRatio('jwt/bench/ten', 'jwt/bench/one');
	budgets.push({ measure: 'ten locals.auth() vs one (jwt, req/s)', budget: 'within 5%', value: `${tenVsOne.toFixed(3)}x`, pass: tenVsOne >= 0.95 });
	budgets.push(
		{ measure: 'default session cookie (jwt, name=value)', budget: '<= 480 bytes', value: `${sessions.jwt.cookie.length} bytes`, pass: sessions.jwt.cookie.length <= 480 },
		{ measure: 'server bundle, min+gz (lib only)', budget: '<= 40 KB', value: `${(sizes[0].gzBytes / 1024).toFixed(1)} KB`, pass: sizes[0].gzBytes <= 40 * 1024 },
		{ measure: 'client entry, min+gz', budget: '<= 1 KB', value: `${sizes[sizes.length - 1].gzBytes} bytes`, pass: sizes[sizes.length - 1].gzBytes <= 1024 }
	);
	printBudgets(budgets);
	const bad = rows.filter((r) => r.unexpected + r.errors > 0);
	if (bad.length) console.log(`\nWARNING: unexpected statuses or errors in ${bad.map((r) => r.id).join(', ')}`);

	const file = save({
		date: new Date().toISOString(), node: process.version, cpus: (await import('node:os')).cpus().map((c) => c.model)[0],
		cores: (await import('node:os')).availableParallelism(), load: LOAD, pinning, durationSeconds: (Date.now() - started) / 1000,
		cookies: Object.fromEntries(Object.entries(sessions).map(([k, v]) => [k, { nameValueBytes: v.cookie.length, valueBytes: v.valueBytes, setCookieHeaderBytes: v.headerBytes }])),
		rows, adapterCounts, postgresTxPerRequest, sizes, budgets
	});
	log(`saved ${file}`);
	if (budgets.some((b) => !b.pass) || bad.length) process.exitCode = 1;
} finally {
	for (const server of servers.reverse()) await server.stop();
}
