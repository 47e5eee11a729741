/**
 * What an attacker (or a test that knows the e2e secret) can put in a cookie: JWEs made with the right or
 * a wrong key, algorithm or salt, JWS and unsecured JWTs, and real tokens of real sign-ins to tamper with.
 * Everything is made with jose; the key derivation is the library's (HKDF of the secret, salt = cookie name).
 */
import { CompactEncrypt, EncryptJWT, SignJWT, UnsecuredJWT, base64url, calculateJwkThumbprint, generateKeyPair, type JWTPayload } from 'jose';
import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';
import { SECRET } from '../../e2e/servers.ts';
import { hkdf } from '../../src/lib/auth/crypto/index.ts';
import { signInDemo, signInOidc } from '../support.ts';

export const SESSION = 'authjs.session-token';

/** The `playwright` fixture (@playwright/test exports no name for its type). */
export type Playwright = PlaywrightWorkerArgs['playwright'];

export interface JweOptions {
	secret?: string;
	salt?: string;
	enc?: 'A256CBC-HS512' | 'A256GCM';
	/** `null` leaves the header without a kid; a string replaces it. */
	kid?: string | null;
	exp?: number | string;
	nbf?: number;
}

const now = () => Math.floor(Date.now() / 1000);

/** A session JWE as the library makes it, with any part replaced. */
export async function jwe(claims: JWTPayload, options: JweOptions = {}): Promise<string> {
	const { secret = SECRET, salt = SESSION, enc = 'A256CBC-HS512' } = options;
	const length = enc === 'A256GCM' ? 32 : 64;
	const key = await hkdf(secret, salt, `Auth.js Generated Encryption Key (${salt})`, length);
	const thumbprint = await calculateJwkThumbprint({ kty: 'oct', k: base64url.encode(key) }, length === 32 ? 'sha256' : 'sha512');
	const kid = options.kid === undefined ? thumbprint : options.kid;
	const payload = { iat: now(), exp: now() + 3600, jti: crypto.randomUUID(), ...claims, ...(options.exp !== undefined ? { exp: options.exp } : {}) };
	if (options.nbf !== undefined) Object.assign(payload, { nbf: options.nbf });
	return new EncryptJWT(payload as JWTPayload).setProtectedHeader({ alg: 'dir', enc, ...(kid ? { kid } : {}) }).encrypt(key);
}

/** The claims of a forged user (the jwt strategy reads name, email and sub from the token). */
export const forgedUser = (tag: string) => ({ sub: `forged-${tag}`, name: `Forged ${tag}`, email: `forged-${tag}@example.test` });

/** A JWS signed with the secret itself: right secret, wrong kind of token. */
export async function jws(claims: JWTPayload, alg: 'HS256' | 'HS512' = 'HS256'): Promise<string> {
	return new SignJWT(claims).setProtectedHeader({ alg }).setIssuedAt().setExpirationTime('1h').sign(new TextEncoder().encode(SECRET));
}

export const unsecured = (claims: JWTPayload) => new UnsecuredJWT(claims).setIssuedAt().setExpirationTime('1h').encode();

/** A JWE under a key-wrapping algorithm the library never uses, keyed from the secret or an attacker's key. */
export async function wrappedJwe(claims: JWTPayload, alg: 'A256KW' | 'PBES2-HS256+A128KW' | 'RSA-OAEP-256'): Promise<string> {
	const plaintext = new TextEncoder().encode(JSON.stringify({ ...claims, exp: now() + 3600 }));
	const jweOf = new CompactEncrypt(plaintext).setProtectedHeader({ alg, enc: 'A256CBC-HS512' });
	if (alg === 'RSA-OAEP-256') return jweOf.encrypt((await generateKeyPair('RSA-OAEP-256')).publicKey);
	if (alg === 'A256KW') return jweOf.encrypt(await hkdf(SECRET, SESSION, `Auth.js Generated Encryption Key (${SESSION})`, 32));
	return jweOf.encrypt(new TextEncoder().encode(SECRET));
}

/** Flips one character of a compact token's `part` (0 header ... 4 tag): still well-formed, no longer authentic. */
export function flip(token: string, part: number): string {
	const parts = token.split('.');
	const segment = parts[part];
	const at = Math.floor(segment.length / 2);
	parts[part] = segment.slice(0, at) + (segment[at] === 'A' ? 'B' : 'A') + segment.slice(at + 1);
	return parts.join('.');
}

/** The session cookie value (joined from chunks) of a client. */
export async function sessionCookieOf(request: APIRequestContext): Promise<string> {
	const cookies = (await request.storageState()).cookies.filter((c) => c.name === SESSION || c.name.startsWith(`${SESSION}.`));
	return cookies.sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true })).map((c) => c.value).join('');
}

/** A real session of the demo user (or of a fresh OIDC user), made by a real sign-in in a client of its own. */
export async function realSession(playwright: Playwright, baseURL: string, who: 'demo' | 'oidc' = 'demo'): Promise<string> {
	const client = await playwright.request.newContext({ baseURL });
	try {
		if (who === 'demo') await signInDemo(client, baseURL);
		else await signInOidc(client, baseURL);
		return await sessionCookieOf(client);
	} finally {
		await client.dispose();
	}
}
