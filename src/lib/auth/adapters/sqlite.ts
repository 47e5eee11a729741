/**
 * SQLite adapter on `node:sqlite` (Node >= 22.5, no flag from 24): the demo's embedded default.
 * Stores and fetches only; every statement is prepared and parameterised. `node:sqlite` is synchronous,
 * so each method runs start to end without interleaving, and `useVerificationToken` is one
 * `DELETE ... RETURNING` statement: atomic across connections too (https://www.sqlite.org/lang_returning.html).
 * The methods are `async` all the same: the contract's callers may chain `.then`/`.catch` on any adapter,
 * and a synchronous throw would escape them. The body still runs without a pause (no await inside), so
 * this costs one resolved promise per call and keeps every statement atomic.
 */
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { randomUUID } from '../crypto/index.ts';
import { SQLITE_ADDED_COLUMNS, SQLITE_SCHEMA } from './sqlite-schema.ts';
import { ACCOUNT_COLUMNS, ACCOUNT_TOKEN_COLUMNS, AUTHENTICATOR_COLUMNS, USER_COLUMNS, sessionMetaOf, toAccount, toAuthenticator } from './rows.ts';
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

/** The session columns every read selects; `getSessionAndUser`'s join selects only these. */
function toSessionCore(row: Row): AdapterSession {
	return { sessionToken: String(row.sessionToken), userId: String(row.userId), expires: toDate(row.expires) as Date };
}

function toSession(row: Row): AdapterSession {
	return Object.assign(toSessionCore(row), sessionMetaOf(row, toDate));
}

/** Adds the columns a database created by an earlier version lacks (idempotent). */
function addMissingColumns(database: DatabaseSync): void {
	for (const [table, column, type] of SQLITE_ADDED_COLUMNS) {
		const columns = database.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>;
		if (!columns.some((c) => c.name === column)) database.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${type}`);
	}
}

/** Optional OAuth columns that are NULL are left out, as they were when the account was linked. */
function toToken(row: Row): VerificationToken {
	return { identifier: String(row.identifier), token: String(row.token), expires: toDate(row.expires) as Date };
}

/**
 * SQLite's page cache per connection, in KiB (SQLite's default is 2000). A signed-in read touches about
 * eight pages (two B-trees each for the session and its user); on a million sessions, the pages of a few
 * hundred active ones no longer fit in 2 MB, and each miss copies a page from the OS cache: the read then
 * cost about twice its cost on a small table (`BENCH_SCALE=1 npm run bench`, docs/performance.md). Memory
 * is taken as pages are read, up to this bound (https://www.sqlite.org/pragma.html#pragma_cache_size).
 */
const PAGE_CACHE_KIB = 65_536;

/**
 * Opens (creating the folder and file on first run) a database with foreign keys on. A file database is
 * switched to WAL with a busy timeout: readers proceed while a write is in flight, concurrent writers wait
 * instead of failing, and a read no longer takes and drops a file lock per statement. In the default
 * rollback journal, a signed-in request's one query cost ~7.4 us (8 syscalls); in WAL ~3.8 us (docs/performance.md,
 * https://www.sqlite.org/wal.html).
 */
export function openSQLite(path: string): DatabaseSync {
	if (path === ':memory:') return new DatabaseSync(path, { enableForeignKeyConstraints: true });
	mkdirSync(dirname(path), { recursive: true });
	// The busy timeout is set at open, before the first statement: switching to WAL takes a lock, and two
	// instances starting at once on a new file otherwise fail with "database is locked".
	const db = new DatabaseSync(path, { enableForeignKeyConstraints: true, timeout: 5000 });
	db.exec(`PRAGMA journal_mode = WAL; PRAGMA cache_size = -${PAGE_CACHE_KIB};`);
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
	addMissingColumns(database);

	// Prepared once per SQL text: compiling the statement on every call was the largest self time of a
	// signed-in request in the `npm run bench` profile (docs/performance.md). The texts are a small fixed set.
	const statements = new Map<string, ReturnType<DatabaseSync['prepare']>>();
	const prepare = (sql: string) => {
		let statement = statements.get(sql);
		if (!statement) statements.set(sql, (statement = database.prepare(sql)));
		return statement;
	};
	const get = (sql: string, ...params: unknown[]) => prepare(sql).get(...params.map(toSql)) as Row | undefined;
	const all = (sql: string, ...params: unknown[]) => prepare(sql).all(...params.map(toSql)) as Row[];
	const changes = (sql: string, ...params: unknown[]) => Number(prepare(sql).run(...params.map(toSql)).changes);
	// DELETE ... LIMIT needs a compile-time option node:sqlite's build lacks; the rowid sub-select walks the
	// `expires` index instead (https://www.sqlite.org/lang_delete.html).
	const deleteBefore = (table: string, now: Date, limit: number) =>
		changes(`DELETE FROM ${table} WHERE rowid IN (SELECT rowid FROM ${table} WHERE expires < ? LIMIT ?)`, now, limit);

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
		async createUser(user) {
			const row = get(
				'INSERT INTO auth_users (id, name, email, emailVerified, image) VALUES (?, ?, ?, ?, ?) RETURNING *',
				user.id ?? randomUUID(), user.name, user.email, user.emailVerified, user.image
			);
			return toUser(row!);
		},
		async getUser(id) {
			const row = get('SELECT * FROM auth_users WHERE id = ?', id);
			return row ? toUser(row) : null;
		},
		async getUserByEmail(email) {
			const row = get('SELECT * FROM auth_users WHERE email = ?', email);
			return row ? toUser(row) : null;
		},
		async getUserByAccount({ provider, providerAccountId }) {
			const row = get(
				`SELECT u.* FROM auth_users u JOIN auth_accounts a ON a.userId = u.id
				 WHERE a.provider = ? AND a.providerAccountId = ?`,
				provider, providerAccountId
			);
			return row ? toUser(row) : null;
		},
		async updateUser(patch) {
			const row = update('auth_users', 'id', USER_COLUMNS, patch);
			if (!row) throw new Error(`updateUser: no user with id ${patch.id}`);
			return toUser(row);
		},
		async deleteUser(userId) {
			const row = get('DELETE FROM auth_users WHERE id = ? RETURNING *', userId);
			return row ? toUser(row) : null;
		},
		async linkAccount(account) {
			const values = ACCOUNT_COLUMNS.map((column) => account[column]);
			const row = get(
				`INSERT INTO auth_accounts (${ACCOUNT_COLUMNS.join(', ')}) VALUES (${ACCOUNT_COLUMNS.map(() => '?').join(', ')}) RETURNING *`,
				...values
			);
			return toAccount(row!);
		},
		async unlinkAccount({ provider, providerAccountId }) {
			const row = get('DELETE FROM auth_accounts WHERE provider = ? AND providerAccountId = ? RETURNING *', provider, providerAccountId);
			return row ? toAccount(row) : undefined;
		},
		async getAccount(providerAccountId, provider) {
			const row = get('SELECT * FROM auth_accounts WHERE provider = ? AND providerAccountId = ?', provider, providerAccountId);
			return row ? toAccount(row) : null;
		},
		async listAccounts(userId) {
			return all('SELECT * FROM auth_accounts WHERE userId = ? ORDER BY provider, providerAccountId', userId).map(toAccount);
		},
		async updateAccount(patch) {
			const present = ACCOUNT_TOKEN_COLUMNS.filter((column) => column in patch);
			if (!present.length) {
				const found = get('SELECT * FROM auth_accounts WHERE provider = ? AND providerAccountId = ?', patch.provider, patch.providerAccountId);
				return found ? toAccount(found) : null;
			}
			const row = get(
				`UPDATE auth_accounts SET ${present.map((column) => `${column} = ?`).join(', ')} WHERE provider = ? AND providerAccountId = ? RETURNING *`,
				...present.map((column) => patch[column]),
				patch.provider,
				patch.providerAccountId
			);
			return row ? toAccount(row) : null;
		},
		async createSession({ sessionToken, userId, expires, createdAt, userAgent, provider }) {
			const row = get(
				'INSERT INTO auth_sessions (sessionToken, userId, expires, createdAt, userAgent, provider) VALUES (?, ?, ?, ?, ?, ?) RETURNING *',
				sessionToken, userId, expires, createdAt, userAgent, provider
			);
			return toSession(row!);
		},
		async listSessions(userId) {
			return all('SELECT * FROM auth_sessions WHERE userId = ?', userId).map(toSession);
		},
		async getSessionAndUser(sessionToken) {
			// One statement: the session row and its user, joined.
			const row = get(
				`SELECT s.sessionToken, s.userId, s.expires, u.id, u.name, u.email, u.emailVerified, u.image
				 FROM auth_sessions s JOIN auth_users u ON u.id = s.userId WHERE s.sessionToken = ?`,
				sessionToken
			);
			// The join has no metadata columns: mapping them was ~1 us of a signed-in read for nothing.
			return row ? { session: toSessionCore(row), user: toUser(row) } : null;
		},
		async updateSession(patch) {
			const row = update('auth_sessions', 'sessionToken', ['userId', 'expires'], patch);
			return row ? toSession(row) : null;
		},
		async deleteSession(sessionToken) {
			const row = get('DELETE FROM auth_sessions WHERE sessionToken = ? RETURNING *', sessionToken);
			return row ? toSession(row) : null;
		},
		async createVerificationToken({ identifier, token, expires }) {
			const row = get('INSERT INTO auth_verification_tokens (identifier, token, expires) VALUES (?, ?, ?) RETURNING *', identifier, token, expires);
			return toToken(row!);
		},
		async useVerificationToken({ identifier, token }) {
			const row = get('DELETE FROM auth_verification_tokens WHERE identifier = ? AND token = ? RETURNING *', identifier, token);
			return row ? toToken(row) : null;
		},
		async createAuthenticator(authenticator) {
			const values = AUTHENTICATOR_COLUMNS.map((column) => authenticator[column]);
			const row = get(
				`INSERT INTO auth_authenticators (${AUTHENTICATOR_COLUMNS.join(', ')}) VALUES (${AUTHENTICATOR_COLUMNS.map(() => '?').join(', ')}) RETURNING *`,
				...values
			);
			return toAuthenticator(row!);
		},
		async getAuthenticator(credentialID) {
			const row = get('SELECT * FROM auth_authenticators WHERE credentialID = ?', credentialID);
			return row ? toAuthenticator(row) : null;
		},
		async listAuthenticatorsByUserId(userId) {
			return all('SELECT * FROM auth_authenticators WHERE userId = ?', userId).map(toAuthenticator);
		},
		async updateAuthenticatorCounter(credentialID, newCounter) {
			const row = get('UPDATE auth_authenticators SET counter = ? WHERE credentialID = ? RETURNING *', newCounter, credentialID);
			if (!row) throw new Error(`updateAuthenticatorCounter: no authenticator ${credentialID}`);
			return toAuthenticator(row);
		},
		async deleteExpired(now, limit) {
			return { sessions: deleteBefore('auth_sessions', now, limit), verificationTokens: deleteBefore('auth_verification_tokens', now, limit) };
		}
	};
}
