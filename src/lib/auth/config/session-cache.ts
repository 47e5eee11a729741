/**
 * The `session.cache` option, settled at startup (the cache itself: stores/session-cache.ts). Off unless
 * asked for: a cache trades an upper bound on how long a revoked session stays usable on other instances
 * for fewer adapter calls, and that trade is the app's to make.
 */
import { sessionCacheOf, type SessionCache } from '../stores/session-cache.ts';
import type { Adapter } from '../model.ts';
import type { SessionCacheOptions, SessionStrategy } from '../options.ts';

export const DEFAULT_CACHE_ENTRIES = 10_000;

export interface ResolvedSessionCache {
	readonly store: SessionCache;
	/** `cache.maxAge` in milliseconds: the staleness bound. */
	readonly maxAgeMs: number;
}

/**
 * @returns the normalised option and the cache, or `false` and null when it is off.
 * @throws TypeError when it is set for the jwt strategy, or its maxAge or maxEntries cannot be one.
 */
export function resolveSessionCache(
	options: SessionCacheOptions | false | undefined,
	strategy: SessionStrategy,
	adapter: Adapter | undefined
): { option: Required<SessionCacheOptions> | false; cache: ResolvedSessionCache | null } {
	if (options === undefined || options === false) return { option: false, cache: null };
	if (options === null || typeof options !== 'object') throw new TypeError('session.cache must be an object such as { maxAge: 5 }, or false.');
	if (strategy !== 'database' || !adapter) {
		throw new TypeError('session.cache applies to the database strategy only: a jwt session is read from its cookie, with no adapter call to save.');
	}
	const { maxAge, maxEntries = DEFAULT_CACHE_ENTRIES } = options;
	if (typeof maxAge !== 'number' || !Number.isFinite(maxAge) || maxAge <= 0) {
		throw new TypeError(`session.cache.maxAge must be a number of seconds > 0 (got ${String(maxAge).slice(0, 40)}); to turn the cache off, leave session.cache out.`);
	}
	if (typeof maxEntries !== 'number' || !Number.isSafeInteger(maxEntries) || maxEntries < 1) {
		throw new TypeError(`session.cache.maxEntries must be a whole number >= 1 (got ${String(maxEntries).slice(0, 40)}).`);
	}
	const option = Object.freeze({ maxAge, maxEntries });
	return { option, cache: Object.freeze({ store: sessionCacheOf(adapter, maxEntries), maxAgeMs: maxAge * 1000 }) };
}
