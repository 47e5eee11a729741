import { expect, test, type Page } from '@playwright/test';
import { hydrated, signInWithCredentials, uniqueEmail } from './helpers.ts';

// requireUser / requireRole (docs/authorization.md) on the production build: /protected checks in its load,
// everything under /admin in the hook (the admin role), /api/me in the endpoint. What a browser gets is a
// page; what fetch() and API clients get is JSON.
// The /admin counter is one per server: these tests run in order, so "changes nothing" and "increments" never race.
test.describe.configure({ mode: 'default' });

const BROWSER = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'sec-fetch-dest': 'document' };
const FETCH = { accept: '*/*', 'sec-fetch-dest': 'empty' };

/** Signs in as a fresh mock OIDC user: signed in, but without the admin role. */
async function signInWithoutRole(page: Page) {
	await page.goto(`/signin?callbackUrl=%2F&login_hint=${encodeURIComponent(uniqueEmail('no-role'))}`);
	await hydrated(page);
	await page.getByRole('button', { name: 'Sign in with Mock OIDC' }).click();
	await page.waitForURL('/');
}

test.describe('nobody signed in', () => {
	test('a page (/protected) answers a browser with 303 to /signin, keeping the page and saying why', async ({ request }) => {
		const response = await request.get('/protected', { maxRedirects: 0, headers: BROWSER });
		expect(response.status()).toBe(303);
		expect(response.headers().location).toBe('/signin?callbackUrl=%2Fprotected&error=SessionRequired');
	});

	test('in the browser: /protected shows "Sign in to continue" on /signin, and signing in comes back', async ({ page }) => {
		await page.goto('/protected');
		await expect(page).toHaveURL('/signin?callbackUrl=%2Fprotected&error=SessionRequired');
		await expect(page.getByRole('status').filter({ hasText: 'Sign in to continue' })).toBeVisible();
		await expect(page.getByRole('alert')).toHaveCount(0);
		await hydrated(page);
		await page.getByLabel('Username', { exact: true }).fill('demo');
		await page.getByLabel('Password', { exact: true }).fill('demo');
		await page.getByRole('button', { name: 'Sign in', exact: true }).click();
		await page.waitForURL('/protected');
	});

	test('path level: an /admin page and its form action redirect browsers; the enhanced action gets kit\'s JSON redirect', async ({ request, baseURL }) => {
		const page = await request.get('/admin', { maxRedirects: 0, headers: BROWSER });
		expect(page.status()).toBe(303);
		expect(page.headers().location).toBe('/signin?callbackUrl=%2Fadmin&error=SessionRequired');

		// A browser form post gets the 303 itself...
		const action = await request.post('/admin', { maxRedirects: 0, form: {}, headers: { origin: baseURL!, ...BROWSER } });
		expect(action.status()).toBe(303);
		expect(action.headers().location).toBe('/signin?callbackUrl=%2Fadmin&error=SessionRequired');
		// ...and use:enhance's fetch (x-sveltekit-action) gets kit's JSON form of the same redirect.
		const enhanced = await request.post('/admin', {
			maxRedirects: 0,
			form: {},
			headers: { origin: baseURL!, accept: 'application/json', 'x-sveltekit-action': 'true' }
		});
		expect(await enhanced.json()).toMatchObject({ type: 'redirect', status: 303, location: '/signin?callbackUrl=%2Fadmin&error=SessionRequired' });
	});

	test('API clients and fetch() get 401 JSON, never a redirect to an HTML page: /admin/api, /api/me, a page', async ({ request }) => {
		for (const headers of [FETCH, { accept: 'application/json' }, {}] as Array<Record<string, string>>) {
			const api = await request.get('/admin/api/stats', { maxRedirects: 0, headers });
			expect(api.status()).toBe(401);
			expect(await api.json()).toEqual({ status: 401, error: 'SessionRequired', message: 'Sign in to continue.' });
		}
		// The API opened in a browser tab: no sign-in form either (redirect: false), the 401 error page.
		const tab = await request.get('/admin/api/stats', { maxRedirects: 0, headers: BROWSER });
		expect(tab.status()).toBe(401);
		expect(tab.headers()['content-type']).toContain('text/html');
		expect(await tab.text()).toContain('Sign in to continue.');
		const me = await request.get('/api/me', { maxRedirects: 0 });
		expect(me.status()).toBe(401);
		expect((await me.json()).error).toBe('SessionRequired');
		const admin = await request.get('/admin', { maxRedirects: 0, headers: FETCH });
		expect(admin.status()).toBe(401);
		expect(admin.headers()['content-type']).toContain('application/json');
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
});

test.describe('signed in without the admin role', () => {
	test('/admin is a 403 page, its action is refused and changes nothing, its API is 403 JSON', async ({ page, browser, baseURL }) => {
		// The counter as the admin sees it.
		const adminContext = await browser.newContext();
		const admin = await adminContext.newPage();
		await signInWithCredentials(admin, { callbackUrl: '/admin' });
		await admin.waitForURL('/admin');
		const before = await admin.getByTestId('admin-counter').textContent();

		await signInWithoutRole(page);
		const response = await page.goto('/admin');
		expect(response?.status()).toBe(403);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page cannot be shown');
		await expect(page.getByText('You do not have permission to open this.')).toBeVisible();

		const action = await page.request.post('/admin', { maxRedirects: 0, form: {}, headers: { origin: baseURL!, ...BROWSER } });
		expect(action.status()).toBe(403);
		const api = await page.request.get('/admin/api/stats', { headers: FETCH });
		expect(api.status()).toBe(403);
		expect(await api.json()).toEqual({ status: 403, error: 'Forbidden', message: 'You do not have permission to open this.' });

		await admin.reload();
		await expect(admin.getByTestId('admin-counter')).toHaveText(before!);
		await adminContext.close();
	});

	test('the nav offers no admin link, and a link to /admin inside the app ends on the 403 page too', async ({ page }) => {
		await signInWithoutRole(page);
		await hydrated(page);
		await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toHaveCount(0);
		// kit's client router asks for the page data; the hook answers 403, and kit loads the page from the server.
		await page.evaluate(() => {
			const link = Object.assign(document.createElement('a'), { href: '/admin', textContent: 'go' });
			document.body.append(link);
			link.click();
		});
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page cannot be shown');
		await expect(page.getByText('Error 403')).toBeVisible();
	});
});

test.describe('signed in as the admin (demo)', () => {
	test('/admin, its action and its API answer', async ({ page }) => {
		await signInWithCredentials(page, { callbackUrl: '/admin' });
		await page.waitForURL('/admin');
		await expect(page.getByTestId('admin-user')).toContainText('Demo User');
		await hydrated(page);
		const counter = page.getByTestId('admin-counter');
		const before = Number((await counter.textContent())!.replace(/\D/g, ''));
		await page.getByRole('button', { name: 'Increment' }).click();
		await expect.poll(async () => Number((await counter.textContent())!.replace(/\D/g, ''))).toBeGreaterThan(before);
		const api = await page.request.get('/admin/api/stats');
		expect(api.status()).toBe(200);
		expect(await api.json()).toEqual({ ok: true, user: 'demo@example.test' });
		await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toBeVisible();
	});

	test('/api/me answers the session, with the role the callbacks set', async ({ page }) => {
		await signInWithCredentials(page);
		await page.waitForURL('/');
		const me = await page.request.get('/api/me');
		expect(me.status()).toBe(200);
		expect((await me.json()).user).toMatchObject({ name: 'Demo User', email: 'demo@example.test', role: 'admin' });
	});
});
