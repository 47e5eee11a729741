/**
 * In-memory adapter for tests and quick starts: every method of the contract, data lost on restart.
 * Values are cloned in and out (structuredClone keeps Dates as Dates) so callers never share state
 * with the store, as with a real database. Every method is `async`, like a real store's: a failure is a
 * rejected promise, never a synchronous throw, so callers that chain `.catch` see it too.
 */
import { randomUUID } from '../crypto/index.ts';
import type {
	Adapter,
	AdapterAccount,
	AdapterAuthenticator,
	AdapterSession,
	AdapterUser,
	VerificationToken
} from './types.ts';

const accountKey = (provider: string, providerAccountId: string) => JSON.stringify([provider, providerAccountId]);
const tokenKey = (identifier: string, token: string) => JSON.stringify([identifier, token]);
const clone = <T>(value: T): T => structuredClone(value);

/** Deletes up to `limit` entries whose `expires` is before `now` (deleting while iterating a Map is safe). */
function deleteBefore(map: Map<string, { expires: Date }>, now: Date, limit: number): number {
	let deleted = 0;
	for (const [key, row] of map) {
		if (deleted >= limit) break;
		if (new Date(row.expires).getTime() < now.getTime()) {
			map.delete(key);
			deleted++;
		}
	}
	return deleted;
}

/**
 * An adapter that keeps everything in process memory. Not for production: nothing persists and
 * nothing is shared between processes.
 * @example SvelteKitAuth({ adapter: MemoryAdapter(), providers: [...] })
 */
export function MemoryAdapter(): Adapter {
	const users = new Map<string, AdapterUser>();
	const accounts = new Map<string, AdapterAccount>();
	const sessions = new Map<string, AdapterSession>();
	const tokens = new Map<string, VerificationToken>();
	const authenticators = new Map<string, AdapterAuthenticator>();

	const findUserBy = (predicate: (user: AdapterUser) => boolean) => {
		for (const user of users.values()) if (predicate(user)) return clone(user);
		return null;
	};

	return {
		async createUser(user) {
			const stored = { ...clone(user), id: user.id ?? randomUUID() };
			users.set(stored.id, stored);
			return clone(stored);
		},
		async getUser(id) {
			const user = users.get(id);
			return user ? clone(user) : null;
		},
		async getUserByEmail(email) {
			return findUserBy((user) => user.email === email);
		},
		async getUserByAccount({ provider, providerAccountId }) {
			const account = accounts.get(accountKey(provider, providerAccountId));
			const user = account && users.get(account.userId);
			return user ? clone(user) : null;
		},
		async updateUser(patch) {
			const current = users.get(patch.id);
			if (!current) throw new Error(`No user with id ${patch.id}`);
			const updated = { ...current, ...clone(patch) };
			users.set(updated.id, updated);
			return clone(updated);
		},
		async deleteUser(userId) {
			const user = users.get(userId);
			if (!user) return null;
			users.delete(userId);
			// Cascade, as the official adapter suite requires (docs/adapters.md).
			for (const [key, account] of accounts) if (account.userId === userId) accounts.delete(key);
			for (const [key, session] of sessions) if (session.userId === userId) sessions.delete(key);
			for (const [key, authenticator] of authenticators) if (authenticator.userId === userId) authenticators.delete(key);
			return clone(user);
		},
		async linkAccount(account) {
			accounts.set(accountKey(account.provider, account.providerAccountId), clone(account));
			return clone(account);
		},
		async unlinkAccount({ provider, providerAccountId }) {
			const key = accountKey(provider, providerAccountId);
			const account = accounts.get(key);
			accounts.delete(key);
			return account ? clone(account) : undefined;
		},
		async getAccount(providerAccountId, provider) {
			const account = accounts.get(accountKey(provider, providerAccountId));
			return account ? clone(account) : null;
		},
		async listAccounts(userId) {
			return [...accounts.values()].filter((a) => a.userId === userId).map(clone);
		},
		async updateAccount({ provider, providerAccountId, ...tokens }) {
			const key = accountKey(provider, providerAccountId);
			const current = accounts.get(key);
			if (!current) return null;
			const updated: Record<string, unknown> = { ...current };
			// A null clears the field, as a NULL column reads back absent from the SQL adapters.
			for (const [field, value] of Object.entries(tokens)) {
				if (value === null) delete updated[field];
				else if (value !== undefined) updated[field] = value;
			}
			accounts.set(key, updated as unknown as AdapterAccount);
			return clone(updated as unknown as AdapterAccount);
		},
		async createSession(session) {
			sessions.set(session.sessionToken, clone(session));
			return clone(session);
		},
		async getSessionAndUser(sessionToken) {
			const session = sessions.get(sessionToken);
			const user = session && users.get(session.userId);
			return session && user ? { session: clone(session), user: clone(user) } : null;
		},
		async updateSession(patch) {
			const current = sessions.get(patch.sessionToken);
			if (!current) return null;
			const updated = { ...current, ...clone(patch) };
			sessions.set(updated.sessionToken, updated);
			return clone(updated);
		},
		async listSessions(userId) {
			return [...sessions.values()].filter((s) => s.userId === userId).map(clone);
		},
		async deleteSession(sessionToken) {
			const session = sessions.get(sessionToken);
			sessions.delete(sessionToken);
			return session ? clone(session) : null;
		},
		async createVerificationToken(token) {
			tokens.set(tokenKey(token.identifier, token.token), clone(token));
			return clone(token);
		},
		async useVerificationToken({ identifier, token }) {
			// Get-and-delete with no await between: nothing can interleave, so a token is usable once.
			const key = tokenKey(identifier, token);
			const stored = tokens.get(key);
			tokens.delete(key);
			return stored ? clone(stored) : null;
		},
		async createAuthenticator(authenticator) {
			if (authenticators.has(authenticator.credentialID)) {
				throw new Error(`Authenticator ${authenticator.credentialID} already exists`);
			}
			if (!users.has(authenticator.userId)) throw new Error(`No user with id ${authenticator.userId}`);
			authenticators.set(authenticator.credentialID, clone(authenticator));
			return clone(authenticator);
		},
		async getAuthenticator(credentialID) {
			const authenticator = authenticators.get(credentialID);
			return authenticator ? clone(authenticator) : null;
		},
		async listAuthenticatorsByUserId(userId) {
			return [...authenticators.values()].filter((a) => a.userId === userId).map(clone);
		},
		async updateAuthenticatorCounter(credentialID, newCounter) {
			const authenticator = authenticators.get(credentialID);
			if (!authenticator) throw new Error(`No authenticator with id ${credentialID}`);
			authenticator.counter = newCounter;
			return clone(authenticator);
		},
		async deleteExpired(now, limit) {
			return { sessions: deleteBefore(sessions, now, limit), verificationTokens: deleteBefore(tokens, now, limit) };
		}
	};
}
