/**
 * The fuzz's only source of randomness: a seeded 32-bit generator, so one seed names one run and replays it
 * on any machine (`FUZZ_SEED=<seed>`). mulberry32 by Tommy Ettinger (public domain):
 * https://gist.github.com/tommyettinger/46a874533244883189143505d203312c
 */
export interface Rng {
	/** A float in [0, 1). */
	next(): number;
	/** An integer in [0, max). */
	int(max: number): number;
	/** An integer in [min, max]. */
	between(min: number, max: number): number;
	chance(probability: number): boolean;
	pick<T>(items: readonly T[]): T;
	/** `length` characters drawn from `alphabet`. */
	chars(length: number, alphabet: string): string;
}

export function createRng(seed: number): Rng {
	let state = seed >>> 0;
	const next = () => {
		state = (state + 0x6d2b79f5) >>> 0;
		let t = state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
	const int = (max: number) => Math.floor(next() * max);
	return {
		next,
		int,
		between: (min, max) => min + int(max - min + 1),
		chance: (probability) => next() < probability,
		pick: (items) => items[int(items.length)],
		chars: (length, alphabet) => Array.from({ length }, () => alphabet[int(alphabet.length)]).join('')
	};
}

/** A seed for one part of a run (a block of requests, a strategy), from the run's seed: FNV-1a over the parts. */
export function deriveSeed(seed: number, ...parts: Array<string | number>): number {
	let hash = 0x811c9dc5 ^ (seed >>> 0);
	for (const char of parts.join('/')) {
		hash ^= char.charCodeAt(0);
		hash = Math.imul(hash, 0x01000193) >>> 0;
	}
	return hash >>> 0;
}

/** A fresh seed when none is given: any 32-bit value, printed by the run so it can be replayed. */
export function seedFrom(value: string | undefined): number {
	if (value === undefined || value === '') return (Math.random() * 2 ** 32) >>> 0;
	const seed = Number(value);
	if (!Number.isInteger(seed) || seed < 0 || seed >= 2 ** 32) throw new Error(`FUZZ_SEED must be an integer in [0, 2^32): ${value}`);
	return seed;
}
