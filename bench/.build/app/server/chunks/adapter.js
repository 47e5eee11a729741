import { t as demoEnv } from "./env.js";
import pg from "pg";
import { DatabaseSync } from "node:sqlite";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
// src/lib/auth/crypto/index.ts
/**
* Randomness, hashing and comparison: the only place the library touches them (house rule 1).
* Web Crypto only, so the folder runs on Node, Deno, Bun and workers alike.
*/
var encoder = new TextEncoder();
function randomBytes(length) {
	return crypto.getRandomValues(new Uint8Array(length));
}
function toHex(bytes) {
	let out = "";
	for (const byte of bytes) out += byte.toString(16).padStart(2, "0");
	return out;
}
/** `length` random bytes as lowercase hex. */
function randomToken(length = 32) {
	return toHex(randomBytes(length));
}
function randomUUID() {
	return crypto.randomUUID();
}
async function sha256Hex(input) {
	return toHex(new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(input))));
}
/** Constant-time string comparison (lengths may leak, contents do not). */
function timingSafeEqual(a, b) {
	const left = encoder.encode(a);
	const right = encoder.encode(b);
	let diff = left.length ^ right.length;
	for (let i = 0; i < Math.max(left.length, right.length); i++) diff |= (left[i] ?? 0) ^ (right[i] ?? 0);
	return diff === 0;
}
/**
* HKDF-SHA-256 (RFC 5869) through Web Crypto, as Auth.js derives its JWE keys: IKM = secret,
* salt = cookie name, info = "Auth.js Generated Encryption Key (<salt>)". Same inputs, same key,
* so cookies survive a migration.
*/
async function hkdf(secret, salt, info, length) {
	const key = await crypto.subtle.importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveBits"]);
	const bits = await crypto.subtle.deriveBits({
		name: "HKDF",
		hash: "SHA-256",
		salt: encoder.encode(salt),
		info: encoder.encode(info)
	}, key, length * 8);
	return new Uint8Array(bits);
}
// src/lib/auth/adapters/sqlite-schema.ts
/**
* SQLite schema of the `auth_` tables, applied by SQLiteAdapter on open (idempotent).
* Shipped as a TS string, not a .sql file, so it travels through the vite build with no loader.
* Dates are INTEGER milliseconds since the epoch (SQLite has no date type:
* https://www.sqlite.org/datatype3.html#date_and_time_datatype); booleans are 0/1.
* Rows cascade from their user, as the Auth.js adapter suite expects of `deleteUser`.
*/
var SQLITE_SCHEMA = `
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
// src/lib/auth/adapters/sqlite.ts
/**
* SQLite adapter on `node:sqlite` (Node >= 22.5, no flag from 24): the demo's embedded default.
* Stores and fetches only; every statement is prepared and parameterised. `node:sqlite` is synchronous,
* so each method runs start to end without interleaving, and `useVerificationToken` is one
* `DELETE ... RETURNING` statement: atomic across connections too (https://www.sqlite.org/lang_returning.html).
*/
var USER_COLUMNS$1 = [
	"name",
	"email",
	"emailVerified",
	"image"
];
var ACCOUNT_COLUMNS$1 = [
	"userId",
	"type",
	"provider",
	"providerAccountId",
	"refresh_token",
	"access_token",
	"expires_at",
	"token_type",
	"scope",
	"id_token",
	"session_state"
];
var AUTHENTICATOR_COLUMNS$1 = [
	"credentialID",
	"userId",
	"providerAccountId",
	"credentialPublicKey",
	"counter",
	"credentialDeviceType",
	"credentialBackedUp",
	"transports"
];
/** JS value -> SQLite parameter: Dates as epoch milliseconds, booleans as 0/1, undefined as NULL. */
function toSql(value) {
	if (value === void 0 || value === null) return null;
	if (value instanceof Date) return value.getTime();
	if (typeof value === "boolean") return value ? 1 : 0;
	if (typeof value === "number" || typeof value === "string" || typeof value === "bigint") return value;
	return String(value);
}
var toDate = (value) => value === null || value === void 0 ? null : new Date(Number(value));
function toUser$1(row) {
	return {
		id: String(row.id),
		name: row.name ?? null,
		email: row.email,
		emailVerified: toDate(row.emailVerified),
		image: row.image ?? null
	};
}
function toSession$1(row) {
	return {
		sessionToken: String(row.sessionToken),
		userId: String(row.userId),
		expires: toDate(row.expires)
	};
}
/** Optional OAuth columns that are NULL are left out, as they were when the account was linked. */
function toAccount$1(row) {
	const account = {};
	for (const column of ACCOUNT_COLUMNS$1) if (row[column] !== null) account[column] = row[column];
	if (account.expires_at !== void 0) account.expires_at = Number(account.expires_at);
	return account;
}
function toAuthenticator$1(row) {
	return {
		credentialID: String(row.credentialID),
		userId: String(row.userId),
		providerAccountId: String(row.providerAccountId),
		credentialPublicKey: String(row.credentialPublicKey),
		counter: Number(row.counter),
		credentialDeviceType: String(row.credentialDeviceType),
		credentialBackedUp: Boolean(row.credentialBackedUp),
		transports: row.transports ?? null
	};
}
function toToken$1(row) {
	return {
		identifier: String(row.identifier),
		token: String(row.token),
		expires: toDate(row.expires)
	};
}
/** Opens (creating the folder and file on first run) a database with foreign keys on. */
function openSQLite(path) {
	if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
	return new DatabaseSync(path, { enableForeignKeyConstraints: true });
}
/**
* An adapter on `node:sqlite`. Creates the `auth_` tables if they are missing.
* @param db an open `DatabaseSync`, or a file path (its folder is created) or `:memory:`.
* @example SvelteKitAuth({ adapter: SQLiteAdapter('data/auth.sqlite'), providers: [...] })
*/
function SQLiteAdapter(db) {
	const database = typeof db === "string" ? openSQLite(db) : db;
	database.exec("PRAGMA foreign_keys = ON;");
	if (typeof db === "string" && db !== ":memory:") database.exec("PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000;");
	database.exec(SQLITE_SCHEMA);
	const get = (sql, ...params) => database.prepare(sql).get(...params.map(toSql));
	const all = (sql, ...params) => database.prepare(sql).all(...params.map(toSql));
	/** `UPDATE table SET a = ?, b = ? WHERE key = ? RETURNING *` for the known columns present in `patch`. */
	const update = (table, key, columns, patch) => {
		const present = columns.filter((column) => column in patch && column !== key);
		if (!present.length) return get(`SELECT * FROM ${table} WHERE ${key} = ?`, patch[key]);
		const assignments = present.map((column) => `${column} = ?`).join(", ");
		return get(`UPDATE ${table} SET ${assignments} WHERE ${key} = ? RETURNING *`, ...present.map((column) => patch[column]), patch[key]);
	};
	return {
		createUser(user) {
			return toUser$1(get("INSERT INTO auth_users (id, name, email, emailVerified, image) VALUES (?, ?, ?, ?, ?) RETURNING *", user.id ?? randomUUID(), user.name, user.email, user.emailVerified, user.image));
		},
		getUser(id) {
			const row = get("SELECT * FROM auth_users WHERE id = ?", id);
			return row ? toUser$1(row) : null;
		},
		getUserByEmail(email) {
			const row = get("SELECT * FROM auth_users WHERE email = ?", email);
			return row ? toUser$1(row) : null;
		},
		getUserByAccount({ provider, providerAccountId }) {
			const row = get(`SELECT u.* FROM auth_users u JOIN auth_accounts a ON a.userId = u.id
				 WHERE a.provider = ? AND a.providerAccountId = ?`, provider, providerAccountId);
			return row ? toUser$1(row) : null;
		},
		updateUser(patch) {
			const row = update("auth_users", "id", USER_COLUMNS$1, patch);
			if (!row) throw new Error(`updateUser: no user with id ${patch.id}`);
			return toUser$1(row);
		},
		deleteUser(userId) {
			const row = get("DELETE FROM auth_users WHERE id = ? RETURNING *", userId);
			return row ? toUser$1(row) : null;
		},
		linkAccount(account) {
			const values = ACCOUNT_COLUMNS$1.map((column) => account[column]);
			return toAccount$1(get(`INSERT INTO auth_accounts (${ACCOUNT_COLUMNS$1.join(", ")}) VALUES (${ACCOUNT_COLUMNS$1.map(() => "?").join(", ")}) RETURNING *`, ...values));
		},
		unlinkAccount({ provider, providerAccountId }) {
			const row = get("DELETE FROM auth_accounts WHERE provider = ? AND providerAccountId = ? RETURNING *", provider, providerAccountId);
			return row ? toAccount$1(row) : void 0;
		},
		getAccount(providerAccountId, provider) {
			const row = get("SELECT * FROM auth_accounts WHERE provider = ? AND providerAccountId = ?", provider, providerAccountId);
			return row ? toAccount$1(row) : null;
		},
		createSession({ sessionToken, userId, expires }) {
			return toSession$1(get("INSERT INTO auth_sessions (sessionToken, userId, expires) VALUES (?, ?, ?) RETURNING *", sessionToken, userId, expires));
		},
		getSessionAndUser(sessionToken) {
			const row = get(`SELECT s.sessionToken, s.userId, s.expires, u.id, u.name, u.email, u.emailVerified, u.image
				 FROM auth_sessions s JOIN auth_users u ON u.id = s.userId WHERE s.sessionToken = ?`, sessionToken);
			return row ? {
				session: toSession$1(row),
				user: toUser$1(row)
			} : null;
		},
		updateSession(patch) {
			const row = update("auth_sessions", "sessionToken", ["userId", "expires"], patch);
			return row ? toSession$1(row) : null;
		},
		deleteSession(sessionToken) {
			const row = get("DELETE FROM auth_sessions WHERE sessionToken = ? RETURNING *", sessionToken);
			return row ? toSession$1(row) : null;
		},
		createVerificationToken({ identifier, token, expires }) {
			return toToken$1(get("INSERT INTO auth_verification_tokens (identifier, token, expires) VALUES (?, ?, ?) RETURNING *", identifier, token, expires));
		},
		useVerificationToken({ identifier, token }) {
			const row = get("DELETE FROM auth_verification_tokens WHERE identifier = ? AND token = ? RETURNING *", identifier, token);
			return row ? toToken$1(row) : null;
		},
		createAuthenticator(authenticator) {
			const values = AUTHENTICATOR_COLUMNS$1.map((column) => authenticator[column]);
			return toAuthenticator$1(get(`INSERT INTO auth_authenticators (${AUTHENTICATOR_COLUMNS$1.join(", ")}) VALUES (${AUTHENTICATOR_COLUMNS$1.map(() => "?").join(", ")}) RETURNING *`, ...values));
		},
		getAuthenticator(credentialID) {
			const row = get("SELECT * FROM auth_authenticators WHERE credentialID = ?", credentialID);
			return row ? toAuthenticator$1(row) : null;
		},
		listAuthenticatorsByUserId(userId) {
			return all("SELECT * FROM auth_authenticators WHERE userId = ?", userId).map(toAuthenticator$1);
		},
		updateAuthenticatorCounter(credentialID, newCounter) {
			const row = get("UPDATE auth_authenticators SET counter = ? WHERE credentialID = ? RETURNING *", newCounter, credentialID);
			if (!row) throw new Error(`updateAuthenticatorCounter: no authenticator ${credentialID}`);
			return toAuthenticator$1(row);
		}
	};
}
// src/lib/auth/adapters/postgres-schema.ts
/**
* PostgreSQL schema of the `auth_` tables: applied by `npm run db:migrate` (scripts/db-migrate.ts) and by
* the demo in dev. Idempotent (IF NOT EXISTS everywhere), so it is safe to run on every start.
* Shipped as a TS string, not a .sql file, so it travels through the vite build with no loader.
* `expires_at` and `counter` are BIGINT (a WebAuthn counter is a uint32, beyond INTEGER's range);
* timestamps are TIMESTAMPTZ, which `pg` returns as Date.
*/
/** Quotes an SQL identifier (https://www.postgresql.org/docs/current/sql-syntax-lexical.html#SQL-SYNTAX-IDENTIFIERS). */
function quoteIdentifier(name) {
	return `"${name.replaceAll("\"", "\"\"")}"`;
}
/** The schema's DDL, with every table qualified by `schema` (default `public`). */
function postgresSchemaSql(schema = "public") {
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
	expires TIMESTAMPTZ NOT NULL
);
CREATE INDEX IF NOT EXISTS auth_sessions_user_idx ON ${s}.auth_sessions ("userId");
CREATE TABLE IF NOT EXISTS ${s}.auth_verification_tokens (
	identifier TEXT NOT NULL,
	token TEXT NOT NULL,
	expires TIMESTAMPTZ NOT NULL,
	PRIMARY KEY (identifier, token)
);
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
`;
}
postgresSchemaSql();
// src/lib/auth/adapters/postgres.ts
var USER_COLUMNS = [
	"name",
	"email",
	"emailVerified",
	"image"
];
var ACCOUNT_COLUMNS = [
	"userId",
	"type",
	"provider",
	"providerAccountId",
	"refresh_token",
	"access_token",
	"expires_at",
	"token_type",
	"scope",
	"id_token",
	"session_state"
];
var AUTHENTICATOR_COLUMNS = [
	"credentialID",
	"userId",
	"providerAccountId",
	"credentialPublicKey",
	"counter",
	"credentialDeviceType",
	"credentialBackedUp",
	"transports"
];
var q = quoteIdentifier;
var list = (columns) => columns.map(q).join(", ");
var placeholders = (count, from = 1) => Array.from({ length: count }, (_, i) => `$${i + from}`).join(", ");
var nullable = (value) => value === void 0 ? null : value;
function toUser(row) {
	return {
		id: String(row.id),
		name: row.name ?? null,
		email: row.email,
		emailVerified: row.emailVerified ?? null,
		image: row.image ?? null
	};
}
function toSession(row) {
	return {
		sessionToken: String(row.sessionToken),
		userId: String(row.userId),
		expires: row.expires
	};
}
/** NULL optional columns are left out; BIGINT `expires_at` comes back from pg as a string. */
function toAccount(row) {
	const account = {};
	for (const column of ACCOUNT_COLUMNS) if (row[column] !== null && row[column] !== void 0) account[column] = row[column];
	if (account.expires_at !== void 0) account.expires_at = Number(account.expires_at);
	return account;
}
function toAuthenticator(row) {
	return {
		credentialID: String(row.credentialID),
		userId: String(row.userId),
		providerAccountId: String(row.providerAccountId),
		credentialPublicKey: String(row.credentialPublicKey),
		counter: Number(row.counter),
		credentialDeviceType: String(row.credentialDeviceType),
		credentialBackedUp: Boolean(row.credentialBackedUp),
		transports: row.transports ?? null
	};
}
var toToken = (row) => ({
	identifier: String(row.identifier),
	token: String(row.token),
	expires: row.expires
});
/**
* An adapter on a `pg` Pool. The `auth_` tables must exist (`npm run db:migrate`, or `migrate(pool)`).
* @example SvelteKitAuth({ adapter: PostgresAdapter(new pg.Pool({ connectionString: process.env.DATABASE_URL })), providers: [...] })
*/
function PostgresAdapter(pool, options = {}) {
	const schema = q(options.schema ?? "public");
	const users = `${schema}.auth_users`;
	const accounts = `${schema}.auth_accounts`;
	const sessions = `${schema}.auth_sessions`;
	const tokens = `${schema}.auth_verification_tokens`;
	const authenticators = `${schema}.auth_authenticators`;
	const one = async (sql, params) => (await pool.query(sql, params)).rows[0] ?? null;
	/** `UPDATE ... SET <present known columns> WHERE key = $1 RETURNING *`, or a plain read when nothing changes. */
	const update = (table, key, columns, patch) => {
		const present = columns.filter((column) => column in patch && column !== key);
		if (!present.length) return one(`SELECT * FROM ${table} WHERE ${q(key)} = $1`, [patch[key]]);
		const assignments = present.map((column, i) => `${q(column)} = $${i + 2}`).join(", ");
		return one(`UPDATE ${table} SET ${assignments} WHERE ${q(key)} = $1 RETURNING *`, [patch[key], ...present.map((column) => nullable(patch[column]))]);
	};
	return {
		async createUser(user) {
			return toUser(await one(`INSERT INTO ${users} (id, name, email, "emailVerified", image) VALUES ($1, $2, $3, $4, $5) RETURNING *`, [
				user.id ?? randomUUID(),
				nullable(user.name),
				user.email,
				nullable(user.emailVerified),
				nullable(user.image)
			]));
		},
		async getUser(id) {
			const row = await one(`SELECT * FROM ${users} WHERE id = $1`, [id]);
			return row ? toUser(row) : null;
		},
		async getUserByEmail(email) {
			const row = await one(`SELECT * FROM ${users} WHERE email = $1`, [email]);
			return row ? toUser(row) : null;
		},
		async getUserByAccount({ provider, providerAccountId }) {
			const row = await one(`SELECT u.* FROM ${users} u JOIN ${accounts} a ON a."userId" = u.id WHERE a.provider = $1 AND a."providerAccountId" = $2`, [provider, providerAccountId]);
			return row ? toUser(row) : null;
		},
		async updateUser(patch) {
			const row = await update(users, "id", USER_COLUMNS, patch);
			if (!row) throw new Error(`updateUser: no user with id ${patch.id}`);
			return toUser(row);
		},
		async deleteUser(userId) {
			const row = await one(`DELETE FROM ${users} WHERE id = $1 RETURNING *`, [userId]);
			return row ? toUser(row) : null;
		},
		async linkAccount(account) {
			return toAccount(await one(`INSERT INTO ${accounts} (${list(ACCOUNT_COLUMNS)}) VALUES (${placeholders(ACCOUNT_COLUMNS.length)}) RETURNING *`, ACCOUNT_COLUMNS.map((column) => nullable(account[column]))));
		},
		async unlinkAccount({ provider, providerAccountId }) {
			const row = await one(`DELETE FROM ${accounts} WHERE provider = $1 AND "providerAccountId" = $2 RETURNING *`, [provider, providerAccountId]);
			return row ? toAccount(row) : void 0;
		},
		async getAccount(providerAccountId, provider) {
			const row = await one(`SELECT * FROM ${accounts} WHERE provider = $1 AND "providerAccountId" = $2`, [provider, providerAccountId]);
			return row ? toAccount(row) : null;
		},
		async createSession({ sessionToken, userId, expires }) {
			return toSession(await one(`INSERT INTO ${sessions} ("sessionToken", "userId", expires) VALUES ($1, $2, $3) RETURNING *`, [
				sessionToken,
				userId,
				expires
			]));
		},
		async getSessionAndUser(sessionToken) {
			const row = await one(`SELECT s."sessionToken", s."userId", s.expires, u.id, u.name, u.email, u."emailVerified", u.image
				 FROM ${sessions} s JOIN ${users} u ON u.id = s."userId" WHERE s."sessionToken" = $1`, [sessionToken]);
			return row ? {
				session: toSession(row),
				user: toUser(row)
			} : null;
		},
		async updateSession(patch) {
			const row = await update(sessions, "sessionToken", ["userId", "expires"], patch);
			return row ? toSession(row) : null;
		},
		async deleteSession(sessionToken) {
			const row = await one(`DELETE FROM ${sessions} WHERE "sessionToken" = $1 RETURNING *`, [sessionToken]);
			return row ? toSession(row) : null;
		},
		async createVerificationToken({ identifier, token, expires }) {
			return toToken(await one(`INSERT INTO ${tokens} (identifier, token, expires) VALUES ($1, $2, $3) RETURNING *`, [
				identifier,
				token,
				expires
			]));
		},
		async useVerificationToken({ identifier, token }) {
			const row = await one(`DELETE FROM ${tokens} WHERE identifier = $1 AND token = $2 RETURNING *`, [identifier, token]);
			return row ? toToken(row) : null;
		},
		async createAuthenticator(authenticator) {
			return toAuthenticator(await one(`INSERT INTO ${authenticators} (${list(AUTHENTICATOR_COLUMNS)}) VALUES (${placeholders(AUTHENTICATOR_COLUMNS.length)}) RETURNING *`, AUTHENTICATOR_COLUMNS.map((column) => nullable(authenticator[column]))));
		},
		async getAuthenticator(credentialID) {
			const row = await one(`SELECT * FROM ${authenticators} WHERE "credentialID" = $1`, [credentialID]);
			return row ? toAuthenticator(row) : null;
		},
		async listAuthenticatorsByUserId(userId) {
			return (await pool.query(`SELECT * FROM ${authenticators} WHERE "userId" = $1`, [userId])).rows.map(toAuthenticator);
		},
		async updateAuthenticatorCounter(credentialID, newCounter) {
			const row = await one(`UPDATE ${authenticators} SET counter = $2 WHERE "credentialID" = $1 RETURNING *`, [credentialID, newCounter]);
			if (!row) throw new Error(`updateAuthenticatorCounter: no authenticator ${credentialID}`);
			return toAuthenticator(row);
		}
	};
}
// src/lib/demo/adapter.ts
/**
* The demo's store: PostgreSQL when DATABASE_URL is set (multi-instance), else embedded SQLite.
* The adapter contract has no "list a user's accounts", so the demo adds it beside the adapter for /account.
*/
function postgresStore(url) {
	const pool = new pg.Pool({
		connectionString: url,
		connectionTimeoutMillis: 3e3
	});
	return {
		adapter: PostgresAdapter(pool),
		listAccounts: async (userId) => (await pool.query("SELECT provider, type FROM auth_accounts WHERE \"userId\" = $1 ORDER BY provider", [userId])).rows
	};
}
function sqliteStore(path) {
	const db = openSQLite(path);
	const adapter = SQLiteAdapter(db);
	const statement = db.prepare("SELECT provider, type FROM auth_accounts WHERE userId = ? ORDER BY provider");
	return {
		adapter,
		listAccounts: async (userId) => statement.all(userId)
	};
}
var store = demoEnv.databaseUrl ? postgresStore(demoEnv.databaseUrl) : sqliteStore(demoEnv.sqlitePath);
export { sha256Hex as a, randomUUID as i, hkdf as n, timingSafeEqual as o, randomToken as r, store as t };

//# sourceMappingURL=adapter.js.map