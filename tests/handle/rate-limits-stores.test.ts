/**
 * The limits across instances on every real store: two `SvelteKitAuth` instances share one claim store
 * (memory within a process, SQLite through two connections to one file, PostgreSQL through two pools,
 * Redis through two clients), as two app processes would. A brute force split across both, or a 50-way
 * concurrent burst, never gets more attempts through than the configured count.
 */
import pg from 'pg';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MemoryAdapter } from '#lib/auth/adapters/memory.ts';
import { PostgresClaimStore } from '#lib/auth/adapters/postgres-claims.ts';
import { RedisClaimStore } from '#lib/auth/adapters/redis-claims.ts';
import { SQLiteClaimStore } from '#lib/auth/adapters/sqlite-claims.ts';
import { MemoryClaimStore, type ClaimStore } from '#lib/auth/stores/claims.ts';
import type { EmailConfig } from '#lib/auth/providers/types.ts';
import { migrate } from '../../scripts/db-migrate.ts';
import { PG_URL, createPgSchema, describePg } from '../adapters/pg-env.ts';
import { connectRedis, deletePrefix, describeRedis, uniquePrefix } from '../adapters/redis-env.ts';
import { Browser, ORIGIN, baseConfig, demoCredentials, makeAuth, type Auth } from './harness.ts';

const ATTACKER = '203.0.113.66';

interface Backend {
	/** The store as each of the two instances holds it. */
	stores: [ClaimStore, ClaimStore];
	close(): Promise<void>;
}

function runAcrossInstances(name: string, open: () => Promise<Backend>) {
	describe(`two instances sharing ${name}`, () => {
		let backend: Backend;
		beforeAll(async () => {
			backend = await open();
		});
		afterAll(() => backend?.close());

		/** Two instances on the shared store, with one attempt counter for both (authorize runs in either). */
		function instances(): { a: Auth; b: Auth; tried: string[]; sent: string[] } {
			const tried: string[] = [];
			const sent: string[] = [];
			const credentials = demoCredentials({ authorize: ({ username }) => (tried.push(String(username)), null) });
			const email: EmailConfig = { id: 'email', name: 'Email', type: 'email', sendVerificationRequest: ({ identifier }) => void sent.push(identifier) };
			const adapter = MemoryAdapter();
			const make = (store: ClaimStore) =>
				makeAuth(baseConfig({ claimStore: store, adapter, session: { strategy: 'jwt' }, providers: [credentials, email], logger: { error() {}, warn() {}, debug() {} } }));
			return { a: make(backend.stores[0]), b: make(backend.stores[1]), tried, sent };
		}

		test('a brute force split across both instances is refused at the configured count (5 failures)', async () => {
			const { a, b, tried } = instances();
			// One user name per test run: the store outlives the test, and a name never seen starts at zero.
			const username = `demo-${crypto.randomUUID()}`;
			const answers: string[] = [];
			for (let i = 0; i < 8; i++) {
				const r = await new Browser(i % 2 ? a : b, ORIGIN, ATTACKER).signIn({ username, password: `guess-${i}` });
				answers.push(new URL(r.headers.get('location')!).searchParams.get('error')!);
			}
			expect(answers).toEqual([...Array(5).fill('CredentialsSignin'), ...Array(3).fill('RateLimited')]);
			expect(tried).toHaveLength(5);
		});

		test('a 50-way concurrent burst over both instances lets exactly 5 attempts reach authorize()', async () => {
			const { a, b, tried } = instances();
			const username = `burst-${crypto.randomUUID()}`;
			const responses = await Promise.all(
				Array.from({ length: 50 }, (_, i) => new Browser(i % 2 ? a : b, ORIGIN, '192.0.2.50').signIn({ username, password: `guess-${i}` }))
			);
			const errors = responses.map((r) => new URL(r.headers.get('location')!).searchParams.get('error'));
			expect(tried).toHaveLength(5);
			expect(errors.filter((e) => e === 'CredentialsSignin')).toHaveLength(5);
			expect(errors.filter((e) => e === 'RateLimited')).toHaveLength(45);
		});

		test('a 50-way concurrent burst of e-mail requests from one client over both instances sends exactly 10 mails', async () => {
			const { a, b, sent } = instances();
			const client = `192.0.2.${Math.floor(Math.random() * 200) + 51}`;
			const tag = crypto.randomUUID().slice(0, 8);
			const responses = await Promise.all(
				Array.from({ length: 50 }, (_, i) => new Browser(i % 2 ? a : b, ORIGIN, client).post('/auth/signin/email', { email: `p${i}-${tag}@example.test` }))
			);
			expect(sent).toHaveLength(10);
			expect(responses.filter((r) => /error=RateLimited/.test(r.headers.get('location')!))).toHaveLength(40);
		});
	});
}

runAcrossInstances('one memory store (one process)', async () => {
	const store = MemoryClaimStore();
	return { stores: [store, store], close: async () => {} };
});

runAcrossInstances('a SQLite file (two connections)', async () => {
	const dir = mkdtempSync(join(tmpdir(), 'limits-'));
	const file = join(dir, 'claims.sqlite');
	return { stores: [SQLiteClaimStore(file), SQLiteClaimStore(file)], close: async () => rmSync(dir, { recursive: true, force: true }) };
});

describePg('PostgreSQL', () => {
	runAcrossInstances('a PostgreSQL database (two pools)', async () => {
		const db = await createPgSchema('limits');
		await migrate(db.pool, db.schema);
		const other = new pg.Pool({ connectionString: PG_URL, max: 10 });
		return {
			stores: [PostgresClaimStore(db.pool, { schema: db.schema }), PostgresClaimStore(other, { schema: db.schema })],
			close: async () => {
				await other.end();
				await db.drop();
			}
		};
	});
});

describeRedis('Redis', () => {
	runAcrossInstances('a Redis server (two clients)', async () => {
		const prefix = uniquePrefix('limits');
		const [one, two] = [await connectRedis(), await connectRedis()];
		return {
			stores: [RedisClaimStore(one, { prefix }), RedisClaimStore(two, { prefix })],
			close: async () => {
				await deletePrefix(one, prefix);
				await Promise.all([one.close(), two.close()]);
			}
		};
	});
});
