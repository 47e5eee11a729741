/** ClaimStore on PostgreSQL (the statements and their guarantees: claims-sql.ts). */
import type { Pool } from 'pg';
import { sha256Hex } from '../crypto/index.ts';
import { quoteIdentifier } from './postgres-schema.ts';
import { sweepCounter, windowCount } from './claims-sql.ts';
import type { ClaimStore } from '../stores/claims.ts';

/**
 * Claims in `auth_claims` and counters in `auth_counters` of a PostgreSQL database shared by every
 * instance (tables from `npm run db:migrate`).
 * @example SvelteKitAuth({ adapter: PostgresAdapter(pool), claimStore: PostgresClaimStore(pool), ... })
 */
export function PostgresClaimStore(pool: Pool, options: { schema?: string } = {}): ClaimStore {
	const schema = quoteIdentifier(options.schema ?? 'public');
	const claims = `${schema}.auth_claims`;
	const counters = `${schema}.auth_counters`;
	const claimSweepDue = sweepCounter();
	const counterSweepDue = sweepCounter();
	return {
		async claim(key, ttlSeconds) {
			const now = Date.now();
			if (claimSweepDue()) await pool.query(`DELETE FROM ${claims} WHERE expires <= $1`, [now]);
			const result = await pool.query(
				`INSERT INTO ${claims} (key, expires) VALUES ($1, $2)
				 ON CONFLICT (key) DO UPDATE SET expires = excluded.expires WHERE ${claims}.expires <= $3
				 RETURNING key`,
				[await sha256Hex(key), now + ttlSeconds * 1000, now]
			);
			return result.rowCount === 1;
		},
		async release(key) {
			await pool.query(`DELETE FROM ${claims} WHERE key = $1`, [await sha256Hex(key)]);
		},
		async increment(key, windowSeconds) {
			const now = Date.now();
			if (counterSweepDue()) await pool.query(`DELETE FROM ${counters} WHERE expires <= $1`, [now]);
			const result = await pool.query(
				`INSERT INTO ${counters} (key, count, expires) VALUES ($1, 1, $2)
				 ON CONFLICT (key) DO UPDATE SET
				   count = CASE WHEN ${counters}.expires <= $3 THEN 1 ELSE ${counters}.count + 1 END,
				   expires = CASE WHEN ${counters}.expires <= $3 THEN excluded.expires ELSE ${counters}.expires END
				 RETURNING count, expires`,
				[await sha256Hex(key), now + windowSeconds * 1000, now]
			);
			return windowCount(result.rows[0], now);
		},
		async decrement(key) {
			await pool.query(`UPDATE ${counters} SET count = count - 1 WHERE key = $1 AND count > 0 AND expires > $2`, [
				await sha256Hex(key),
				Date.now()
			]);
		}
	};
}
