/**
 * The scale scenario's data: `rows` users, each with one live session, generated inside the database by
 * one INSERT ... SELECT per table (a recursive CTE in SQLite, generate_series in PostgreSQL), not through
 * HTTP. Session `i` belongs to user `i`; its cookie is the raw token `scale-<i>` and its row holds the
 * token's SHA-256, as a sign-in stores it. Expiry 30 days out, just extended: no read writes.
 */
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { SQLiteAdapter } from '../src/lib/auth/adapters/sqlite.ts';
import { migrate } from '../scripts/db-migrate.ts';

export const SCALE_NAME = 'Scale User';
export const cookieOf = (i: number) => `authjs.session-token=scale-${i}`;
export const tokenHashOf = (i: number) => createHash('sha256').update(`scale-${i}`).digest('hex');
const expires = () => Date.now() + 30 * 24 * 3600 * 1000;

/** A fresh SQLite file with `rows` users and sessions (the adapter's schema and indexes); returns seconds taken. */
export function generateSqlite(path: string, rows: number): number {
	const started = performance.now();
	for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
	const db = new DatabaseSync(path);
	SQLiteAdapter(db);
	// Generation only: no journal, no fsync, a large page cache. The servers open the file in WAL afterwards.
	db.exec('PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA cache_size = -262144;');
	db.function('sha256hex', { deterministic: true }, (value) => createHash('sha256').update(String(value)).digest('hex'));
	const series = 'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)';
	db.exec('BEGIN');
	db.prepare(`${series} INSERT INTO auth_users (id, name, email) SELECT 'user-' || i, '${SCALE_NAME} ' || i, 'user-' || i || '@scale.test' FROM n`).run(rows);
	db.prepare(`${series} INSERT INTO auth_sessions (sessionToken, userId, expires, createdAt) SELECT sha256hex('scale-' || i), 'user-' || i, ?, ? FROM n`).run(rows, expires(), Date.now());
	db.exec('COMMIT; ANALYZE; PRAGMA journal_mode = WAL;');
	db.close();
	return (performance.now() - started) / 1000;
}

/**
 * A fresh schema `schema` with `rows` users and sessions (the migration's tables and indexes); returns seconds
 * taken. Rows go in in key order: the sessions then append to the primary-key B-tree instead of landing at
 * random (17.5 s instead of about 40 s for a million on the 2-core bench machine).
 */
export async function generatePostgres(url: string, schema: string, rows: number): Promise<number> {
	const started = performance.now();
	const pool = new pg.Pool({ connectionString: url, max: 1 });
	try {
		await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
		await migrate(pool, schema);
		const s = `"${schema}"`;
		await pool.query(
			`INSERT INTO ${s}.auth_users (id, name, email) SELECT 'user-' || i AS id, '${SCALE_NAME} ' || i, 'user-' || i || '@scale.test' FROM generate_series(1, $1) AS i ORDER BY id`,
			[rows]
		);
		await pool.query(
			`INSERT INTO ${s}.auth_sessions ("sessionToken", "userId", expires, "createdAt")
			 SELECT encode(sha256(convert_to('scale-' || i, 'UTF8')), 'hex') AS token, 'user-' || i, $2, now() FROM generate_series(1, $1) AS i ORDER BY token`,
			[rows, new Date(expires())]
		);
		await pool.query(`ANALYZE ${s}.auth_users; ANALYZE ${s}.auth_sessions`);
	} finally {
		await pool.end();
	}
	return (performance.now() - started) / 1000;
}
