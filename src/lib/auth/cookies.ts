/**
 * The only cookie writer of the library: names and prefixes, flags, serialisation and
 * chunking of the session cookie. Auth routes return their own Response, and SvelteKit drops
 * `event.cookies` there (sveltejs/kit#7611), so every Set-Cookie is written from this jar.
 */
import type { CookieKey, CookiesOptions } from './options.ts';

export interface CookieAttributes {
	httpOnly: boolean;
	sameSite: 'lax' | 'strict' | 'none';
	path: string;
	secure: boolean;
	domain?: string;
	/** Seconds; 0 deletes. */
	maxAge?: number;
	expires?: Date;
}

export interface CookieDefinition {
	name: string;
	options: CookieAttributes;
}

export type CookieNames = Record<CookieKey, CookieDefinition>;

/** Seconds a check cookie (state, PKCE, nonce, WebAuthn challenge) lives: 15 minutes. */
export const CHECK_MAX_AGE = 15 * 60;

/** 4096 bytes per cookie minus ~160 for name and attributes (RFC 6265 section 6.1 minimums). */
export const CHUNK_SIZE = 3936;

const BASE_NAMES: Record<CookieKey, string> = {
	sessionToken: 'authjs.session-token',
	callbackUrl: 'authjs.callback-url',
	csrfToken: 'authjs.csrf-token',
	pkceCodeVerifier: 'authjs.pkce.code_verifier',
	state: 'authjs.state',
	nonce: 'authjs.nonce',
	webauthnChallenge: 'authjs.challenge'
};

/** Cookie definitions for one security mode, with the app's `cookies` overrides merged per key. */
export function cookieNames(secure: boolean, overrides: CookiesOptions = {}): CookieNames {
	const result = {} as CookieNames;
	for (const key of Object.keys(BASE_NAMES) as CookieKey[]) {
		const prefix = secure ? (key === 'csrfToken' ? '__Host-' : '__Secure-') : '';
		const override = overrides[key];
		result[key] = {
			name: override?.name ?? `${prefix}${BASE_NAMES[key]}`,
			options: { httpOnly: true, sameSite: 'lax', path: '/', secure, ...(override?.options ?? {}) }
		};
	}
	return result;
}

/**
 * The characters `String.prototype.trim` removes (ECMAScript WhiteSpace and LineTerminator), so the
 * reads below, which scan by character code, skip exactly what a trim of the same slice would.
 */
function isTrimmed(code: number): boolean {
	if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
	if (code < 160) return false;
	return code === 160 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff;
}

/** A cookie's value (`text` from `from` to `to`) as it came in: trimmed, surrounding quotes dropped, percent-escapes decoded when they decode. */
function cookieValue(text: string, from: number, to: number): string {
	while (from < to && isTrimmed(text.charCodeAt(from))) from++;
	while (to > from && isTrimmed(text.charCodeAt(to - 1))) to--;
	if (to > from && text.charCodeAt(from) === 34 && text.charCodeAt(to - 1) === 34) {
		from++;
		to--;
	}
	// A lone `"` leaves `to` before `from`: the slice is then empty, as `'"'.slice(1, -1)` is.
	const value = text.slice(from, to);
	// Most values (every JWE, every token we write) have no escapes: skip decoding them.
	if (!value.includes('%')) return value;
	try {
		return decodeURIComponent(value);
	} catch {
		return value;
	}
}

export function parseCookieHeader(header: string | null): Map<string, string> {
	const map = new Map<string, string>();
	if (!header) return map;
	for (const part of header.split(';')) {
		const eq = part.indexOf('=');
		if (eq < 0) continue;
		const name = part.slice(0, eq).trim();
		if (!name || map.has(name)) continue;
		map.set(name, cookieValue(part, eq + 1, part.length));
	}
	return map;
}

/** Whether a parsed pair can have this name: a name parsed from a header never holds `;` or `=`, nor starts or ends with a trimmed character. */
function isPairName(name: string): boolean {
	return !name.includes(';') && !name.includes('=') && !isTrimmed(name.charCodeAt(0)) && !isTrimmed(name.charCodeAt(name.length - 1));
}

/**
 * One cookie of a Cookie header, as `parseCookieHeader(header).get(name)` would answer, without parsing the
 * others: a browser sends every cookie of the site (analytics, preferences), and a signed-in read needs one.
 * It runs on every signed-in request, so it scans by character code around each occurrence of the name and
 * cuts one string, the value: `lastIndexOf`, `trim` and slices of a header showed up in the read's profile
 * (docs/performance.md). A name that no header can carry as such (one with `;` or `=`, or padded) takes the
 * full parse, which then finds nothing, as before.
 */
export function findCookie(header: string | null, name: string): string | undefined {
	if (!header || !name) return undefined;
	for (let at = header.indexOf(name); at >= 0; at = header.indexOf(name, at + 1)) {
		// The pair's own name: only trimmed characters between it and the previous `;` (or the start)...
		let before = at - 1;
		while (before >= 0 && isTrimmed(header.charCodeAt(before))) before--;
		if (before >= 0 && header.charCodeAt(before) !== 59) continue;
		// ...and between it and the pair's first `=`. Anywhere else it is inside another pair's name or value.
		let eq = at + name.length;
		while (eq < header.length && isTrimmed(header.charCodeAt(eq))) eq++;
		if (header.charCodeAt(eq) !== 61) continue;
		if (!isPairName(name)) return parseCookieHeader(header).get(name);
		const end = header.indexOf(';', eq);
		return cookieValue(header, eq + 1, end < 0 ? header.length : end);
	}
	return undefined;
}

export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
	let out = `${name}=${encodeURIComponent(value)}`;
	if (attributes.maxAge !== undefined) out += `; Max-Age=${Math.floor(attributes.maxAge)}`;
	if (attributes.domain) out += `; Domain=${attributes.domain}`;
	out += `; Path=${attributes.path}`;
	if (attributes.expires && attributes.maxAge !== 0) out += `; Expires=${attributes.expires.toUTCString()}`;
	if (attributes.httpOnly) out += '; HttpOnly';
	if (attributes.secure) out += '; Secure';
	out += `; SameSite=${attributes.sameSite[0].toUpperCase()}${attributes.sameSite.slice(1)}`;
	return out;
}

/** Incoming cookies plus the outgoing Set-Cookie headers of one request (last write per name wins). */
export class CookieJar {
	private readonly header: string | null;
	private parsed: Map<string, string> | undefined;
	// Created on the first write: most requests (a signed-in read) write no cookie.
	private pending: Map<string, { value: string; attributes: CookieAttributes }> | undefined;

	constructor(cookieHeader: string | null) {
		this.header = cookieHeader;
	}

	/** Every incoming cookie, parsed on first use: a read of one cookie (`get`) never needs them all. */
	get incoming(): Map<string, string> {
		return (this.parsed ??= parseCookieHeader(this.header));
	}

	get(name: string): string | undefined {
		return this.parsed ? this.parsed.get(name) : findCookie(this.header, name);
	}

	set(definition: CookieDefinition, value: string, extra: Partial<CookieAttributes> = {}): void {
		(this.pending ??= new Map()).set(definition.name, { value, attributes: { ...definition.options, ...extra } });
	}

	delete(definition: CookieDefinition): void {
		(this.pending ??= new Map()).set(definition.name, { value: '', attributes: { ...definition.options, maxAge: 0 } });
	}

	/** Reads the session cookie: the exact name, or its `.0`, `.1`, ... chunks in order (never a prefix match). */
	readChunked(definition: CookieDefinition): string | undefined {
		const whole = this.get(definition.name);
		if (whole) return whole;
		const chunks: string[] = [];
		for (let i = 0; ; i++) {
			const chunk = this.get(`${definition.name}.${i}`);
			if (!chunk) break;
			chunks.push(chunk);
		}
		return chunks.length ? chunks.join('') : undefined;
	}

	/** Writes a value under the plain name or as chunks, expiring every stale chunk the request carried. */
	writeChunked(definition: CookieDefinition, value: string, extra: Partial<CookieAttributes> = {}): void {
		this.expireIncoming(definition);
		if (value.length <= CHUNK_SIZE) {
			this.set(definition, value, extra);
			return;
		}
		for (let i = 0; i * CHUNK_SIZE < value.length; i++) {
			this.set({ ...definition, name: `${definition.name}.${i}` }, value.slice(i * CHUNK_SIZE, (i + 1) * CHUNK_SIZE), extra);
		}
	}

	/** Expires the session cookie and every chunk of it that came in. */
	deleteChunked(definition: CookieDefinition): void {
		if (!this.expireIncoming(definition)) this.delete(definition);
	}

	/** Expires the incoming cookie named by `definition` and its `.N` chunks; true when there was any. */
	private expireIncoming(definition: CookieDefinition): boolean {
		let found = false;
		for (const name of this.incoming.keys()) {
			if (name === definition.name || isChunkOf(name, definition.name)) {
				this.delete({ ...definition, name });
				found = true;
			}
		}
		return found;
	}

	hasOutgoing(): boolean {
		return this.pending !== undefined && this.pending.size > 0;
	}

	/** The Set-Cookie header values, one per cookie (never folded). */
	headers(): string[] {
		return this.pending ? [...this.pending].map(([name, { value, attributes }]) => serializeCookie(name, value, attributes)) : [];
	}

	/** Pending cookies as structured entries (for `event.cookies.set` in form actions). */
	entries(): Array<{ name: string; value: string; attributes: CookieAttributes }> {
		return this.pending ? [...this.pending].map(([name, entry]) => ({ name, ...entry })) : [];
	}

	/** Appends every pending Set-Cookie to `headers`. */
	applyTo(headers: Headers): void {
		// The common signed-in read sets nothing: no arrays for an empty jar on every response.
		if (!this.hasOutgoing()) return;
		for (const value of this.headers()) headers.append('set-cookie', value);
	}
}

function isChunkOf(name: string, base: string): boolean {
	return name.startsWith(`${base}.`) && /^\d+$/.test(name.slice(base.length + 1));
}
