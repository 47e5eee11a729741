/**
 * What a seeded fuzz of the auth routes (attacks/fuzz, docs/security.md) found answering 5xx, each kept
 * as a test through `handle`: a request's own mistake is a 4xx, whoever asks for JSON, and an authentic
 * token with an absurd expiry or odd claims is a session of the declared shape, not a 5xx.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EncryptJWT, base64url, calculateJwkThumbprint } from 'jose';
import { startMockIdp, type MockIdp } from '../../mocks/idp.ts';
import { mockOidcProvider } from '../../mocks/idp-providers.ts';
import { hkdf } from '#lib/auth/crypto/index.ts';
import { Browser, ORIGIN, SECRET, baseConfig, demoCredentials, drive, makeAuth } from './harness.ts';

const JSON_ONLY = { accept: 'application/json' };

let idp: MockIdp;
beforeAll(async () => {
	idp = await startMockIdp();
});
afterAll(() => idp.stop());

const oauthAuth = () => makeAuth(baseConfig({ providers: [demoCredentials(), mockOidcProvider(idp.issuer)] }));

describe('a callback the request got wrong is a 4xx, also as JSON', () => {
	test('no check cookies (state, PKCE, nonce): 400 JSON to a JSON client, the error page to a browser', async () => {
		const auth = oauthAuth();
		const json = await drive(auth, '/auth/callback/mock-oidc?code=x&state=y', { headers: JSON_ONLY });
		expect(json.status).toBe(400);
		expect(await json.json()).toEqual({ error: 'Configuration' });
		const page = await drive(auth, '/auth/callback/mock-oidc?code=x&state=y');
		expect(page.status).toBe(302);
		expect(page.headers.get('location')).toBe(`${ORIGIN}/auth/error?error=Configuration`);
	});

	test('a query-mode callback sent as a POST body: 400 JSON to a JSON client', async () => {
		const answer = await drive(oauthAuth(), '/auth/callback/mock-oidc', {
			method: 'POST',
			headers: { ...JSON_ONLY, 'content-type': 'application/json', origin: ORIGIN },
			body: JSON.stringify({ code: 'x', state: 'y' })
		});
		expect(answer.status).toBe(400);
		expect(await answer.json()).toEqual({ error: 'Configuration' });
	});

	test('a state that is not the one of the cookie: 400 JSON, and no session', async () => {
		const auth = oauthAuth();
		const browser = new Browser(auth);
		const start = await browser.post('/auth/signin/mock-oidc', {});
		const consent = await fetch(start.headers.get('location')!, { redirect: 'manual' });
		const back = new URL(consent.headers.get('location')!);
		back.searchParams.set('state', 'not-the-state');
		const answer = await browser.fetch(`${back.pathname}${back.search}`, { headers: JSON_ONLY });
		expect(answer.status).toBe(400);
		expect(await answer.json()).toEqual({ error: 'Configuration' });
		expect(browser.sessionCookie()).toBeUndefined();
	});
});

/** A session JWE made with the app's own secret, as the library makes it, with the claims given. */
async function authenticJwe(claims: Record<string, unknown>): Promise<string> {
	const salt = 'authjs.session-token';
	const key = await hkdf(SECRET, salt, `Auth.js Generated Encryption Key (${salt})`, 64);
	const kid = await calculateJwkThumbprint({ kty: 'oct', k: base64url.encode(key) }, 'sha512');
	const now = Math.floor(Date.now() / 1000);
	return new EncryptJWT({ iat: now, jti: crypto.randomUUID(), ...claims }).setProtectedHeader({ alg: 'dir', enc: 'A256CBC-HS512', kid }).encrypt(key);
}

describe('an authentic token with an absurd expiry', () => {
	test('exp beyond the range of a Date reads as the session, expiring at most maxAge from now', async () => {
		const token = await authenticJwe({ sub: 'u1', name: 'Demo', exp: 1e20 });
		const answer = await drive(makeAuth(), '/auth/session', { headers: { cookie: `authjs.session-token=${token}` } });
		expect(answer.status).toBe(200);
		const session = (await answer.json()) as { user: { name: string }; expires: string };
		expect(session.user.name).toBe('Demo');
		const maxAge = 30 * 24 * 60 * 60 * 1000;
		expect(Date.parse(session.expires)).toBeLessThanOrEqual(Date.now() + maxAge);
	});

	test("the app's pages read it too (locals.auth() does not fail)", async () => {
		const token = await authenticJwe({ sub: 'u1', name: 'Demo', exp: 1e20 });
		const answer = await drive(makeAuth(), '/page', { headers: { cookie: `authjs.session-token=${token}` } });
		expect(answer.status).toBe(200);
		expect(((await answer.json()) as { session: { user: { name: string } } }).session.user.name).toBe('Demo');
	});
});

describe('an authentic token whose user claims are not strings', () => {
	test('the session carries name, email and image only when they are strings, as its type declares', async () => {
		const token = await authenticJwe({ sub: 'u1', name: 12345, email: { at: 'example.test' }, picture: ['x'], exp: Math.floor(Date.now() / 1000) + 60 });
		const answer = await drive(makeAuth(), '/auth/session', { headers: { cookie: `authjs.session-token=${token}` } });
		expect(answer.status).toBe(200);
		expect(((await answer.json()) as { user: unknown }).user).toEqual({});
	});

	test('string claims pass as they are', async () => {
		const token = await authenticJwe({ sub: 'u1', name: 'Demo', email: 'demo@example.com', picture: 'https://example.com/a.png', exp: Math.floor(Date.now() / 1000) + 60 });
		const answer = await drive(makeAuth(), '/auth/session', { headers: { cookie: `authjs.session-token=${token}` } });
		expect(((await answer.json()) as { user: unknown }).user).toEqual({ name: 'Demo', email: 'demo@example.com', image: 'https://example.com/a.png' });
	});
});
