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

test('openSQLite (used by a path and by the demo) opens a file in WAL mode with a busy timeout; :memory: stays in memory', () => {
	const dir = mkdtempSync(join(tmpdir(), 'auth-sqlite-'));
	try {
		const db = openSQLite(join(dir, 'wal', 'auth.sqlite'));
		expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
		expect(db.prepare('PRAGMA busy_timeout').get()).toEqual({ timeout: 5000 });
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
