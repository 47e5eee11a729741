/**
 * bench/resample.ts says how often a run would pass a throughput budget if its rounds were drawn from every round
 * kept for that row. These check the statistic is the bench's own (the median, the mean of the middle two for an
 * even round count), that the figures are the same on every call, and the edges.
 */
import { describe, expect, it } from 'vitest';
import { passChance, passChances, seeded } from '../../bench/resample.ts';

describe('bench resample', () => {
	it('passes every resampled run when every round meets the budget, and none when none does', () => {
		expect(passChance([0.96, 0.97, 1.1], 0.95, 6)).toBe(1);
		expect(passChance([0.8, 0.9, 0.94], 0.95, 6)).toBe(0);
	});

	it('judges a resampled run by its median, as the bench does: two rounds of 0.875 and 1 average to 0.9375, a pass', () => {
		// Binary fractions, so the mean is exact. Two rounds from {0.875, 1}: only 0.875 twice misses, so 3 in 4
		// pass; one round passes half the time.
		expect(passChance([0.875, 1], 0.9375, 2)).toBeCloseTo(0.75, 1);
		expect(passChance([0.875, 1], 0.9375, 1)).toBeCloseTo(0.5, 1);
	});

	it('settles towards the side of the budget the rounds sit on as runs get longer', () => {
		// Rounds mostly just below the budget: a short run passes now and then, a long one hardly ever.
		const pool = [0.9, 0.92, 0.93, 0.94, 0.975, 1.02];
		const [short, long] = passChances(pool, 0.95, [2, 24]);
		expect(short.rounds).toBe(2);
		expect(short.chance).toBeGreaterThan(0.2);
		expect(long.chance).toBeLessThan(short.chance / 2);
	});

	it('prints the same figures on every call (a seeded generator), and has none to give for no rounds', () => {
		const pool = [0.88, 0.91, 0.95, 0.99];
		expect(passChance(pool, 0.95, 6)).toBe(passChance(pool, 0.95, 6));
		expect(seeded(7)()).toBe(seeded(7)());
		expect(passChance([], 0.95, 6)).toBeNaN();
	});
});
