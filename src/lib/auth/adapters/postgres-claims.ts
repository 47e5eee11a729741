/** ClaimStore on PostgreSQL (the statement and its guarantees: claims-sql.ts). */
import type { Pool } from 'pg';
import { sha256Hex } from '../crypto/index.ts';
import { quoteIdentifier } from './postgres-schema.ts';
import { sweepCounter } from './claims-sql.ts';
import type { ClaimStore } from '../stores/claims.ts';

/**
 * Claims in `auth_claims` of a PostgreSQL database shared by every instance.
 * @example SvelteKitAuth({ adapter: PostgresAdapter(pool), claimStore: PostgresClaimStore(pool), ... })
 */
export function PostgresClaimStore(pool: Pool, options: { schema?: string } = {}): ClaimStore {
	const table = `${quoteIdentifier(options.schema ?? 'public')}.auth_claims`;
	const due = sweepCounter();
	return {
		async claim(key, ttlSeconds) {
			const now = Date.now();
			if (due()) await pool.query(`DELETE FROM ${table} WHERE expires <= $1`, [now]);
			const result = await pool.query(
				`INSERT INTO ${table} (key, expires) VALUES ($1, $2)
				 ON CONFLICT (key) DO UPDATE SET expires = excluded.expires WHERE ${table}.expires <= $3
				 RETURNING key`,
				[await sha256Hex(key), now + ttlSeconds * 1000, now]
			);
			return result.rowCount === 1;
		},
		async release(key) {
			await pool.query(`DELETE FROM ${table} WHERE key = $1`, [await sha256Hex(key)]);
		}
	};
}
