/**
 * Generated URLs and origin checks come from the origin SvelteKit resolved (`event.url`) or from AUTH_URL,
 * never from a header the client sends: with `trustHost` on too, `X-Forwarded-Host` and `-Proto` move no
 * e-mail link, no redirect_uri, no URL of the providers list or of a page, no accepted callbackUrl, and no
 * CSRF comparison.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startMockIdp, type MockIdp } from '../../mocks/idp.ts';
import { mockOidcProvider } from '../../mocks/idp-providers.ts';
import { MemoryAdapter } from '#lib/auth/adapters/memory.ts';
import { MemoryClaimStore } from '#lib/auth/stores/claims.ts';
import type { EmailConfig } from '#lib/auth/providers/types.ts';
import { Browser, ORIGIN, baseConfig, demoCredentials, drive, makeAuth } from './harness.ts';

const EVIL = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', forwarded: 'host=evil.example;proto=https' };
const EVIL_LIST = { 'x-forwarded-host': 'evil.example, app.test' };

let idp: MockIdp;
beforeAll(async () => {
	idp = await startMockIdp();
});
afterAll(() => idp.stop());

/** Every http(s) URL in a text. */
const urlsIn = (text: string) => [...text.matchAll(/https?:\/\/[^\s"'<>&]+/g)].map((m) => new URL(m[0].replace(/&amp;$/, '')));

function emailWorld(env: Record<string, string> = {}) {
	const sent: string[] = [];
	const email: EmailConfig = { id: 'email', name: 'Email', type: 'email', sendVerificationRequest: ({ url }) => void sent.push(url) };
	const auth = makeAuth(
		baseConfig({ env, adapter: MemoryAdapter(), claimStore: MemoryClaimStore(), session: { strategy: 'jwt' }, providers: [email, demoCredentials(), mockOidcProvider(idp.issuer)] })
	);
	return { auth, sent };
}

describe.each([
	['trustHost on, event.url is the origin', {}, ORIGIN],
	['AUTH_URL set', { AUTH_URL: 'https://auth.example.com/some/path' }, 'https://auth.example.com']
])('%s: forwarded headers never reach a generated URL', (_name, env, origin) => {
	test.each([EVIL, EVIL_LIST])('the e-mail link points at the trusted origin (headers %j)', async (headers) => {
		const { auth, sent } = emailWorld(env);
		const r = await new Browser(auth).post('/auth/signin/email', { email: 'victim@example.test' }, { origin, ...headers });
		expect(r.status).toBe(302);
		expect(new URL(sent[0]!).origin).toBe(origin);
		expect(new URL(r.headers.get('location')!).origin).toBe(origin);
	});

	test('the OAuth redirect_uri, the providers list and the sign-in page name the trusted origin only', async () => {
		const { auth } = emailWorld(env);
		const browser = new Browser(auth);
		const start = await browser.post('/auth/signin/mock-oidc', {}, { origin, ...EVIL });
		expect(new URL(new URL(start.headers.get('location')!).searchParams.get('redirect_uri')!).origin).toBe(origin);
		const providers = await (await drive(auth, '/auth/providers', { headers: EVIL })).text();
		expect(urlsIn(providers).map((u) => u.origin)).toEqual(expect.arrayContaining([origin]));
		expect(providers).not.toContain('evil.example');
		const page = await (await drive(auth, '/auth/signin', { headers: EVIL })).text();
		expect(page).not.toContain('evil.example');
		expect(urlsIn(page).every((u) => u.origin === origin || u.hostname.endsWith('example.test') || u.hostname === '127.0.0.1')).toBe(true);
	});

	test('a callbackUrl on the forwarded host is foreign: it falls back to the trusted origin', async () => {
		const { auth } = emailWorld(env);
		const r = await new Browser(auth).post('/auth/callback/credentials', { username: 'demo', password: 'demo', callbackUrl: 'https://evil.example/steal' }, { origin, ...EVIL });
		expect(r.headers.get('location')).toBe(origin);
	});

	test('the CSRF check compares Origin with the trusted origin: an attacker origin with a matching forwarded host is refused', async () => {
		const { auth } = emailWorld(env);
		const r = await new Browser(auth).post('/auth/callback/credentials', { username: 'demo', password: 'demo' }, { origin: 'https://evil.example', ...EVIL });
		expect(r.status).toBe(403);
		expect(await r.json()).toMatchObject({ error: 'MissingCSRF' });
	});
});

describe('shared caches', () => {
	test('every auth route answers Cache-Control: private, no-store (the credentials 302 that sets the session cookie too)', async () => {
		const auth = makeAuth();
		const browser = new Browser(auth);
		const answers = [
			await browser.signIn(),
			await browser.fetch('/auth/providers'),
			await browser.fetch('/auth/session'),
			await browser.fetch('/auth/signin'),
			await browser.fetch('/auth/csrf'),
			await browser.fetch('/auth/error?error=Configuration'),
			await browser.fetch('/auth/signin/a/b')
		];
		for (const r of answers) expect(r.headers.get('cache-control'), r.url).toBe('private, no-store');
	});

	test('an app response that read the session is private and varies on Cookie; one that did not is left alone', async () => {
		const auth = makeAuth();
		const browser = new Browser(auth);
		await browser.signIn();
		const read = await browser.fetch('/page');
		expect(read.headers.get('cache-control')).toBe('private');
		expect(read.headers.get('vary')).toBe('Cookie');
		const untouched = await browser.fetch('/static', {}, () => new Response('public'));
		expect(untouched.headers.get('cache-control')).toBeNull();
		expect(untouched.headers.get('vary')).toBeNull();
	});

	test("the app's own Cache-Control wins (a page that is really public), and an existing Vary keeps its values", async () => {
		const auth = makeAuth();
		const browser = new Browser(auth);
		await browser.signIn();
		const r = await browser.fetch('/public-but-reads', {}, async (event) => {
			await event.locals.auth();
			return new Response('x', { headers: { 'cache-control': 'public, max-age=60', vary: 'Accept-Encoding' } });
		});
		expect(r.headers.get('cache-control')).toBe('public, max-age=60');
		expect(r.headers.get('vary')).toBe('Accept-Encoding, Cookie');
	});
});

describe('crafted requests get a 4xx, never a 5xx', () => {
	test.each(['?/default', '?%2Fdefault=x', '?a=1&/default', '?/default&/other'])('POST /signin%s (naming the default action) is 400 from handle', async (query) => {
		const auth = makeAuth();
		let reachedKit = false;
		const r = await drive(auth, `/signin${query}`, { method: 'POST', body: new URLSearchParams({ x: '1' }) }, () => ((reachedKit = true), new Response('kit')));
		expect(r.status).toBe(400);
		expect(reachedKit).toBe(false);
	});

	test('a named action other than default, and a GET with ?/default, reach the app', async () => {
		const auth = makeAuth();
		const kit = () => new Response('kit');
		expect((await drive(auth, '/signin?/other', { method: 'POST', body: 'x=1' }, kit)).status).toBe(200);
		expect((await drive(auth, '/signin?/default', {}, kit)).status).toBe(200);
		expect((await drive(auth, '/signin?/other&/default', { method: 'POST', body: 'x=1' }, kit)).status).toBe(200);
	});

	test('a query-mode OAuth callback whose parameters arrive as a JSON POST body is refused on the error page, no session', async () => {
		const auth = makeAuth(baseConfig({ providers: [mockOidcProvider(idp.issuer)] }));
		const browser = new Browser(auth);
		const start = await browser.post('/auth/signin/mock-oidc', {});
		const consent = await fetch(start.headers.get('location')!, { redirect: 'manual' });
		const back = new URL(consent.headers.get('location')!);
		const r = await browser.fetch('/auth/callback/mock-oidc', {
			method: 'POST',
			headers: { 'content-type': 'application/json', origin: ORIGIN },
			body: JSON.stringify(Object.fromEntries(back.searchParams))
		});
		expect(r.status).toBe(302);
		expect(r.headers.get('location')).toBe(`${ORIGIN}/auth/error?error=Configuration`);
		expect(browser.sessionCookie()).toBeUndefined();
		// The same parameters where the response mode puts them (the query of a GET) still sign in.
		const ok = await browser.fetch(`${back.pathname}${back.search}`);
		expect(ok.headers.get('location')).toBe(`${ORIGIN}/`);
		expect(browser.sessionCookie()).toBeDefined();
	});
});
