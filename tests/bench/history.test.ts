/**
 * bench/history.ts counts how often each budget passed over the kept default runs; docs/performance.md quotes
 * its counts. These check which files count as default runs and what a pass is: a budget a run did not
 * measure (its rows were not run) is neither a pass nor a miss, and "every budget at once" needs every
 * measured budget of that run to pass. And where the median run sits per row: the median of the runs' `x bare`,
 * over the runs that measured the row, from result files whose rows may lack a ratio (a bare row has none).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isDefaultRun, pooledRounds, readRuns, rowSpreads, runFile, tally, type RowRatio, type RunRecord } from '../../bench/history.ts';
import type { Budget } from '../../bench/report.ts';

const budget = (measure: string, pass: boolean, skipped?: boolean): Budget => ({ measure, budget: '', value: '', pass, ...(skipped ? { skipped } : {}) });
const run = (file: string, budgets: Budget[], rows: RowRatio[] = []): RunRecord => ({ file, cpus: 'cpu', flags: '', partner: 'headers', budgets, rows });
const row = (id: string, ratio: number): RowRatio => ({ id, label: `${id} label`, ratio });

describe('bench history', () => {
	it('counts only default runs: files named by their timestamp alone', () => {
		expect(isDefaultRun('2026-11-29T15-00-09-652Z.json')).toBe(true);
		for (const other of ['latest.json', 'partial-2026-11-29T15-00-09-652Z.json', 'scale-2026-11-24T06-00-33-712Z.json', 'flags-2026-11-24T04-40-08-470Z.json', 'partner-headers-2026-11-30T08-00-00-000Z.json', 'node26.10.0-2026-11-25T18-17-49-524Z.json', '2026-11-29T15-00-09-652Z.json.bak']) {
			expect(isDefaultRun(other), other).toBe(false);
		}
	});

	it('counts a budget per run that measured it, and a run as all-pass only when every measured budget passed', () => {
		const result = tally([
			run('a', [budget('page', true), budget('json', false), budget('pg', true)]),
			run('b', [budget('page', true), budget('json', true), budget('pg', false, true)]),
			run('c', [budget('page', false), budget('json', true), budget('pg', false)])
		]);
		expect(result.runs).toBe(3);
		expect(result.budgets).toEqual([
			{ measure: 'page', measured: 3, passed: 2 },
			{ measure: 'json', measured: 3, passed: 2 },
			{ measure: 'pg', measured: 2, passed: 1 }
		]);
		expect(result.allPassed).toEqual(['b']);
	});

	it('does not call a run with no measured budget an all-pass', () => {
		expect(tally([run('empty', []), run('skipped', [budget('pg', false, true)])]).allPassed).toEqual([]);
	});

	it('gives each row the median of its runs, with the lowest and highest, counting only runs that measured it', () => {
		// Ratios a binary fraction holds exactly, so the medians compare equal.
		const spreads = rowSpreads([
			run('a', [], [row('jwt/api/me', 0.75), row('jwt/protected', 0.9375)]),
			run('b', [], [row('jwt/api/me', 1)]),
			run('c', [], [row('jwt/api/me', 0.875), row('jwt/protected', 0.875)]),
			run('d', [], [row('jwt/api/me', 0.8125), row('sqlite/protected', 0.6875)])
		]);
		expect(spreads).toEqual([
			// Four runs: the mean of the middle two (0.8125 and 0.875).
			{ id: 'jwt/api/me', label: 'jwt/api/me label', runs: 4, median: 0.84375, low: 0.75, high: 1 },
			{ id: 'jwt/protected', label: 'jwt/protected label', runs: 2, median: 0.90625, low: 0.875, high: 0.9375 },
			{ id: 'sqlite/protected', label: 'sqlite/protected label', runs: 1, median: 0.6875, low: 0.6875, high: 0.6875 }
		]);
	});

	describe('reading a results directory', () => {
		const dir = mkdtempSync(join(tmpdir(), 'bench-history-'));
		afterAll(() => rmSync(dir, { recursive: true, force: true }));
		const write = (file: string, budgets: Budget[], rows?: unknown[], serverNodeArgs?: string[], partnerHeaders?: boolean) => writeFileSync(join(dir, file), JSON.stringify({ cpus: 'AMD EPYC', serverNodeArgs, partnerHeaders, budgets, rows }));
		write('2026-11-24T10-00-00-000Z.json', [budget('page', false)]);
		// A bare row has no ratio; a row whose partner failed has none either (null in JSON).
		write('2026-11-25T10-00-00-000Z.json', [budget('page', true)], [
			{ id: 'bare/api/me', label: 'bare /api/me', rps: 20000 },
			{ id: 'jwt/api/me', label: 'jwt /api/me', rps: 18000, ratio: 0.9 },
			{ id: 'jwt/protected', label: 'jwt /protected', rps: 5000, ratio: null }
		]);
		write('2026-11-26T10-00-00-000Z.json', [budget('page', false)], [{ id: 'jwt/api/me', label: 'jwt /api/me', ratio: 0.95, roundRatios: [0.9, null, 1] }], ['--no-memory-reducer', '--trace-gc']);
		write('partial-2026-11-27T10-00-00-000Z.json', [budget('page', true)]);
		write('partner-headers-2026-11-27T11-00-00-000Z.json', [budget('page', true)], [{ id: 'jwt/protected', label: 'jwt /protected', ratio: 0.97, roundRatios: [0.96, 0.98] }], undefined, true);
		write('latest.json', [budget('page', false)]);

		it('reads default runs from the given timestamp on, in time order, with their host', () => {
			const runs = readRuns(dir, '2026-11-25');
			expect(runs.map((r) => [r.file, r.cpus])).toEqual([
				['2026-11-25T10-00-00-000Z.json', 'AMD EPYC'],
				['2026-11-26T10-00-00-000Z.json', 'AMD EPYC']
			]);
			expect(tally(runs).budgets).toEqual([{ measure: 'page', measured: 2, passed: 1 }]);
		});

		it("reads the servers' flags, leaving out --trace-gc (it only prints), so runs of another method can be told apart", () => {
			expect(readRuns(dir, '2026-11-25').map((r) => r.flags)).toEqual(['', '--no-memory-reducer']);
		});

		it('keeps only the rows with a ratio', () => {
			const [withRows] = readRuns(dir, '2026-11-25');
			expect(withRows.rows).toEqual([{ id: 'jwt/api/me', label: 'jwt /api/me', ratio: 0.9 }]);
			expect(readRuns(dir, '2026-11-24')[0].rows).toEqual([]);
		});

		it('reads the control runs of one kind apart, named by their prefix, and none of the default runs', () => {
			expect(readRuns(dir, '2026-11-24', 'partner-headers').map((r) => r.file)).toEqual(['partner-headers-2026-11-27T11-00-00-000Z.json']);
			expect(pooledRounds(readRuns(dir, '2026-11-24', 'partner-headers'), 'jwt/protected')).toEqual([0.96, 0.98]);
			expect(readRuns(dir, '2026-11-28', 'partner-headers')).toEqual([]);
			expect(readRuns(dir, '2026-11-24').map((r) => r.file)).not.toContain('partner-headers-2026-11-27T11-00-00-000Z.json');
		});

		it('names a run by its kind and timestamp, and nothing that is not a run', () => {
			expect(runFile('node26.10.0-2026-11-25T18-17-49-524Z.json')).toEqual({ kind: 'node26.10.0', stamp: '2026-11-25T18-17-49-524Z' });
			expect(runFile('2026-11-25T18-17-49-524Z.json')).toEqual({ kind: '', stamp: '2026-11-25T18-17-49-524Z' });
			for (const other of ['latest.json', 'scale-latest.json', '2026-11-25T18-17-49-524Z.json.bak']) expect(runFile(other), other).toBeNull();
		});

		it("pools a row's round ratios over the runs that kept them, leaving out a round without a figure", () => {
			const runs = readRuns(dir, '2026-11-24');
			expect(pooledRounds(runs, 'jwt/api/me')).toEqual([0.9, 1]);
			expect(pooledRounds(runs, 'jwt/protected')).toEqual([]);
		});
	});

	describe('reading the runs against one bare partner', () => {
		const dir = mkdtempSync(join(tmpdir(), 'bench-history-partner-'));
		afterAll(() => rmSync(dir, { recursive: true, force: true }));
		const write = (file: string, partnerHeaders?: boolean, serverNodeArgs?: string[]) => writeFileSync(join(dir, file), JSON.stringify({ cpus: 'AMD EPYC', serverNodeArgs, partnerHeaders, budgets: [budget('page', true)], rows: [] }));
		// Before the option existed (no field), then a default run with the plain partner, and the control that paid the headers.
		write('2026-11-24T20-00-00-000Z.json');
		write('2026-11-25T10-00-00-000Z.json', false);
		write('partner-headers-2026-11-25T11-00-00-000Z.json', true);
		// Since the partner sends the headers by default: a default run saying so, and the plain-partner control.
		write('2026-11-28T10-00-00-000Z.json', true);
		write('partner-plain-2026-11-28T11-00-00-000Z.json', false);
		// Another method whatever its partner: never pooled with these.
		write('flags-2026-11-28T12-00-00-000Z.json', true, ['--jitless']);
		write('partial-2026-11-28T13-00-00-000Z.json', true);

		it('pools the runs whose partner sent the two cache headers: default runs and the earlier controls alike', () => {
			expect(readRuns(dir, '2026-11-24', '', 'headers').map((r) => [r.file, r.partner])).toEqual([
				['partner-headers-2026-11-25T11-00-00-000Z.json', 'headers'],
				['2026-11-28T10-00-00-000Z.json', 'headers']
			]);
		});

		it('pools the runs whose partner sent neither, a file without the field counting as plain (it predates the option)', () => {
			expect(readRuns(dir, '2026-11-24', '', 'plain').map((r) => r.file)).toEqual([
				'2026-11-24T20-00-00-000Z.json',
				'2026-11-25T10-00-00-000Z.json',
				'partner-plain-2026-11-28T11-00-00-000Z.json'
			]);
		});

		it('reads a kind alone, whatever its partner, when no partner is asked for', () => {
			expect(readRuns(dir, '2026-11-24').map((r) => r.file)).toEqual(['2026-11-24T20-00-00-000Z.json', '2026-11-25T10-00-00-000Z.json', '2026-11-28T10-00-00-000Z.json']);
			expect(readRuns(dir, '2026-11-24', 'flags').map((r) => r.file)).toEqual(['flags-2026-11-28T12-00-00-000Z.json']);
		});
	});
});
