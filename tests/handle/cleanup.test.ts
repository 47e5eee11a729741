/**
 * Expired sessions and verification tokens are deleted without a cron job (docs/adapters.md, "Cleanup"):
 * a sign-in starts a bounded batch at most every `cleanup.interval` seconds per process, a full batch
 * lets the next sign-in continue, and `cleanupExpired` empties the backlog on a schedule. Through `handle`
 * on a real SQLite database; an adapter without `deleteExpired` (Auth.js's) is left alone.
 */
import { describe, expect, test, vi } from 'vitest';
import { SQLiteAdapter } from '#lib/auth/adapters/sqlite.ts';
import { MemoryAdapter } from '#lib/auth/adapters/memory.ts';
import { cleanupExpired } from '#lib/auth/index.ts';
import type { Adapter, ExpiredCounts } from '#lib/auth/adapters/types.ts';
import type { SvelteKitAuthConfig } from '#lib/auth/types.ts';
import { Browser, baseConfig, makeAuth } from './harness.ts';

const ago = (ms: number) => new Date(Date.now() - ms);
const later = (ms: number) => new Date(Date.now() + ms);
let seq = 0;
const unique = (label: string) => `${label}-${seq++}-${crypto.randomUUID()}`;

/** An adapter on a fresh in-memory SQLite database, with a user to hang sessions on. */
async function seeded(adapter: Required<Adapter> = SQLiteAdapter(':memory:') as Required<Adapter>) {
	const user = await adapter.createUser({ id: unique('user'), email: `${unique('u')}@example.com`, emailVerified: null });
	const session = async (expires: Date) => (await adapter.createSession({ sessionToken: unique('tok'), userId: user.id, expires })).sessionToken;
	const token = async (expires: Date) => adapter.createVerificationToken({ identifier: `${unique('v')}@example.com`, token: unique('t'), expires });
	return { adapter, session, token };
}

function signInWorld(adapter: Adapter, overrides: Partial<SvelteKitAuthConfig> = {}) {
	const auth = makeAuth(baseConfig({ adapter, session: { strategy: 'database' }, credentialsDatabaseSessions: true, ...overrides }));
	return () => new Browser(auth).signIn();
}

/** Counts the batches and what they deleted, around the real method. */
function counted(adapter: Required<Adapter>) {
	const batches: ExpiredCounts[] = [];
	const deleteExpired = adapter.deleteExpired.bind(adapter);
	adapter.deleteExpired = async (now, limit) => {
		const counts = await deleteExpired(now, limit);
		batches.push(counts);
		return counts;
	};
	return batches;
}

describe('cleanup of expired rows, started by sign-ins', () => {
	test('a sign-in deletes the expired sessions and verification tokens; live ones stay', async () => {
		const { adapter, session, token } = await seeded();
		const expired = [await session(ago(60_000)), await session(ago(1))];
		const live = await session(later(60_000));
		const expiredToken = await token(ago(60_000));
		const liveToken = await token(later(60_000));
		const signIn = signInWorld(adapter);
		expect((await signIn()).status).toBe(302);
		await vi.waitFor(async () => {
			for (const hash of expired) expect(await adapter.getSessionAndUser(hash)).toBeNull();
		});
		expect(await adapter.getSessionAndUser(live)).not.toBeNull();
		expect(await adapter.useVerificationToken(expiredToken!)).toBeNull();
		expect(await adapter.useVerificationToken(liveToken!)).toEqual(liveToken);
	});

	test('one batch per interval per process; a full batch lets the next sign-in continue at once', async () => {
		const { adapter, session } = await seeded();
		for (let i = 0; i < 5; i++) await session(ago(60_000 + i));
		const batches = counted(adapter);
		const signIn = signInWorld(adapter, { cleanup: { interval: 3600, limit: 2 } });
		const expected: number[] = [];
		for (const deleted of [2, 2, 1]) {
			await signIn();
			expected.push(deleted);
			await vi.waitFor(() => expect(batches.map((b) => b.sessions)).toEqual(expected));
		}
		// The last batch was not full: the next sign-ins within the hour start none.
		await signIn();
		await signIn();
		await new Promise((resolve) => setTimeout(resolve, 50));
		expect(batches).toHaveLength(3);
	});

	test('an adapter without deleteExpired (an Auth.js adapter) signs in as before and nothing is deleted', async () => {
		const { deleteExpired: _none, ...authjsLike } = MemoryAdapter() as Required<Adapter>;
		const { session } = await seeded(authjsLike as Required<Adapter>);
		const expired = await session(ago(60_000));
		expect((await signInWorld(authjsLike)()).status).toBe(302);
		await new Promise((resolve) => setTimeout(resolve, 50));
		expect(await authjsLike.getSessionAndUser(expired)).not.toBeNull();
		expect(await cleanupExpired(authjsLike)).toBeNull();
	});

	test('cleanup: false starts no batch', async () => {
		const { adapter, session } = await seeded();
		const expired = await session(ago(60_000));
		const batches = counted(adapter);
		await signInWorld(adapter, { cleanup: false })();
		await new Promise((resolve) => setTimeout(resolve, 50));
		expect(batches).toEqual([]);
		expect(await adapter.getSessionAndUser(expired)).not.toBeNull();
	});

	test('a cleanup value that cannot be an interval or a batch size stops startup', () => {
		const adapter = MemoryAdapter();
		expect(() => signInWorld(adapter, { cleanup: { interval: -1 } })).toThrow(/cleanup.interval/);
		expect(() => signInWorld(adapter, { cleanup: { limit: 0 } })).toThrow(/cleanup.limit/);
		expect(() => signInWorld(adapter, { cleanup: { limit: Number.NaN } })).toThrow(/cleanup.limit/);
	});
});

describe('cleanupExpired, for a scheduled job', () => {
	test('deletes every expired row in batches of limit and answers how many; live rows stay', async () => {
		const { adapter, session, token } = await seeded();
		for (let i = 0; i < 7; i++) await session(ago(60_000 + i));
		for (let i = 0; i < 3; i++) await token(ago(60_000 + i));
		const live = await session(later(60_000));
		const batches = counted(adapter);
		expect(await cleanupExpired(adapter, { limit: 3 })).toEqual({ sessions: 7, verificationTokens: 3 });
		expect(batches.map((b) => b.sessions)).toEqual([3, 3, 1]);
		expect(await adapter.getSessionAndUser(live)).not.toBeNull();
	});
});
