/**
 * The shared stores the multi-instance specs start servers on: Redis (TEST_REDIS_URL, else
 * 127.0.0.1:6379) and PostgreSQL (TEST_POSTGRES_URL, else postgres://postgres@127.0.0.1:5432/test), which
 * run on every development and CI machine of this project. Under CI=true an unreachable store fails the
 * spec; elsewhere its tests skip with the reason. Each run gets a Redis key prefix and a PostgreSQL schema
 * of its own, removed afterwards, so runs sharing a server never meet.
 */
import pg from 'pg';
import { createClient } from 'redis';
import { migrate } from '../scripts/db-migrate.ts';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const runId = () => `${Date.now().toString(36)}_${crypto.randomUUID().slice(0, 8)}`;

/** Why the store cannot be used (null when it can); throws under CI=true. */
function unusable(name: string, url: string, error: unknown): string {
	const reason = `${name} at ${url} is unreachable (${(error as Error).message})`;
	if (process.env.CI === 'true') throw new Error(`CI=true but ${reason}: the multi-instance specs must run in CI`);
	return reason;
}

export interface RedisRun {
	prefix: string;
	cleanup(): Promise<void>;
}

/** A key prefix for this run, or the reason Redis cannot be used. */
export async function redisRun(): Promise<RedisRun | string> {
	const client = createClient({ url: REDIS_URL, disableOfflineQueue: true, socket: { connectTimeout: 2000, reconnectStrategy: false } });
	client.on('error', () => {});
	try {
		await client.connect();
	} catch (error) {
		return unusable('Redis', REDIS_URL, error);
	}
	const prefix = `e2e:limits:${runId()}:`;
	return {
		prefix,
		async cleanup() {
			for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 100 })) if (keys.length) await client.del(keys);
			await client.close();
		}
	};
}

export interface PostgresRun {
	schema: string;
	cleanup(): Promise<void>;
}

/** A migrated schema of its own for this run, or the reason PostgreSQL cannot be used. */
export async function postgresRun(): Promise<PostgresRun | string> {
	const pool = new pg.Pool({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000, max: 2 });
	const schema = `e2e_limits_${runId()}`;
	try {
		await migrate(pool, schema);
	} catch (error) {
		await pool.end();
		return unusable('PostgreSQL', POSTGRES_URL, error);
	}
	return {
		schema,
		async cleanup() {
			await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
			await pool.end();
		}
	};
}
