/**
 * The test helper (src/lib/auth/testing.ts): a session it mints is the session a sign-in would start, read
 * by the real `handle` as any other; it takes the app's secret (jwt) or stores the session through the app's
 * adapter (database: SQLite, and PostgreSQL when TEST_POSTGRES_URL is set), and nothing else can stand in.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SQLiteAdapter, openSQLite } from '#lib/auth/adapters/sqlite.ts';
import { PostgresAdapter } from '#lib/auth/adapters/postgres.ts';
import { sha256Hex } from '#lib/auth/crypto/index.ts';
import { MissingAdapter, MissingSecret } from '#lib/auth/errors.ts';
import { createTestSession } from '#lib/auth/testing.ts';
import type { Adapter } from '#lib/auth/adapters/types.ts';
import { migrate } from '../../scripts/db-migrate.ts';
import { createPgSchema, describePg, type PgSchema } from '../adapters/pg-env.ts';
import { Browser, ORIGIN, SECRET, baseConfig, drive, makeAuth } from './harness.ts';

const ADA = { id: 'ada', name: 'Ada Lovelace', email: 'ada@example.test' };

/** `locals.auth()` of a request that carries `cookie`, through the real handle. */
async function sessionWith(auth: ReturnType<typeof makeAuth>, cookie: string, origin = ORIGIN) {
	return (await (await drive(auth, `${origin}/`, { headers: { cookie } })).json()).session;
}

describe('jwt strategy', () => {
	const auth = makeAuth(baseConfig({ callbacks: { session: ({ session, token }) => ({ ...session, user: { ...session.user, id: token.sub, role: token.role as string | undefined } }) } }));

	test("the minted cookie is the app's session cookie: handle reads the user from it", async () => {
		const { cookies, header, user } = await createTestSession({ url: ORIGIN, secret: SECRET, user: ADA });
		expect(cookies.map((c) => c.name)).toEqual(['authjs.session-token']);
		expect(user).toEqual(ADA);
		expect(await sessionWith(auth, header)).toMatchObject({ user: { id: 'ada', name: 'Ada Lovelace', email: 'ada@example.test' } });
	});

	test('it is the same cookie a real sign-in sets: name, flags and lifetime match', async () => {
		const browser = new Browser(auth);
		const real = (await browser.signIn()).headers.getSetCookie().find((c) => c.startsWith('authjs.session-token='))!;
		const [minted] = (await createTestSession({ url: ORIGIN, secret: SECRET, user: ADA })).cookies;
		expect(real).toContain('HttpOnly');
		expect(real).toContain('SameSite=Lax');
		expect(minted).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false, path: '/', domain: 'app.test' });
		expect(Math.abs(minted!.expires - (Date.now() / 1000 + 30 * 86_400))).toBeLessThan(5);
	});

	test('a session minted with another secret reads as signed out: only the app secret makes one', async () => {
		const { header } = await createTestSession({ url: ORIGIN, secret: 'another-secret-that-is-at-least-32-characters', user: ADA });
		expect(await sessionWith(auth, header)).toBeNull();
	});

	test("the app's jwt callback runs as at a sign-in, and `claims` adds what it would have added", async () => {
		const jwt = ({ token, trigger }: { token: Record<string, unknown>; trigger?: string }) => ({ ...token, trigger });
		const { header } = await createTestSession({ url: ORIGIN, secret: SECRET, user: ADA, callbacks: { jwt }, claims: { role: 'admin' } });
		const reader = makeAuth(baseConfig({ callbacks: { session: ({ session, token }) => ({ ...session, token }) as never } }));
		expect((await sessionWith(reader, header)).token).toMatchObject({ sub: 'ada', role: 'admin', trigger: 'signIn' });
	});

	test('https: the __Secure- cookie with Secure, read by an https app', async () => {
		const { cookies, header } = await createTestSession({ url: 'https://app.test', secret: SECRET, user: ADA });
		expect(cookies[0]).toMatchObject({ name: '__Secure-authjs.session-token', secure: true });
		expect(await sessionWith(auth, header, 'https://app.test')).toMatchObject({ user: { email: ADA.email } });
	});

	test('a renamed session cookie and session.maxAge are honoured', async () => {
		const renamed = makeAuth(baseConfig({ cookies: { sessionToken: { name: 'app-session' } } }));
		const { cookies, header } = await createTestSession({ url: ORIGIN, secret: SECRET, user: ADA, cookies: { sessionToken: { name: 'app-session' } }, session: { maxAge: 60 } });
		expect(cookies[0]!.name).toBe('app-session');
		expect(Math.abs(cookies[0]!.expires - (Date.now() / 1000 + 60))).toBeLessThan(5);
		expect(await sessionWith(renamed, header)).toMatchObject({ user: { name: ADA.name } });
	});

	test('a token too large for one cookie is chunked as a sign-in chunks it, and read back whole', async () => {
		const { cookies, header } = await createTestSession({ url: ORIGIN, secret: SECRET, user: ADA, claims: { blob: 'x'.repeat(6000) } });
		expect(cookies.length).toBeGreaterThan(1);
		expect(cookies.map((c) => c.name)).toEqual(cookies.map((_, i) => `authjs.session-token.${i}`));
		expect(await sessionWith(auth, header)).toMatchObject({ user: { email: ADA.email } });
	});

	test('no secret, or a short one, is MissingSecret: there is no way to mint without it', async () => {
		await expect(createTestSession({ url: ORIGIN, env: {}, user: ADA })).rejects.toThrow(MissingSecret);
		await expect(createTestSession({ url: ORIGIN, secret: 'short', user: ADA })).rejects.toThrow(MissingSecret);
	});
});

/** The database-strategy rules, on a given store. */
function databaseRules(open: () => Promise<{ adapter: Adapter; close?: () => Promise<void> }>) {
	let store: { adapter: Adapter; close?: () => Promise<void> };
	// In beforeAll, not when the suite is collected: a skipped suite (no PostgreSQL) must not connect at all.
	beforeAll(async () => {
		store = await open();
	});
	afterAll(async () => store?.close?.());
	const options = () => ({ url: ORIGIN, secret: SECRET, adapter: store.adapter, session: { strategy: 'database' as const } });
	const app = () => makeAuth(baseConfig({ adapter: store.adapter, session: { strategy: 'database' }, providers: [] }));

	test('the user is created when missing, the session is stored by hash, and handle reads it', async () => {
		const { cookies, header, user } = await createTestSession({ ...options(), user: ADA });
		expect(user).toMatchObject(ADA);
		expect(await store.adapter.getUser!('ada')).toMatchObject({ email: ADA.email });
		const token = decodeURIComponent(cookies[0]!.value);
		expect(await store.adapter.getSessionAndUser!(token)).toBeNull();
		expect(await store.adapter.getSessionAndUser!(await sha256Hex(token))).toMatchObject({ user: { id: 'ada' } });
		expect(await sessionWith(app(), header)).toMatchObject({ user: { email: ADA.email } });
	});

	test('an existing user is reused, by id or by address; two sessions are two rows', async () => {
		const first = await createTestSession({ ...options(), user: { id: 'grace', email: 'grace@example.test', name: 'Grace' } });
		const again = await createTestSession({ ...options(), user: { email: 'grace@example.test' } });
		expect(again.user.id).toBe('grace');
		expect(again.header).not.toBe(first.header);
		expect(await sessionWith(app(), first.header)).toMatchObject({ user: { name: 'Grace' } });
		expect(await sessionWith(app(), again.header)).toMatchObject({ user: { name: 'Grace' } });
	});

	test('parallel calls for the same new user (parallel test workers) all succeed on one stored user', async () => {
		const sessions = await Promise.all([1, 2, 3].map(() => createTestSession({ ...options(), user: { id: 'parallel', email: 'parallel@example.test' } })));
		expect(new Set(sessions.map((s) => s.user.id))).toEqual(new Set(['parallel']));
	});

	test('a made-up token is no session: minting one needs the store', async () => {
		expect(await sessionWith(app(), `authjs.session-token=${'a'.repeat(64)}`)).toBeNull();
	});
}

describe('database strategy on SQLite', () => {
	databaseRules(async () => ({ adapter: SQLiteAdapter(openSQLite(':memory:')) }));

	test('without an adapter it is MissingAdapter', async () => {
		await expect(createTestSession({ url: ORIGIN, secret: SECRET, session: { strategy: 'database' }, user: ADA })).rejects.toThrow(MissingAdapter);
	});
});

describePg('database strategy on PostgreSQL', () => {
	let db: PgSchema;
	databaseRules(async () => {
		db = await createPgSchema('testing_helper');
		await migrate(db.pool, db.schema);
		return { adapter: PostgresAdapter(db.pool, { schema: db.schema }), close: () => db.drop() };
	});
});
