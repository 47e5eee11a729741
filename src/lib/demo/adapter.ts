/**
 * The demo's store: PostgreSQL when DATABASE_URL is set (multi-instance), else embedded SQLite.
 * The adapter contract has no "list a user's accounts", so the demo adds it beside the adapter for /account.
 */
import pg from 'pg';
import { dev } from '$app/env';
import { SQLiteAdapter, openSQLite } from '#lib/auth/adapters/sqlite.ts';
import { PostgresAdapter } from '#lib/auth/adapters/postgres.ts';
import { PostgresClaimStore } from '#lib/auth/adapters/postgres-claims.ts';
import { SQLiteClaimStore } from '#lib/auth/adapters/sqlite-claims.ts';
import { POSTGRES_SCHEMA } from '#lib/auth/adapters/postgres-schema.ts';
import type { Adapter } from '#lib/auth/adapters/types.ts';
import type { ClaimStore } from '#lib/auth/stores/claims.ts';
import { demoEnv } from './env.ts';

export interface DemoStore {
	adapter: Adapter;
	/** E-mail throttle and single-use passkey challenges, in the same database: shared by every instance on it. */
	claims: ClaimStore;
	listAccounts(userId: string): Promise<Array<{ provider: string; type: string }>>;
}

function postgresStore(url: string): DemoStore {
	const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 3000 });
	// In dev the schema is applied on start (idempotent); production runs `npm run db:migrate` first.
	if (dev) pool.query(POSTGRES_SCHEMA).catch((error) => console.error('[demo] applying the PostgreSQL schema failed:', error.message));
	return {
		adapter: PostgresAdapter(pool),
		claims: PostgresClaimStore(pool),
		listAccounts: async (userId) =>
			(await pool.query('SELECT provider, type FROM auth_accounts WHERE "userId" = $1 ORDER BY provider', [userId])).rows
	};
}

function sqliteStore(path: string): DemoStore {
	const db = openSQLite(path);
	// The adapter creates the tables: prepare the demo's own query after it.
	const adapter = SQLiteAdapter(db);
	const statement = db.prepare('SELECT provider, type FROM auth_accounts WHERE userId = ? ORDER BY provider');
	return { adapter, claims: SQLiteClaimStore(db), listAccounts: async (userId) => statement.all(userId) as Array<{ provider: string; type: string }> };
}

export const store: DemoStore = demoEnv.databaseUrl ? postgresStore(demoEnv.databaseUrl) : sqliteStore(demoEnv.sqlitePath);
