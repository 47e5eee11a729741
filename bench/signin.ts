/**
 * Signs in the demo user through the real HTTP flow (credentials form POST, as a browser would send it)
 * and returns the session cookie the server set.
 */
import pg from 'pg';
import { APP_ORIGIN, POSTGRES_ADMIN_URL, POSTGRES_DB } from './config.ts';
import { migrate } from '../scripts/db-migrate.ts';

export interface SignedIn {
	/** `authjs.session-token=<value>` as sent back in the Cookie header. */
	cookie: string;
	/** Bytes of the session cookie's value (what the browser stores and sends on every request). */
	valueBytes: number;
	/** Bytes of the whole Set-Cookie header value (name, value and attributes). */
	headerBytes: number;
}

export async function signIn(baseUrl: string): Promise<SignedIn> {
	const response = await fetch(`${baseUrl}/auth/callback/credentials`, {
		method: 'POST',
		redirect: 'manual',
		headers: { origin: APP_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams({ username: 'demo', password: 'demo' })
	});
	const header = response.headers.getSetCookie().find((c) => c.startsWith('authjs.session-token='));
	if (response.status !== 302 || !header) throw new Error(`sign-in at ${baseUrl} failed: ${response.status} ${await response.text()}`);
	const cookie = header.split(';')[0];
	return { cookie, valueBytes: cookie.length - 'authjs.session-token='.length, headerBytes: header.length };
}

/** The URL of a dedicated database holding the `auth_` tables, or null when PostgreSQL is not reachable. */
export async function preparePostgres(): Promise<string | null> {
	const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 2000 });
	try {
		await admin.connect();
	} catch {
		return null;
	}
	try {
		const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [POSTGRES_DB]);
		if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${POSTGRES_DB}`);
	} finally {
		await admin.end();
	}
	const url = new URL(POSTGRES_ADMIN_URL);
	url.pathname = `/${POSTGRES_DB}`;
	const pool = new pg.Pool({ connectionString: url.href });
	try {
		await migrate(pool);
		// Each run starts from empty session tables, so earlier runs' rows do not grow the indexes.
		await pool.query('TRUNCATE auth_sessions');
	} finally {
		await pool.end();
	}
	return url.href;
}

/**
 * Committed transactions of the bench database so far. Every statement the adapter sends outside a
 * transaction block is one; stats are flushed about once a second, so callers wait before reading.
 */
export async function postgresTransactions(url: string): Promise<number> {
	const client = new pg.Client({ connectionString: url });
	await client.connect();
	try {
		await client.query('SELECT pg_stat_clear_snapshot()');
		const { rows } = await client.query('SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()');
		return Number(rows[0].xact_commit);
	} finally {
		await client.end();
	}
}
