/**
 * The `cleanup` option, settled at startup: how often and how much a sign-in may delete of the expired
 * sessions and verification tokens (session/cleanup.ts runs it). A value that cannot be an interval or a
 * batch size stops startup, like every other option.
 */
import type { Adapter } from '../model.ts';
import type { CleanupOptions } from '../options.ts';

export const DEFAULT_CLEANUP = Object.freeze({ interval: 600, limit: 500 });

/** When the process may run next, shared by every config built on the same adapter object. */
export interface CleanupState {
	/** Epoch milliseconds. */
	nextRun: number;
	running: boolean;
}

export interface ResolvedCleanup {
	readonly interval: number;
	readonly limit: number;
	readonly state: CleanupState;
}

// By the app's own adapter object: a config function that builds a new config per request (and so a new
// wrapped adapter) must not run a cleanup on every sign-in.
const states = new WeakMap<object, CleanupState>();

/**
 * @returns null when turned off, or when there is no adapter or it has no `deleteExpired` (an Auth.js adapter).
 * @throws TypeError for an interval that is not a number >= 0 or a limit that is not a whole number >= 1.
 */
export function resolveCleanup(options: CleanupOptions | false | undefined, adapter: Adapter | undefined): ResolvedCleanup | null {
	if (options === false) return null;
	if (options !== undefined && (options === null || typeof options !== 'object')) throw new TypeError('cleanup must be an object or false.');
	const interval = options?.interval ?? DEFAULT_CLEANUP.interval;
	const limit = options?.limit ?? DEFAULT_CLEANUP.limit;
	if (typeof interval !== 'number' || !Number.isFinite(interval) || interval < 0) {
		throw new TypeError(`cleanup.interval must be a number of seconds >= 0 (got ${String(interval).slice(0, 40)}).`);
	}
	if (typeof limit !== 'number' || !Number.isSafeInteger(limit) || limit < 1) {
		throw new TypeError(`cleanup.limit must be a whole number >= 1 (got ${String(limit).slice(0, 40)}); to turn cleanup off, set cleanup to false.`);
	}
	if (!adapter || typeof adapter.deleteExpired !== 'function') return null;
	let state = states.get(adapter);
	if (!state) states.set(adapter, (state = { nextRun: 0, running: false }));
	return Object.freeze({ interval, limit, state });
}
