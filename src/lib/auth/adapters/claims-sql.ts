/**
 * Claim stores (stores/claims.ts) on the app's database, for several instances behind one load balancer:
 * the e-mail throttle, single-use WebAuthn challenges and the abuse limits then hold across all of them.
 *
 * One statement per claim, an upsert that only overwrites an expired row:
 *   INSERT ... ON CONFLICT (key) DO UPDATE SET expires = excluded.expires WHERE <table>.expires <= now
 *   RETURNING key
 * A row comes back when the key was free or its claim had expired, none while a live claim holds it.
 *
 * One statement per counter hit, an upsert that adds one in a live window or opens a new one:
 *   INSERT ... VALUES (key, 1, now + window) ON CONFLICT (key) DO UPDATE SET
 *     count   = CASE WHEN <table>.expires <= now THEN 1 ELSE <table>.count + 1 END,
 *     expires = CASE WHEN <table>.expires <= now THEN excluded.expires ELSE <table>.expires END
 *   RETURNING count, expires
 * Every SET expression reads the row as it was before the update, so both CASEs judge the same window.
 *
 * In PostgreSQL a concurrent insert of the same key waits for the first to commit and then sees its row
 * (https://www.postgresql.org/docs/current/sql-insert.html#SQL-ON-CONFLICT); in SQLite the statement runs
 * under the database's write lock (https://www.sqlite.org/lang_upsert.html). Either way, of n concurrent
 * hits each sees a different count.
 *
 * Keys are stored as SHA-256 hex, so the tables hold no e-mail address, user name or client address.
 * Expired rows are deleted now and then by the instance that writes (every SWEEP_EVERY writes).
 * This file holds what both share; postgres-claims.ts and sqlite-claims.ts the stores.
 */
import type { WindowCount } from '../stores/claims.ts';

/** Expired rows are deleted by every SWEEP_EVERY-th claim (or counter hit) of an instance. */
export const SWEEP_EVERY = 200;

/** True on every SWEEP_EVERY-th call. */
export function sweepCounter(): () => boolean {
	let claims = 0;
	return () => ++claims % SWEEP_EVERY === 0;
}

/** A counter row returned by the upsert (PostgreSQL returns BIGINT as a string) as a WindowCount at `now`. */
export function windowCount(row: { count: unknown; expires: unknown }, now: number): WindowCount {
	return { count: Number(row.count), resetMs: Math.max(0, Number(row.expires) - now) };
}
