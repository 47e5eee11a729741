/**
 * How the database strategy finds the session of a cookie: the cookie's hash (memoised), the one
 * `getSessionAndUser` call, the upgrade of a session Auth.js stored under its raw token, and the opt-in
 * session cache in front of all that (stores/session-cache.ts).
 */
import { sha256Hex } from '../crypto/index.ts';
import type { Adapter } from '../model.ts';
import type { RequestContext } from '../context.ts';

/**
 * A cookie that is itself a SHA-256 hex digest could be a hash copied out of a stolen database:
 * it must never be looked up as a legacy raw token.
 */
export const HASH_SHAPED = /^[0-9a-f]{64}$/;

// Hash of each recent session cookie: Web Crypto's digest is a thread-pool job (~45 us of CPU
// for 64 bytes in the `npm run bench` profile), paid on every signed-in request for the same cookie.
// Bounded, least recently used evicted first; it only maps a cookie to its own hash, never grants anything.
const HASH_CACHE_MAX = 1000;
const hashes = new Map<string, string>();

function remember(raw: string, hash: string): string {
	if (hashes.size >= HASH_CACHE_MAX) hashes.delete(hashes.keys().next().value!);
	hashes.set(raw, hash);
	return hash;
}

/** The cookie's hash when it was computed recently (and marked recently used), without a microtask. */
export function cachedHash(raw: string): string | undefined {
	const hash = hashes.get(raw);
	if (hash === undefined) return undefined;
	hashes.delete(raw);
	return remember(raw, hash);
}

export async function sessionHash(raw: string): Promise<string> {
	return cachedHash(raw) ?? remember(raw, await sha256Hex(raw));
}

/**
 * Finds the session by the cookie's hash. Only when that misses and the cookie is not hash-shaped does it
 * try the raw value once: a session created by Auth.js (which stores raw tokens) is then moved to a hashed
 * row and the raw row deleted. So unknown tokens cost a second call; known ones never do.
 */
async function findSession(adapter: Adapter, raw: string, hash: string) {
	const found = await adapter.getSessionAndUser!(hash);
	if (found || HASH_SHAPED.test(raw)) return found;
	const legacy = await adapter.getSessionAndUser!(raw);
	if (!legacy) return null;
	if (new Date(legacy.session.expires).getTime() < Date.now()) {
		await adapter.deleteSession!(raw);
		return null;
	}
	const session = { sessionToken: hash, userId: legacy.session.userId, expires: new Date(legacy.session.expires) };
	await adapter.createSession!(session);
	await adapter.deleteSession!(raw);
	return { session, user: legacy.user };
}

/**
 * The session behind `hash` for a read: from the session cache when it is on, holds a young enough copy
 * and `fresh` is not asked for (stores/session-cache.ts, no adapter call); else from the adapter, and then
 * cached. Decisions that must see the store as it is now (session management, account linking) use
 * `currentDatabaseSession` instead.
 */
export function lookupSession(ctx: RequestContext, adapter: Adapter, raw: string, hash: string, fresh = false) {
	const cache = ctx.config.sessionCache;
	if (!cache) return findSession(adapter, raw, hash);
	// A hit is returned as it is, not in a promise: the caller awaits only a miss.
	const hit = fresh ? undefined : cache.store.get(hash, cache.maxAgeMs);
	if (hit) return hit;
	const ticket = cache.store.ticket();
	return findSession(adapter, raw, hash).then((found) => {
		if (found) cache.store.set(hash, found, ticket);
		return found;
	});
}
