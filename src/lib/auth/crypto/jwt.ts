/**
 * The jwt strategy's token codec: compact JWE, `dir` + `A256CBC-HS512`, key from HKDF(secret, salt =
 * cookie name), `kid` = RFC 7638 thumbprint of the derived key. Byte-compatible with Auth.js, so users
 * migrating with the same secret stay signed in (tests/jwt-interop.test.ts proves it against @auth/core).
 */
import { EncryptJWT, jwtDecrypt, base64url, calculateJwkThumbprint, decodeProtectedHeader } from 'jose';
import { hkdf, randomUUID } from './index.ts';
import { CLOCK_TOLERANCE, decryptOnce, fromCache, toCache } from './decode-cache.ts';
import type { JWT, JWTDecodeParams, JWTEncodeParams } from '../model.ts';

export { decodeCached } from './decode-cache.ts';

const ENC = 'A256CBC-HS512';
const DEFAULT_MAX_AGE = 30 * 24 * 60 * 60;

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
 * Decrypts with the secret whose derived key matches the token's `kid` (rotation: newest first).
 * Returns null for any token that is not ours, tampered, truncated or expired: a bad cookie is
 * "signed out", never an exception.
 */
export async function decode({ token, secret, salt }: JWTDecodeParams): Promise<JWT | null> {
	if (!token) return null;
	const cached = fromCache(token, salt, secret, true);
	if (cached !== undefined) return cached;
	return decryptOnce(token, salt, secret, () => decrypted(token, salt, secret));
}

async function decrypted(token: string, salt: string, secret: string | string[]): Promise<JWT | null> {
	try {
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
