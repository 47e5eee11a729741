/**
 * Time passing for a stored session: the e2e server's SQLite database, written beside the running server
 * (WAL lets both in; the server's own writes wait on the busy timeout like any second writer's would).
 */
import { createHash } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import type { TestInfo } from '@playwright/test';
import { serverOf } from '../../e2e/store.ts';

/** What the database strategy stores for a session cookie: the SHA-256 hex of the token, never the token. */
export const storedHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Moves the expiry of the stored session behind `token` an hour into the past. */
export async function backdateSessions(info: TestInfo, token: string): Promise<void> {
	const db = new DatabaseSync(`data/e2e-${serverOf(info)}.sqlite`);
	try {
		db.exec('PRAGMA busy_timeout = 5000');
		const changed = db.prepare('UPDATE auth_sessions SET expires = ? WHERE sessionToken = ?').run(Date.now() - 3_600_000, storedHash(token));
		if (changed.changes !== 1) throw new Error('the session to backdate is not stored');
	} finally {
		db.close();
	}
}
