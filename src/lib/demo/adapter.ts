/** The demo's store: PostgreSQL when DATABASE_URL is set (multi-instance), else embedded SQLite. */
import pg from 'pg';
import { dev } from '$app/env';
import { SQLiteAdapter } from '#lib/auth/adapters/sqlite.ts';
import { PostgresAdapter } from '#lib/auth/adapters/postgres.ts';
import { POSTGRES_SCHEMA } from '#lib/auth/adapters/postgres-schema.ts';
import type { Adapter } from '#lib/auth/adapters/types.ts';
import { demoEnv } from './env.ts';

export function demoAdapter(): Adapter {
	if (demoEnv.databaseUrl) {
		const pool = new pg.Pool({ connectionString: demoEnv.databaseUrl, connectionTimeoutMillis: 3000 });
		// In dev the schema is applied on start (idempotent); production runs `npm run db:migrate` first.
		if (dev) pool.query(POSTGRES_SCHEMA).catch((error) => console.error('[demo] applying the PostgreSQL schema failed:', error.message));
		return PostgresAdapter(pool);
	}
	return SQLiteAdapter(demoEnv.sqlitePath);
}
