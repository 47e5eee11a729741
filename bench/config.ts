/**
 * Fixed parameters of `npm run bench` (issue 7). Every row uses the same machine, Node, connection
 * count and durations. Env overrides: BENCH_DURATION, BENCH_WARMUP, BENCH_ROUNDS, BENCH_CONNECTIONS,
 * BENCH_FIRST_WARMUP.
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
export const PORTS = { bare: 4381, jwt: 4382, sqlite: 4383, postgres: 4384 } as const;

export const LOAD = {
	/** The machine has 2 cores shared by autocannon and the server: keep connections modest. */
	connections: num('BENCH_CONNECTIONS', 50),
	warmupSeconds: num('BENCH_WARMUP', 1),
	durationSeconds: num('BENCH_DURATION', 3),
	/** Medians over rounds; an even count, so forward and backward rounds (run.ts) weigh the same. */
	rounds: num('BENCH_ROUNDS', 6),
	/** One unrecorded pass over every scenario first, so round 1 measures warm JIT code like the others. */
	firstWarmupSeconds: num('BENCH_FIRST_WARMUP', 3)
};

export const SECRET = 'bench-secret-that-is-at-least-32-characters-long';
export const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** A database of its own, so pg_stat_database counts only the benchmark's transactions. */
export const POSTGRES_DB = 'auth_bench';
