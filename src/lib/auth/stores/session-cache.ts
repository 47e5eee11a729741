/**
 * The opt-in cache of database sessions (`session.cache`, docs/configuration.md, "Session cache"): the
 * adapter's `{ session, user }` for a session hash, kept in process memory for at most `cache.maxAge`
 * seconds, so most signed-in reads skip `getSessionAndUser`.
 *
 * Why in process and not in a cookie: a cookie cache must be re-issued every `maxAge` seconds (a Set-Cookie
 * on plain reads, which also makes responses uncacheable), grows every request, costs a decrypt, and puts
 * the user row in the browser. Both kinds have the same bound on another instance's revocation, and
 * here, writes made through this process (sign-out, revoke, session extension, user update) evict at once.
 *
 * Staleness: an entry is dated when its adapter call *started*, so a hit is never older than `maxAge`
 * measured from a moment the row was read. An eviction during an adapter call in flight (a sign-out racing
 * a read of the same session) bumps `epoch`, and that read's result is then not stored.
 */
import type { Adapter, AdapterSession, AdapterUser } from '../model.ts';

export interface SessionAndUser {
	session: AdapterSession;
	user: AdapterUser;
}

interface Entry {
	value: SessionAndUser;
	/** Epoch milliseconds at which the adapter call that produced `value` started. */
	fetchedAt: number;
}

/** What a read must remember between asking the cache and storing the adapter's answer. */
export interface CacheTicket {
	readonly epoch: number;
	readonly startedAt: number;
}

/**
 * Copies a row: top-level fields and Dates, so the session callback may change the `user` it receives
 * without changing the cached one. Nested objects (custom adapter columns) go through structuredClone.
 */
function copyRow<T extends object>(row: T): T {
	const out = {} as Record<string, unknown>;
	for (const key in row) {
		const value = (row as Record<string, unknown>)[key];
		out[key] = value instanceof Date ? new Date(value.getTime()) : value !== null && typeof value === 'object' ? structuredClone(value) : value;
	}
	return out as T;
}

export class SessionCache {
	private readonly entries = new Map<string, Entry>();
	private readonly maxEntries: number;
	private epoch = 0;
	constructor(maxEntries: number) {
		this.maxEntries = maxEntries;
	}

	/** A copy of the cached value when it is younger than `maxAgeMs`; undefined otherwise. */
	get(hash: string, maxAgeMs: number): SessionAndUser | undefined {
		const entry = this.entries.get(hash);
		if (!entry) return undefined;
		if (Date.now() - entry.fetchedAt >= maxAgeMs) {
			this.entries.delete(hash);
			return undefined;
		}
		return { session: copyRow(entry.value.session), user: copyRow(entry.value.user) };
	}

	/** Taken before the adapter call whose answer may be stored. */
	ticket(): CacheTicket {
		return { epoch: this.epoch, startedAt: Date.now() };
	}

	/** Stores the adapter's answer, unless something was evicted while the call was in flight. */
	set(hash: string, value: SessionAndUser, ticket: CacheTicket): void {
		if (ticket.epoch !== this.epoch) return;
		this.entries.delete(hash);
		// Oldest first out: entries live for seconds, so insertion order is close to least recently used.
		if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
		this.entries.set(hash, { value: { session: copyRow(value.session), user: copyRow(value.user) }, fetchedAt: ticket.startedAt });
	}

	evict(hash: string): void {
		this.epoch++;
		this.entries.delete(hash);
	}

	evictUser(userId: string): void {
		this.epoch++;
		for (const [hash, entry] of this.entries) if (entry.value.user.id === userId) this.entries.delete(hash);
	}

	get size(): number {
		return this.entries.size;
	}
}

// One cache per adapter object the app passed in: configs built on it (a config function, or two
// SvelteKitAuth calls) share it, so a sign-out through one evicts what another cached.
const caches = new WeakMap<object, SessionCache>();

export function sessionCacheOf(adapter: object, maxEntries: number): SessionCache {
	let cache = caches.get(adapter);
	if (!cache) caches.set(adapter, (cache = new SessionCache(maxEntries)));
	return cache;
}

type Write = (...args: never[]) => unknown;

/**
 * `wrapped` with its session and user writes evicting what they change from the cache of `raw` (the
 * app's adapter object), if one exists. Eviction happens before the write too: a read that starts while
 * a sign-out is in flight must not store the row the sign-out is deleting.
 */
export function evictingWrites(wrapped: Adapter, raw: object): Adapter {
	const out: Record<string, unknown> = { ...wrapped };
	const around = (name: keyof Adapter, evict: (cache: SessionCache, arg: never) => void) => {
		const write = wrapped[name] as Write | undefined;
		if (!write) return;
		out[name] = async (arg: never, ...rest: never[]) => {
			const cache = caches.get(raw);
			if (cache) evict(cache, arg);
			try {
				return await write(arg, ...rest);
			} finally {
				if (cache) evict(cache, arg);
			}
		};
	};
	around('deleteSession', (cache, token: string) => cache.evict(token));
	around('updateSession', (cache, patch: { sessionToken: string }) => cache.evict(patch.sessionToken));
	around('updateUser', (cache, patch: { id: string }) => cache.evictUser(patch.id));
	around('deleteUser', (cache, userId: string) => cache.evictUser(userId));
	return out as Adapter;
}
