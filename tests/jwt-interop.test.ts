/**
 * Auth.js interop oracle: session JWEs made by @auth/core (devDependency only,
 * never imported by the library) decode in ours and ours decode in theirs, with the same `kid` and
 * `enc`, including secret rotation. Users migrating with the same secret therefore stay signed in.
 */
import { describe, expect, test } from 'vitest';
import { decodeProtectedHeader } from 'jose';
import { decode as authjsDecode, encode as authjsEncode, getToken } from '@auth/core/jwt';
import { decode, encode } from '#lib/auth/crypto/jwt.ts';
import { Browser, baseConfig, drive, makeAuth } from './handle/harness.ts';

const NEW = 'the-new-secret-that-is-at-least-32-characters';
const OLD = 'the-old-secret-that-is-at-least-32-characters';
const salt = 'authjs.session-token';
const claims = { sub: 'u1', name: 'Ada', email: 'ada@example.com' };

/** Auth.js's decode throws when no secret matches; as a cookie reader it means "no session". */
const theirs = (token: string, secret: string | string[]) => authjsDecode({ token, secret, salt }).catch(() => null);

describe('session JWE interop with @auth/core', () => {
	test('a token encoded by @auth/core decodes in ours', async () => {
		const token = await authjsEncode({ token: claims, secret: NEW, salt });
		expect(await decode({ token, secret: NEW, salt })).toMatchObject(claims);
	});

	test('a token encoded by ours decodes in @auth/core', async () => {
		const token = await encode({ token: claims, secret: NEW, salt });
		expect(await theirs(token, NEW)).toMatchObject(claims);
	});

	test('both use alg dir, enc A256CBC-HS512 and the same kid for the same secret and salt', async () => {
		const ours = decodeProtectedHeader(await encode({ token: claims, secret: NEW, salt }));
		const auth = decodeProtectedHeader(await authjsEncode({ token: claims, secret: NEW, salt }));
		expect(ours).toEqual({ alg: 'dir', enc: 'A256CBC-HS512', kid: auth.kid });
		expect(auth).toMatchObject({ alg: 'dir', enc: 'A256CBC-HS512' });
	});

	test('iat, exp (iat + maxAge) and jti are set as @auth/core sets them', async () => {
		const payload = (await theirs(await encode({ token: claims, secret: NEW, salt, maxAge: 3600 }), NEW))!;
		expect(payload.exp! - payload.iat!).toBe(3600);
		expect(typeof payload.jti).toBe('string');
	});

	test('the salt (cookie name) is part of the key: __Secure- tokens decode only under their own name', async () => {
		const secureSalt = '__Secure-authjs.session-token';
		const token = await authjsEncode({ token: claims, secret: NEW, salt: secureSalt });
		expect(await decode({ token, secret: NEW, salt: secureSalt })).toMatchObject(claims);
		expect(await decode({ token, secret: NEW, salt })).toBeNull();
	});
});

describe('secret rotation ([new, old]) both ways', () => {
	test('a token of @auth/core with the old secret decodes in ours with [new, old]', async () => {
		const token = await authjsEncode({ token: claims, secret: OLD, salt });
		expect(await decode({ token, secret: [NEW, OLD], salt })).toMatchObject(claims);
	});

	test('a token of ours with the old secret decodes in @auth/core with [new, old]', async () => {
		const token = await encode({ token: claims, secret: OLD, salt });
		expect(await theirs(token, [NEW, OLD])).toMatchObject(claims);
	});

	test('with [new, old] both encrypt with the new secret: the kids match and each decodes the other', async () => {
		const ours = await encode({ token: claims, secret: [NEW, OLD], salt });
		const auth = await authjsEncode({ token: claims, secret: [NEW, OLD], salt });
		expect(decodeProtectedHeader(ours).kid).toBe(decodeProtectedHeader(auth).kid);
		expect(await theirs(ours, NEW)).toMatchObject(claims);
		expect(await decode({ token: auth, secret: NEW, salt })).toMatchObject(claims);
	});

	test('a token made with the new secret does not decode with [old], in ours or in @auth/core', async () => {
		const ours = await encode({ token: claims, secret: [NEW, OLD], salt });
		const auth = await authjsEncode({ token: claims, secret: NEW, salt });
		expect(await decode({ token: auth, secret: [OLD], salt })).toBeNull();
		expect(await theirs(ours, [OLD])).toBeNull();
	});
});

describe('cookies written by handle and by Auth.js are interchangeable', () => {
	test("Auth.js's getToken reads the session cookie our handle wrote", async () => {
		const browser = new Browser(makeAuth(baseConfig({ secret: NEW })));
		await browser.signIn();
		const req = new Request('http://app.test/', { headers: { cookie: browser.cookieHeader() } });
		expect(await getToken({ req, secret: NEW, secureCookie: false })).toMatchObject({ sub: 'u1', name: 'Demo' });
	});

	test("Auth.js's getToken reads a chunked session cookie our handle wrote", async () => {
		const auth = makeAuth(baseConfig({ secret: NEW, callbacks: { jwt: ({ token }) => ({ ...token, blob: 'x'.repeat(9000) }) } }));
		const browser = new Browser(auth);
		await browser.signIn();
		expect(browser.jar.has('authjs.session-token.1')).toBe(true);
		const req = new Request('http://app.test/', { headers: { cookie: browser.cookieHeader() } });
		expect(await getToken({ req, secret: NEW, secureCookie: false })).toMatchObject({ sub: 'u1', blob: 'x'.repeat(9000) });
	});

	test('a user signed in by Auth.js stays signed in after the switch (same secret, rotated in as old)', async () => {
		const token = await authjsEncode({ token: claims, secret: OLD, salt });
		const r = await drive(makeAuth(baseConfig({ secret: [NEW, OLD] })), '/', { headers: { cookie: `${salt}=${token}` } });
		expect((await r.json()).session.user).toEqual({ name: 'Ada', email: 'ada@example.com' });
	});
});
