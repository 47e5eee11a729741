/**
 * The conformance cases of `deleteExpired` (docs/adapters.md, "Cleanup"): expired sessions and verification
 * tokens go, live ones stay, and one call deletes at most `limit` rows of each table. Rows are dated in
 * another century and `now` is passed explicitly, so rows the other cases leave behind never count.
 * Registered inside every adapter's conformance suite (conformance.ts).
 */
import { expect, test } from 'vitest';
import type { Adapter, AdapterUser } from '#lib/auth/adapters/types.ts';

export interface CleanupFixtures {
	adapter: () => Required<Adapter>;
	newUser: () => Promise<AdapterUser>;
	unique: (label: string) => string;
}

const year = (y: number, offsetMs = 0) => new Date(Date.UTC(y, 0, 1) + offsetMs);

export function runCleanupConformance({ adapter, newUser, unique }: CleanupFixtures): void {
	test('deleteExpired deletes the sessions and verification tokens that expired before now, keeps the live ones, and answers how many', async () => {
		const a = adapter();
		const user = await newUser();
		const now = year(1902);
		const session = (expires: Date) => ({ sessionToken: unique('tok'), userId: user.id, expires });
		const token = (expires: Date) => ({ identifier: `${unique('v')}@example.com`, token: unique('hash'), expires });
		const expired = [session(year(1901)), session(year(1901, 1)), session(year(1902, -1))];
		const live = [session(year(1902)), session(year(1903))];
		const expiredTokens = [token(year(1901)), token(year(1902, -1))];
		const liveToken = token(year(1902, 1));
		for (const s of [...expired, ...live]) await a.createSession(s);
		for (const t of [...expiredTokens, liveToken]) await a.createVerificationToken(t);

		expect(await a.deleteExpired(now, 100)).toEqual({ sessions: 3, verificationTokens: 2 });
		for (const s of expired) expect(await a.getSessionAndUser(s.sessionToken)).toBeNull();
		for (const s of live) expect((await a.getSessionAndUser(s.sessionToken))?.session).toEqual(s);
		for (const t of expiredTokens) expect(await a.useVerificationToken(t)).toBeNull();
		expect(await a.useVerificationToken(liveToken)).toEqual(liveToken);
		expect(await a.deleteExpired(now, 100)).toEqual({ sessions: 0, verificationTokens: 0 });
	});

	test('deleteExpired deletes at most limit rows of each table per call', async () => {
		const a = adapter();
		const user = await newUser();
		const now = year(1801);
		for (let i = 0; i < 5; i++) await a.createSession({ sessionToken: unique('tok'), userId: user.id, expires: year(1800, i) });
		for (let i = 0; i < 3; i++) await a.createVerificationToken({ identifier: `${unique('v')}@example.com`, token: unique('hash'), expires: year(1800, i) });
		expect(await a.deleteExpired(now, 2)).toEqual({ sessions: 2, verificationTokens: 2 });
		expect(await a.deleteExpired(now, 2)).toEqual({ sessions: 2, verificationTokens: 1 });
		expect(await a.deleteExpired(now, 2)).toEqual({ sessions: 1, verificationTokens: 0 });
		expect(await a.deleteExpired(now, 2)).toEqual({ sessions: 0, verificationTokens: 0 });
	});
}
