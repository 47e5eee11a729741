/** ClaimStore on SQLite (the statement and its guarantees: claims-sql.ts). */
import type { DatabaseSync } from 'node:sqlite';
import { sha256Hex } from '../crypto/index.ts';
import { openSQLite } from './sqlite.ts';
import { sweepCounter } from './claims-sql.ts';
import type { ClaimStore } from '../stores/claims.ts';

const CLAIMS_TABLE = 'CREATE TABLE IF NOT EXISTS auth_claims (key TEXT PRIMARY KEY, expires INTEGER NOT NULL);';

/**
 * Claims in `auth_claims` of a SQLite file (created if missing): instances on one host sharing the file.
 * @param db an open `DatabaseSync` (e.g. the adapter's), or a file path.
 * @example SvelteKitAuth({ adapter: SQLiteAdapter(db), claimStore: SQLiteClaimStore(db), ... })
 */
export function SQLiteClaimStore(db: DatabaseSync | string): ClaimStore {
	const database = typeof db === 'string' ? openSQLite(db) : db;
	database.exec(CLAIMS_TABLE);
	const upsert = database.prepare(
		`INSERT INTO auth_claims (key, expires) VALUES (?, ?)
		 ON CONFLICT (key) DO UPDATE SET expires = excluded.expires WHERE auth_claims.expires <= ?
		 RETURNING key`
	);
	const sweep = database.prepare('DELETE FROM auth_claims WHERE expires <= ?');
	const remove = database.prepare('DELETE FROM auth_claims WHERE key = ?');
	const due = sweepCounter();
	return {
		async claim(key, ttlSeconds) {
			const hashed = await sha256Hex(key);
			const now = Date.now();
			if (due()) sweep.run(now);
			return upsert.get(hashed, now + ttlSeconds * 1000, now) !== undefined;
		},
		async release(key) {
			remove.run(await sha256Hex(key));
		}
	};
}
