/**
 * The demo's store: PostgreSQL when DATABASE_URL is set (multi-instance), else embedded SQLite. The claim
 * store (e-mail throttle, passkey challenges, refresh tokens, abuse limits) lives in the same database, or in
 * Redis when REDIS_URL is set.
 */
import pg from 'pg';
import { dev } from '$app/env';
import { SQLiteAdapter, openSQLite } from '#lib/auth/adapters/sqlite.ts';
import { PostgresAdapter } from '#lib/auth/adapters/postgres.ts';
import { PostgresClaimStore } from '#lib/auth/adapters/postgres-claims.ts';
import { SQLiteClaimStore } from '#lib/auth/adapters/sqlite-claims.ts';
import { RedisClaimStore } from '#lib/auth/adapters/redis-claims.ts';
import { postgresSchemaSql, quoteIdentifier } from '#lib/auth/adapters/postgres-schema.ts';
import type { Adapter } from '#lib/auth/adapters/types.ts';
import type { ClaimStore } from '#lib/auth/stores/claims.ts';
import { demoEnv } from './env.ts';

export interface DemoStore {
	adapter: Adapter;
	/** Claims and abuse-limit counters, shared by every instance on the same database (or Redis). */
	claims: ClaimStore;
}

function postgresStore(url: string, schema = 'public'): DemoStore {
	const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 3000 });
	// After adapter-node closed the server (SIGTERM, SIGINT), idle connections must not hold the process open.
	process.once('sveltekit:shutdown', () => void pool.end().catch(() => {}));
	// In dev the schema is applied on start (idempotent); production runs `npm run db:migrate` first.
	if (dev) pool.query(postgresSchemaSql(schema)).catch((error) => console.error('[demo] applying the PostgreSQL schema failed:', error.message));
	return { adapter: PostgresAdapter(pool, { schema }), claims: PostgresClaimStore(pool, { schema }) };
}

function sqliteStore(path: string): DemoStore {
	const db = openSQLite(path);
	return { adapter: SQLiteAdapter(db), claims: SQLiteClaimStore(db) };
}

/**
 * A node-redis client for the claim store, loaded only when REDIS_URL is set. It fails a command at once
 * while Redis is unreachable (the sign-in is then refused, never let through uncounted) and keeps
 * reconnecting; startup waits at most 2 s for the first connection.
 */
async function redisClaims(url: string, prefix: string): Promise<ClaimStore> {
	const { createClient } = await import('redis');
	const client = createClient({ url, disableOfflineQueue: true });
	let last = '';
	// node-redis throws an 'error' event nobody listens to: log each new reason once, not every retry.
	client.on('error', (error: Error) => error.message !== last && console.error(`[demo] redis: ${(last = error.message)}`));
	client.on('ready', () => (last = ''));
	const connecting = client.connect().catch((error: Error) => console.error(`[demo] redis: ${error.message}`));
	// adapter-node emits this once the server has closed (SIGTERM, SIGINT): an open connection would keep the
	// process alive (https://svelte.dev/docs/kit/adapter-node, "Graceful shutdown").
	process.once('sveltekit:shutdown', () => void client.close().catch(() => client.destroy()));
	await Promise.race([connecting, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
	return RedisClaimStore(client, { prefix });
}

const base: DemoStore = demoEnv.databaseUrl ? postgresStore(demoEnv.databaseUrl, demoEnv.databaseSchema) : sqliteStore(demoEnv.sqlitePath);

export const store: DemoStore = demoEnv.redisUrl ? { ...base, claims: await redisClaims(demoEnv.redisUrl, demoEnv.redisPrefix) } : base;
