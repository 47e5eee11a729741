/**
 * Fixed parameters of `npm run bench`: every row uses the same machine, Node, connection counts and
 * durations, and the budgets it is judged by. Env overrides: BENCH_DURATION, BENCH_WARMUP, BENCH_ROUNDS,
 * BENCH_CONNECTIONS, BENCH_HIGH_CONNECTIONS, BENCH_FIRST_WARMUP, BENCH_SERVER_WARMUP, BENCH_FRESH, BENCH_ONLY (comma-separated
 * prefixes of scenario ids, for a quick partial run; budgets of rows not run read as "not measured"),
 * BENCH_SCALE=1 (the scale scenario instead of the normal run) with BENCH_SCALE_ROWS.
 */
import { resolve } from 'node:path';

const num = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);

export const ROOT = resolve(import.meta.dirname, '..');
/** Under node_modules so builds resolve the root dependencies and stay out of tsconfig and git. */
export const CACHE = resolve(ROOT, 'node_modules/.cache/bench');
export const RESULTS = resolve(ROOT, 'bench/results');

export const HOST = '127.0.0.1';
/** kit bakes `paths.origin` in at build time; every server of a build accepts this Origin on form POSTs. */
export const APP_ORIGIN = 'http://localhost:4380';
export const PORTS = {
	small: 4379, bare: 4381, jwt: 4382, sqlite: 4383, postgres: 4384, 'sqlite-cache': 4385, 'postgres-cache': 4386, 'scale-small': 4387, 'scale-large': 4388
} as const;

export const LOAD = {
	/** The machine has 2 cores shared by autocannon and the server: keep connections modest. */
	connections: num('BENCH_CONNECTIONS', 50),
	/** The jwt rows (and their bare partners) run again at this many connections, for the p99 budget under queueing. */
	highConnections: num('BENCH_HIGH_CONNECTIONS', 200),
	warmupSeconds: num('BENCH_WARMUP', 1),
	/**
	 * How long every connection of a row may wait for its first response before the row is measured again
	 * (bench/load.ts: a saturated server accepts about one new connection per event-loop iteration).
	 */
	serveAllSeconds: num('BENCH_SERVE_ALL', 30),
	durationSeconds: num('BENCH_DURATION', 3),
	/** Medians over rounds; an even count, so forward and backward rounds (run.ts) weigh the same. */
	rounds: num('BENCH_ROUNDS', 6),
	/** One unrecorded pass over every scenario first, so round 1 measures warm JIT code like the others. */
	firstWarmupSeconds: num('BENCH_FIRST_WARMUP', 3),
	/**
	 * The least unrecorded load every server gets before its rows are measured, whatever its number of rows: a
	 * server with two rows (the database ones) got 6 s where the bare partner got 21 s, and a fresh process here
	 * still spends a third more CPU per request 4-8 s into its load (JIT compilation on the same core): those
	 * rows then measured a young process against a warm one (docs/performance.md, Method: Load).
	 */
	serverWarmupSeconds: num('BENCH_SERVER_WARMUP', 18),
	/**
	 * Every round on freshly started servers (each then warmed by the unrecorded pass above): a process's GC
	 * state (V8's pretenuring decisions) is then one draw per round instead of one for the whole run, and the
	 * median over rounds discards a minority of rounds where one process drew badly (not half of them:
	 * docs/performance.md). BENCH_FRESH=0: one process per server for the whole run, as before.
	 */
	freshProcesses: process.env.BENCH_FRESH !== '0',
	/**
	 * A server that has served nothing for longer than this before one of its rows is loaded again first for
	 * `rewarmSeconds` on that row's route. After two minutes without requests a process here spent 30-60% more
	 * CPU per page in the next 5 s, and some longer (V8 shrinks its heap while idle, and more), and in a round the
	 * database servers waited 1-3 minutes between their warm-up and their rows while the bare partner never
	 * waited more than seconds (docs/performance/round-23.md).
	 */
	idleSeconds: num('BENCH_IDLE', 8),
	rewarmSeconds: num('BENCH_REWARM', 3),
	only: (process.env.BENCH_ONLY ?? '').split(',').map((s) => s.trim()).filter(Boolean),
	/** A quick partial run: its result file does not replace latest.json. */
	partial: ['BENCH_ONLY', 'BENCH_IDLE', 'BENCH_REWARM', 'BENCH_DURATION', 'BENCH_WARMUP', 'BENCH_ROUNDS', 'BENCH_CONNECTIONS', 'BENCH_HIGH_CONNECTIONS', 'BENCH_FIRST_WARMUP', 'BENCH_SERVER_WARMUP', 'BENCH_FRESH'].some((name) => !!process.env[name])
};

/**
 * V8 flags every server of a run starts with, the bare partner included (recorded in the result file).
 * `--no-memory-reducer`: rows run one after another, so a database server waits a minute or more before its row
 * while the bare partner, measured beside every row, never does. After 100 s of waiting and the 3 s re-warm
 * (`idleSeconds`, `rewarmSeconds`), a server with the session cache spent 24-59% more CPU per page than the same
 * server loaded until 10 s before, and one started without V8's memory reducer did not
 * (docs/performance/round-37.md). The reducer only acts once a process has allocated little for seconds, which a
 * server under steady traffic never does; with it off, each row measures its process's steady cost.
 * `BENCH_NODE_ARGS=--memory-reducer` (the last flag wins) is the control.
 */
export const SERVER_V8_FLAGS = ['--no-memory-reducer'];

/** `session.cache.maxAge` of the cached database rows (DEMO_SESSION_CACHE of their servers). */
export const CACHE_MAX_AGE_SECONDS = 5;

export const SCALE = {
	enabled: process.env.BENCH_SCALE === '1',
	/** Users and sessions of the large tables. */
	largeRows: num('BENCH_SCALE_ROWS', 1_000_000),
	smallRows: 1000,
	/** Distinct signed-in browsers the load cycles through, spread over the whole table. */
	cookies: 500
};

export const SECRET = 'bench-secret-that-is-at-least-32-characters-long';
export const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** A database of its own, so pg_stat_database counts only the benchmark's transactions. */
export const POSTGRES_DB = 'auth_bench';

/**
 * The budgets (docs/performance.md, "Budgets"). Throughput: median over rounds of a row's req/s over its bare
 * partner's in the same round. Latency: the same pairing of p99s. Each is a floor unless named `max`.
 */
export const BUDGETS = {
	jwtSsr: 0.95,
	jwtJson: 0.9,
	/** Highest p99 of a signed-in jwt row over its bare partner's, at LOAD.connections and at LOAD.highConnections. */
	jwtP99Max: 1.25,
	sqliteSsr: 0.7,
	postgresSsr: 0.6,
	sqliteCachedSsr: 0.85,
	postgresCachedSsr: 0.8,
	postgresCachedJson: 0.7,
	tenVsOne: 0.95,
	/**
	 * The demo's jwt cookie (name=value): the library's default claims plus the `role` the demo's jwt callback
	 * adds for authorization (docs/authorization.md), about 20 bytes; 478 bytes before that claim existed.
	 */
	cookieBytesMax: 512,
	serverBundleKbMax: 40,
	clientEntryBytesMax: 1024,
	/** BENCH_SCALE: req/s of a signed-in read on the large tables over the same read on the small ones. */
	scaleReadRatio: 0.9
};
