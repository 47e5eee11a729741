import { expect, test } from './fixtures.ts';

test.describe('shared caches: nothing signed-in is cacheable by a CDN or proxy', () => {
	test('auth routes answer private, no-store: the credentials 302 that sets the session cookie, the providers list, the session JSON', async ({ request, baseURL }) => {
		const signIn = await request.post('/auth/callback/credentials', {
			form: { username: 'demo', password: 'demo' },
			headers: { origin: baseURL! },
			maxRedirects: 0
		});
		expect(signIn.status()).toBe(302);
		expect(signIn.headers()['set-cookie']).toContain('session-token');
		expect(signIn.headers()['cache-control']).toBe('private, no-store');
		// /auth/signin answers a redirect to the app's own page (pages.signIn): the redirect itself is the auth route's answer.
		for (const path of ['/auth/providers', '/auth/session', '/auth/signin', '/auth/csrf']) {
			expect((await request.get(path, { maxRedirects: 0 })).headers()['cache-control'], path).toBe('private, no-store');
		}
	});

	test.describe('signed in', () => {
		test.use({ user: { id: 'cache-user', name: 'Cache User', email: 'cache-user@example.test' } });

		test("the app's pages and /api/me that read the session are private and vary on Cookie", async ({ page }) => {
			for (const path of ['/', '/api/me', '/account']) {
				const response = await page.request.get(path);
				expect(response.status(), path).toBe(200);
				expect(response.headers()['cache-control'], path).toMatch(/^private/);
				expect(response.headers()['vary'], path).toMatch(/(^|,\s*)Cookie(\s*,|$)/i);
			}
		});
	});
});

test.describe('crafted requests get a 4xx, never a 5xx', () => {
	for (const [path, body] of [
		['/signin?/default', { providerId: 'credentials', username: 'demo', password: 'demo' }],
		['/signout?/default', {}],
		['/signout?%2Fdefault=x', {}]
	] as const) {
		test(`POST ${path} (naming the default form action) is 400, not SvelteKit's 500`, async ({ request, baseURL }) => {
			const response = await request.post(path, { form: body, headers: { origin: baseURL! }, maxRedirects: 0 });
			expect(response.status()).toBe(400);
		});
	}

	test('a query-mode OAuth callback whose parameters arrive as a JSON body is refused on the error page, and signs nobody in', async ({ page, baseURL }) => {
		// Start a real sign-in, stop at the IdP's answer, and send its code and state as JSON instead.
		const start = await page.request.post('/auth/signin/mock-oidc', { form: {}, headers: { origin: baseURL! }, maxRedirects: 0 });
		const consent = await page.request.get(start.headers().location, { maxRedirects: 0 });
		const back = new URL(consent.headers().location);
		const forged = await page.request.post('/auth/callback/mock-oidc', {
			data: Object.fromEntries(back.searchParams),
			headers: { origin: baseURL! },
			maxRedirects: 0
		});
		expect(forged.status()).toBe(302);
		expect(forged.headers().location).toBe(`${baseURL}/signin?error=Configuration`);
		expect(await (await page.request.get('/auth/session')).json()).toBeNull();
	});
});
