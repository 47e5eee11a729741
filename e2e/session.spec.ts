import { expect, signInAs, test } from './fixtures.ts';
import { hydrated, uniqueEmail } from './helpers.ts';

test.describe('the session', () => {
	test('update() from the client changes the session name everywhere', async ({ page }) => {
		// A user of its own (via the mock IdP): renaming the shared demo user would race the other tests.
		await page.goto(`/signin?callbackUrl=%2Faccount&login_hint=${encodeURIComponent(uniqueEmail('rename'))}`);
		await hydrated(page);
		await page.getByRole('button', { name: 'Sign in with Mock OIDC' }).click();
		await page.waitForURL('/account');
		await hydrated(page);
		const name = `Renamed ${Date.now() % 10000}`;
		await page.getByRole('textbox', { name: 'Display name' }).fill(name);
		await page.getByRole('button', { name: 'Save name' }).click();
		await expect(page.getByTestId('name-saved')).toBeVisible();
		await expect(page.getByTestId('nav-user')).toHaveText(name);
		await page.goto('/');
		await expect(page.getByTestId('user-name')).toHaveText(name);
		const session = await (await page.request.get('/auth/session')).json();
		expect(session.user.name).toBe(name);
	});

	test('update() ignores data the callbacks do not accept', async ({ page, context, baseURL }) => {
		const email = uniqueEmail('update-ignored');
		await signInAs(context, { name: 'Kept Name', email });
		const before = (await (await page.request.get('/auth/session')).json()).user;
		const response = await page.request.post('/auth/session', {
			data: { data: { name: '', email: 'attacker@evil.test' } },
			headers: { origin: baseURL! }
		});
		expect(response.status()).toBe(200);
		const session = await response.json();
		expect(session.user).toMatchObject({ name: 'Kept Name', email });
		expect(before.name).toBe('Kept Name');
	});

	test('a signed-in page view sets no new session cookie while updateAge is not due', async ({ page, context }) => {
		await signInAs(context, { name: 'Quiet Reader', email: uniqueEmail('quiet-reader') });
		const response = await page.request.get('/protected');
		expect(response.status()).toBe(200);
		const setCookie = response.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie');
		expect(setCookie.filter((h) => h.value.includes('session-token'))).toEqual([]);
	});

	test('the session JSON endpoint and providers endpoint answer as Auth.js does', async ({ request }) => {
		const session = await request.get('/auth/session');
		expect(session.status()).toBe(200);
		expect(session.headers()['cache-control']).toContain('no-store');
		expect(await session.json()).toBeNull();
		const providers = await (await request.get('/auth/providers')).json();
		expect(Object.keys(providers)).toEqual(expect.arrayContaining(['credentials', 'mock-oidc', 'mock-oauth', 'nodemailer', 'passkey']));
		expect(providers['mock-oidc'].callbackUrl).toMatch(/\/auth\/callback\/mock-oidc$/);
	});
});
