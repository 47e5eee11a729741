/**
 * The route matrix (docs/configuration.md, Routes) through the real `handle`: status, content type and
 * Location per route and method, plus the cases that must answer a clear 4xx instead of a 500.
 */
import { describe, expect, test } from 'vitest';
import GitHub from '#lib/auth/providers/github.ts';
import Passkey from '#lib/auth/providers/passkey.ts';
import { MemoryAdapter } from '#lib/auth/adapters/memory.ts';
import { sha256Hex } from '#lib/auth/crypto/index.ts';
import { MAX_BODY_BYTES } from '#lib/auth/core/body.ts';
import { Browser, ORIGIN, SECRET, baseConfig, collectingLogger, demoCredentials, drive, makeAuth, setCookies } from './harness.ts';
import { UntrustedHost } from '#lib/auth/errors.ts';

const github = () => GitHub({ clientId: 'id', clientSecret: 'secret' });
const auth = makeAuth(baseConfig({ providers: [demoCredentials(), github()] }));
const post = (body: Record<string, string> = {}, headers: Record<string, string> = {}) => ({
	method: 'POST',
	headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', ...headers },
	body: new URLSearchParams(body)
});
const type = (r: Response) => r.headers.get('content-type') ?? '';

describe('every route of the table answers as documented', () => {
	test('GET signin: the built-in HTML page with a CSRF cookie', async () => {
		const r = await drive(auth, '/auth/signin');
		expect(r.status).toBe(200);
		expect(type(r)).toMatch(/^text\/html/);
		expect(setCookies(r).map((c) => c.name)).toContain('authjs.csrf-token');
	});

	test('GET signin with a passkey provider: the form carries its options URL under basePath and the page its one inline script', async () => {
		const passkeyAuth = makeAuth(baseConfig({ providers: [Passkey()], adapter: MemoryAdapter(), experimental: { enableWebAuthn: true }, logger: collectingLogger().logger }));
		const html = await (await drive(passkeyAuth, '/auth/signin')).text();
		expect(html).toContain(`data-webauthn-options="${ORIGIN}/auth/webauthn-options/passkey"`);
		expect(html).toContain('data-webauthn-conditional');
		expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script>']);
		// Without a WebAuthn provider the page stays script-free.
		expect(await (await drive(auth, '/auth/signin')).text()).not.toContain('<script');
	});

	test('GET signin/:provider is 405 with Allow: POST (a GET must not start a sign-in)', async () => {
		const r = await drive(auth, '/auth/signin/github');
		expect(r.status).toBe(405);
		expect(r.headers.get('allow')).toBe('POST');
	});

	test('POST signin without provider redirects to the sign-in page', async () => {
		const r = await drive(auth, '/auth/signin', post());
		expect(r.status).toBe(302);
		expect(r.headers.get('location')).toBe(`${ORIGIN}/auth/signin`);
	});

	test('POST signin/github redirects to the IdP with state and PKCE cookies; query params are forwarded', async () => {
		const r = await drive(auth, '/auth/signin/github?prompt=consent', post());
		expect(r.status).toBe(302);
		const location = new URL(r.headers.get('location')!);
		expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize');
		expect(location.searchParams.get('prompt')).toBe('consent');
		expect(location.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/auth/callback/github`);
		const names = setCookies(r).map((c) => c.name);
		expect(names).toEqual(expect.arrayContaining(['authjs.pkce.code_verifier', 'authjs.state']));
	});

	test('POST signin/credentials redirects to the sign-in page (credentials post to the callback)', async () => {
		const r = await drive(auth, '/auth/signin/credentials', post());
		expect(r.headers.get('location')).toBe(`${ORIGIN}/auth/signin`);
	});

	test('GET callback/credentials is refused: 405 UnknownAction with Allow: POST, no session', async () => {
		const r = await drive(auth, '/auth/callback/credentials');
		expect(r.status).toBe(405);
		expect(r.headers.get('allow')).toBe('POST');
		expect(await r.json()).toEqual({ error: 'UnknownAction', message: 'Credentials are sent with POST' });
		expect(setCookies(r)).toEqual([]);
	});

	test('POST callback/credentials signs in and redirects to the callbackUrl', async () => {
		const r = await drive(auth, '/auth/callback/credentials', post({ username: 'demo', password: 'demo', callbackUrl: '/x' }));
		expect(r.status).toBe(302);
		expect(r.headers.get('location')).toBe(`${ORIGIN}/x`);
		expect(setCookies(r).map((c) => c.name)).toContain('authjs.session-token');
	});

	test('GET signout: the confirm page; POST signout: 302 to the callbackUrl', async () => {
		const page = await drive(auth, '/auth/signout');
		expect(page.status).toBe(200);
		expect(type(page)).toMatch(/^text\/html/);
		const r = await drive(auth, '/auth/signout', post({ callbackUrl: '/bye' }));
		expect(r.status).toBe(302);
		expect(r.headers.get('location')).toBe(`${ORIGIN}/bye`);
	});

	test('GET session: 200 JSON null with no-cache headers', async () => {
		const r = await drive(auth, '/auth/session');
		expect(r.status).toBe(200);
		expect(type(r)).toBe('application/json');
		expect(r.headers.get('cache-control')).toBe('private, no-store');
		expect(await r.json()).toBeNull();
	});

	test('POST session with a session: 200 JSON of the session', async () => {
		const browser = new Browser(auth);
		await browser.signIn();
		const r = await browser.fetch('/auth/session', { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/json' }, body: '{}' });
		expect(r.status).toBe(200);
		expect((await r.json()).user.name).toBe('Demo');
	});

	test('GET csrf: {csrfToken} whose cookie hash is sha256hex(token + secret)', async () => {
		const r = await drive(auth, '/auth/csrf');
		expect(r.status).toBe(200);
		expect(r.headers.get('cache-control')).toBe('private, no-store');
		const { csrfToken } = await r.json();
		expect(csrfToken).toMatch(/^[0-9a-f]{64}$/);
		const cookie = setCookies(r).find((c) => c.name === 'authjs.csrf-token')!;
		expect(cookie.value).toBe(`${csrfToken}|${await sha256Hex(csrfToken + SECRET)}`);
	});

	test('GET csrf with an array secret hashes with the secrets joined by ","', async () => {
		const secrets = [SECRET, `${SECRET}-old`];
		const r = await drive(makeAuth(baseConfig({ secret: secrets })), '/auth/csrf');
		const { csrfToken } = await r.json();
		const cookie = setCookies(r).find((c) => c.name === 'authjs.csrf-token')!;
		expect(cookie.value.split('|')[1]).toBe(await sha256Hex(`${csrfToken}${secrets.join(',')}`));
	});

	test('GET providers: the public map with absolute URLs and no cookies', async () => {
		const r = await drive(auth, '/auth/providers');
		expect(r.status).toBe(200);
		expect(await r.json()).toEqual({
			credentials: { id: 'credentials', name: 'Credentials', type: 'credentials', signinUrl: `${ORIGIN}/auth/signin/credentials`, callbackUrl: `${ORIGIN}/auth/callback/credentials` },
			github: { id: 'github', name: 'GitHub', type: 'oauth', signinUrl: `${ORIGIN}/auth/signin/github`, callbackUrl: `${ORIGIN}/auth/callback/github` }
		});
		expect(r.headers.getSetCookie()).toEqual([]);
	});

	test.each([
		['Configuration', 500],
		['AccessDenied', 403],
		['Verification', 403],
		['Whatever', 200]
	])('GET error?error=%s renders HTML with status %i', async (error, status) => {
		const r = await drive(auth, `/auth/error?error=${error}`);
		expect(r.status).toBe(status);
		expect(type(r)).toMatch(/^text\/html/);
	});

	test('the error page links to basePath/signin, not <request URL>/signin (Auth.js appended it to the request URL)', async () => {
		const html = await (await drive(auth, '/auth/error?error=AccessDenied')).text();
		expect(html).toContain(`href="${ORIGIN}/auth/signin"`);
		expect(html).not.toContain('AccessDenied/signin');
	});

	test('GET verify-request: the check-your-email page', async () => {
		const r = await drive(auth, '/auth/verify-request');
		expect(r.status).toBe(200);
		expect(type(r)).toMatch(/^text\/html/);
	});

	test.each(['csrf', 'providers', 'error', 'verify-request'])('POST %s is 405 with Allow: GET', async (action) => {
		const r = await drive(auth, `/auth/${action}`, post());
		expect(r.status).toBe(405);
		expect(r.headers.get('allow')).toBe('GET');
		expect(await r.json()).toMatchObject({ error: 'UnknownAction' });
	});
});

describe('clients, bad input and paths that are not ours', () => {
	test('X-Auth-Return-Redirect: 1 turns the redirect into 200 JSON {url}, cookies included', async () => {
		const r = await drive(auth, '/auth/callback/credentials', post({ username: 'demo', password: 'demo', callbackUrl: '/x' }, { 'x-auth-return-redirect': '1' }));
		expect(r.status).toBe(200);
		expect(type(r)).toBe('application/json');
		expect(await r.json()).toEqual({ url: `${ORIGIN}/x` });
		expect(setCookies(r).map((c) => c.name)).toContain('authjs.session-token');
	});

	test('X-Auth-Return-Redirect on a failed sign-in answers {url} of the sign-in page with the error, no session cookie', async () => {
		const r = await drive(auth, '/auth/callback/credentials', post({ username: 'demo', password: 'nope' }, { 'x-auth-return-redirect': '1' }));
		expect(r.status).toBe(200);
		expect(await r.json()).toEqual({ url: `${ORIGIN}/auth/signin?error=CredentialsSignin&code=credentials` });
		expect(setCookies(r).map((c) => c.name)).not.toContain('authjs.session-token');
	});

	test('no trusted origin (trustHost off, AUTH_TRUST_HOST=false, no AUTH_URL): the server refuses to start with UntrustedHost', () => {
		expect(() => makeAuth(baseConfig({ trustHost: undefined, env: { AUTH_TRUST_HOST: 'false' } }))).toThrow(UntrustedHost);
	});

	test('in dev the host is trusted by default', async () => {
		const devAuth = makeAuth(baseConfig({ trustHost: undefined }), { dev: true });
		expect((await drive(devAuth, '/auth/signin')).status).toBe(200);
	});

	test('an unknown provider id is 404 JSON InvalidProvider', async () => {
		const r = await drive(auth, '/auth/signin/nope', post());
		expect(r.status).toBe(404);
		expect(await r.json()).toMatchObject({ error: 'InvalidProvider' });
		expect((await drive(auth, '/auth/callback/nope', post())).status).toBe(404);
	});

	test('too many path segments is 400', async () => {
		expect((await drive(auth, '/auth/signin/github/extra', post())).status).toBe(400);
	});

	test.each([
		['malformed JSON', { 'content-type': 'application/json' }, '{"csrfToken":'],
		['a JSON array', { 'content-type': 'application/json' }, '[1,2]'],
		['an unsupported content type', { 'content-type': 'application/xml' }, '<a/>'],
		['invalid UTF-8', { 'content-type': 'application/x-www-form-urlencoded' }, new Uint8Array([0x61, 0x3d, 0xff, 0xfe])],
		['an oversized form', { 'content-type': 'application/x-www-form-urlencoded' }, `a=${'x'.repeat(MAX_BODY_BYTES)}`]
	])('%s is 400, never a 500', async (_name, headers, body) => {
		const r = await drive(auth, '/auth/callback/credentials', { method: 'POST', headers: { origin: ORIGIN, ...headers }, body });
		expect(r.status).toBe(400);
		expect(await r.json()).toMatchObject({ error: 'BadRequest' });
	});

	test.each(['/', '/authx/session', '/auth', '/auth/', '/auth/custom', '/auth/custom/page', '/signin'])('%s goes to resolve', async (path) => {
		const r = await drive(auth, path);
		expect(await r.json()).toEqual({ page: new URL(path, ORIGIN).pathname, session: null });
	});

	test('a custom basePath moves every route; the default path then belongs to the app', async () => {
		const custom = makeAuth(baseConfig({ basePath: '/api/auth' }));
		expect(await (await drive(custom, '/api/auth/session')).json()).toBeNull();
		expect(await (await drive(custom, '/auth/session')).json()).toEqual({ page: '/auth/session', session: null });
		const r = await drive(custom, '/api/auth/callback/credentials', post({ username: 'demo', password: 'nope' }));
		expect(r.headers.get('location')).toBe(`${ORIGIN}/api/auth/signin?error=CredentialsSignin&code=credentials`);
	});

	test("kit's paths.base prefixes the default basePath", async () => {
		const based = makeAuth(baseConfig(), { base: '/app' });
		expect((await drive(based, '/app/auth/providers')).status).toBe(200);
		expect(await (await drive(based, '/auth/providers')).json()).toEqual({ page: '/auth/providers', session: null });
	});

	test('pages.signIn that already has a query gets "&", not a second "?"', async () => {
		const custom = makeAuth(baseConfig({ pages: { signIn: '/login?theme=dark' } }));
		const failed = await drive(custom, '/auth/callback/credentials', post({ username: 'demo', password: 'nope' }));
		expect(failed.headers.get('location')).toBe(`${ORIGIN}/login?theme=dark&error=CredentialsSignin&code=credentials`);
		const page = await drive(custom, '/auth/signin?callbackUrl=/x');
		expect(page.status).toBe(302);
		expect(page.headers.get('location')).toBe(`/login?theme=dark&callbackUrl=${encodeURIComponent(`${ORIGIN}/x`)}`);
	});

	test('pages.error receives the error type', async () => {
		const failing = demoCredentials({ authorize: () => { throw new Error('database down'); } });
		const custom = makeAuth(baseConfig({ pages: { error: '/oops' }, providers: [failing] }));
		const r = await drive(custom, '/auth/callback/credentials', post({ username: 'demo', password: 'demo' }));
		expect(r.headers.get('location')).toBe(`${ORIGIN}/oops?error=Configuration`);
	});
});
