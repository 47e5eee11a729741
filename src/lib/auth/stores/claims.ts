/**
 * Claims: short-lived "this happened" records that must hold across requests, and across instances when
 * the app runs on several. The library claims two kinds of key:
 * - `mail:<provider>:<address>` for the interval between two sign-in e-mails to one address (issue 5, no
 *   mail storm);
 * - `webauthn:<challenge>` for the lifetime of a WebAuthn challenge, so a challenge verifies at most one
 *   ceremony (https://www.w3.org/TR/webauthn-3/#sctn-cryptographic-challenges). The challenge cookie is
 *   cleared on use, but a client that kept its value could replay it, and most synced passkeys keep their
 *   signature counter at 0, which gives the counter check nothing to refuse.
 *
 * The default store lives in process memory. Several instances share one through `claimStore`
 * (`PostgresClaimStore`, `SQLiteClaimStore`), otherwise each instance keeps its own.
 */

export interface ClaimStore {
	/**
	 * Claims `key` for `ttlSeconds`. Resolves false while an earlier claim of the same key is live.
	 * Must be atomic for every instance sharing the store: of concurrent claims, exactly one wins.
	 */
	claim(key: string, ttlSeconds: number): Promise<boolean>;
	/** Ends a claim early (the e-mail it reserved could not be sent, so the visitor may try again at once). */
	release(key: string): Promise<void>;
}

export interface MemoryClaimStoreOptions {
	/** Bounds memory when many distinct keys are claimed; beyond it the oldest claims go first. Default 50 000. */
	maxEntries?: number;
	/** Clock in ms (tests). Default `Date.now`. */
	now?: () => number;
}

/** Sweeps of expired claims run at most this often; a lookup always checks expiry itself. */
const SWEEP_INTERVAL_MS = 1000;

/**
 * Claims in a Map of key -> expiry (ms). JavaScript runs each `claim` body without interleaving, so the
 * check and the write are one step within the process.
 * @example SvelteKitAuth({ claimStore: MemoryClaimStore({ maxEntries: 10_000 }), ... })
 */
export function MemoryClaimStore(options: MemoryClaimStoreOptions = {}): ClaimStore & { size(): number } {
	const maxEntries = options.maxEntries ?? 50_000;
	const now = options.now ?? Date.now;
	const claims = new Map<string, number>();
	let lastSweep = -Infinity;

	function sweep(time: number): void {
		// A clock that went backwards counts as due: better one extra sweep than none.
		if (time - lastSweep < SWEEP_INTERVAL_MS && time >= lastSweep && claims.size < maxEntries) return;
		lastSweep = time;
		for (const [key, expiresAt] of claims) if (expiresAt <= time) claims.delete(key);
		// Map iteration follows insertion order, and a claim re-inserts its key: the first keys are the oldest.
		for (const key of claims.keys()) {
			if (claims.size < maxEntries) break;
			claims.delete(key);
		}
	}

	return {
		async claim(key, ttlSeconds) {
			const time = now();
			sweep(time);
			const expiresAt = claims.get(key);
			if (expiresAt !== undefined && expiresAt > time) return false;
			claims.delete(key);
			claims.set(key, time + ttlSeconds * 1000);
			return true;
		},
		async release(key) {
			claims.delete(key);
		},
		size: () => claims.size
	};
}

/**
 * The store used when the config names none: one per process, not per config, because a config
 * function may return a fresh config object on every request.
 */
export const defaultClaimStore = MemoryClaimStore();
