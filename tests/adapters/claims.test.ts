/**
 * The claim stores on their real backends, against one contract (stores/claims.ts): memory, SQLite,
 * PostgreSQL and Redis. "Instances" are separate connections, pools or clients, as separate app processes
 * would have. Windows and ttls that must end are 0.3 s long and awaited with expect.poll, so Redis (whose
 * clock a test cannot move) runs the same tests as the rest.
 */
import pg from 'pg';
import { rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PostgresClaimStore } from '#lib/auth/adapters/postgres-claims.ts';
import { SQLiteClaimStore } from '#lib/auth/adapters/sqlite-claims.ts';
import { RedisClaimStore } from '#lib/auth/adapters/redis-claims.ts';
import { SWEEP_EVERY } from '#lib/auth/adapters/claims-sql.ts';
import { openSQLite } from '#lib/auth/adapters/sqlite.ts';
import { MemoryClaimStore, type ClaimStore } from '#lib/auth/stores/claims.ts';
import { migrate } from '../../scripts/db-migrate.ts';
import { PG_URL, createPgSchema, describePg, type PgSchema } from './pg-env.ts';
import { connectRedis, deletePrefix, describeRedis, uniquePrefix } from './redis-env.ts';

interface Setup {
	/** Two stores on one backend, as two instances of the app would have. */
	a: ClaimStore;
	b: ClaimStore;
	/** Every key as the backend stores it (null for memory, which keeps no rows). */
	storedKeys: (() => Promise<string[]>) | null;
	teardown(): Promise<void>;
}

const poll = { timeout: 5000, interval: 50 };
/** A ttl or window short enough to wait for (stores take fractional seconds; Redis counts milliseconds). */
const SHORT = 0.3;

function runContract(name: string, setup: () => Promise<Setup>) {
	describe(`${name} claim store`, () => {
		// One backend per store for the whole contract; each test uses keys of its own.
		let s: Setup;
		let run = 0;
		let key: (name: string) => string;
		beforeAll(async () => {
			s = await setup();
		});
		afterAll(() => s?.teardown());
		beforeEach(() => {
			const test = ++run;
			key = (name) => `${test}:${name}`;
		});

		it('a key claimed by one instance is refused to the other until its ttl passes', async () => {
			const { a, b } = s;
			expect(await a.claim(key('mail:p:a@x.io'), SHORT)).toBe(true);
			expect(await b.claim(key('mail:p:a@x.io'), SHORT)).toBe(false);
			expect(await b.claim(key('mail:p:b@x.io'), SHORT)).toBe(true);
			await expect.poll(() => b.claim(key('mail:p:a@x.io'), 60), poll).toBe(true);
			expect(await a.claim(key('mail:p:a@x.io'), 60)).toBe(false);
		});

		it('release by one instance frees the key for the other', async () => {
			expect(await s.a.claim(key('k'), 60)).toBe(true);
			await s.a.release(key('k'));
			expect(await s.b.claim(key('k'), 60)).toBe(true);
		});

		it('of 50 concurrent claims of one key from two instances, exactly one wins', async () => {
			const results = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? s.a : s.b).claim(key('webauthn:race'), 900)));
			expect(results.filter(Boolean)).toHaveLength(1);
		});

		it('hits from two instances add up in one window, which ends after its seconds and starts again at 1', async () => {
			const { a, b } = s;
			const first = await a.increment(key('limit:x'), SHORT);
			expect(first.count).toBe(1);
			expect(first.resetMs).toBeGreaterThan(0);
			expect(first.resetMs).toBeLessThanOrEqual(SHORT * 1000);
			expect((await b.increment(key('limit:x'), SHORT)).count).toBe(2);
			expect((await a.increment(key('limit:x'), SHORT)).count).toBe(3);
			expect((await b.increment(key('limit:other'), SHORT)).count).toBe(1);
			await expect.poll(async () => (await b.increment(key('limit:x'), 60)).count, poll).toBe(1);
		});

		it('a later hit keeps the window the first hit opened (it does not slide)', async () => {
			const first = await s.a.increment(key('limit:fixed'), 60);
			const second = await s.b.increment(key('limit:fixed'), 3600);
			expect(second.resetMs).toBeLessThanOrEqual(first.resetMs);
		});

		it('of 50 concurrent hits from two instances, each count from 1 to 50 comes back exactly once', async () => {
			const hits = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? s.a : s.b).increment(key('limit:burst'), 60)));
			expect(hits.map((hit) => hit.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
		});

		it('a hit given back lowers the count for every instance, and never below zero', async () => {
			const { a, b } = s;
			await a.increment(key('limit:back'), 60);
			await a.increment(key('limit:back'), 60);
			await b.decrement(key('limit:back'));
			expect((await a.increment(key('limit:back'), 60)).count).toBe(2);
			for (let i = 0; i < 4; i++) await b.decrement(key('limit:back'));
			await b.decrement(key('limit:never-hit'));
			expect((await a.increment(key('limit:back'), 60)).count).toBe(1);
			expect((await a.increment(key('limit:never-hit'), 60)).count).toBe(1);
		});

		it('a claim and a counter of the same key are kept apart', async () => {
			expect((await s.a.increment(key('same'), 60)).count).toBe(1);
			expect(await s.a.claim(key('same'), 60)).toBe(true);
			expect((await s.a.increment(key('same'), 60)).count).toBe(2);
		});

		it('stores keys only as SHA-256 hex: no e-mail address, user name or client address', async () => {
			if (!s.storedKeys) return;
			await s.a.claim(key('mail:p:someone@example.com'), 60);
			await s.a.increment(key('limit:credentials:["203.0.113.9","credentials","demo"]'), 60);
			const keys = await s.storedKeys();
			expect(keys.length).toBeGreaterThanOrEqual(2);
			for (const stored of keys) expect(stored).toMatch(/(^|:)[0-9a-f]{64}$/);
			expect(keys.join(' ')).not.toMatch(/someone|example|203\.0|demo/);
		});
	});
}

runContract('memory (one process)', async () => {
	const store = MemoryClaimStore();
	return { a: store, b: store, storedKeys: null, teardown: async () => {} };
});

const dirs: string[] = [];
afterAll(() => {
	for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function sqliteFile(): string {
	const dir = mkdtempSync(join(tmpdir(), 'claims-'));
	dirs.push(dir);
	return join(dir, 'claims.sqlite');
}

runContract('SQLite (two connections to one file)', async () => {
	const file = sqliteFile();
	const a = SQLiteClaimStore(file);
	const b = SQLiteClaimStore(file);
	const reader = openSQLite(file);
	const storedKeys = async () => (reader.prepare('SELECT key FROM auth_claims UNION ALL SELECT key FROM auth_counters').all() as Array<{ key: string }>).map((r) => r.key);
	return { a, b, storedKeys, teardown: async () => reader.close() };
});

describePg('PostgreSQL claim store', () => {
	runContract('PostgreSQL (two pools)', async () => {
		const db: PgSchema = await createPgSchema('claims');
		await migrate(db.pool, db.schema);
		const other = new pg.Pool({ connectionString: PG_URL, max: 10 });
		return {
			a: PostgresClaimStore(db.pool, { schema: db.schema }),
			b: PostgresClaimStore(other, { schema: db.schema }),
			storedKeys: async () => (await db.pool.query('SELECT key FROM auth_claims UNION ALL SELECT key FROM auth_counters')).rows.map((r) => r.key),
			teardown: async () => {
				await other.end();
				await db.drop();
			}
		};
	});
});

describeRedis('Redis claim store', () => {
	runContract('Redis (two clients)', async () => {
		const prefix = uniquePrefix('claims');
		const [one, two] = [await connectRedis(), await connectRedis()];
		return {
			a: RedisClaimStore(one, { prefix }),
			b: RedisClaimStore(two, { prefix }),
			storedKeys: async () => {
				const keys: string[] = [];
				for await (const batch of one.scanIterator({ MATCH: `${prefix}*`, COUNT: 100 })) keys.push(...batch);
				return keys;
			},
			teardown: async () => {
				await deletePrefix(one, prefix);
				await Promise.all([one.close(), two.close()]);
			}
		};
	});
});

describe('SQL claim stores sweep expired rows', () => {
	afterEach(() => vi.useRealTimers());

	it('every SWEEP_EVERY-th write deletes the expired claims and counters of the table it writes', async () => {
		const file = sqliteFile();
		const store = SQLiteClaimStore(file);
		const reader = openSQLite(file);
		const count = (table: string) => (reader.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
		try {
			vi.useFakeTimers({ toFake: ['Date'] });
			await store.claim('old-claim', 60);
			await store.increment('old-counter', 60);
			vi.setSystemTime(Date.now() + 61_000);
			for (let i = 0; i < SWEEP_EVERY; i++) {
				await store.claim(`fresh-${i}`, 60);
				await store.increment(`fresh-${i}`, 60);
			}
			// The old entry plus SWEEP_EVERY fresh ones were written; the sweep left the fresh ones only.
			expect(count('auth_claims')).toBe(SWEEP_EVERY);
			expect(count('auth_counters')).toBe(SWEEP_EVERY);
		} finally {
			reader.close();
		}
	});
});
