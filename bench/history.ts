/**
 * `node bench/history.ts`: how often each budget passed over the default runs of `npm run bench` kept in
 * bench/results/, counted from their result files rather than by hand, overall, per host (a result file's
 * `cpus`: the CPU model Node reports) and, where the runs differ in them, per set of the servers' default flags
 * (a change of method: SERVER_V8_FLAGS in config.ts). Then one line per run: its host, how many budgets passed,
 * what missed.
 *
 * One run is one draw: on the 2-core hosts these files come from, the same code passes a budget in some runs
 * and misses it in others (docs/performance.md, Budgets). These counts say how often.
 *
 * Then, per row, where the median run sits: each run's `x bare` (the median of its rounds' ratios), as the
 * median over the runs with the lowest and highest beside it. A budget at that median passes in about half the
 * runs, whatever the code; one figure further from it says how much room the library's cost leaves.
 *
 * Then, per throughput budget, every round of its row pooled over the runs: the rounds' median, and how often a
 * run drawn from those rounds would pass, at the bench's round count and at two and four times it
 * (bench/resample.ts): whether the runs' verdicts differ by the rounds they drew, and whether longer runs would
 * settle them; overall, then per host.
 *
 * Then, per row, its rounds by the GC state each process of the pair drew (bench/draws.ts): the median `x bare`
 * over the rounds where both drew the same state, and how many rounds the row's process drew the worse one.
 *
 * By default the runs of `npm run bench`'s method count, against one bare partner: HISTORY_PARTNER=headers (the
 * default: the partner sends the two cache headers, as every default run does since round 41 and as the
 * `partner-headers-*` controls did before) or plain (it sends neither: the default runs before round 41 and the
 * `partner-plain-*` controls since). A result file says which (`partnerHeaders`; a file without it predates the
 * option: plain). Partial runs (`partial-*`), the scale scenario (`scale-*`) and runs with other server flags
 * (`flags-*`, `node26*`) measure something else. HISTORY_SINCE (a timestamp prefix, default `2026-11-24T18-46`:
 * round 9's first run, since when the bare partner serves the same routes as the jwt server) leaves out older
 * runs, which compared against another partner. HISTORY_KIND=<prefix> reads only the runs saved under that prefix
 * (e.g. `flags`), whatever their partner, counted and pooled the same way.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOAD, RESULTS } from './config.ts';
import { median } from './load.ts';
import { matchedDraws, roundDraws, type ResultRow, type RoundDraw } from './draws.ts';
import type { Budget } from './report.ts';
import { RATIO_BUDGETS } from './budgets.ts';
import { passChances } from './resample.ts';

export interface RunRecord {
	/** The result file's name. */
	file: string;
	/** The host's CPU model. */
	cpus: string;
	/** The servers' Node/V8 flags other than `--trace-gc` (which only prints), space-separated; '' for none. */
	flags: string;
	/** What the run's bare partner sent beside a session read: the two cache headers, or neither. */
	partner: Partner;
	budgets: Budget[];
	/** The run's rows that have a bare partner: their id, label and `x bare`. */
	rows: RowRatio[];
}

export type Partner = 'headers' | 'plain';

/** The kinds of result file that are `npm run bench`'s method but for their partner: a control of either partner. */
const PARTNER_CONTROLS = ['partner-headers', 'partner-plain'];

export interface RowRatio {
	id: string;
	label: string;
	ratio: number;
	/** Its rounds' ratios, where the file has them. */
	roundRatios?: number[];
	/** Its rounds with both processes' GC draws, where the file has them. */
	rounds?: RoundDraw[];
}

/** One row's `x bare` over the runs that measured it. */
export interface RowSpread {
	id: string;
	label: string;
	runs: number;
	median: number;
	low: number;
	high: number;
}

export interface BudgetCount {
	measure: string;
	/** Runs that measured it (a budget whose rows were not run is not counted). */
	measured: number;
	passed: number;
}

export interface Tally {
	runs: number;
	budgets: BudgetCount[];
	/** The runs in which every budget they measured passed. */
	allPassed: string[];
}

/** Every round's ratio of row `id`, over the runs that kept them. */
export function pooledRounds(runs: RunRecord[], id: string): number[] {
	return runs.flatMap((run) => run.rows.find((row) => row.id === id)?.roundRatios ?? []);
}

/**
 * A run's result file: `[<kind>-]<ISO timestamp with - for :>.json`. The kind is empty for a default run, else
 * the prefix the bench saved it under (`partner-headers`, `flags`, `node26.10.0`, `partial`, `scale`).
 */
export function runFile(file: string): { kind: string; stamp: string } | null {
	const match = /^(?:([a-z0-9.-]+?)-)?(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z)\.json$/.exec(file);
	return match ? { kind: match[1] ?? '', stamp: match[2] } : null;
}

/** A default run's result file: `<ISO timestamp with - for :>.json`, nothing before or after. */
export function isDefaultRun(file: string): boolean {
	return runFile(file)?.kind === '';
}

/** A run as the docs name it: its kind, if any, and its timestamp to the second. */
const runName = (file: string) => {
	const parsed = runFile(file);
	return parsed ? `${parsed.kind ? `${parsed.kind} ` : ''}${parsed.stamp.slice(0, 19)}` : file;
};

const measuredIn = (run: RunRecord) => run.budgets.filter((b) => !b.skipped);

export function tally(runs: RunRecord[]): Tally {
	const counts = new Map<string, BudgetCount>();
	for (const run of runs) {
		for (const budget of measuredIn(run)) {
			const count = counts.get(budget.measure) ?? { measure: budget.measure, measured: 0, passed: 0 };
			count.measured++;
			if (budget.pass) count.passed++;
			counts.set(budget.measure, count);
		}
	}
	const allPassed = runs.filter((run) => measuredIn(run).length > 0 && measuredIn(run).every((b) => b.pass)).map((run) => run.file);
	return { runs: runs.length, budgets: [...counts.values()], allPassed };
}

/** Each row's `x bare` over the runs, in the order rows first appear (a run's own order: the bench's scenario list). */
export function rowSpreads(runs: RunRecord[]): RowSpread[] {
	const byRow = new Map<string, { label: string; ratios: number[] }>();
	for (const run of runs) {
		for (const row of run.rows) {
			const entry = byRow.get(row.id) ?? { label: row.label, ratios: [] };
			entry.ratios.push(row.ratio);
			byRow.set(row.id, entry);
		}
	}
	return [...byRow].map(([id, { label, ratios }]) => ({ id, label, runs: ratios.length, median: median(ratios), low: Math.min(...ratios), high: Math.max(...ratios) }));
}

/**
 * The runs from the timestamp prefix `since` on, in time order: of one kind (default: the default runs), or, given
 * a partner, the runs of the default method against that partner, default runs and partner controls alike.
 */
export function readRuns(dir: string, since: string, kind = '', partner?: Partner): RunRecord[] {
	const kinds = partner ? ['', ...PARTNER_CONTROLS] : [kind];
	return readdirSync(dir)
		.filter((file) => {
			const parsed = runFile(file);
			return !!parsed && kinds.includes(parsed.kind) && parsed.stamp >= since;
		})
		// By timestamp, not by name: a control's prefix would sort it after every default run.
		.sort((a, b) => (runFile(a)!.stamp < runFile(b)!.stamp ? -1 : 1))
		.map((file): RunRecord => {
			const result = JSON.parse(readFileSync(resolve(dir, file), 'utf8')) as { cpus?: string; serverNodeArgs?: string[]; partnerHeaders?: boolean; budgets?: Budget[]; rows?: Array<Partial<RowRatio> & ResultRow> };
			const draws = roundDraws(result.rows ?? []);
			const rows = (result.rows ?? []).filter((row): row is RowRatio => typeof row.id === 'string' && typeof row.ratio === 'number' && Number.isFinite(row.ratio));
			return {
				file,
				cpus: result.cpus ?? 'unknown',
				flags: (result.serverNodeArgs ?? []).filter((flag) => flag !== '--trace-gc').join(' '),
				partner: result.partnerHeaders === true ? 'headers' : 'plain',
				budgets: result.budgets ?? [],
				rows: rows.map(({ id, label, ratio, roundRatios }) => ({
					id,
					label: label ?? id,
					ratio,
					...(Array.isArray(roundRatios) ? { roundRatios: roundRatios.filter((n) => typeof n === 'number' && Number.isFinite(n)) } : {}),
					...(draws.has(id) ? { rounds: draws.get(id) } : {})
				}))
			};
		})
		.filter((run) => !partner || run.partner === partner);
}

function printTally(title: string, runs: RunRecord[]): void {
	const { budgets, allPassed } = tally(runs);
	console.log(`\n${title}: ${runs.length} runs, every budget at once in ${allPassed.length}${allPassed.length ? ` (${allPassed.map(runName).join(', ')})` : ''}`);
	for (const b of budgets) console.log(`  ${`${b.passed}/${b.measured}`.padStart(7)}  ${b.measure}`);
}

/** Each throughput budget against its row's rounds pooled over the runs (bench/resample.ts), of one host if named. */
function printResampled(runs: RunRecord[], host?: string): void {
	const counts = [LOAD.rounds, LOAD.rounds * 2, LOAD.rounds * 4];
	const over = host ? `, over the ${host} runs` : '';
	console.log(`\nEach throughput budget against every round of its row${over} (bench/resample.ts): the rounds' median; runs passed;`);
	console.log(`then how often a run of ${counts.join(', ')} rounds drawn from those rounds would pass:`);
	for (const { measure, id, min } of RATIO_BUDGETS) {
		const pool = pooledRounds(runs, id);
		if (!pool.length) continue;
		const judged = runs.filter((run) => run.budgets.some((b) => b.measure === measure && !b.skipped));
		const passed = judged.filter((run) => run.budgets.some((b) => b.measure === measure && b.pass)).length;
		const chances = passChances(pool, min, counts).map(({ rounds, chance }) => `${rounds}: ${(chance * 100).toFixed(0)}%`);
		console.log(`  >= ${min.toFixed(2)}x  median ${median(pool).toFixed(3)} of ${pool.length} rounds  passed ${passed}/${judged.length}  resampled ${chances.join(', ')}  ${measure}`);
	}
}

function partnerOf(value = 'headers'): Partner {
	if (value !== 'headers' && value !== 'plain') throw new Error(`HISTORY_PARTNER must be headers or plain, not ${value}`);
	return value;
}

function main(): void {
	const since = process.env.HISTORY_SINCE ?? '2026-11-24T18-46';
	const kind = process.env.HISTORY_KIND ?? '';
	const partner = kind ? undefined : partnerOf(process.env.HISTORY_PARTNER);
	const runs = readRuns(RESULTS, since, kind, partner);
	const what = kind ? `${kind} runs` : partner === 'headers' ? 'runs against the partner that sends the two cache headers' : 'runs against the plain partner';
	if (!runs.length) throw new Error(`No ${what} in ${RESULTS} since ${since}`);
	printTally(`${what[0].toUpperCase()}${what.slice(1)}, since ${since}`, runs);
	for (const host of new Set(runs.map((r) => r.cpus))) printTally(host, runs.filter((r) => r.cpus === host));
	// A change of the servers' default flags is a change of method (SERVER_V8_FLAGS in config.ts): each set apart.
	const flagSets = new Set(runs.map((r) => r.flags));
	if (flagSets.size > 1) for (const flags of flagSets) printTally(`servers' flags: ${flags || 'none'}`, runs.filter((r) => r.flags === flags));
	console.log('\nx bare of each row: the median run (lowest-highest run), over the runs that measured it:');
	for (const row of rowSpreads(runs)) {
		console.log(`  ${row.median.toFixed(3)} (${row.low.toFixed(2)}-${row.high.toFixed(2)}, ${row.runs} runs)  ${row.label}`);
	}
	console.log('\nx bare of each row over the rounds where both processes drew the same GC state (bench/draws.ts), median (rounds);');
	console.log('then the rounds where the row\'s process drew a worse state than its partner, and a better one:');
	for (const row of matchedDraws(runs)) {
		const same = row.same.map((s) => `both ${s.draw} ${s.median.toFixed(3)} (${s.rounds})`).join('  ');
		console.log(`  ${row.label.padEnd(34)} ${same.padEnd(66)} worse ${row.worse}, better ${row.better} of ${row.rounds}`);
	}
	printResampled(runs);
	const hosts = new Set(runs.map((r) => r.cpus));
	if (hosts.size > 1) for (const host of hosts) printResampled(runs.filter((r) => r.cpus === host), host);
	console.log('\nPer run (budgets passed; misses with their figures):');
	for (const run of runs) {
		const measured = measuredIn(run);
		const misses = measured.filter((b) => !b.pass).map((b) => `${b.measure}: ${b.value}`);
		console.log(`  ${runName(run.file)}  ${run.cpus.padEnd(28)} ${measured.length - misses.length}/${measured.length}${misses.length ? `  miss: ${misses.join('; ')}` : ''}`);
	}
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
