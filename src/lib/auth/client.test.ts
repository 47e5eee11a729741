import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { configureClient, getSession, signIn, signOut, update } from './client.ts';

/** What the local auth server saw. */
interface Seen {
	method: string;
	url: string;
	headers: IncomingMessage['headers'];
	body: string;
}

const seen: Seen[] = [];
/** Reply of the local server per path (without query); default: a JSON redirect to /done. */
const replies = new Map<string, { status: number; body: string; type?: string }>();
let server: Server;
let origin: string;

// The client reads window.location; in node a plain object stands in for it and records navigation.
const browser = { location: { href: '', origin: 'http://app.test', reloads: 0, reload() { this.reloads++; } } };

beforeAll(async () => {
	server = createServer(async (req, res) => {
		let body = '';
		for await (const chunk of req) body += chunk;
		seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
		const reply = replies.get(req.url!.split('?')[0]) ?? { status: 200, body: JSON.stringify({ url: 'http://app.test/done' }) };
		res.writeHead(reply.status, { 'Content-Type': reply.type ?? 'application/json' }).end(reply.body);
	});
	await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
	origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	(globalThis as { window?: unknown }).window = browser;
});

afterAll(async () => {
	delete (globalThis as { window?: unknown }).window;
	await new Promise((ok) => server.close(ok));
});

beforeEach(() => {
	seen.length = 0;
	replies.clear();
	browser.location.href = 'http://app.test/current?x=1';
	browser.location.reloads = 0;
	// A trailing slash is tolerated; an absolute base lets node's fetch reach the local server.
	configureClient({ basePath: `${origin}/auth/` });
});

describe('client signIn', () => {
	test('OAuth posts the form to <basePath>/signin/<id> with X-Auth-Return-Redirect and authorizationParams in the query', async () => {
		const result = await signIn('github', { redirectTo: '/account', redirect: false }, { prompt: 'consent' });
		expect(seen[0]).toMatchObject({ method: 'POST', url: '/auth/signin/github?prompt=consent', body: 'callbackUrl=%2Faccount' });
		expect(seen[0].headers['x-auth-return-redirect']).toBe('1');
		expect(seen[0].headers['content-type']).toBe('application/x-www-form-urlencoded');
		expect(result).toEqual({ error: undefined, code: undefined, status: 200, ok: true, url: 'http://app.test/done' });
	});

	test('the id "credentials" posts its fields to <basePath>/callback/<id>', async () => {
		await signIn('credentials', { username: 'demo', password: 'p w', redirect: false });
		expect(seen[0].url).toBe('/auth/callback/credentials');
		expect(Object.fromEntries(new URLSearchParams(seen[0].body))).toEqual({
			callbackUrl: 'http://app.test/current?x=1',
			username: 'demo',
			password: 'p w'
		});
	});

	test('type "credentials" routes a custom id to the callback route and is not posted', async () => {
		await signIn('password', { type: 'credentials', username: 'demo', redirect: false }, 'a=1');
		expect(seen[0].url).toBe('/auth/callback/password?a=1');
		expect(new URLSearchParams(seen[0].body).has('type')).toBe(false);
	});

	test('an error answer yields ok false, the error type, the code and url null', async () => {
		replies.set('/auth/callback/credentials', {
			status: 200,
			body: JSON.stringify({ url: 'http://app.test/auth/signin?error=CredentialsSignin&code=bad_pw' })
		});
		const result = await signIn('credentials', { username: 'demo', password: 'x', redirect: false });
		expect(result).toEqual({ error: 'CredentialsSignin', code: 'bad_pw', status: 200, ok: false, url: null });
	});

	test('a non-JSON failure (e.g. 403 from the CSRF check) is a result, never a navigation', async () => {
		replies.set('/auth/signin/github', { status: 403, body: 'Forbidden', type: 'text/plain' });
		const result = await signIn('github');
		expect(result).toEqual({ error: undefined, code: undefined, status: 403, ok: false, url: null });
		expect(browser.location.href).toBe('http://app.test/current?x=1');
	});

	test('by default the browser navigates to the URL the server answered', async () => {
		expect(await signIn('github')).toBeUndefined();
		expect(browser.location.href).toBe('http://app.test/done');
	});

	test('a URL with a fragment also reloads, since assigning it alone would not load the page', async () => {
		replies.set('/auth/signin/github', { status: 200, body: JSON.stringify({ url: 'http://app.test/current?x=1#top' }) });
		await signIn('github');
		expect(browser.location.reloads).toBe(1);
	});

	test('without a provider the browser goes to the sign-in page with the callbackUrl', async () => {
		await signIn(undefined, { redirectTo: '/after' });
		expect(seen).toHaveLength(0);
		expect(browser.location.href).toBe(`${origin}/auth/signin?callbackUrl=%2Fafter`);
	});
});

describe('client signOut, update, getSession', () => {
	test('signOut posts callbackUrl to <basePath>/signout and returns the url with redirect false', async () => {
		const result = await signOut({ redirectTo: '/bye', redirect: false });
		expect(seen[0]).toMatchObject({ method: 'POST', url: '/auth/signout', body: 'callbackUrl=%2Fbye' });
		expect(seen[0].headers['x-auth-return-redirect']).toBe('1');
		expect(result).toEqual({ url: 'http://app.test/done' });
	});

	test('signOut navigates by default', async () => {
		await signOut();
		expect(browser.location.href).toBe('http://app.test/done');
	});

	test('update posts {data} as JSON to <basePath>/session and returns the new session', async () => {
		const session = { user: { name: 'New' }, expires: '2030-01-01T00:00:00.000Z' };
		replies.set('/auth/session', { status: 200, body: JSON.stringify(session) });
		expect(await update({ name: 'New' })).toEqual(session);
		expect(seen[0]).toMatchObject({ method: 'POST', url: '/auth/session', body: '{"data":{"name":"New"}}' });
		expect(seen[0].headers['content-type']).toBe('application/json');
	});

	test('update returns null when the server refuses (400 null)', async () => {
		replies.set('/auth/session', { status: 400, body: 'null' });
		expect(await update({ name: 'x' })).toBeNull();
	});

	test('getSession reads <basePath>/session with GET', async () => {
		replies.set('/auth/session', { status: 200, body: 'null' });
		expect(await getSession()).toBeNull();
		expect(seen[0]).toMatchObject({ method: 'GET', url: '/auth/session' });
	});
});

test('the client entry stays within 1 KB minified and gzipped', async () => {
	const out = await build({
		configFile: false,
		logLevel: 'silent',
		build: { write: false, minify: true, lib: { entry: new URL('./client.ts', import.meta.url).pathname, formats: ['es'], fileName: 'client' } }
	});
	const [result] = Array.isArray(out) ? out : [out];
	const chunk = 'output' in result ? result.output[0] : null;
	if (!chunk || chunk.type !== 'chunk') throw new Error('no chunk produced');
	expect(chunk.imports).toEqual([]);
	expect(chunk.code).toContain('X-Auth-Return-Redirect');
	expect(gzipSync(chunk.code).length).toBeLessThanOrEqual(1024);
});
