/**
 * Proof that the adapter contract is Auth.js's: our database session strategy runs unchanged on
 * `@auth/pg-adapter` (the official package, its own schema with SERIAL ids, void-returning deleteSession
 * and updateSession) against a real PostgreSQL, in a throwaway schema.
 */
import AuthjsPostgresAdapter from '@auth/pg-adapter';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sha256Hex } from '#lib/auth/crypto/index.ts';
import { createDatabaseSession, deleteDatabaseSession, readDatabaseSession } from '#lib/auth/session/database.ts';
import type { Adapter, AdapterUser } from '#lib/auth/adapters/types.ts';
import { createPgSchema, describePg, type PgSchema } from './pg-env.ts';
import { Browser, countingAdapter, databaseConfig } from './session-harness.ts';

/** The schema the @auth/pg-adapter documentation ships (https://authjs.dev/getting-started/adapters/pg). */
const AUTHJS_PG_SCHEMA = `
CREATE TABLE verification_token (identifier TEXT NOT NULL, expires TIMESTAMPTZ NOT NULL, token TEXT NOT NULL, PRIMARY KEY (identifier, token));
CREATE TABLE accounts (id SERIAL, "userId" INTEGER NOT NULL, type VARCHAR(255) NOT NULL, provider VARCHAR(255) NOT NULL,
  "providerAccountId" VARCHAR(255) NOT NULL, refresh_token TEXT, access_token TEXT, expires_at BIGINT, id_token TEXT,
  scope TEXT, session_state TEXT, token_type TEXT, PRIMARY KEY (id));
CREATE TABLE sessions (id SERIAL, "userId" INTEGER NOT NULL, expires TIMESTAMPTZ NOT NULL, "sessionToken" VARCHAR(255) NOT NULL, PRIMARY KEY (id));
CREATE TABLE users (id SERIAL, name VARCHAR(255), email VARCHAR(255), "emailVerified" TIMESTAMPTZ, image TEXT, PRIMARY KEY (id));
`;

describePg('our database sessions on @auth/pg-adapter', () => {
	let db: PgSchema;
	let official: Required<Adapter>;
	beforeAll(async () => {
		db = await createPgSchema('authjspg');
		await db.pool.query(AUTHJS_PG_SCHEMA);
		// Typed as our Adapter: the package's type (from @auth/core) is assignable to our contract.
		const adapter: Adapter = AuthjsPostgresAdapter(db.pool);
		official = adapter as Required<Adapter>;
	});
	afterAll(async () => db?.drop());

	async function newUser(): Promise<AdapterUser> {
		return official.createUser({ id: '', name: 'Grace', email: `${crypto.randomUUID()}@example.com`, emailVerified: null, image: null });
	}

	function setup() {
		const { adapter, calls } = countingAdapter(official);
		const signOuts: unknown[] = [];
		const config = databaseConfig(adapter, { events: { signOut: (m) => void signOuts.push(m) } });
		return { calls, signOuts, browser: new Browser(config) };
	}

	test('sign-in stores only the hash in the Auth.js sessions table; a read is one adapter call', async () => {
		const s = setup();
		const user = await newUser();
		const ctx = s.browser.request('/auth/callback/github');
		await createDatabaseSession(ctx, user);
		const [cookie] = s.browser.receive(ctx);
		const rows = await db.pool.query('SELECT "sessionToken", "userId" FROM sessions WHERE "userId" = $1', [user.id]);
		expect(rows.rows).toEqual([{ sessionToken: await sha256Hex(cookie.value), userId: user.id }]);

		s.calls.length = 0;
		const read = s.browser.request();
		expect(await readDatabaseSession(read)).toMatchObject({ user: { name: 'Grace', email: user.email } });
		expect(s.calls).toEqual(['getSessionAndUser']);
	});

	test('extension when due works with an updateSession that returns nothing', async () => {
		const s = setup();
		const user = await newUser();
		const old = new Date(Date.now() - 2 * 86_400_000 + 30 * 86_400_000);
		const raw = 'f'.repeat(64);
		await official.createSession({ sessionToken: await sha256Hex(raw), userId: user.id, expires: old });
		s.browser.jar.set('authjs.session-token', raw);
		const ctx = s.browser.request();
		const session = await readDatabaseSession(ctx);
		expect(s.calls).toEqual(['getSessionAndUser', 'updateSession']);
		expect(new Date(session!.expires).getTime()).toBeGreaterThan(old.getTime());
		expect(s.browser.receive(ctx)).toHaveLength(1);
	});

	test('a session row written by Auth.js (raw token) is accepted once and upgraded to its hash', async () => {
		const s = setup();
		const user = await newUser();
		const raw = crypto.randomUUID();
		await official.createSession({ sessionToken: raw, userId: user.id, expires: new Date(Date.now() + 30 * 86_400_000) });
		s.browser.jar.set('authjs.session-token', raw);
		expect(await readDatabaseSession(s.browser.request())).toMatchObject({ user: { email: user.email } });
		const tokens = await db.pool.query('SELECT "sessionToken" FROM sessions WHERE "userId" = $1', [user.id]);
		expect(tokens.rows).toEqual([{ sessionToken: await sha256Hex(raw) }]);
	});

	test('sign-out deletes the row even though deleteSession returns nothing, and fires signOut', async () => {
		const s = setup();
		const user = await newUser();
		const ctx = s.browser.request('/auth/callback/github');
		await createDatabaseSession(ctx, user);
		s.browser.receive(ctx);
		const out = s.browser.request('/auth/signout');
		await deleteDatabaseSession(out);
		expect(s.signOuts).toHaveLength(1);
		expect((await db.pool.query('SELECT count(*)::int AS n FROM sessions WHERE "userId" = $1', [user.id])).rows).toEqual([{ n: 0 }]);
		expect(await readDatabaseSession(s.browser.request())).toBeNull();
	});
});
