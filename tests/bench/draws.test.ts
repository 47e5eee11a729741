/**
 * bench/draws.ts splits a row's rounds by the GC state each process of the pair drew (bench/history.ts prints
 * it; docs/performance.md quotes it). These check the thresholds between the states, that a round pairs the
 * row's share with its own bare partner's of the same round, that rounds a file lacks data for are left out,
 * and that the medians and the worse/better counts are taken over the right rounds.
 */
import { describe, expect, it } from 'vitest';
import { drawOf, matchedDraws, roundDraws, type RoundDraw } from '../../bench/draws.ts';

describe('GC draws of a pair', () => {
	it('calls a kept share up to 6% fast, up to 12% middle, and more slow', () => {
		expect([1.6, 6, 6.1, 10.5, 12, 12.1, 17.2].map(drawOf)).toEqual(['fast', 'fast', 'middle', 'middle', 'middle', 'slow', 'slow']);
		expect(drawOf(Number.NaN)).toBeUndefined();
	});

	it('pairs each round of a row with its bare partner\'s share in the same round', () => {
		const draws = roundDraws([
			{ id: 'bare/api/me', roundKeptPct: [2, 17, 9] },
			{ id: 'bare/api/me#sqlite', roundKeptPct: [17, 17, 17] },
			{ id: 'jwt/api/me', bare: 'bare/api/me', roundRatios: [0.9, 1.2, 0.95], roundKeptPct: [2, 2, 16] },
			{ id: 'sqlite/api/me', bare: 'bare/api/me#sqlite', roundRatios: [0.7, 0.8, 0.75], roundKeptPct: [2, 17, 9] }
		]);
		expect(draws.get('jwt/api/me')).toEqual([
			{ ratio: 0.9, draw: 'fast', partner: 'fast' },
			{ ratio: 1.2, draw: 'fast', partner: 'slow' },
			{ ratio: 0.95, draw: 'slow', partner: 'middle' }
		]);
		expect(draws.get('sqlite/api/me')!.map((r) => r.partner)).toEqual(['slow', 'slow', 'slow']);
		// A bare row has no partner of its own.
		expect(draws.has('bare/api/me')).toBe(false);
	});

	it('leaves out rows and rounds without the data (older result files, a failed round)', () => {
		const draws = roundDraws([
			{ id: 'bare/', roundKeptPct: [9, 9] },
			{ id: 'jwt/', bare: 'bare/', roundRatios: [0.9, 0.8] },
			{ id: 'bare/api/me', roundKeptPct: [2, 2] },
			{ id: 'jwt/api/me', bare: 'bare/api/me', roundRatios: [null, 0.9], roundKeptPct: [2, 2] },
			{ id: 'jwt/bench/one', bare: 'bare/bench/one', roundRatios: [0.9, 0.9], roundKeptPct: [2, 2] }
		]);
		expect([...draws.keys()]).toEqual(['jwt/api/me']);
		expect(draws.get('jwt/api/me')).toEqual([{ ratio: 0.9, draw: 'fast', partner: 'fast' }]);
	});

	it('takes the median over the rounds both drew the same state, over every run, and counts the others', () => {
		const round = (ratio: number, draw: RoundDraw['draw'], partner: RoundDraw['partner']): RoundDraw => ({ ratio, draw, partner });
		const rows = (rounds: RoundDraw[]) => [{ id: 'jwt/api/me', label: 'jwt /api/me', rounds }, { id: 'jwt/', label: 'jwt /' }];
		const [row, ...rest] = matchedDraws([
			{ rows: rows([round(0.875, 'fast', 'fast'), round(1.25, 'fast', 'slow'), round(0.5, 'slow', 'fast')]) },
			{ rows: rows([round(0.75, 'fast', 'fast'), round(0.9375, 'slow', 'slow'), round(1, 'fast', 'middle'), round(0.625, 'fast', 'fast')]) }
		]);
		expect(rest).toEqual([]);
		expect(row).toEqual({
			id: 'jwt/api/me',
			label: 'jwt /api/me',
			rounds: 7,
			same: [
				{ draw: 'fast', rounds: 3, median: 0.75 },
				{ draw: 'slow', rounds: 1, median: 0.9375 }
			],
			worse: 1,
			better: 2
		});
	});
});
