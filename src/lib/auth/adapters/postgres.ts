/**
 * PostgreSQL adapter on `pg`. Stores and fetches only; every query is parameterised.
 * Apply the schema first: `npm run db:migrate` (adapters/postgres-schema.ts).
 * `getSessionAndUser` is one query with a join (one round trip per signed-in request), and
 * `useVerificationToken` is one `DELETE ... RETURNING`: of two concurrent deletes of a row, the second
 * waits for the first and then finds nothing (https://www.postgresql.org/docs/current/transaction-iso.html#XACT-READ-COMMITTED).
 */
import type { Pool } from 'pg';
import { randomUUID } from '../crypto/index.ts';
import { quoteIdentifier } from './postgres-schema.ts';
import { ACCOUNT_COLUMNS, ACCOUNT_TOKEN_COLUMNS, AUTHENTICATOR_COLUMNS, USER_COLUMNS, sessionMetaOf, toAccount, toAuthenticator } from './rows.ts';
import type { Adapter, AdapterAccount, AdapterAuthenticator, AdapterSession, AdapterUser, VerificationToken } from './types.ts';

type Row = Record<string, unknown>;

export interface PostgresAdapterOptions {
	/** Schema holding the `auth_` tables. Default `public`. */
	schema?: string;
}


const q = quoteIdentifier;
const list = (columns: readonly string[]) => columns.map(q).join(', ');
const placeholders = (count: number, from = 1) => Array.from({ length: count }, (_, i) => `$${i + from}`).join(', ');
const nullable = <T>(value: T | undefined) => (value === undefined ? null : value);

function toUser(row: Row): AdapterUser {
	return {
		id: String(row.id),
		name: (row.name as string | null) ?? null,
		email: row.email as string,
		emailVerified: (row.emailVerified as Date | null) ?? null,
		image: (row.image as string | null) ?? null
	};
}

/** The session columns every read selects; `getSessionAndUser`'s join selects only these. */
function toSessionCore(row: Row): AdapterSession {
	return { sessionToken: String(row.sessionToken), userId: String(row.userId), expires: row.expires as Date };
}

function toSession(row: Row): AdapterSession {
	return Object.assign(toSessionCore(row), sessionMetaOf(row, (value) => value as Date));
}

/** NULL optional columns are left out; BIGINT `expires_at` comes back from pg as a string. */
const toToken = (row: Row): VerificationToken => ({
	identifier: String(row.identifier),
	token: String(row.token),
	expires: row.expires as Date
});

/**
 * An adapter on a `pg` Pool. The `auth_` tables must exist (`npm run db:migrate`, or `migrate(pool)`).
 * @example SvelteKitAuth({ adapter: PostgresAdapter(new pg.Pool({ connectionString: process.env.DATABASE_URL })), providers: [...] })
 */
export function PostgresAdapter(pool: Pool, options: PostgresAdapterOptions = {}): Adapter {
	const schema = q(options.schema ?? 'public');
	const users = `${schema}.auth_users`;
	const accounts = `${schema}.auth_accounts`;
	const sessions = `${schema}.auth_sessions`;
	const tokens = `${schema}.auth_verification_tokens`;
	const authenticators = `${schema}.auth_authenticators`;

	// One name per schema: pg refuses one name for two different texts on a connection.
	const sessionUserStatement = `auth_session_user_${options.schema ?? 'public'}`.slice(0, 63);

	const one = async (sql: string, params: unknown[]): Promise<Row | null> => (await pool.query(sql, params)).rows[0] ?? null;

	/** `UPDATE ... SET <present known columns> WHERE key = $1 RETURNING *`, or a plain read when nothing changes. */
	const update = (table: string, key: string, columns: readonly string[], patch: Row) => {
		const present = columns.filter((column) => column in patch && column !== key);
		if (!present.length) return one(`SELECT * FROM ${table} WHERE ${q(key)} = $1`, [patch[key]]);
		const assignments = present.map((column, i) => `${q(column)} = $${i + 2}`).join(', ');
		return one(`UPDATE ${table} SET ${assignments} WHERE ${q(key)} = $1 RETURNING *`, [
			patch[key],
			...present.map((column) => nullable(patch[column]))
		]);
	};

	return {
		async createUser(user) {
			const row = await one(
				`INSERT INTO ${users} (id, name, email, "emailVerified", image) VALUES ($1, $2, $3, $4, $5) RETURNING *`,
				[user.id ?? randomUUID(), nullable(user.name), user.email, nullable(user.emailVerified), nullable(user.image)]
			);
			return toUser(row!);
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
			const row = await one(
				`SELECT u.* FROM ${users} u JOIN ${accounts} a ON a."userId" = u.id WHERE a.provider = $1 AND a."providerAccountId" = $2`,
				[provider, providerAccountId]
			);
			return row ? toUser(row) : null;
		},
		async updateUser(patch) {
			const row = await update(users, 'id', USER_COLUMNS, patch as Row);
			if (!row) throw new Error(`updateUser: no user with id ${patch.id}`);
			return toUser(row);
		},
		async deleteUser(userId) {
			// Accounts, sessions and authenticators go with the user (ON DELETE CASCADE).
			const row = await one(`DELETE FROM ${users} WHERE id = $1 RETURNING *`, [userId]);
			return row ? toUser(row) : null;
		},
		async linkAccount(account) {
			const row = await one(
				`INSERT INTO ${accounts} (${list(ACCOUNT_COLUMNS)}) VALUES (${placeholders(ACCOUNT_COLUMNS.length)}) RETURNING *`,
				ACCOUNT_COLUMNS.map((column) => nullable(account[column]))
			);
			return toAccount(row!);
		},
		async unlinkAccount({ provider, providerAccountId }) {
			const row = await one(`DELETE FROM ${accounts} WHERE provider = $1 AND "providerAccountId" = $2 RETURNING *`, [provider, providerAccountId]);
			return row ? toAccount(row) : undefined;
		},
		async getAccount(providerAccountId, provider) {
			const row = await one(`SELECT * FROM ${accounts} WHERE provider = $1 AND "providerAccountId" = $2`, [provider, providerAccountId]);
			return row ? toAccount(row) : null;
		},
		async listAccounts(userId) {
			const result = await pool.query(`SELECT * FROM ${accounts} WHERE "userId" = $1 ORDER BY provider, "providerAccountId"`, [userId]);
			return result.rows.map(toAccount);
		},
		async updateAccount(patch) {
			const present = ACCOUNT_TOKEN_COLUMNS.filter((column) => column in patch);
			if (!present.length) {
				const found = await one(`SELECT * FROM ${accounts} WHERE provider = $1 AND "providerAccountId" = $2`, [patch.provider, patch.providerAccountId]);
				return found ? toAccount(found) : null;
			}
			const row = await one(
				`UPDATE ${accounts} SET ${present.map((column, i) => `${q(column)} = $${i + 3}`).join(', ')} WHERE provider = $1 AND "providerAccountId" = $2 RETURNING *`,
				[patch.provider, patch.providerAccountId, ...present.map((column) => nullable(patch[column]))]
			);
			return row ? toAccount(row) : null;
		},
		async createSession({ sessionToken, userId, expires, createdAt, userAgent, provider }) {
			const row = await one(
				`INSERT INTO ${sessions} ("sessionToken", "userId", expires, "createdAt", "userAgent", provider) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
				[sessionToken, userId, expires, nullable(createdAt), nullable(userAgent), nullable(provider)]
			);
			return toSession(row!);
		},
		async listSessions(userId) {
			const result = await pool.query(`SELECT * FROM ${sessions} WHERE "userId" = $1`, [userId]);
			return result.rows.map(toSession);
		},
		async getSessionAndUser(sessionToken) {
			// The query of every signed-in request: a named statement is parsed and planned once per
			// connection instead of per call (`npm run bench`, docs/performance.md). PgBouncer in transaction mode needs
			// 1.21+ (max_prepared_statements) for named statements.
			const result = await pool.query({
				name: sessionUserStatement,
				text: `SELECT s."sessionToken", s."userId", s.expires, u.id, u.name, u.email, u."emailVerified", u.image
				 FROM ${sessions} s JOIN ${users} u ON u.id = s."userId" WHERE s."sessionToken" = $1`,
				values: [sessionToken]
			});
			const row = result.rows[0] as Row | undefined;
			// The join has no metadata columns: mapping them was ~1 us of a signed-in read for nothing.
			return row ? { session: toSessionCore(row), user: toUser(row) } : null;
		},
		async updateSession(patch) {
			const row = await update(sessions, 'sessionToken', ['userId', 'expires'], patch as Row);
			return row ? toSession(row) : null;
		},
		async deleteSession(sessionToken) {
			const row = await one(`DELETE FROM ${sessions} WHERE "sessionToken" = $1 RETURNING *`, [sessionToken]);
			return row ? toSession(row) : null;
		},
		async createVerificationToken({ identifier, token, expires }) {
			const row = await one(`INSERT INTO ${tokens} (identifier, token, expires) VALUES ($1, $2, $3) RETURNING *`, [identifier, token, expires]);
			return toToken(row!);
		},
		async useVerificationToken({ identifier, token }) {
			const row = await one(`DELETE FROM ${tokens} WHERE identifier = $1 AND token = $2 RETURNING *`, [identifier, token]);
			return row ? toToken(row) : null;
		},
		async createAuthenticator(authenticator) {
			const row = await one(
				`INSERT INTO ${authenticators} (${list(AUTHENTICATOR_COLUMNS)}) VALUES (${placeholders(AUTHENTICATOR_COLUMNS.length)}) RETURNING *`,
				AUTHENTICATOR_COLUMNS.map((column) => nullable(authenticator[column]))
			);
			return toAuthenticator(row!);
		},
		async getAuthenticator(credentialID) {
			const row = await one(`SELECT * FROM ${authenticators} WHERE "credentialID" = $1`, [credentialID]);
			return row ? toAuthenticator(row) : null;
		},
		async listAuthenticatorsByUserId(userId) {
			const result = await pool.query(`SELECT * FROM ${authenticators} WHERE "userId" = $1`, [userId]);
			return result.rows.map(toAuthenticator);
		},
		async updateAuthenticatorCounter(credentialID, newCounter) {
			const row = await one(`UPDATE ${authenticators} SET counter = $2 WHERE "credentialID" = $1 RETURNING *`, [credentialID, newCounter]);
			if (!row) throw new Error(`updateAuthenticatorCounter: no authenticator ${credentialID}`);
			return toAuthenticator(row);
		},
		async deleteExpired(now, limit) {
			// One round trip for both tables. SKIP LOCKED: instances cleaning at once take different rows
			// instead of waiting on each other's (https://www.postgresql.org/docs/current/sql-select.html#SQL-FOR-UPDATE-SHARE).
			const { rows } = await pool.query(
				`WITH s AS (DELETE FROM ${sessions} WHERE "sessionToken" IN
					(SELECT "sessionToken" FROM ${sessions} WHERE expires < $1 LIMIT $2 FOR UPDATE SKIP LOCKED) RETURNING 1),
				v AS (DELETE FROM ${tokens} WHERE (identifier, token) IN
					(SELECT identifier, token FROM ${tokens} WHERE expires < $1 LIMIT $2 FOR UPDATE SKIP LOCKED) RETURNING 1)
				SELECT (SELECT count(*) FROM s)::int AS sessions, (SELECT count(*) FROM v)::int AS "verificationTokens"`,
				[now, limit]
			);
			return rows[0] as { sessions: number; verificationTokens: number };
		}
	};
}
