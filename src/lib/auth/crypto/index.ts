/**
 * Randomness, hashing and comparison: the only place the library touches them.
 * Web Crypto only, so the folder runs on Node, Deno, Bun and workers alike.
 */
const encoder = new TextEncoder();

export function randomBytes(length: number): Uint8Array {
	return crypto.getRandomValues(new Uint8Array(length));
}

export function toHex(bytes: Uint8Array): string {
	let out = '';
	for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
	return out;
}

/** `length` random bytes as lowercase hex. */
export function randomToken(length = 32): string {
	return toHex(randomBytes(length));
}

export function randomUUID(): string {
	return crypto.randomUUID();
}

export async function sha256Hex(input: string): Promise<string> {
	return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(input))));
}

/** Constant-time string comparison (lengths may leak, contents do not). */
export function timingSafeEqual(a: string, b: string): boolean {
	const left = encoder.encode(a);
	const right = encoder.encode(b);
	let diff = left.length ^ right.length;
	for (let i = 0; i < Math.max(left.length, right.length); i++) diff |= (left[i] ?? 0) ^ (right[i] ?? 0);
	return diff === 0;
}

/**
 * HKDF-SHA-256 (RFC 5869) through Web Crypto, as Auth.js derives its JWE keys: IKM = secret,
 * salt = cookie name, info = "Auth.js Generated Encryption Key (<salt>)". Same inputs, same key,
 * so cookies survive a migration.
 */
export async function hkdf(secret: string, salt: string, info: string, length: number): Promise<Uint8Array> {
	const key = await crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveBits']);
	const bits = await crypto.subtle.deriveBits(
		{ name: 'HKDF', hash: 'SHA-256', salt: encoder.encode(salt), info: encoder.encode(info) },
		key,
		length * 8
	);
	return new Uint8Array(bits);
}
