/** ClaimStore on SQLite (the statements and their guarantees: claims-sql.ts). */
import type { DatabaseSync } from 'node:sqlite';
import { sha256Hex } from '../crypto/index.ts';
import { openSQLite } from './sqlite.ts';
import { sweepCounter, windowCount } from './claims-sql.ts';
import type { ClaimStore } from '../stores/claims.ts';

const TABLES = `CREATE TABLE IF NOT EXISTS auth_claims (key TEXT PRIMARY KEY, expires INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS auth_counters (key TEXT PRIMARY KEY, count INTEGER NOT NULL, expires INTEGER NOT NULL);`;

/**
 * Claims in `auth_claims` and counters in `auth_counters` of a SQLite file (created if missing):
 * instances on one host sharing the file.
 * @param db an open `DatabaseSync` (e.g. the adapter's), or a file path.
 * @example SvelteKitAuth({ adapter: SQLiteAdapter(db), claimStore: SQLiteClaimStore(db), ... })
 */
export function SQLiteClaimStore(db: DatabaseSync | string): ClaimStore {
	const database = typeof db === 'string' ? openSQLite(db) : db;
	database.exec(TABLES);
	const upsertClaim = database.prepare(
		`INSERT INTO auth_claims (key, expires) VALUES (?, ?)
		 ON CONFLICT (key) DO UPDATE SET expires = excluded.expires WHERE auth_claims.expires <= ?
		 RETURNING key`
	);
	const sweepClaims = database.prepare('DELETE FROM auth_claims WHERE expires <= ?');
	const removeClaim = database.prepare('DELETE FROM auth_claims WHERE key = ?');
	const hit = database.prepare(
		`INSERT INTO auth_counters (key, count, expires) VALUES (:key, 1, :expires)
		 ON CONFLICT (key) DO UPDATE SET
		   count = CASE WHEN auth_counters.expires <= :now THEN 1 ELSE auth_counters.count + 1 END,
		   expires = CASE WHEN auth_counters.expires <= :now THEN excluded.expires ELSE auth_counters.expires END
		 RETURNING count, expires`
	);
	const unhit = database.prepare('UPDATE auth_counters SET count = count - 1 WHERE key = ? AND count > 0 AND expires > ?');
	const sweepCounters = database.prepare('DELETE FROM auth_counters WHERE expires <= ?');
	const claimSweepDue = sweepCounter();
	const counterSweepDue = sweepCounter();
	return {
		async claim(key, ttlSeconds) {
			const hashed = await sha256Hex(key);
			const now = Date.now();
			if (claimSweepDue()) sweepClaims.run(now);
			return upsertClaim.get(hashed, now + ttlSeconds * 1000, now) !== undefined;
		},
		async release(key) {
			removeClaim.run(await sha256Hex(key));
		},
		async increment(key, windowSeconds) {
			const hashed = await sha256Hex(key);
			const now = Date.now();
			if (counterSweepDue()) sweepCounters.run(now);
			const row = hit.get({ key: hashed, expires: now + windowSeconds * 1000, now }) as { count: number; expires: number };
			return windowCount(row, now);
		},
		async decrement(key) {
			unhit.run(await sha256Hex(key), Date.now());
		}
	};
}
