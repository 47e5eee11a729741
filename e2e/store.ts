/**
 * Read-only looks into an e2e server's own SQLite database (data/e2e-<server>.sqlite), to prove that a
 * refused sign-in stored nothing. The server keeps writing; WAL mode lets a reader in beside it.
 */
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { TestInfo } from '@playwright/test';

/** The e2e server a project runs against: its `metadata.server`, or the project's own name. */
export function serverOf(info: TestInfo): string {
	return (info.project.metadata as { server?: string }).server ?? info.project.name;
}

function open(info: TestInfo): DatabaseSync {
	return new DatabaseSync(`data/e2e-${serverOf(info)}.sqlite`, { readOnly: true });
}

/** The number of rows a query counts (`SELECT COUNT(*) ...`). */
export function count(info: TestInfo, sql: string, ...params: SQLInputValue[]): number {
	const db = open(info);
	try {
		return Number((db.prepare(sql).get(...params) as Record<string, unknown>)['COUNT(*)'] ?? 0);
	} finally {
		db.close();
	}
}

/** Whether the server stored a user with this e-mail address. */
export function hasUser(info: TestInfo, email: string): boolean {
	return count(info, 'SELECT COUNT(*) FROM auth_users WHERE email = ?', email) > 0;
}
