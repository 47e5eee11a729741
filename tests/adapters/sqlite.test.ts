import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { spawn } from 'node:child_process';
import { expect, test } from 'vitest';
import { SQLiteAdapter, openSQLite } from '#lib/auth/adapters/sqlite.ts';
import { runAdapterConformance } from './conformance.ts';

runAdapterConformance('sqlite (temp file)', async () => {
	const dir = mkdtempSync(join(tmpdir(), 'auth-sqlite-'));
	const path = join(dir, 'nested', 'auth.sqlite');
	const adapter = SQLiteAdapter(path);
	// A second connection to the same file: the token race runs across both.
	const peer = new DatabaseSync(path);
	return {
		adapter,
		peers: [SQLiteAdapter(peer)],
		teardown: async () => {
			peer.close();
			rmSync(dir, { recursive: true, force: true });
		}
	};
});

test('SQLiteAdapter creates the auth_ tables once and reopens an existing file without loss', async () => {
	const dir = mkdtempSync(join(tmpdir(), 'auth-sqlite-'));
	try {
		const path = join(dir, 'auth.sqlite');
		const first = SQLiteAdapter(path) as Required<ReturnType<typeof SQLiteAdapter>>;
		await first.createUser({ id: 'u1', email: 'u1@example.com', emailVerified: null });
		const db = new DatabaseSync(path);
		const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all().map((r) => r.name);
		expect(tables).toEqual(['auth_accounts', 'auth_authenticators', 'auth_sessions', 'auth_users', 'auth_verification_tokens']);
		const reopened = SQLiteAdapter(db) as Required<ReturnType<typeof SQLiteAdapter>>;
		expect(await reopened.getUser('u1')).toMatchObject({ id: 'u1', email: 'u1@example.com' });
		db.close();
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
});

test('a database created before session management gets its session columns on open, keeping its rows', async () => {
	const db = new DatabaseSync(':memory:');
	db.exec(`CREATE TABLE auth_users (id TEXT PRIMARY KEY NOT NULL, name TEXT, email TEXT UNIQUE, emailVerified INTEGER, image TEXT);
		CREATE TABLE auth_sessions (sessionToken TEXT PRIMARY KEY NOT NULL, userId TEXT NOT NULL REFERENCES auth_users(id) ON DELETE CASCADE, expires INTEGER NOT NULL);
		INSERT INTO auth_users (id, email) VALUES ('old', 'old@example.com');
		INSERT INTO auth_sessions VALUES ('old-token', 'old', ${Date.now() + 60_000});`);
	const adapter = SQLiteAdapter(db) as Required<ReturnType<typeof SQLiteAdapter>>;
	expect(await adapter.listSessions('old')).toEqual([{ sessionToken: 'old-token', userId: 'old', expires: expect.any(Date) }]);
	await adapter.createSession({ sessionToken: 'new-token', userId: 'old', expires: new Date(Date.now() + 60_000), userAgent: 'UA', provider: 'github', createdAt: new Date() });
	expect((await adapter.listSessions('old')).find((s) => s.sessionToken === 'new-token')).toMatchObject({ userAgent: 'UA', provider: 'github' });
	SQLiteAdapter(db);
	db.close();
});

test('openSQLite (used by a path and by the demo) opens a file in WAL mode with a busy timeout and a 64 MiB page cache; :memory: stays in memory', () => {
	const dir = mkdtempSync(join(tmpdir(), 'auth-sqlite-'));
	try {
		const db = openSQLite(join(dir, 'wal', 'auth.sqlite'));
		expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
		expect(db.prepare('PRAGMA busy_timeout').get()).toEqual({ timeout: 5000 });
		expect(db.prepare('PRAGMA cache_size').get()).toEqual({ cache_size: -65536 });
		db.close();
		expect(openSQLite(':memory:').prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'memory' });
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
});

test('openSQLite waits for a lock held by another process instead of failing with "database is locked"', async () => {
	// Two instances starting at once on a new file: one switches the journal to WAL while the other holds a lock.
	const dir = mkdtempSync(join(tmpdir(), 'auth-sqlite-'));
	const file = join(dir, 'shared.sqlite');
	const holder = spawn(
		process.execPath,
		['-e', `const { DatabaseSync } = require('node:sqlite'); const db = new DatabaseSync(${JSON.stringify(file)});
		db.exec('BEGIN EXCLUSIVE; CREATE TABLE t (x);'); console.log('locked'); setTimeout(() => db.exec('COMMIT'), 300);`],
		{ stdio: ['ignore', 'pipe', 'ignore'] }
	);
	try {
		await new Promise<void>((resolve) => holder.stdout!.on('data', (chunk) => String(chunk).includes('locked') && resolve()));
		const db = openSQLite(file);
		expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
		db.close();
	} finally {
		holder.kill();
		rmSync(dir, { recursive: true, force: true });
	}
});

test('the signed-in read and the cleanup search indexes, never scan a table (docs/adapters.md, "Indexes")', () => {
	const db = new DatabaseSync(':memory:');
	SQLiteAdapter(db);
	const plan = (sql: string) => (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as Array<{ detail: string }>).map((row) => row.detail);
	const read = plan('SELECT s.expires, u.name FROM auth_sessions s JOIN auth_users u ON u.id = s.userId WHERE s.sessionToken = ?');
	expect(read).toHaveLength(2);
	for (const step of read) expect(step).toMatch(/^SEARCH .* USING (INDEX|PRIMARY KEY)/);
	expect(plan('SELECT rowid FROM auth_sessions WHERE expires < ? LIMIT ?')).toEqual([expect.stringMatching(/^SEARCH auth_sessions USING COVERING INDEX auth_sessions_expires_idx/)]);
	expect(plan('SELECT rowid FROM auth_verification_tokens WHERE expires < ? LIMIT ?')).toEqual([
		expect.stringMatching(/^SEARCH auth_verification_tokens USING COVERING INDEX auth_verification_tokens_expires_idx/)
	]);
	db.close();
});
