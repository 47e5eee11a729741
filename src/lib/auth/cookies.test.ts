import { describe, expect, it } from 'vitest';
import { CHUNK_SIZE, CookieJar, cookieNames, findCookie, parseCookieHeader, serializeCookie } from './cookies.ts';

describe('cookie names and flags', () => {
	it('uses __Secure- on https and __Host- for the CSRF cookie, plain names on http', () => {
		const secure = cookieNames(true);
		expect(secure.sessionToken.name).toBe('__Secure-authjs.session-token');
		expect(secure.csrfToken.name).toBe('__Host-authjs.csrf-token');
		expect(secure.sessionToken.options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/', secure: true });
		expect(cookieNames(false).webauthnChallenge.name).toBe('authjs.challenge');
	});

	it('merges app overrides per key over the defaults', () => {
		const names = cookieNames(false, { sessionToken: { name: 'sid', options: { domain: 'example.test' } } });
		expect(names.sessionToken).toEqual({ name: 'sid', options: { httpOnly: true, sameSite: 'lax', path: '/', secure: false, domain: 'example.test' } });
	});
});

describe('serialisation', () => {
	it('writes attributes in a fixed order and percent-encodes the value', () => {
		const expires = new Date('2030-01-01T00:00:00Z');
		expect(serializeCookie('a', 'x|y', { httpOnly: true, sameSite: 'lax', path: '/', secure: true, expires })).toBe(
			'a=x%7Cy; Path=/; Expires=Tue, 01 Jan 2030 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax'
		);
	});

	it('writes a deletion as Max-Age=0 without Expires', () => {
		expect(serializeCookie('a', '', { httpOnly: true, sameSite: 'lax', path: '/', secure: false, maxAge: 0, expires: new Date() })).toBe(
			'a=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax'
		);
	});

	it('parses a Cookie header, keeping the first of duplicate names and raw values that do not decode', () => {
		const map = parseCookieHeader('a=1; b=%7C; a=2; c=%E0%A4%A; d="q"');
		expect(Object.fromEntries(map)).toEqual({ a: '1', b: '|', c: '%E0%A4%A', d: 'q' });
	});
});

describe('reading one cookie without parsing the header', () => {
	// Headers where a name shows up inside another pair's name or value, twice, padded, quoted, or undecodable.
	const headers = [
		'a=1; b=%7C; a=2; c=%E0%A4%A; d="q"',
		'xa=1; a =2;a=3',
		'b=a=1; a=4',
		'a; a=5',
		' \ta\t = "6" ;',
		'token=authjs.session-token; authjs.session-token=jwe; authjs.session-token.0=chunk',
		'authjs.session-token.0=a; authjs.session-token.1=b',
		'=x; a=',
		''
	];
	const names = ['a', 'b', 'c', 'd', 'xa', 'authjs.session-token', 'authjs.session-token.0', 'authjs.session-token.1', 'missing'];

	it('answers what parsing the whole header answers, for every name of every header', () => {
		for (const header of headers) {
			const parsed = parseCookieHeader(header);
			for (const name of names) expect([header, name, findCookie(header, name)]).toEqual([header, name, parsed.get(name)]);
		}
	});

	it('agrees with a plain split-and-trim parse on 20,000 generated headers (every whitespace String#trim removes, and some it keeps)', () => {
		// The reference: split on `;`, name and value trimmed, quotes dropped, first pair wins, escapes decoded.
		const reference = (header: string, name: string): string | undefined => {
			for (const part of header.split(';')) {
				const eq = part.indexOf('=');
				if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
				let value = part.slice(eq + 1).trim();
				if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
				try {
					return decodeURIComponent(value);
				} catch {
					return value;
				}
			}
			return undefined;
		};
		const pieces = ['a', 'b', 'xa', 'a.0', '=', ';', '; ', ' ', '\t', '\u00a0', '\u2028', '\ufeff', '\u3000', '\u0085', '\u180e', '"', '%7C', '%E0', 'v'];
		let seed = 7;
		const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648) >> 8) % n;
		for (let i = 0; i < 20_000; i++) {
			let header = '';
			for (let length = next(12); length > 0; length--) header += pieces[next(pieces.length)];
			const parsed = parseCookieHeader(header);
			for (const name of ['a', 'b', 'xa', 'a.0']) {
				expect([header, name, findCookie(header, name)]).toEqual([header, name, reference(header, name)]);
				expect([header, name, parsed.get(name)]).toEqual([header, name, reference(header, name)]);
			}
		}
	});

	it('a name no parsed pair can have (with ";" or "=", or padded) is found nowhere', () => {
		for (const name of ['a;b', 'a=b', ' a', 'a\u00a0']) expect(findCookie('a;b=1; a=b=2; a=3; a\u00a0=4', name)).toBeUndefined();
	});

	it('a jar reads the same before and after it parsed the whole header', () => {
		const header = 'other=1; authjs.session-token.1=B; authjs.session-token.0=A';
		const lazy = new CookieJar(header);
		const read = lazy.readChunked(cookieNames(false).sessionToken);
		lazy.deleteChunked(cookieNames(false).sessionToken);
		expect([read, lazy.readChunked(cookieNames(false).sessionToken), lazy.get('other')]).toEqual(['AB', 'AB', '1']);
	});
});

describe('chunking of the session cookie', () => {
	const definition = cookieNames(false).sessionToken;

	it('reads the exact name or its numbered chunks in order, never another cookie sharing the prefix', () => {
		const jar = new CookieJar('authjs.session-token.1=B; authjs.session-token.0=A; authjs.session-token-x=Z');
		expect(jar.readChunked(definition)).toBe('AB');
	});

	it(`splits a value longer than ${CHUNK_SIZE} characters and expires stale chunks`, () => {
		const jar = new CookieJar('authjs.session-token.0=a; authjs.session-token.1=b; authjs.session-token.2=c');
		jar.writeChunked(definition, 'x'.repeat(CHUNK_SIZE + 10));
		const headers = jar.headers();
		expect(headers.filter((h) => h.startsWith('authjs.session-token.0=x'))).toHaveLength(1);
		expect(headers.filter((h) => h.startsWith('authjs.session-token.1=x'))).toHaveLength(1);
		expect(headers).toContain('authjs.session-token.2=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
	});

	it('writes a short value under the plain name and expires the chunks it replaces', () => {
		const jar = new CookieJar('authjs.session-token.0=a; authjs.session-token.1=b');
		jar.writeChunked(definition, 'short');
		expect(jar.headers()).toEqual([
			'authjs.session-token.0=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
			'authjs.session-token.1=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
			'authjs.session-token=short; Path=/; HttpOnly; SameSite=Lax'
		]);
	});
});
