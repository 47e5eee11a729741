import { expect, test, type Page } from '@playwright/test';
import { hydrated, uniqueEmail } from './helpers.ts';
import { IDP_URL } from './servers.ts';

async function signInWith(page: Page, provider: 'Mock OIDC' | 'Mock OAuth' | 'Mock Entra ID', email: string, callbackUrl = '/protected', js = true) {
	await page.goto(`/signin?callbackUrl=${encodeURIComponent(callbackUrl)}&login_hint=${encodeURIComponent(email)}`);
	if (js) await hydrated(page);
	await page.getByRole('button', { name: `Sign in with ${provider}` }).click();
	await page.waitForURL(callbackUrl);
}

test.describe('OAuth 2.0 and OpenID Connect against the mock identity provider', () => {
	test('mock-oidc signs in, the session shows the mapped profile, sign-out ends it', async ({ page }) => {
		const email = uniqueEmail('oidc');
		await signInWith(page, 'Mock OIDC', email);
		await page.goto('/');
		await expect(page.getByTestId('user-email')).toHaveText(email);
		await expect(page.getByTestId('user-name')).toHaveText(`Mock ${email.split('@')[0]}`);
		await page.goto('/signout');
		await hydrated(page);
		await page.getByRole('button', { name: 'Sign out' }).click();
		await page.waitForURL('/');
		await expect(page.getByTestId('status')).toHaveText('Not signed in.');
	});

	test('mock-oauth (userinfo, no id_token) signs in', async ({ page }) => {
		const email = uniqueEmail('oauth');
		await signInWith(page, 'Mock OAuth', email);
		await page.goto('/');
		await expect(page.getByTestId('user-email')).toHaveText(email);
	});

	test('mock-entra (Entra ID preset, multi-tenant issuer) signs in: its {tenantid} discovery and the tenant issuer of its id_token are accepted', async ({ page }) => {
		// The mock publishes `{tenantid}` in discovery and signs id_tokens with the issuer of the user's tenant
		// (mocks/tenant-discovery.ts): a library comparing issuers exactly refuses both.
		const email = uniqueEmail('entra');
		await signInWith(page, 'Mock Entra ID', email, '/account');
		await expect(page.getByTestId('linked-accounts').locator('[data-provider="mock-entra"]')).toBeVisible();
		await page.goto('/');
		await expect(page.getByTestId('user-email')).toHaveText(email);
	});

	test('a tampered state is refused and creates no session', async ({ page, context }) => {
		await page.route(`${IDP_URL}/authorize**`, async (route) => {
			const url = new URL(route.request().url());
			url.searchParams.set('state', `${url.searchParams.get('state')}x`);
			await route.continue({ url: url.href });
		});
		await page.goto(`/signin?login_hint=${encodeURIComponent(uniqueEmail('tamper'))}`);
		await hydrated(page);
		await page.getByRole('button', { name: 'Sign in with Mock OIDC' }).click();
		// The demo's /signin is its error page too (pages.error): the refusal is explained there.
		await expect(page).toHaveURL(/\/signin\?error=Configuration$/);
		await expect(page.getByTestId('signin-error')).toContainText('Sign-in is unavailable right now');
		expect(await (await page.request.get('/auth/session')).json()).toBeNull();
		expect((await context.cookies()).some((c) => c.name.includes('session-token'))).toBe(false);
	});

	test('linking a second provider while signed in shows both on /account', async ({ page }) => {
		const email = uniqueEmail('link');
		await signInWith(page, 'Mock OIDC', email, '/account');
		await expect(page.getByTestId('linked-accounts').locator('[data-provider]')).toHaveCount(1);
		await page.goto(`/account?login_hint=${encodeURIComponent(uniqueEmail('second'))}`);
		await hydrated(page);
		await page.getByRole('button', { name: 'Link Mock OAuth' }).click();
		await page.waitForURL('/account');
		const linked = page.getByTestId('linked-accounts');
		await expect(linked.locator('[data-provider="mock-oidc"]')).toBeVisible();
		await expect(linked.locator('[data-provider="mock-oauth"]')).toBeVisible();
		await page.goto('/');
		await expect(page.getByTestId('user-email')).toHaveText(email);
	});

	test('an unknown account whose e-mail belongs to another user gets OAuthAccountNotLinked', async ({ page, browser }) => {
		const email = uniqueEmail('collide');
		await signInWith(page, 'Mock OIDC', email);
		const other = await browser.newContext();
		const tab = await other.newPage();
		await tab.goto(`/signin?login_hint=${encodeURIComponent(email)}`);
		await hydrated(tab);
		await tab.getByRole('button', { name: 'Sign in with Mock OAuth' }).click();
		// pages.signIn is the demo's /signin: the error lands there, in the app, with a message that says what to do.
		await expect(tab).toHaveURL(/\/signin\?error=OAuthAccountNotLinked$/);
		await expect(tab.getByRole('alert')).toContainText('This e-mail address already has an account');
		expect(await (await tab.request.get('/auth/session')).json()).toBeNull();
		await other.close();
	});
});

test.describe('OAuth without JavaScript', () => {
	test.use({ javaScriptEnabled: false });

	test('mock-oidc and mock-oauth sign in with plain form posts', async ({ page }) => {
		const email = uniqueEmail('nojs');
		await signInWith(page, 'Mock OIDC', email, '/protected', false);
		await expect(page.getByTestId('protected-user')).toContainText(`Mock ${email.split('@')[0]}`);
		await page.context().clearCookies();
		const second = uniqueEmail('nojs-oauth');
		await signInWith(page, 'Mock OAuth', second, '/protected', false);
		await expect(page.getByTestId('protected-user')).toContainText(`Mock ${second.split('@')[0]}`);
	});
});
