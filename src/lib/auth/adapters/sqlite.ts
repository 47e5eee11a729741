/**
 * SQLite adapter on `node:sqlite` (Node >= 22.5, no flag from 24): the demo's embedded default.
 * Stores and fetches only; every statement is prepared and parameterised. `node:sqlite` is synchronous,
 * so each method runs start to end without interleaving, and `useVerificationToken` is one
 * `DELETE ... RETURNING` statement: atomic across connections too (https://www.sqlite.org/lang_returning.html).
 */
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { randomUUID } from '../crypto/index.ts';
import { SQLITE_SCHEMA } from './sqlite-schema.ts';
import { ACCOUNT_COLUMNS, AUTHENTICATOR_COLUMNS, USER_COLUMNS, toAccount, toAuthenticator } from './rows.ts';
import type { Adapter, AdapterAccount, AdapterAuthenticator, AdapterSession, AdapterUser, VerificationToken } from './types.ts';

type Row = Record<string, SQLInputValue>;


/** JS value -> SQLite parameter: Dates as epoch milliseconds, booleans as 0/1, undefined as NULL. */
function toSql(value: unknown): SQLInputValue {
	if (value === undefined || value === null) return null;
	if (value instanceof Date) return value.getTime();
	if (typeof value === 'boolean') return value ? 1 : 0;
	if (typeof value === 'number' || typeof value === 'string' || typeof value === 'bigint') return value;
	return String(value);
}

const toDate = (value: unknown) => (value === null || value === undefined ? null : new Date(Number(value)));

function toUser(row: Row): AdapterUser {
	return {
		id: String(row.id),
		name: (row.name as string | null) ?? null,
		email: row.email as string,
		emailVerified: toDate(row.emailVerified),
		image: (row.image as string | null) ?? null
	};
}

function toSession(row: Row): AdapterSession {
	return { sessionToken: String(row.sessionToken), userId: String(row.userId), expires: toDate(row.expires) as Date };
}

/** Optional OAuth columns that are NULL are left out, as they were when the account was linked. */
function toToken(row: Row): VerificationToken {
	return { identifier: String(row.identifier), token: String(row.token), expires: toDate(row.expires) as Date };
}

/**
 * Opens (creating the folder and file on first run) a database with foreign keys on. A file database is
 * switched to WAL with a busy timeout: readers proceed while a write is in flight, concurrent writers wait
 * instead of failing, and a read no longer takes and drops a file lock per statement. In the default
 * rollback journal, a signed-in request's one query cost ~7.4 us (8 syscalls); in WAL ~3.8 us (issue 7,
 * https://www.sqlite.org/wal.html).
 */
export function openSQLite(path: string): DatabaseSync {
	if (path === ':memory:') return new DatabaseSync(path, { enableForeignKeyConstraints: true });
	mkdirSync(dirname(path), { recursive: true });
	// The busy timeout is set at open, before the first statement: switching to WAL takes a lock, and two
	// instances starting at once on a new file otherwise fail with "database is locked".
	const db = new DatabaseSync(path, { enableForeignKeyConstraints: true, timeout: 5000 });
	db.exec('PRAGMA journal_mode = WAL;');
	return db;
}

/**
 * An adapter on `node:sqlite`. Creates the `auth_` tables if they are missing.
 * @param db an open `DatabaseSync`, or a file path (its folder is created) or `:memory:`.
 * @example SvelteKitAuth({ adapter: SQLiteAdapter('data/auth.sqlite'), providers: [...] })
 */
export function SQLiteAdapter(db: DatabaseSync | string): Adapter {
	const database = typeof db === 'string' ? openSQLite(db) : db;
	database.exec('PRAGMA foreign_keys = ON;');
	database.exec(SQLITE_SCHEMA);

	// Prepared once per SQL text: compiling the statement on every call was the largest self time of a
	// signed-in request in the `npm run bench` profile (issue 7). The texts are a small fixed set.
	const statements = new Map<string, ReturnType<DatabaseSync['prepare']>>();
	const prepare = (sql: string) => {
		let statement = statements.get(sql);
		if (!statement) statements.set(sql, (statement = database.prepare(sql)));
		return statement;
	};
	const get = (sql: string, ...params: unknown[]) => prepare(sql).get(...params.map(toSql)) as Row | undefined;
	const all = (sql: string, ...params: unknown[]) => prepare(sql).all(...params.map(toSql)) as Row[];

	/** `UPDATE table SET a = ?, b = ? WHERE key = ? RETURNING *` for the known columns present in `patch`. */
	const update = (table: string, key: string, columns: readonly string[], patch: Record<string, unknown>) => {
		const present = columns.filter((column) => column in patch && column !== key);
		if (!present.length) return get(`SELECT * FROM ${table} WHERE ${key} = ?`, patch[key]);
		const assignments = present.map((column) => `${column} = ?`).join(', ');
		return get(
			`UPDATE ${table} SET ${assignments} WHERE ${key} = ? RETURNING *`,
			...present.map((column) => patch[column]),
			patch[key]
		);
	};

	return {
		createUser(user) {
			const row = get(
				'INSERT INTO auth_users (id, name, email, emailVerified, image) VALUES (?, ?, ?, ?, ?) RETURNING *',
				user.id ?? randomUUID(), user.name, user.email, user.emailVerified, user.image
			);
			return toUser(row!);
		},
		getUser(id) {
			const row = get('SELECT * FROM auth_users WHERE id = ?', id);
			return row ? toUser(row) : null;
		},
		getUserByEmail(email) {
			const row = get('SELECT * FROM auth_users WHERE email = ?', email);
			return row ? toUser(row) : null;
		},
		getUserByAccount({ provider, providerAccountId }) {
			const row = get(
				`SELECT u.* FROM auth_users u JOIN auth_accounts a ON a.userId = u.id
				 WHERE a.provider = ? AND a.providerAccountId = ?`,
				provider, providerAccountId
			);
			return row ? toUser(row) : null;
		},
		updateUser(patch) {
			const row = update('auth_users', 'id', USER_COLUMNS, patch);
			if (!row) throw new Error(`updateUser: no user with id ${patch.id}`);
			return toUser(row);
		},
		deleteUser(userId) {
			const row = get('DELETE FROM auth_users WHERE id = ? RETURNING *', userId);
			return row ? toUser(row) : null;
		},
		linkAccount(account) {
			const values = ACCOUNT_COLUMNS.map((column) => account[column]);
			const row = get(
				`INSERT INTO auth_accounts (${ACCOUNT_COLUMNS.join(', ')}) VALUES (${ACCOUNT_COLUMNS.map(() => '?').join(', ')}) RETURNING *`,
				...values
			);
			return toAccount(row!);
		},
		unlinkAccount({ provider, providerAccountId }) {
			const row = get('DELETE FROM auth_accounts WHERE provider = ? AND providerAccountId = ? RETURNING *', provider, providerAccountId);
			return row ? toAccount(row) : undefined;
		},
		getAccount(providerAccountId, provider) {
			const row = get('SELECT * FROM auth_accounts WHERE provider = ? AND providerAccountId = ?', provider, providerAccountId);
			return row ? toAccount(row) : null;
		},
		createSession({ sessionToken, userId, expires }) {
			const row = get('INSERT INTO auth_sessions (sessionToken, userId, expires) VALUES (?, ?, ?) RETURNING *', sessionToken, userId, expires);
			return toSession(row!);
		},
		getSessionAndUser(sessionToken) {
			// One statement: the session row and its user, joined.
			const row = get(
				`SELECT s.sessionToken, s.userId, s.expires, u.id, u.name, u.email, u.emailVerified, u.image
				 FROM auth_sessions s JOIN auth_users u ON u.id = s.userId WHERE s.sessionToken = ?`,
				sessionToken
			);
			return row ? { session: toSession(row), user: toUser(row) } : null;
		},
		updateSession(patch) {
			const row = update('auth_sessions', 'sessionToken', ['userId', 'expires'], patch);
			return row ? toSession(row) : null;
		},
		deleteSession(sessionToken) {
			const row = get('DELETE FROM auth_sessions WHERE sessionToken = ? RETURNING *', sessionToken);
			return row ? toSession(row) : null;
		},
		createVerificationToken({ identifier, token, expires }) {
			const row = get('INSERT INTO auth_verification_tokens (identifier, token, expires) VALUES (?, ?, ?) RETURNING *', identifier, token, expires);
			return toToken(row!);
		},
		useVerificationToken({ identifier, token }) {
			const row = get('DELETE FROM auth_verification_tokens WHERE identifier = ? AND token = ? RETURNING *', identifier, token);
			return row ? toToken(row) : null;
		},
		createAuthenticator(authenticator) {
			const values = AUTHENTICATOR_COLUMNS.map((column) => authenticator[column]);
			const row = get(
				`INSERT INTO auth_authenticators (${AUTHENTICATOR_COLUMNS.join(', ')}) VALUES (${AUTHENTICATOR_COLUMNS.map(() => '?').join(', ')}) RETURNING *`,
				...values
			);
			return toAuthenticator(row!);
		},
		getAuthenticator(credentialID) {
			const row = get('SELECT * FROM auth_authenticators WHERE credentialID = ?', credentialID);
			return row ? toAuthenticator(row) : null;
		},
		listAuthenticatorsByUserId(userId) {
			return all('SELECT * FROM auth_authenticators WHERE userId = ?', userId).map(toAuthenticator);
		},
		updateAuthenticatorCounter(credentialID, newCounter) {
			const row = get('UPDATE auth_authenticators SET counter = ? WHERE credentialID = ? RETURNING *', newCounter, credentialID);
			if (!row) throw new Error(`updateAuthenticatorCounter: no authenticator ${credentialID}`);
			return toAuthenticator(row);
		}
	};
}
