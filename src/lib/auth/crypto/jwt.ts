/**
 * The jwt strategy's token codec: compact JWE, `dir` + `A256CBC-HS512`, key from HKDF(secret, salt =
 * cookie name), `kid` = RFC 7638 thumbprint of the derived key. Byte-compatible with Auth.js, so users
 * migrating with the same secret stay signed in (tests/jwt-interop.test.ts proves it against @auth/core).
 */
import { EncryptJWT, jwtDecrypt, base64url, calculateJwkThumbprint, decodeProtectedHeader } from 'jose';
import { hkdf, randomUUID } from './index.ts';
import type { JWT, JWTDecodeParams, JWTEncodeParams } from '../model.ts';

const ENC = 'A256CBC-HS512';
const DEFAULT_MAX_AGE = 30 * 24 * 60 * 60;
/** Seconds of clock skew accepted on `exp` (as Auth.js). */
const CLOCK_TOLERANCE = 15;

interface DerivedKey {
	key: Uint8Array;
	kid: string;
}

// Key derivation costs two Web Crypto calls; it runs once per (secret, salt, enc) for the process
// lifetime instead of on every request (Auth.js derived it on every read: ~800 us each, docs/performance.md).
const keyCache = new Map<string, Promise<DerivedKey>>();

function deriveKey(secret: string, salt: string, enc: string): Promise<DerivedKey> {
	const cacheKey = `${enc}\u0000${salt}\u0000${secret}`;
	let cached = keyCache.get(cacheKey);
	if (!cached) {
		cached = (async () => {
			const length = enc === 'A256GCM' ? 32 : 64;
			const key = await hkdf(secret, salt, `Auth.js Generated Encryption Key (${salt})`, length);
			const kid = await calculateJwkThumbprint({ kty: 'oct', k: base64url.encode(key) }, `sha${length << 3}` as 'sha512');
			return { key, kid };
		})();
		keyCache.set(cacheKey, cached);
	}
	return cached;
}

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

function sameSecret(a: string | string[], b: string | string[]): boolean {
	if (a === b) return true;
	if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
	return a.every((value, i) => value === b[i]);
}

/** `now`: epoch seconds, when the caller already read the clock for this request. */
function fromCache(token: string, salt: string, secret: string | string[], copy: boolean, now = Date.now() / 1000): JWT | null | undefined {
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

function toCache(token: string, salt: string, secret: string | string[], payload: JWT): void {
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

function secrets(secret: string | string[]): string[] {
	const list = Array.isArray(secret) ? secret : [secret];
	if (list.length === 0 || list.some((s) => !s)) throw new TypeError('A secret is required to encode or decode a JWT');
	return list;
}

/** Encrypts `token` with the first secret; adds iat, exp (now + maxAge) and a random jti. */
export async function encode({ token = {}, secret, salt, maxAge = DEFAULT_MAX_AGE }: JWTEncodeParams): Promise<string> {
	const { key, kid } = await deriveKey(secrets(secret)[0], salt, ENC);
	const now = Math.floor(Date.now() / 1000);
	return new EncryptJWT(token)
		.setProtectedHeader({ alg: 'dir', enc: ENC, kid })
		.setIssuedAt(now)
		.setExpirationTime(now + maxAge)
		.setJti(randomUUID())
		.encrypt(key);
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

/**
 * Decrypts with the secret whose derived key matches the token's `kid` (rotation: newest first).
 * Returns null for any token that is not ours, tampered, truncated or expired: a bad cookie is
 * "signed out", never an exception.
 */
export async function decode({ token, secret, salt }: JWTDecodeParams): Promise<JWT | null> {
	if (!token) return null;
	try {
		const cached = fromCache(token, salt, secret, true);
		if (cached !== undefined) return cached;
		const header = decodeProtectedHeader(token);
		const enc = header.enc === 'A256GCM' ? 'A256GCM' : ENC;
		if (header.alg !== 'dir' || (header.enc !== ENC && header.enc !== 'A256GCM')) return null;
		const candidates = await Promise.all(secrets(secret).map((s) => deriveKey(s, salt, enc)));
		const match = header.kid ? candidates.find((c) => c.kid === header.kid) : candidates[0];
		if (!match) return null;
		const { payload } = await jwtDecrypt(token, match.key, {
			clockTolerance: CLOCK_TOLERANCE,
			keyManagementAlgorithms: ['dir'],
			contentEncryptionAlgorithms: [ENC, 'A256GCM']
		});
		toCache(token, salt, secret, payload as JWT);
		return payload as JWT;
	} catch {
		return null;
	}
}
