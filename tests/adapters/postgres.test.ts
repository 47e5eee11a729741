import pg from 'pg';
import { expect, test } from 'vitest';
import { PostgresAdapter } from '#lib/auth/adapters/postgres.ts';
import { migrate } from '../../scripts/db-migrate.ts';
import { runAdapterConformance } from './conformance.ts';
import { createPgSchema, describePg } from './pg-env.ts';

describePg('PostgreSQL adapter', () => {
	runAdapterConformance('postgres (unique schema)', async () => {
		const db = await createPgSchema('pgadapter');
		await migrate(db.pool, db.schema);
		return { adapter: PostgresAdapter(db.pool, { schema: db.schema }), teardown: db.drop };
	});

	test('migrate is idempotent: applying the schema twice keeps the data', async () => {
		const db = await createPgSchema('migrate');
		try {
			await migrate(db.pool, db.schema);
			const adapter = PostgresAdapter(db.pool, { schema: db.schema }) as Required<ReturnType<typeof PostgresAdapter>>;
			await adapter.createUser({ id: 'u1', email: 'u1@example.com', emailVerified: null });
			await migrate(db.pool, db.schema);
			expect(await adapter.getUser('u1')).toMatchObject({ id: 'u1' });
		} finally {
			await db.drop();
		}
	});

	test('the cleanup finds expired rows through the expires indexes (docs/adapters.md, "Indexes")', async () => {
		const db = await createPgSchema('indexes');
		const client = await db.pool.connect();
		try {
			await migrate(db.pool, db.schema);
			// On empty tables the planner prefers a scan; forbidding scans shows whether an index can serve.
			await client.query('SET enable_seqscan = off');
			const plan = async (sql: string) => (await client.query(`EXPLAIN ${sql}`)).rows.map((row) => row['QUERY PLAN'] as string).join('\n');
			expect(await plan(`SELECT 1 FROM auth_sessions WHERE expires < now() LIMIT 10`)).toMatch(/Index.* using auth_sessions_expires_idx/);
			expect(await plan(`SELECT 1 FROM auth_verification_tokens WHERE expires < now() LIMIT 10`)).toMatch(/Index.* using auth_verification_tokens_expires_idx/);
		} finally {
			client.release();
			await db.drop();
		}
	});

	test('getSessionAndUser is one query (a join), not two', async () => {
		const db = await createPgSchema('onequery');
		try {
			await migrate(db.pool, db.schema);
			let queries = 0;
			const counting = Object.create(db.pool) as pg.Pool;
			counting.query = ((...args: Parameters<pg.Pool['query']>) => {
				queries++;
				return (db.pool.query as (...a: unknown[]) => unknown)(...args);
			}) as pg.Pool['query'];
			const adapter = PostgresAdapter(counting, { schema: db.schema }) as Required<ReturnType<typeof PostgresAdapter>>;
			await adapter.createUser({ id: 'u1', email: 'u1@example.com', emailVerified: null });
			await adapter.createSession({ sessionToken: 't1', userId: 'u1', expires: new Date(Date.now() + 60_000) });
			queries = 0;
			expect(await adapter.getSessionAndUser('t1')).toMatchObject({ user: { id: 'u1' }, session: { sessionToken: 't1' } });
			expect(queries).toBe(1);
		} finally {
			await db.drop();
		}
	});
});
