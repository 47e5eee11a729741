/**
 * `npm run db:migrate`: applies the PostgreSQL schema of the `auth_` tables to DATABASE_URL.
 * Idempotent (CREATE ... IF NOT EXISTS), and serialised by an advisory lock so two processes starting
 * at once (dev server + tests) do not race on the catalog
 * (https://www.postgresql.org/docs/current/explicit-locking.html#ADVISORY-LOCKS).
 * Options: `--schema <name>` (default `public`, or env DATABASE_SCHEMA).
 */
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { postgresSchemaSql } from '../src/lib/auth/adapters/postgres-schema.ts';

/** Arbitrary constant key of the advisory lock held while the DDL runs. */
const MIGRATION_LOCK_KEY = 4_172_003;

/**
 * Applies the schema through `pool`. Safe to call on every start.
 * @example await migrate(new pg.Pool({ connectionString: process.env.DATABASE_URL }))
 */
export async function migrate(pool: pg.Pool, schema = 'public'): Promise<void> {
	const client = await pool.connect();
	try {
		await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
		try {
			await client.query(postgresSchemaSql(schema));
		} finally {
			await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
		}
	} finally {
		client.release();
	}
}

async function main(): Promise<void> {
	const url = process.env.DATABASE_URL;
	if (!url) {
		console.error('db:migrate: set DATABASE_URL, e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/app npm run db:migrate');
		process.exit(1);
	}
	const flag = process.argv.indexOf('--schema');
	const schema = flag > 0 ? process.argv[flag + 1] : (process.env.DATABASE_SCHEMA ?? 'public');
	const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 10_000 });
	try {
		await migrate(pool, schema);
		console.log(`db:migrate: schema "${schema}" is up to date`);
	} catch (error) {
		console.error('db:migrate failed:', error instanceof Error ? error.message : error);
		process.exitCode = 1;
	} finally {
		await pool.end();
	}
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
