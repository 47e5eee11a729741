/**
 * The claim stores on real databases (stores/claims.ts has the contract; the memory store has its own
 * unit tests). "Instances" are separate connections or pools, as separate app processes would have.
 */
import pg from 'pg';
import { rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { PostgresClaimStore } from '#lib/auth/adapters/postgres-claims.ts';
import { SQLiteClaimStore } from '#lib/auth/adapters/sqlite-claims.ts';
import { SWEEP_EVERY } from '#lib/auth/adapters/claims-sql.ts';
import { openSQLite } from '#lib/auth/adapters/sqlite.ts';
import type { ClaimStore } from '#lib/auth/stores/claims.ts';
import { migrate } from '../../scripts/db-migrate.ts';
import { PG_URL, createPgSchema, describePg, type PgSchema } from './pg-env.ts';

interface Setup {
	/** Two stores on one database, as two instances of the app would have. */
	a: ClaimStore;
	b: ClaimStore;
	rows(): Promise<Array<{ key: string }>>;
	teardown(): Promise<void>;
}

function runClaimContract(name: string, setup: () => Promise<Setup>) {
	describe(`${name} claim store`, () => {
		afterEach(() => vi.useRealTimers());

		it('a key claimed by one instance is refused to the other until its ttl passes', async () => {
			const s = await setup();
			try {
				vi.useFakeTimers({ toFake: ['Date'] });
				expect(await s.a.claim('mail:p:a@x.io', 60)).toBe(true);
				expect(await s.b.claim('mail:p:a@x.io', 60)).toBe(false);
				expect(await s.b.claim('mail:p:b@x.io', 60)).toBe(true);
				vi.setSystemTime(Date.now() + 59_000);
				expect(await s.a.claim('mail:p:a@x.io', 60)).toBe(false);
				vi.setSystemTime(Date.now() + 1_000);
				expect(await s.b.claim('mail:p:a@x.io', 60)).toBe(true);
			} finally {
				await s.teardown();
			}
		});

		it('release by one instance frees the key for the other', async () => {
			const s = await setup();
			try {
				expect(await s.a.claim('k', 60)).toBe(true);
				await s.a.release('k');
				expect(await s.b.claim('k', 60)).toBe(true);
			} finally {
				await s.teardown();
			}
		});

		it('of 50 concurrent claims of one key from two instances, exactly one wins', async () => {
			const s = await setup();
			try {
				const results = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? s.a : s.b).claim('webauthn:race', 900)));
				expect(results.filter(Boolean)).toHaveLength(1);
			} finally {
				await s.teardown();
			}
		});

		it('stores keys only as SHA-256 hex (no e-mail address in the table) and sweeps expired rows', async () => {
			const s = await setup();
			try {
				vi.useFakeTimers({ toFake: ['Date'] });
				await s.a.claim('mail:p:someone@example.com', 60);
				const [row] = await s.rows();
				expect(row.key).toMatch(/^[0-9a-f]{64}$/);
				vi.setSystemTime(Date.now() + 61_000);
				for (let i = 0; i < SWEEP_EVERY; i++) await s.a.claim(`fresh-${i}`, 60);
				const keys = (await s.rows()).map((r) => r.key);
				expect(keys).not.toContain(row.key);
				expect(keys.length).toBeLessThanOrEqual(SWEEP_EVERY);
			} finally {
				await s.teardown();
			}
		});
	});
}

const dirs: string[] = [];
afterAll(() => {
	for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

runClaimContract('SQLite (two connections to one file)', async () => {
	const dir = mkdtempSync(join(tmpdir(), 'claims-'));
	dirs.push(dir);
	const file = join(dir, 'claims.sqlite');
	const reader = openSQLite(file);
	const a = SQLiteClaimStore(file);
	const b = SQLiteClaimStore(file);
	return {
		a,
		b,
		rows: async () => reader.prepare('SELECT key FROM auth_claims').all() as Array<{ key: string }>,
		teardown: async () => reader.close()
	};
});

describePg('PostgreSQL claim store', () => {
	runClaimContract('PostgreSQL (two pools)', async () => {
		const db: PgSchema = await createPgSchema('claims');
		await migrate(db.pool, db.schema);
		const other = new pg.Pool({ connectionString: PG_URL, max: 10 });
		return {
			a: PostgresClaimStore(db.pool, { schema: db.schema }),
			b: PostgresClaimStore(other, { schema: db.schema }),
			rows: async () => (await db.pool.query('SELECT key FROM auth_claims')).rows,
			teardown: async () => {
				await other.end();
				await db.drop();
			}
		};
	});
});
