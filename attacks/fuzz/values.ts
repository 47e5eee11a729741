/**
 * The vocabulary the fuzz draws from: route names, provider ids, junk path segments, query and field values,
 * cookie headers and bodies. Each helper takes the generator, so the same seed draws the same values.
 */
import type { Rng } from './prng.ts';

export const ACTIONS = ['signin', 'signout', 'callback', 'session', 'csrf', 'providers', 'error', 'verify-request', 'webauthn-options'] as const;
export const PROVIDERS = ['credentials', 'mock-oidc', 'mock-oauth', 'mock-entra', 'nodemailer', 'passkey'] as const;
/** The demo's own pages: they read the session (`locals.auth()`) and run its form actions. */
export const APP_PATHS = ['/', '/protected', '/account', '/admin', '/api/me', '/signin', '/signout', '/verify-request'] as const;

const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const BASE64URL = `${ALNUM}-_`;
/** Printable ASCII plus Latin-1 bytes: what a header line may carry on the wire. */
const LATIN1 = `${Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('')}éßÿ¤\u00a0`;

/** A percent-encoded string of random bytes (valid UTF-8 or not). */
export function encodedBytes(rng: Rng, length: number): string {
	return Array.from({ length }, () => `%${rng.int(256).toString(16).padStart(2, '0').toUpperCase()}`).join('');
}

/** A path segment that is no route or provider: reserved names, broken escapes, traversal, long ones. */
export function junkSegment(rng: Rng): string {
	return rng.pick([
		() => rng.pick(['undefined', 'null', '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'SIGNIN', 'Session', '*', '~']),
		() => rng.pick(['%00', '%zz', '%', '%E0%A4%A', '%F0%9F%98%80', '%C0%AF', '%2e%2e', '..', '.', '%2F', '%252F', '%0D%0ASet-Cookie:%20x=1', ';x=1', '%20']),
		() => rng.chars(rng.between(1, 40), ALNUM),
		() => 'a'.repeat(rng.between(200, 8000)),
		() => encodedBytes(rng, rng.between(1, 60))
	])();
}

/** A value for a query parameter or a form field. */
export function fuzzValue(rng: Rng, origin: string): string {
	return rng.pick([
		() => '',
		() => rng.pick(['/', '/protected', '/account?x=1', '//evil.example', '///evil.example', '/\\evil.example', 'https://evil.example/x', 'javascript:alert(1)', `${origin}/ok`, 'http://[::1', 'http://']),
		() => rng.pick(['CredentialsSignin', 'Configuration', 'AccessDenied', 'Verification', 'MissingCSRF', 'register', 'authenticate', 'true', '0', '-1', '1e309', 'NaN', '[]', '{}', 'null']),
		() => rng.pick(['demo', 'demo@example.test', 'fuzz@blocked.example', 'not-an-email', 'a@b', '@', `${'x'.repeat(300)}@example.test`, 'Demo@Example.Test ', 'a@b@c']),
		() => rng.chars(rng.between(1, 64), BASE64URL),
		() => rng.chars(rng.between(1, 200), LATIN1),
		() => '\u0000\u0001\ufffe\uffff',
		() => 'x'.repeat(rng.between(1000, 20000)),
		() => '😀'.repeat(rng.between(1, 100))
	])();
}

/** A query string (with its `?`), or none. Values are encoded as a client would, or left raw and broken. */
export function fuzzQuery(rng: Rng, origin: string): string {
	if (rng.chance(0.45)) return '';
	if (rng.chance(0.1)) return `?${rng.pick(['%zz', '&&==&', 'a=%', '=x', '?', '#frag', 'a[]=1&a[]=2', '__proto__[x]=1', encodedBytes(rng, 30)])}`;
	const keys = ['callbackUrl', 'error', 'code', 'state', 'iss', 'session_state', 'action', 'email', 'provider', 'type', 'token', 'redirectTo', 'prompt', 'login_hint', '__proto__', 'constructor', '/default', '/signin'];
	const params = Array.from({ length: rng.between(1, 4) }, () => `${encodeURIComponent(rng.pick(keys))}=${encodeURIComponent(fuzzValue(rng, origin))}`);
	return `?${params.join('&')}`;
}

/** A JSON value of odd shape: deep, wide, prototype keys, every type. */
export function oddJson(rng: Rng, depth = 0): unknown {
	const leaf = () => rng.pick<unknown>([null, true, 0, -1, 1.5, 1e308, '', 'x', 'x'.repeat(rng.between(10, 3000)), '__proto__']);
	if (depth > 3 || rng.chance(0.4)) return leaf();
	if (rng.chance(0.5)) return Array.from({ length: rng.between(0, 4) }, () => oddJson(rng, depth + 1));
	const keys = ['__proto__', 'constructor', 'name', 'email', 'id', 'data', 'type', 'response', 'x', rng.chars(5, ALNUM)];
	return Object.fromEntries(Array.from({ length: rng.between(0, 4) }, () => [rng.pick(keys), oddJson(rng, depth + 1)]));
}

/** A nested array `depth` levels deep, as JSON text (a parser's recursion, not the library's). */
export const deepJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** What a browser's WebAuthn call returns, in the shape the passkey callback expects, with random contents. */
export function passkeyData(rng: Rng): string {
	const b64 = () => rng.chars(rng.between(0, 120), BASE64URL);
	const response = rng.pick([
		() => ({ clientDataJSON: b64(), authenticatorData: b64(), signature: b64(), userHandle: b64() }),
		() => ({ clientDataJSON: Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: b64(), origin: 'http://localhost' })).toString('base64url'), attestationObject: b64() }),
		() => oddJson(rng)
	])();
	const value = { id: b64(), rawId: b64(), type: rng.pick(['public-key', 'x', '']), response, clientExtensionResults: rng.chance(0.5) ? {} : oddJson(rng) };
	return rng.chance(0.85) ? JSON.stringify(value) : rng.pick(['{', 'null', '[]', '"x"', JSON.stringify(value).slice(0, rng.between(1, 50))]);
}

/** Claims for a session JWE made with the app's own secret: authentic, but of every odd type. */
export function oddClaims(rng: Rng): Record<string, unknown> {
	const now = Math.floor(Date.now() / 1000);
	const claims: Record<string, unknown> = {};
	const odd = () => rng.pick<unknown>([null, 0, 12345, '', 'x', [], {}, ['a'], { a: 1 }, 'x'.repeat(2000), true]);
	for (const key of ['sub', 'name', 'email', 'picture', 'role', 'roles', 'id', 'sessionId', 'provider', 'access_token', 'expires_at', 'refresh_token', 'error']) {
		if (rng.chance(0.5)) claims[key] = rng.chance(0.5) ? odd() : `fuzz-${key}`;
	}
	if (rng.chance(0.3)) claims.exp = rng.pick<unknown>([now - 10, now + 3600, 'soon', null, 1e20, -1]);
	if (rng.chance(0.2)) claims.iat = rng.pick<unknown>([now + 3600, 'x', null]);
	return claims;
}

export { ALNUM, BASE64URL, LATIN1 };
