/**
 * The database session lifecycle on a real
 * SQLite file, with a controlled clock: create, read with one adapter call, extension at most once per
 * updateAge, expiry, sign-out, and the upgrade of a legacy raw token from an Auth.js database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { SQLiteAdapter } from '#lib/auth/adapters/sqlite.ts';
import { sha256Hex } from '#lib/auth/crypto/index.ts';
import { SessionTokenError } from '#lib/auth/errors.ts';
import {
	createDatabaseSession,
	defaultSessionToken,
	deleteDatabaseSession,
	readDatabaseSession
} from '#lib/auth/session/database.ts';
import type { Adapter, AdapterSession, AdapterUser } from '#lib/auth/adapters/types.ts';
import type { SvelteKitAuthConfig } from '#lib/auth/types.ts';
import { Browser, countingAdapter, databaseConfig } from './adapters/session-harness.ts';

const DAY = 86_400_000;
const T0 = new Date('2030-01-01T00:00:00.000Z');
const dir = mkdtempSync(join(tmpdir(), 'auth-dbsession-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let fileCount = 0;
function setup(overrides: Partial<SvelteKitAuthConfig> = {}) {
	const db = new DatabaseSync(join(dir, `s${fileCount++}.sqlite`));
	const store = SQLiteAdapter(db) as Required<Adapter>;
	const { adapter, calls } = countingAdapter(store);
	const signOuts: unknown[] = [];
	const sessionEvents: unknown[] = [];
	const errors: Error[] = [];
	const config = databaseConfig(adapter, {
		events: { signOut: (m) => void signOuts.push(m), session: (m) => void sessionEvents.push(m) },
		logger: { error: (e) => void errors.push(e) },
		...overrides
	});
	return { db, store, calls, config, browser: new Browser(config), signOuts, sessionEvents, errors };
}

async function signIn(s: ReturnType<typeof setup>): Promise<{ user: AdapterUser; session: AdapterSession; token: string }> {
	const user = await s.store.createUser({ id: crypto.randomUUID(), name: 'Ada', email: 'ada@example.com', emailVerified: null, image: null });
	const ctx = s.browser.request('/auth/callback/github');
	const session = await createDatabaseSession(ctx, user);
	s.browser.receive(ctx);
	s.calls.length = 0;
	return { user, session, token: s.browser.jar.get(ctx.names.sessionToken.name)! };
}

async function read(s: ReturnType<typeof setup>, options?: Parameters<typeof readDatabaseSession>[1]) {
	const ctx = s.browser.request();
	const session = await readDatabaseSession(ctx, options);
	return { session, setCookies: s.browser.receive(ctx) };
}

beforeEach(() => {
	vi.useFakeTimers({ toFake: ['Date'] });
	vi.setSystemTime(T0);
});
afterEach(() => void vi.useRealTimers());

describe('database sessions', () => {
	test('defaultSessionToken is 32 random bytes as hex, never repeating', () => {
		const [a, b] = [defaultSessionToken(), defaultSessionToken()];
		expect(a).toMatch(/^[0-9a-f]{64}$/);
		expect(a).not.toBe(b);
	});

	test('sign-in stores only the SHA-256 of the token; the cookie holds the raw token, expiring with the session', async () => {
		const s = setup();
		const user = await s.store.createUser({ id: 'u1', name: 'Ada', email: 'ada@example.com', emailVerified: null, image: null });
		const ctx = s.browser.request('/auth/callback/github');
		const session = await createDatabaseSession(ctx, user);
		const [cookie] = s.browser.receive(ctx);
		expect(cookie.name).toBe('authjs.session-token');
		expect(cookie.expires!.getTime()).toBe(T0.getTime() + 30 * DAY);
		expect(session.sessionToken).toBe(await sha256Hex(cookie.value));
		expect(await s.store.getSessionAndUser(cookie.value)).toBeNull();
		const rows = s.db.prepare('SELECT sessionToken FROM auth_sessions').all();
		expect(rows).toEqual([{ sessionToken: await sha256Hex(cookie.value) }]);
	});

	test('a custom generateSessionToken supplies the cookie value', async () => {
		const s = setup({ session: { generateSessionToken: () => 'custom-token-value' } });
		const { token, session } = await signIn(s);
		expect(token).toBe('custom-token-value');
		expect(session.sessionToken).toBe(await sha256Hex('custom-token-value'));
	});

	test('a read costs exactly one adapter call and sets no cookie when no extension is due', async () => {
		const s = setup();
		await signIn(s);
		vi.setSystemTime(T0.getTime() + 60_000);
		const { session, setCookies } = await read(s);
		expect(s.calls).toEqual(['getSessionAndUser']);
		expect(setCookies).toEqual([]);
		expect(session).toEqual({ user: { name: 'Ada', email: 'ada@example.com', image: null }, expires: new Date(T0.getTime() + 30 * DAY).toISOString() });
		expect(s.sessionEvents).toEqual([{ session }]);
	});

	test('expires is extended by maxAge once updateAge has passed, and only then is the cookie re-set', async () => {
		const s = setup({ session: { maxAge: 10 * DAY / 1000, updateAge: DAY / 1000 } });
		const { token } = await signIn(s);
		vi.setSystemTime(T0.getTime() + DAY - 1);
		expect((await read(s)).setCookies).toEqual([]);
		expect(s.calls).toEqual(['getSessionAndUser']);

		s.calls.length = 0;
		const due = T0.getTime() + DAY;
		vi.setSystemTime(due);
		const { session, setCookies } = await read(s);
		expect(s.calls).toEqual(['getSessionAndUser', 'updateSession']);
		expect(setCookies).toHaveLength(1);
		expect(setCookies[0]).toMatchObject({ value: token, expires: new Date(due + 10 * DAY) });
		expect(session!.expires).toBe(new Date(due + 10 * DAY).toISOString());
		expect((await s.store.getSessionAndUser(await sha256Hex(token)))!.session.expires).toEqual(new Date(due + 10 * DAY));

		s.calls.length = 0;
		vi.setSystemTime(due + 1000);
		expect((await read(s)).setCookies).toEqual([]);
		expect(s.calls).toEqual(['getSessionAndUser']);
	});

	test('updateAge 0 extends the session on every access', async () => {
		const s = setup({ session: { updateAge: 0 } });
		await signIn(s);
		for (const step of [1000, 2000]) {
			s.calls.length = 0;
			vi.setSystemTime(T0.getTime() + step);
			const { setCookies } = await read(s);
			expect(s.calls).toEqual(['getSessionAndUser', 'updateSession']);
			expect(setCookies[0].expires!.getTime()).toBe(T0.getTime() + step + 30 * DAY);
		}
	});

	test('an expired session is deleted, its cookie cleared, and it reads as null', async () => {
		const s = setup({ session: { maxAge: 3600 } });
		await signIn(s);
		vi.setSystemTime(T0.getTime() + 3600_000 + 1);
		const { session, setCookies } = await read(s);
		expect(session).toBeNull();
		expect(s.calls).toEqual(['getSessionAndUser', 'deleteSession']);
		expect(setCookies).toMatchObject([{ name: 'authjs.session-token', maxAge: 0 }]);
		expect(s.db.prepare('SELECT count(*) AS n FROM auth_sessions').get()).toEqual({ n: 0 });
		expect(s.browser.jar.has('authjs.session-token')).toBe(false);
	});

	test('an unknown token reads as null and its cookie is cleared', async () => {
		const s = setup();
		s.browser.jar.set('authjs.session-token', defaultSessionToken());
		const { session, setCookies } = await read(s);
		expect(session).toBeNull();
		expect(s.calls).toEqual(['getSessionAndUser']);
		expect(setCookies).toMatchObject([{ maxAge: 0 }]);
	});

	test('a hash copied from the database is not a session: the stored hash presented as the cookie reads as null', async () => {
		const s = setup();
		const { session } = await signIn(s);
		s.browser.jar.set('authjs.session-token', session.sessionToken);
		expect((await read(s)).session).toBeNull();
		expect(s.calls).toEqual(['getSessionAndUser']);
	});

	test('sign-out deletes the session, fires signOut with it, and clears the cookie', async () => {
		const s = setup();
		const { session } = await signIn(s);
		const ctx = s.browser.request('/auth/signout');
		await deleteDatabaseSession(ctx);
		const setCookies = s.browser.receive(ctx);
		expect(s.calls).toEqual(['deleteSession']);
		// What deleteSession returned: the row, with the start time session management stores.
		expect(s.signOuts).toEqual([{ session: { sessionToken: session.sessionToken, userId: session.userId, expires: session.expires, createdAt: expect.any(Date) } }]);
		expect(setCookies).toMatchObject([{ name: 'authjs.session-token', maxAge: 0 }]);
		expect(await s.store.getSessionAndUser(session.sessionToken)).toBeNull();
		expect((await read(s)).session).toBeNull();
	});

	test('a legacy raw token from an Auth.js database is accepted once and upgraded to a hashed row', async () => {
		const s = setup();
		const user = await s.store.createUser({ id: 'legacy', name: 'Old', email: 'old@example.com', emailVerified: null, image: null });
		const raw = crypto.randomUUID(); // Auth.js's default token, stored as is
		await s.store.createSession({ sessionToken: raw, userId: user.id, expires: new Date(T0.getTime() + 30 * DAY) });
		s.browser.jar.set('authjs.session-token', raw);
		const first = await read(s);
		expect(first.session).toMatchObject({ user: { email: 'old@example.com' } });
		expect(s.calls).toEqual(['getSessionAndUser', 'getSessionAndUser', 'createSession', 'deleteSession']);
		expect(await s.store.getSessionAndUser(raw)).toBeNull();
		expect((await s.store.getSessionAndUser(await sha256Hex(raw)))!.session.expires).toEqual(new Date(T0.getTime() + 30 * DAY));

		s.calls.length = 0;
		expect((await read(s)).session).toMatchObject({ user: { email: 'old@example.com' } });
		expect(s.calls).toEqual(['getSessionAndUser']);
	});

	test('the session callback receives the user and the update trigger; its result is the session', async () => {
		const seen: unknown[] = [];
		const s = setup({
			callbacks: {
				session: ({ session, user, trigger, newSession }) => {
					seen.push({ trigger, newSession, userId: user.id });
					return { ...session, user: { ...session.user, id: user.id } };
				}
			}
		});
		const { user } = await signIn(s);
		const { session } = await read(s, { trigger: 'update', newSession: { theme: 'dark' } });
		expect(seen).toEqual([{ trigger: 'update', newSession: { theme: 'dark' }, userId: user.id }]);
		expect(session!.user!.id).toBe(user.id);
	});

	test('a storage failure is not "signed out": it is logged and thrown as SessionTokenError naming the adapter method', async () => {
		const s = setup();
		await signIn(s);
		s.db.close();
		const ctx = s.browser.request();
		const failure = await readDatabaseSession(ctx).catch((e: unknown) => e);
		expect(failure).toBeInstanceOf(SessionTokenError);
		expect(((failure as SessionTokenError).cause!.err as Error).message).toContain('getSessionAndUser');
		expect(s.errors.map((e) => e.constructor.name)).toEqual(['AdapterError', 'SessionTokenError']);
		expect(ctx.cookies.headers()).toEqual([]);
	});
});
