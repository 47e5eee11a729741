/**
 * Deleting expired sessions and verification tokens. An expired row is already dead (a read deletes its own
 * session, a used token is checked for expiry), but rows of browsers that never come back stay forever
 * without a cleanup, and a cron job is one more thing an app must remember. So sign-ins start a bounded
 * batch (`cleanup.limit` rows of each table) at most every `cleanup.interval` seconds per process, and
 * `cleanupExpired` is there for apps that prefer a schedule (docs/adapters.md, "Cleanup").
 */
import type { Adapter, ExpiredCounts } from '../model.ts';
import type { ResolvedConfig } from '../config/types.ts';

export interface CleanupExpiredOptions {
	/** Rows of each table per `deleteExpired` call. Default 1000. */
	limit?: number;
	/** Calls at most; a call that deletes fewer than `limit` of both ends the run sooner. Default 1000. */
	maxBatches?: number;
	/** Rows that expired before this go. Default: now. */
	now?: Date;
}

/**
 * Deletes every expired session and verification token, in batches of `limit` rows so no statement
 * holds locks for long. For a scheduled job; sign-ins already run one batch now and then.
 * @returns how many rows went, or null when the adapter has no `deleteExpired` (an Auth.js adapter).
 * @example
 * // src/hooks.server.ts: hourly, besides the batches sign-ins run
 * setInterval(() => cleanupExpired(adapter).catch(console.error), 3_600_000).unref();
 */
export async function cleanupExpired(adapter: Adapter, options: CleanupExpiredOptions = {}): Promise<ExpiredCounts | null> {
	if (typeof adapter.deleteExpired !== 'function') return null;
	const { limit = 1000, maxBatches = 1000, now = new Date() } = options;
	const total: ExpiredCounts = { sessions: 0, verificationTokens: 0 };
	for (let batch = 0; batch < maxBatches; batch++) {
		const counts = await adapter.deleteExpired(now, limit);
		total.sessions += counts.sessions;
		total.verificationTokens += counts.verificationTokens;
		if (counts.sessions < limit && counts.verificationTokens < limit) break;
	}
	return total;
}

/**
 * Starts one batch unless one ran within `cleanup.interval` or is running; never awaited by the sign-in,
 * whose response does not wait for it. A failure was logged by the wrapped adapter and is not retried
 * before the next interval. A full batch means more rows are waiting: the next sign-in runs another.
 * @returns the batch, for tests; undefined when none was started.
 */
export function startCleanup(config: ResolvedConfig): Promise<void> | undefined {
	const { cleanup, adapter } = config;
	if (!cleanup || !adapter?.deleteExpired) return undefined;
	const { state, limit } = cleanup;
	const now = Date.now();
	if (state.running || now < state.nextRun) return undefined;
	state.running = true;
	state.nextRun = now + cleanup.interval * 1000;
	return Promise.resolve(adapter.deleteExpired(new Date(now), limit)).then(
		(counts) => {
			state.running = false;
			if (counts.sessions >= limit || counts.verificationTokens >= limit) state.nextRun = 0;
			if (counts.sessions || counts.verificationTokens) config.logger.debug('cleanup', counts);
		},
		() => {
			state.running = false;
		}
	);
}
