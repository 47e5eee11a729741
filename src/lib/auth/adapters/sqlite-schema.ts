/**
 * SQLite schema of the `auth_` tables, applied by SQLiteAdapter on open (idempotent).
 * Shipped as a TS string, not a .sql file, so it travels through the vite build with no loader.
 * Dates are INTEGER milliseconds since the epoch (SQLite has no date type:
 * https://www.sqlite.org/datatype3.html#date_and_time_datatype); booleans are 0/1.
 * Rows cascade from their user, as the Auth.js adapter suite expects of `deleteUser`.
 * Every lookup of a signed-in request is by primary key (`sessionToken`, then the user's `id`), so its cost
 * grows with the depth of a B-tree, not with the row count; the `expires` indexes keep the bounded cleanup
 * (`deleteExpired`) from scanning a large table (docs/adapters.md, "Indexes").
 */
export const SQLITE_SCHEMA = `
CREATE TABLE IF NOT EXISTS auth_users (
	id TEXT PRIMARY KEY NOT NULL,
	name TEXT,
	email TEXT UNIQUE,
	emailVerified INTEGER,
	image TEXT
);
CREATE TABLE IF NOT EXISTS auth_accounts (
	userId TEXT NOT NULL REFERENCES auth_users(id) ON DELETE CASCADE,
	type TEXT NOT NULL,
	provider TEXT NOT NULL,
	providerAccountId TEXT NOT NULL,
	refresh_token TEXT,
	access_token TEXT,
	expires_at INTEGER,
	token_type TEXT,
	scope TEXT,
	id_token TEXT,
	session_state TEXT,
	PRIMARY KEY (provider, providerAccountId)
);
CREATE INDEX IF NOT EXISTS auth_accounts_user_idx ON auth_accounts(userId);
CREATE TABLE IF NOT EXISTS auth_sessions (
	sessionToken TEXT PRIMARY KEY NOT NULL,
	userId TEXT NOT NULL REFERENCES auth_users(id) ON DELETE CASCADE,
	expires INTEGER NOT NULL,
	createdAt INTEGER,
	userAgent TEXT,
	provider TEXT
);
CREATE INDEX IF NOT EXISTS auth_sessions_user_idx ON auth_sessions(userId);
CREATE INDEX IF NOT EXISTS auth_sessions_expires_idx ON auth_sessions(expires);
CREATE TABLE IF NOT EXISTS auth_verification_tokens (
	identifier TEXT NOT NULL,
	token TEXT NOT NULL,
	expires INTEGER NOT NULL,
	PRIMARY KEY (identifier, token)
);
CREATE INDEX IF NOT EXISTS auth_verification_tokens_expires_idx ON auth_verification_tokens(expires);
CREATE TABLE IF NOT EXISTS auth_authenticators (
	credentialID TEXT PRIMARY KEY NOT NULL,
	userId TEXT NOT NULL REFERENCES auth_users(id) ON DELETE CASCADE,
	providerAccountId TEXT NOT NULL,
	credentialPublicKey TEXT NOT NULL,
	counter INTEGER NOT NULL,
	credentialDeviceType TEXT NOT NULL,
	credentialBackedUp INTEGER NOT NULL,
	transports TEXT
);
CREATE INDEX IF NOT EXISTS auth_authenticators_user_idx ON auth_authenticators(userId);
`;

/**
 * Columns added after the first release, for databases created before them: SQLite has no
 * `ADD COLUMN IF NOT EXISTS`, so the table's columns are read first (https://www.sqlite.org/pragma.html#pragma_table_info).
 */
export const SQLITE_ADDED_COLUMNS: ReadonlyArray<readonly [table: string, column: string, type: string]> = [
	['auth_sessions', 'createdAt', 'INTEGER'],
	['auth_sessions', 'userAgent', 'TEXT'],
	['auth_sessions', 'provider', 'TEXT']
];
