/**
 * PostgreSQL schema of the `auth_` tables: applied by `npm run db:migrate` (scripts/db-migrate.ts) and by
 * the demo in dev. Idempotent (IF NOT EXISTS everywhere), so it is safe to run on every start.
 * Shipped as a TS string, not a .sql file, so it travels through the vite build with no loader.
 * `expires_at` and `counter` are BIGINT (a WebAuthn counter is a uint32, beyond INTEGER's range);
 * timestamps are TIMESTAMPTZ, which `pg` returns as Date.
 */

/** Quotes an SQL identifier (https://www.postgresql.org/docs/current/sql-syntax-lexical.html#SQL-SYNTAX-IDENTIFIERS). */
export function quoteIdentifier(name: string): string {
	return `"${name.replaceAll('"', '""')}"`;
}

/** The schema's DDL, with every table qualified by `schema` (default `public`). */
export function postgresSchemaSql(schema = 'public'): string {
	const s = quoteIdentifier(schema);
	return `
CREATE SCHEMA IF NOT EXISTS ${s};
CREATE TABLE IF NOT EXISTS ${s}.auth_users (
	id TEXT PRIMARY KEY,
	name TEXT,
	email TEXT UNIQUE,
	"emailVerified" TIMESTAMPTZ,
	image TEXT
);
CREATE TABLE IF NOT EXISTS ${s}.auth_accounts (
	"userId" TEXT NOT NULL REFERENCES ${s}.auth_users(id) ON DELETE CASCADE,
	type TEXT NOT NULL,
	provider TEXT NOT NULL,
	"providerAccountId" TEXT NOT NULL,
	refresh_token TEXT,
	access_token TEXT,
	expires_at BIGINT,
	token_type TEXT,
	scope TEXT,
	id_token TEXT,
	session_state TEXT,
	PRIMARY KEY (provider, "providerAccountId")
);
CREATE INDEX IF NOT EXISTS auth_accounts_user_idx ON ${s}.auth_accounts ("userId");
CREATE TABLE IF NOT EXISTS ${s}.auth_sessions (
	"sessionToken" TEXT PRIMARY KEY,
	"userId" TEXT NOT NULL REFERENCES ${s}.auth_users(id) ON DELETE CASCADE,
	expires TIMESTAMPTZ NOT NULL,
	"createdAt" TIMESTAMPTZ,
	"userAgent" TEXT,
	provider TEXT
);
-- Session management's columns, for tables created before them.
ALTER TABLE ${s}.auth_sessions ADD COLUMN IF NOT EXISTS "createdAt" TIMESTAMPTZ;
ALTER TABLE ${s}.auth_sessions ADD COLUMN IF NOT EXISTS "userAgent" TEXT;
ALTER TABLE ${s}.auth_sessions ADD COLUMN IF NOT EXISTS provider TEXT;
CREATE INDEX IF NOT EXISTS auth_sessions_user_idx ON ${s}.auth_sessions ("userId");
-- The bounded cleanup (deleteExpired) finds expired rows through these instead of scanning the table.
CREATE INDEX IF NOT EXISTS auth_sessions_expires_idx ON ${s}.auth_sessions (expires);
CREATE TABLE IF NOT EXISTS ${s}.auth_verification_tokens (
	identifier TEXT NOT NULL,
	token TEXT NOT NULL,
	expires TIMESTAMPTZ NOT NULL,
	PRIMARY KEY (identifier, token)
);
CREATE INDEX IF NOT EXISTS auth_verification_tokens_expires_idx ON ${s}.auth_verification_tokens (expires);
CREATE TABLE IF NOT EXISTS ${s}.auth_authenticators (
	"credentialID" TEXT PRIMARY KEY,
	"userId" TEXT NOT NULL REFERENCES ${s}.auth_users(id) ON DELETE CASCADE,
	"providerAccountId" TEXT NOT NULL,
	"credentialPublicKey" TEXT NOT NULL,
	counter BIGINT NOT NULL,
	"credentialDeviceType" TEXT NOT NULL,
	"credentialBackedUp" BOOLEAN NOT NULL,
	transports TEXT
);
CREATE INDEX IF NOT EXISTS auth_authenticators_user_idx ON ${s}.auth_authenticators ("userId");
-- Claims shared by instances (PostgresClaimStore): SHA-256 of the key, expiry in epoch milliseconds.
CREATE TABLE IF NOT EXISTS ${s}.auth_claims (
	key TEXT PRIMARY KEY,
	expires BIGINT NOT NULL
);
-- Abuse-limit counters shared by instances (PostgresClaimStore): SHA-256 of the key, hits in the
-- window, the window's end in epoch milliseconds.
CREATE TABLE IF NOT EXISTS ${s}.auth_counters (
	key TEXT PRIMARY KEY,
	count INTEGER NOT NULL,
	expires BIGINT NOT NULL
);
`;
}

/** The DDL for the default `public` schema, as `psql -f` would take it. */
export const POSTGRES_SCHEMA = postgresSchemaSql();
