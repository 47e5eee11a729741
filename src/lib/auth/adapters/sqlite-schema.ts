/**
 * SQLite schema of the `auth_` tables, applied by SQLiteAdapter on open (idempotent).
 * Shipped as a TS string, not a .sql file, so it travels through the vite build with no loader.
 * Dates are INTEGER milliseconds since the epoch (SQLite has no date type:
 * https://www.sqlite.org/datatype3.html#date_and_time_datatype); booleans are 0/1.
 * Rows cascade from their user, as the Auth.js adapter suite expects of `deleteUser`.
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
	expires INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS auth_sessions_user_idx ON auth_sessions(userId);
CREATE TABLE IF NOT EXISTS auth_verification_tokens (
	identifier TEXT NOT NULL,
	token TEXT NOT NULL,
	expires INTEGER NOT NULL,
	PRIMARY KEY (identifier, token)
);
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
