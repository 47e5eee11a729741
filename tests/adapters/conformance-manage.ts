/**
 * The conformance cases of our additions to the adapter contract (docs/adapters.md): session metadata and
 * `listSessions` (session management), `listAccounts` and `updateAccount` (provider tokens on the Account
 * row, unlinking). Registered inside every adapter's conformance suite (conformance.ts).
 */
import { expect, test } from 'vitest';
import type { Adapter, AdapterAccount, AdapterUser } from '#lib/auth/adapters/types.ts';

export interface ManageFixtures {
	adapter: () => Required<Adapter>;
	newUser: () => Promise<AdapterUser>;
	account: (userId: string, overrides?: Partial<AdapterAccount>) => AdapterAccount;
	at: (offsetMs: number) => Date;
	unique: (label: string) => string;
}

export function runManageConformance({ adapter, newUser, account, at, unique }: ManageFixtures): void {
	test('createSession keeps createdAt, userAgent and provider; listSessions returns the user’s sessions with them', async () => {
		const a = adapter();
		const user = await newUser();
		const other = await newUser();
		const rich = { sessionToken: unique('tok'), userId: user.id, expires: at(86_400_000), createdAt: at(0), userAgent: 'Firefox/140', provider: 'github' };
		const plain = { sessionToken: unique('tok'), userId: user.id, expires: at(60_000) };
		expect(await a.createSession(rich)).toEqual(rich);
		await a.createSession(plain);
		await a.createSession({ sessionToken: unique('tok'), userId: other.id, expires: at(60_000) });
		const byToken = (x: { sessionToken: string }, y: { sessionToken: string }) => x.sessionToken.localeCompare(y.sessionToken);
		// A session stored without metadata reads back without it, as before (no null fields).
		expect((await a.listSessions(user.id)).sort(byToken)).toEqual([rich, plain].sort(byToken));
		expect(await a.listSessions(crypto.randomUUID())).toEqual([]);
	});

	test('listAccounts returns every account of the user, and only theirs', async () => {
		const a = adapter();
		const user = await newUser();
		const other = await newUser();
		const first = account(user.id);
		const second = account(user.id, { provider: 'google', type: 'oidc' });
		await a.linkAccount(first);
		await a.linkAccount(second);
		await a.linkAccount(account(other.id));
		const byProvider = (x: AdapterAccount, y: AdapterAccount) => x.provider.localeCompare(y.provider);
		expect((await a.listAccounts(user.id)).sort(byProvider)).toEqual([first, second].sort(byProvider));
		expect(await a.listAccounts(crypto.randomUUID())).toEqual([]);
	});

	test('updateAccount changes the given token fields only; a null clears one; an unknown account is null', async () => {
		const a = adapter();
		const user = await newUser();
		const linked = account(user.id);
		await a.linkAccount(linked);
		const key = { provider: linked.provider, providerAccountId: linked.providerAccountId };
		const expires_at = Math.floor(Date.now() / 1000) + 7200;
		const updated = await a.updateAccount({ ...key, access_token: 'new-access', refresh_token: null, expires_at });
		const { refresh_token: _cleared, ...rest } = linked;
		expect(updated).toEqual({ ...rest, access_token: 'new-access', expires_at });
		expect(await a.getAccount(linked.providerAccountId, linked.provider)).toEqual({ ...rest, access_token: 'new-access', expires_at });
		expect(await a.updateAccount({ provider: 'github', providerAccountId: unique('none'), access_token: 'x' })).toBeNull();
	});
}
