/**
 * The jwt codec's decode cache and the decrypts in flight (crypto/jwt.ts uses both; docs/performance.md).
 */
import type { JWT } from '../model.ts';

/** Seconds of clock skew accepted on `exp` (as Auth.js). */
export const CLOCK_TOLERANCE = 15;

// Verified payloads by token (docs/performance.md): a signed-in browser sends the same cookie on every request, and
// the profile of `npm run bench` showed jose's Web Crypto decrypt (two importKey, HMAC, AES-CBC, each a
// thread-pool job) as most of a signed-in request's CPU (~240 us of ~480 us). An entry hits only for the
// exact token bytes that were decrypted and authenticated, under the same salt and secrets; `exp` is
// re-checked on every hit. Bounded, (nearly) least recently used evicted first. Failures are never cached.
// Every hit returns a fresh copy, since callbacks may mutate the token they are given: a shallow copy when
// every claim is a primitive (the default token), else a JSON round trip.
const DECODED_MAX = 1000;

interface Decoded {
	/** The whole token: a hit needs these exact bytes. */
	token: string;
	salt: string;
	secret: string | string[];
	/** Frozen when flat; null when some claim is an object (then `json` holds the payload). */
	flat: Readonly<JWT> | null;
	json: string;
	exp: number | undefined;
	/** The value of `inserts` when the entry was (re)inserted. */
	seq: number;
}

const decoded = new Map<string, Decoded>();
/**
 * Insertions so far. A hit moves its entry to the young end only once it is in the older half: an entry
 * inserted in the last DECODED_MAX / 2 insertions cannot be the next evicted, and the move (a delete and a
 * set) was a fifth of a hit's cost. Eviction is then least recently used to within half the cache.
 */
let inserts = 0;

const KEY_LENGTH = 12;

/**
 * The map key of a token: its last 12 characters. A compact JWE ends with its authentication tag over
 * everything before it (RFC 7516, section 7.1): 72 bits of it, so distinct tokens practically never share a
 * key, and a hit still compares the whole token, so a shared key can only miss. Fewer than 13 characters,
 * because V8 copies such a slice into a string of its own, which hashes fast; a longer slice of the cookie
 * header, or `lastIndexOf` to find the tag, took most of a hit's cost in the `npm run bench` profiles
 * (docs/performance.md).
 */
function keyOf(token: string): string {
	return token.length > KEY_LENGTH ? token.slice(token.length - KEY_LENGTH) : token;
}

/**
 * Whether two secrets (or lists of them) are the same. A loop, not `every`: an entry keeps a copy of a list, so
 * every hit under rotated secrets compares element by element, and `every`'s callback was an allocation per read.
 */
function sameSecret(a: string | string[], b: string | string[]): boolean {
	if (a === b) return true;
	if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
	for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
	return true;
}

/** `now`: epoch seconds, when the caller already read the clock for this request. */
export function fromCache(token: string, salt: string, secret: string | string[], copy: boolean, now = Date.now() / 1000): JWT | null | undefined {
	const key = keyOf(token);
	const entry = decoded.get(key);
	if (entry === undefined || entry.token !== token || entry.salt !== salt || !sameSecret(entry.secret, secret)) return undefined;
	if (entry.exp !== undefined && entry.exp + CLOCK_TOLERANCE < now) {
		decoded.delete(key);
		return null;
	}
	if (inserts - entry.seq > DECODED_MAX / 2) {
		decoded.delete(key);
		decoded.set(key, entry);
		entry.seq = ++inserts;
	}
	if (entry.flat) return copy ? { ...entry.flat } : entry.flat;
	return JSON.parse(entry.json) as JWT;
}

export function toCache(token: string, salt: string, secret: string | string[], payload: JWT): void {
	const key = keyOf(token);
	decoded.delete(key);
	if (decoded.size >= DECODED_MAX) decoded.delete(decoded.keys().next().value!);
	const flat = Object.values(payload).every((value) => value === null || typeof value !== 'object');
	decoded.set(key, {
		token,
		salt,
		// A copy of an array of secrets: a later mutation of the config's array must not widen a hit.
		secret: Array.isArray(secret) ? [...secret] : secret,
		flat: flat ? Object.freeze({ ...payload }) : null,
		json: flat ? '' : JSON.stringify(payload),
		exp: typeof payload.exp === 'number' ? payload.exp : undefined,
		seq: ++inserts
	});
}

/**
 * The payload of a token `decode` verified before, without a promise: undefined when it is not cached
 * (then call `decode`), null when it has expired since. A payload whose claims are all primitives is the
 * cache's own frozen object, not a copy: copy it before code that may mutate it sees it (the session read
 * also uses it as the "before" of its change check, which a copy would have to rebuild). Positional, not
 * `decode`'s params object: it runs on every signed-in read. `now` is epoch seconds (default: the clock).
 */
export function decodeCached(token: string, salt: string, secret: string | string[], now?: number): Readonly<JWT> | null | undefined {
	return token ? fromCache(token, salt, secret, false, now) : undefined;
}

interface Pending {
	token: string;
	salt: string;
	secret: string | string[];
	/** The decrypted payload, or null when the token did not verify; never rejects. */
	done: Promise<JWT | null>;
}

/**
 * Decrypts in flight, by the cache's key. A new token's first reads often come together: a page's parallel
 * requests, or every open connection's next request after a restart (the cache is per process). Each one
 * ran its own decrypt and waited for the thread pool, so under load hundreds of requests were half done at
 * once, and the young-generation collections that saw them all alive taught V8 to allocate the request
 * objects of the framework and of Node as old ones for the rest of the process's life: a sixth to a quarter of its
 * throughput (docs/performance/round-11.md). Now they share one decrypt.
 */
const pending = new Map<string, Pending>();

/** Every reader gets its own object: callbacks may mutate the token they are given. */
const copyOf = (payload: JWT | null): JWT | null => payload && structuredClone(payload);

/** `decrypt`'s answer for `token`, shared with any read of the same token, salt and secrets already waiting for one. */
export function decryptOnce(token: string, salt: string, secret: string | string[], decrypt: () => Promise<JWT | null>): Promise<JWT | null> {
	const key = keyOf(token);
	const entry = pending.get(key);
	if (entry && entry.token === token && entry.salt === salt && sameSecret(entry.secret, secret)) return entry.done.then(copyOf);
	const done = decrypt();
	pending.set(key, { token, salt, secret, done });
	const settled = () => {
		if (pending.get(key)?.done === done) pending.delete(key);
	};
	void done.then(settled, settled);
	return done.then(copyOf);
}
