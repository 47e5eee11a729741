/**
 * How often a run would pass a throughput budget if its rounds were drawn at random from every round the kept
 * default runs measured for that row (a bootstrap: https://en.wikipedia.org/wiki/Bootstrapping_(statistics)).
 *
 * A run's `x bare` is the median of its rounds' ratios (bench/run.ts). When that chance comes out near the share of
 * runs that did pass, the runs differ from one another by which rounds they happened to draw, not by host or code;
 * and the chance at more rounds per run says whether a longer run would settle the verdict (towards a pass when
 * the rounds' median is above the budget, towards a miss when it is below).
 */
import { median } from './load.ts';

/** A small seeded generator (mulberry32), so the tool prints the same figures on every call. */
export function seeded(seed: number): () => number {
	let state = seed >>> 0;
	return () => {
		state = (state + 0x6d2b79f5) >>> 0;
		let t = state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

export interface PassChance {
	/** Rounds per resampled run. */
	rounds: number;
	/** The share of resampled runs whose median round met the budget, 0-1. */
	chance: number;
}

/**
 * The share of `resamples` runs of `rounds` rounds each, drawn with replacement from `pool`, whose median is at or
 * above `min`. An empty pool has no chance to give: NaN.
 */
export function passChance(pool: readonly number[], min: number, rounds: number, resamples = 20_000, seed = 1): number {
	if (!pool.length || rounds < 1) return Number.NaN;
	const random = seeded(seed);
	const draw = new Array<number>(rounds);
	let passed = 0;
	for (let r = 0; r < resamples; r++) {
		for (let i = 0; i < rounds; i++) draw[i] = pool[Math.floor(random() * pool.length)];
		if (median(draw) >= min) passed++;
	}
	return passed / resamples;
}

/** `passChance` at each of `roundCounts`. */
export function passChances(pool: readonly number[], min: number, roundCounts: readonly number[]): PassChance[] {
	return roundCounts.map((rounds) => ({ rounds, chance: passChance(pool, min, rounds) }));
}
