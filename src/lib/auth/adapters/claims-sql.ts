/**
 * Claim stores (stores/claims.ts) on the app's database, for several instances behind one load balancer:
 * the e-mail throttle and single-use WebAuthn challenges then hold across all of them.
 *
 * One statement per claim, an upsert that only overwrites an expired row:
 *   INSERT ... ON CONFLICT (key) DO UPDATE SET expires = excluded.expires WHERE <table>.expires <= now
 *   RETURNING key
 * A row comes back when the key was free or its claim had expired, none while a live claim holds it. In
 * PostgreSQL a concurrent insert of the same key waits for the first to commit and then sees its row
 * (https://www.postgresql.org/docs/current/sql-insert.html#SQL-ON-CONFLICT); in SQLite the statement runs
 * under the database's write lock (https://www.sqlite.org/lang_upsert.html).
 *
 * Keys are stored as SHA-256 hex, so the table holds no e-mail address. Expired rows are deleted now and
 * then by the instance that claims (every SWEEP_EVERY claims).
 * This file holds what both share; postgres-claims.ts and sqlite-claims.ts the stores.
 */

/** Expired rows are deleted by every SWEEP_EVERY-th claim of an instance. */
export const SWEEP_EVERY = 200;

/** True on every SWEEP_EVERY-th call. */
export function sweepCounter(): () => boolean {
	let claims = 0;
	return () => ++claims % SWEEP_EVERY === 0;
}

