import { expect, sessionFor, signInAs, test } from './fixtures.ts';
import { signInWithCredentials } from './helpers.ts';

// Tests that only need "a signed-in user" start signed in through the test helper (e2e/fixtures.ts).
const USER = { id: 'security-user', name: 'Security User', email: 'security-user@example.test' };

test.describe('cross-site requests and open redirects', () => {
	test('a cross-site POST to sign out is refused with 403 and the session survives', async ({ page, context }) => {
		await signInAs(context, USER);
		const response = await page.request.post('/auth/signout', {
			form: { callbackUrl: '/' },
			headers: { origin: 'http://evil.test' },
			maxRedirects: 0
		});
		expect(response.status()).toBe(403);
		const session = await page.request.get('/auth/session');
		expect((await session.json())?.user?.name).toBe(USER.name);
	});

	test('a cross-site JSON session update is refused with 403', async ({ page, context }) => {
		await signInAs(context, USER);
		const response = await page.request.post('/auth/session', {
			data: { data: { name: 'Mallory' } },
			headers: { origin: 'http://evil.test' }
		});
		expect(response.status()).toBe(403);
		expect((await (await page.request.get('/auth/session')).json()).user.name).toBe(USER.name);
	});

	for (const target of ['https://evil.test/', '//evil.test/x', '/\\evil.test', '%2F%2Fevil.test', 'javascript:alert(1)']) {
		test(`callbackUrl ${JSON.stringify(target)} falls back to this origin`, async ({ page, baseURL }) => {
			const url = `/auth/callback/credentials`;
			const response = await page.request.post(url, {
				form: { username: 'demo', password: 'demo', callbackUrl: decodeURIComponent(target) },
				headers: { origin: baseURL! },
				maxRedirects: 0
			});
			expect(response.status()).toBe(302);
			expect(new URL(response.headers().location).origin).toBe(baseURL);
		});
	}

	test('the sign-in form action refuses a foreign redirectTo too', async ({ page, baseURL }) => {
		await signInWithCredentials(page, { callbackUrl: 'https://evil.test/phish' });
		await page.waitForURL((url) => url.origin === baseURL);
		expect(new URL(page.url()).origin).toBe(baseURL);
	});

	test('unknown provider, unknown method and malformed bodies get clear 4xx answers', async ({ request, baseURL }) => {
		const unknown = await request.post('/auth/signin/nope', { form: {}, headers: { origin: baseURL! }, maxRedirects: 0 });
		expect(unknown.status()).toBe(404);
		expect(await unknown.json()).toMatchObject({ error: 'InvalidProvider' });
		const wrongMethod = await request.delete('/auth/session', { headers: { origin: baseURL! } });
		expect(wrongMethod.status()).toBe(405);
		const tooBig = await request.post('/auth/callback/credentials', {
			data: 'x='.padEnd(70_000, 'y'),
			headers: { origin: baseURL!, 'content-type': 'application/x-www-form-urlencoded' }
		});
		expect(tooBig.status()).toBe(400);
		const badJson = await request.post('/auth/session', { data: '{"data":', headers: { origin: baseURL!, 'content-type': 'application/json' } });
		expect(badJson.status()).toBe(400);
	});

	test('tampered and truncated session cookies read as signed out, never a 500', async ({ page, context, baseURL }) => {
		await signInAs(context, USER);
		expect((await page.request.get('/api/me')).status()).toBe(200);
		const cookies = await context.cookies();
		const session = cookies.find((c) => c.name === 'authjs.session-token')!;
		// The genuine token was just read (under jwt, the decode cache holds it): a copy with one character in
		// the middle changed (a JWE's ciphertext) keeps the last 12 characters, the cache's key, and must still
		// be decrypted (or looked up), and refused.
		const middle = session.value.length >> 1;
		const sameKey = `${session.value.slice(0, middle)}${session.value[middle] === 'A' ? 'B' : 'A'}${session.value.slice(middle + 1)}`;
		expect([sameKey === session.value, sameKey.slice(-12)]).toEqual([false, session.value.slice(-12)]);
		for (const value of [sameKey, session.value.slice(0, -5) + 'AAAAA', session.value.slice(0, 40), 'not-a-token']) {
			await context.addCookies([{ ...session, value }]);
			const response = await page.request.get('/api/me');
			expect(response.status()).toBe(401);
			const home = await page.request.get('/');
			expect(home.status()).toBe(200);
		}
		expect(baseURL).toBeTruthy();
	});

	test('a new session cookie read by twenty requests at once: each is signed in, and same-key forgeries among them are refused', async ({ playwright, baseURL }) => {
		// Issued outside the server, so these requests are its first reads of the token (under jwt, concurrent
		// first reads share one decrypt: a forgery that keeps the cache key must neither join it nor be joined).
		const session = await sessionFor(test.info().project.name, baseURL!, USER);
		const { name, value } = session.cookies.find((c) => c.name.endsWith('session-token'))!;
		const middle = value.length >> 1;
		const forged = `${value.slice(0, middle)}${value[middle] === 'A' ? 'B' : 'A'}${value.slice(middle + 1)}`;
		const sent = Array.from({ length: 20 }, (_, i) => (i % 2 ? forged : value));
		const api = await playwright.request.newContext({ baseURL });
		try {
			const statuses = await Promise.all(sent.map((v) => api.get('/api/me', { headers: { cookie: `${name}=${v}` } }).then((r) => r.status())));
			expect(statuses).toEqual(sent.map((v) => (v === value ? 200 : 401)));
		} finally {
			await api.dispose();
		}
	});
});
