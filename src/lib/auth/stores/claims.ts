/**
 * The claim store: short-lived records that must hold across requests, and across instances when the
 * app runs on several. It keeps two kinds:
 * - **claims**, a key held by exactly one caller for a number of seconds:
 *   - `mail:<provider>:<address>` for the interval between two sign-in e-mails to one address (no
 *     mail storm);
 *   - `webauthn:<challenge>` for the lifetime of a WebAuthn challenge, so a challenge verifies at most
 *     one ceremony (https://www.w3.org/TR/webauthn-3/#sctn-cryptographic-challenges). The challenge
 *     cookie is cleared on use, but a client that kept its value could replay it, and most synced
 *     passkeys keep their signature counter at 0, which gives the counter check nothing to refuse;
 *   - `refresh:<hash>` for a few minutes before a refresh token is redeemed, so two instances never both
 *     redeem it (session/refresh.ts);
 * - **counters**, hits of a key in a fixed window: the abuse limits of the sign-in routes
 *   (security/limits.ts, docs/rate-limits.md).
 *
 * The default store lives in process memory. Several instances share one through `claimStore`
 * (`PostgresClaimStore`, `SQLiteClaimStore`, `RedisClaimStore`), otherwise each instance keeps its own.
 */

/** A counter after a hit: the hits of the current window (this one included) and the time left in it. */
export interface WindowCount {
	count: number;
	/** Milliseconds until the window ends and the count starts again from zero. */
	resetMs: number;
}

export interface ClaimStore {
	/**
	 * Claims `key` for `ttlSeconds`. Resolves false while an earlier claim of the same key is live.
	 * Must be atomic for every instance sharing the store: of concurrent claims, exactly one wins.
	 */
	claim(key: string, ttlSeconds: number): Promise<boolean>;
	/** Ends a claim early (the e-mail it reserved could not be sent, so the visitor may try again at once). */
	release(key: string): Promise<void>;
	/**
	 * Counts one hit of `key`. The first hit opens a window of `windowSeconds`; later hits add to it until
	 * it ends (a fixed window: it does not slide). Must be atomic for every instance sharing the store:
	 * n concurrent hits in one window resolve the counts 1 to n, each once.
	 */
	increment(key: string, windowSeconds: number): Promise<WindowCount>;
	/** Takes back one hit of the current window (an attempt that turned out not to count). Never below zero. */
	decrement(key: string): Promise<void>;
}

export interface MemoryClaimStoreOptions {
	/** Bounds memory when many distinct keys are used; beyond it the oldest entries go first. Default 50 000. */
	maxEntries?: number;
	/** Clock in ms (tests). Default `Date.now`. */
	now?: () => number;
}

/** Sweeps of expired entries run at most this often; a lookup always checks expiry itself. */
const SWEEP_INTERVAL_MS = 1000;

interface Entry {
	count: number;
	expiresAt: number;
}

/**
 * Claims and counters in one Map of key -> { count, expiry (ms) }; a claim is a counter whose first hit
 * wins. JavaScript runs each method body without interleaving, so the check and the write are one step
 * within the process.
 * @example SvelteKitAuth({ claimStore: MemoryClaimStore({ maxEntries: 10_000 }), ... })
 */
export function MemoryClaimStore(options: MemoryClaimStoreOptions = {}): ClaimStore & { size(): number } {
	const maxEntries = options.maxEntries ?? 50_000;
	const now = options.now ?? Date.now;
	const entries = new Map<string, Entry>();
	let lastSweep = -Infinity;

	function sweep(time: number): void {
		// A clock that went backwards counts as due: better one extra sweep than none.
		if (time - lastSweep < SWEEP_INTERVAL_MS && time >= lastSweep && entries.size < maxEntries) return;
		lastSweep = time;
		for (const [key, entry] of entries) if (entry.expiresAt <= time) entries.delete(key);
		// Map iteration follows insertion order, and a new window re-inserts its key: the first keys are the oldest.
		for (const key of entries.keys()) {
			if (entries.size < maxEntries) break;
			entries.delete(key);
		}
	}

	function hit(key: string, seconds: number): WindowCount {
		const time = now();
		sweep(time);
		const entry = entries.get(key);
		if (entry && entry.expiresAt > time) return { count: ++entry.count, resetMs: entry.expiresAt - time };
		entries.delete(key);
		entries.set(key, { count: 1, expiresAt: time + seconds * 1000 });
		return { count: 1, resetMs: seconds * 1000 };
	}

	return {
		async claim(key, ttlSeconds) {
			return hit(`claim:${key}`, ttlSeconds).count === 1;
		},
		async release(key) {
			entries.delete(`claim:${key}`);
		},
		async increment(key, windowSeconds) {
			return hit(`count:${key}`, windowSeconds);
		},
		async decrement(key) {
			const entry = entries.get(`count:${key}`);
			if (!entry || entry.expiresAt <= now()) return;
			if (--entry.count <= 0) entries.delete(`count:${key}`);
		},
		size: () => entries.size
	};
}

/**
 * The store used when the config names none: one per process, not per config, because a config
 * function may return a fresh config object on every request.
 */
export const defaultClaimStore = MemoryClaimStore();
