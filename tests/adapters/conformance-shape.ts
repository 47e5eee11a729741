/**
 * The async shape of the contract (docs/adapters.md): every method of every adapter we ship returns a
 * promise, and a failure is a rejected promise, never a synchronous throw. A caller that chains
 * `.catch()` on an adapter call (or starts one without awaiting it) would otherwise see the error escape.
 * Registered inside every adapter's conformance suite (conformance.ts).
 */
import { expect, test } from 'vitest';
import type { Adapter, AdapterAccount, AdapterAuthenticator, AdapterUser } from '#lib/auth/adapters/types.ts';

export interface ShapeFixtures {
	adapter: () => Required<Adapter>;
	user: (overrides?: Partial<AdapterUser>) => AdapterUser;
	account: (userId: string, overrides?: Partial<AdapterAccount>) => AdapterAccount;
	authenticator: (userId: string, overrides?: Partial<AdapterAuthenticator>) => AdapterAuthenticator;
	at: (offsetMs: number) => Date;
	unique: (label: string) => string;
}

/** Calls `run` and fails the test when it throws before returning; returns what it returned. */
function callWithoutThrowing(label: string, run: () => unknown): unknown {
	let returned: unknown;
	expect(() => (returned = run()), `${label} threw synchronously`).not.toThrow();
	return returned;
}

export function runShapeConformance({ adapter, user, account, authenticator, at, unique }: ShapeFixtures): void {
	test('every method returns a promise, whether it succeeds or fails', async () => {
		const a = adapter();
		const nobody = crypto.randomUUID();
		const calls: Record<string, () => unknown> = {
			createUser: () => a.createUser(user()),
			getUser: () => a.getUser(nobody),
			getUserByEmail: () => a.getUserByEmail(`${unique('nobody')}@example.com`),
			getUserByAccount: () => a.getUserByAccount({ provider: 'github', providerAccountId: unique('none') }),
			// Unknown user: every adapter we ship fails here, and must fail as a rejection.
			updateUser: () => a.updateUser({ id: nobody, name: 'x' }),
			deleteUser: () => a.deleteUser(nobody),
			linkAccount: () => a.linkAccount(account(nobody)),
			unlinkAccount: () => a.unlinkAccount({ provider: 'github', providerAccountId: unique('none') }),
			getAccount: () => a.getAccount(unique('none'), 'github'),
			listAccounts: () => a.listAccounts(nobody),
			updateAccount: () => a.updateAccount({ provider: 'github', providerAccountId: unique('none'), access_token: 'x' }),
			createSession: () => a.createSession({ sessionToken: unique('tok'), userId: nobody, expires: at(60_000) }),
			getSessionAndUser: () => a.getSessionAndUser(unique('tok')),
			updateSession: () => a.updateSession({ sessionToken: unique('tok'), expires: at(60_000) }),
			deleteSession: () => a.deleteSession(unique('tok')),
			listSessions: () => a.listSessions(nobody),
			createVerificationToken: () => a.createVerificationToken({ identifier: `${unique('v')}@example.com`, token: unique('t'), expires: at(60_000) }),
			useVerificationToken: () => a.useVerificationToken({ identifier: 'nobody@example.com', token: unique('t') }),
			createAuthenticator: () => a.createAuthenticator(authenticator(nobody)),
			getAuthenticator: () => a.getAuthenticator(unique('cred')),
			listAuthenticatorsByUserId: () => a.listAuthenticatorsByUserId(nobody),
			updateAuthenticatorCounter: () => a.updateAuthenticatorCounter(unique('cred'), 1),
			deleteExpired: () => a.deleteExpired(new Date(0), 1)
		};
		const own = new Set(Object.keys(calls));
		for (const name of Object.keys(a)) expect(own.has(name) || typeof (a as Record<string, unknown>)[name] !== 'function', `no shape case for ${name}`).toBe(true);
		for (const [name, call] of Object.entries(calls)) {
			if (typeof (a as Record<string, unknown>)[name] !== 'function') continue;
			const returned = callWithoutThrowing(name, call);
			expect(returned, name).toBeInstanceOf(Promise);
			await (returned as Promise<unknown>).catch(() => {});
		}
	});

	test('updateAuthenticatorCounter for an unknown credential returns a rejected promise, not a synchronous throw', async () => {
		const returned = callWithoutThrowing('updateAuthenticatorCounter', () => adapter().updateAuthenticatorCounter(unique('nope'), 2));
		await expect(returned).rejects.toThrow();
	});

	test('createAuthenticator for an unknown user returns a rejected promise, not a synchronous throw', async () => {
		const returned = callWithoutThrowing('createAuthenticator', () => adapter().createAuthenticator(authenticator(crypto.randomUUID())));
		await expect(returned).rejects.toThrow();
	});
}
