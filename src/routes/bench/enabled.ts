/**
 * Whether the benchmark routes answer: only bench/run.ts starts the server with BENCH_ROUTES=1; a normal
 * deployment answers 404 there. Read once, when the server loads this module: each `process.env` access is
 * a getenv call, and per request it was ~1 us of these routes' cost in the profile (docs/performance.md).
 */
export const BENCH_ROUTES = process.env.BENCH_ROUTES === '1';
