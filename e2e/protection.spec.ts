import { expect, test } from '@playwright/test';
import { signInWithCredentials } from './helpers.ts';

test.describe('route protection answers 303 to the sign-in page', () => {
	test('page level: /protected without a session', async ({ request }) => {
		const response = await request.get('/protected', { maxRedirects: 0 });
		expect(response.status()).toBe(303);
		expect(response.headers().location).toBe('/signin?callbackUrl=%2Fprotected');
	});

	test('path level: an /admin page, its form action and an /admin/api endpoint', async ({ request, baseURL }) => {
		const page = await request.get('/admin', { maxRedirects: 0 });
		expect(page.status()).toBe(303);
		expect(page.headers().location).toBe('/signin?callbackUrl=%2Fadmin');

		// A browser form post (Accept: text/html) gets the 303 itself...
		const action = await request.post('/admin', { maxRedirects: 0, form: {}, headers: { origin: baseURL!, accept: 'text/html' } });
		expect(action.status()).toBe(303);
		expect(action.headers().location).toBe('/signin?callbackUrl=%2Fadmin');
		// ...and use:enhance's fetch gets kit's JSON form of the same redirect.
		const enhanced = await request.post('/admin', { maxRedirects: 0, form: {}, headers: { origin: baseURL!, accept: 'application/json' } });
		expect(await enhanced.json()).toMatchObject({ type: 'redirect', status: 303, location: '/signin?callbackUrl=%2Fadmin' });

		const api = await request.get('/admin/api/stats', { maxRedirects: 0 });
		expect(api.status()).toBe(303);
		expect(api.headers().location).toBe('/signin?callbackUrl=%2Fadmin%2Fapi%2Fstats');
	});

	test('an anonymous POST to the /admin action changes nothing', async ({ page, request, baseURL }) => {
		await signInWithCredentials(page);
		await page.waitForURL('/');
		await page.goto('/admin');
		const before = await page.getByTestId('admin-counter').textContent();
		await request.post('/admin', { maxRedirects: 0, form: {}, headers: { origin: baseURL! } });
		await page.reload();
		await expect(page.getByTestId('admin-counter')).toHaveText(before!);
	});

	test('signed in, /admin, its action and its API answer', async ({ page }) => {
		await signInWithCredentials(page, { callbackUrl: '/admin' });
		await page.waitForURL('/admin');
		await expect(page.getByTestId('admin-user')).toContainText('Demo User');
		const api = await page.request.get('/admin/api/stats');
		expect(api.status()).toBe(200);
		expect(await api.json()).toEqual({ ok: true, user: 'demo@example.test' });
	});

	test('/api/me is 401 JSON without a session and the session with one', async ({ page, request }) => {
		const anonymous = await request.get('/api/me');
		expect(anonymous.status()).toBe(401);
		expect(await anonymous.json()).toEqual({ error: 'Unauthorized' });
		await signInWithCredentials(page);
		await page.waitForURL('/');
		const me = await page.request.get('/api/me');
		expect(me.status()).toBe(200);
		expect((await me.json()).user).toMatchObject({ name: 'Demo User', email: 'demo@example.test' });
	});
});
