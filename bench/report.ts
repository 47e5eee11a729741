/** The results table, the budget checks, and the JSON written to bench/results. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { RESULTS, ROOT } from './config.ts';
import type { AdapterCount } from './adapter-count.ts';
import type { BundleSize } from './size.ts';

export interface Row {
	id: string;
	label: string;
	bare?: string;
	rps: number;
	p50: number;
	p99: number;
	cpuUs: number;
	rssMiB: number;
	/** Median over rounds: ms from a run's start until every connection had a response (its window starts after). */
	servedAllMs: number;
	ratio?: number;
	/** Row req/s over its bare partner's, per round (the ratio is their median). */
	roundRatios?: number[];
	/** Median over rounds of the row's p99 over its bare partner's p99 in the same round. */
	p99Ratio?: number;
	/** Per round: the row's p99 over its bare partner's in the same round (p99Ratio is their median). */
	roundP99Ratios?: number[];
	/** The p99 of all rounds' responses of the row together, ms (NaN where not recorded). */
	p99Pooled: number;
	/** p99Pooled over its bare partner's: the p99 budget's figure. */
	p99PooledRatio?: number;
	/** Median over rounds of req/s over the small app's on the same route (bench/bare; runs before this one's). */
	smallRatio?: number;
	responses: number;
	unexpected: number;
	setCookie: number;
	errors: number;
	/** Errors inside the recorded windows: with unexpected statuses, what fails a run (the `bad` column). */
	windowErrors: number;
	/** The errors of every round by phase and kind (bench/load.ts); absent when none. */
	errorKinds?: Record<string, number>;
	rounds: number[];
	/** Rounds in which the row was measured a second time, its connections not all served in time (bench/load.ts); absent when none. */
	retriedRounds?: number[];
	/** Per round: percent of the window's allocation its server's scavenges kept (bench/gc-trace.ts); null untraced. */
	roundKeptPct: number[];
}

export interface Budget {
	measure: string;
	budget: string;
	value: string;
	pass: boolean;
	/** Its rows were not run (BENCH_ONLY, PostgreSQL down): reported, never a failure. */
	skipped?: boolean;
}

const f = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

/** The lowest and highest per-round ratio: how far one figure could be trusted in this run. */
const spread = (ratios?: number[]) => (ratios?.length ? `${f(Math.min(...ratios), 2)}-${f(Math.max(...ratios), 2)}` : '');

/** The lowest and highest per-round GC kept share: one number when every round drew the same GC state. */
const keptRange = (values: number[]) => {
	const seen = values.filter((v) => Number.isFinite(v));
	return seen.length ? `${f(Math.min(...seen))}-${f(Math.max(...seen))}` : '-';
};

export function printTable(rows: Row[]): void {
	const head = ['scenario', 'req/s', 'x bare', 'rounds x bare', 'x small app', 'p50 ms', 'p99 ms', 'p99 x bare', 'all-rounds p99', 'x bare', 'CPU us/req', 'GC kept %', 'RSS MiB', 'Set-Cookie', 'bad'];
	const body = rows.map((r) => [
		r.label, f(r.rps), r.ratio === undefined ? '' : f(r.ratio, 2), spread(r.roundRatios), r.smallRatio === undefined ? '' : f(r.smallRatio, 2), f(r.p50, 1), f(r.p99, 1),
		r.p99Ratio === undefined ? '' : f(r.p99Ratio, 2), f(r.p99Pooled, 1), r.p99PooledRatio === undefined ? '' : f(r.p99PooledRatio, 2), f(r.cpuUs), keptRange(r.roundKeptPct), f(r.rssMiB),
		`${r.setCookie}/${r.responses}`, String(r.unexpected + r.windowErrors)
	]);
	const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
	const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
	console.log(line(head));
	console.log(widths.map((w) => '-'.repeat(w)).join('  '));
	for (const b of body) console.log(line(b));
}

export function printBudgets(budgets: Budget[]): void {
	console.log('\nBudgets');
	for (const b of budgets) console.log(`${b.skipped ? 'n/a ' : b.pass ? 'PASS' : 'MISS'}  ${b.measure}: ${b.value} (budget ${b.budget})`);
}

export function printSizes(sizes: BundleSize[]): void {
	console.log('\nBundle sizes (min / min+gz)');
	for (const s of sizes)
		console.log(
			`${s.name}: ${(s.minBytes / 1024).toFixed(1)} KB / ${(s.gzBytes / 1024).toFixed(2)} KB` +
				(s.lazyGzBytes ? ` (+ ${(s.lazyGzBytes / 1024).toFixed(2)} KB loaded on demand)` : '') +
				(s.external.length ? `  [external: ${s.external.join(', ')}]` : '')
		);
}

export function printAdapterCounts(counts: AdapterCount[]): void {
	console.log('\nAdapter calls per signed-in request (in-process harness, database strategy)');
	for (const c of counts) {
		console.log(`${c.adapter}: one auth() ${JSON.stringify(c.one)}, ten auth() ${JSON.stringify(c.ten)}, Set-Cookie fresh ${c.setCookieFresh}; updateAge due: ${JSON.stringify(c.due)}, Set-Cookie ${c.setCookieDue}; ten requests with session.cache: ${JSON.stringify(c.cachedTen)}`);
	}
}

/**
 * Writes `<stamp>.json` and `latest.json` for a full run; `scale-<stamp>.json` and `scale-latest.json` for the
 * scale scenario; only `partial-<stamp>.json` (ignored by git) for a run with BENCH_ONLY or changed load knobs;
 * only `flags-<stamp>.json` for a run with BENCH_NODE_ARGS (a control beside the Node-defaults run, kept in git),
 * only `partner-plain-<stamp>.json` for one whose bare partner sends no cache headers (bench/partner-headers.ts; the
 * `partner-headers-*` files kept from before round 41 are runs whose partner sent them, then a control).
 * On another Node than the project's own, any of these is a control too: `node<version>-` goes before its
 * name, and no `latest` file is written.
 */
export function save(result: object, kind: 'full' | 'partial' | 'flags' | 'partner-plain' | 'scale' = 'full'): string {
	mkdirSync(RESULTS, { recursive: true });
	const stamp = new Date().toISOString().replace(/[:.]/g, '-');
	const other = otherRuntime();
	const prefix = `${other ? `node${process.versions.node}-` : ''}${kind === 'full' ? '' : `${kind}-`}`;
	const json = JSON.stringify(result, null, '\t') + '\n';
	const file = resolve(RESULTS, `${prefix}${stamp}.json`);
	writeFileSync(file, json);
	// latest.json is the last full run with Node's defaults on the project's Node; every other run leaves it alone.
	if (!other && (kind === 'full' || kind === 'scale')) writeFileSync(resolve(RESULTS, `${prefix}latest.json`), json);
	return file;
}

/** Whether this process runs on another Node than the one the project pins (every server is spawned on this one). */
function otherRuntime(): boolean {
	const pinned = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')).devDependencies?.node;
	return process.versions.node !== pinned;
}
