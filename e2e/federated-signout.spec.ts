import { expect, test, type Page } from '@playwright/test';
import { decodeJwt } from 'jose';
import { hydrated, uniqueEmail } from './helpers.ts';
import { IDP_URL } from './servers.ts';
import { grantsOf } from './tokens.ts';

async function signInWithMock(page: Page, provider: 'Mock OIDC' | 'Mock OAuth', email: string) {
	await page.goto(`/signin?login_hint=${encodeURIComponent(email)}`);
	await hydrated(page);
	await page.getByRole('button', { name: `Sign in with ${provider}` }).click();
	await page.waitForURL('/');
	await expect(page.getByTestId('user-email')).toHaveText(email);
}

/** The end-session request the browser makes at the mock while `act` runs. */
async function endSessionDuring(page: Page, act: () => Promise<void>): Promise<URL> {
	const request = page.waitForRequest(`${IDP_URL}/endsession?**`);
	await act();
	return new URL((await request).url());
}

test.describe('federated sign-out (Mock OIDC, federatedSignOut on)', () => {
	test('signing out ends the session here and at the provider: end_session_endpoint with id_token_hint, client_id and a registered return, then back home', async ({ page, baseURL }) => {
		const email = uniqueEmail('rp-logout');
		await signInWithMock(page, 'Mock OIDC', email);
		await page.goto('/signout');
		await hydrated(page);
		const endSession = await endSessionDuring(page, () => page.getByRole('button', { name: 'Sign out' }).click());
		await page.waitForURL('/');
		await expect(page.getByTestId('status')).toHaveText('Not signed in.');
		const sub = `mock-${email.split('@')[0]}`;
		expect(decodeJwt(endSession.searchParams.get('id_token_hint')!)).toMatchObject({ sub, aud: 'mockclient' });
		expect(endSession.searchParams.get('client_id')).toBe('mockclient');
		expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${baseURL}/`);
		// The mock accepted it (an unknown hint or an unregistered URI lands on its refusal page instead).
		expect((await grantsOf(sub)).logouts).toEqual([{ clientId: 'mockclient', postLogoutRedirectUri: `${baseURL}/` }]);
	});

	test('the browser client’s signOut() takes the same round trip', async ({ page }) => {
		const email = uniqueEmail('rp-client');
		await signInWithMock(page, 'Mock OIDC', email);
		await hydrated(page);
		await endSessionDuring(page, () => page.getByRole('button', { name: 'Sign out', exact: true }).click());
		await page.waitForURL('/');
		await expect(page.getByTestId('status')).toHaveText('Not signed in.');
		expect((await grantsOf(`mock-${email.split('@')[0]}`)).logouts).toHaveLength(1);
	});

	test('a provider without federatedSignOut (Mock OAuth) signs out here only', async ({ page }) => {
		await signInWithMock(page, 'Mock OAuth', uniqueEmail('rp-local'));
		const visited: string[] = [];
		page.on('request', (request) => visited.push(request.url()));
		await page.goto('/signout');
		await hydrated(page);
		await page.getByRole('button', { name: 'Sign out' }).click();
		await page.waitForURL('/');
		await expect(page.getByTestId('status')).toHaveText('Not signed in.');
		expect(visited.filter((url) => url.startsWith(`${IDP_URL}/endsession`))).toEqual([]);
	});
});

test.describe('federated sign-out without JavaScript', () => {
	test.use({ javaScriptEnabled: false });

	test('the /signout form posts, the browser visits the provider and comes back signed out', async ({ page }) => {
		const email = uniqueEmail('rp-nojs');
		await page.goto(`/signin?login_hint=${encodeURIComponent(email)}`);
		await page.getByRole('button', { name: 'Sign in with Mock OIDC' }).click();
		await page.waitForURL('/');
		await page.goto('/signout');
		await endSessionDuring(page, () => page.getByRole('button', { name: 'Sign out' }).click());
		await page.waitForURL('/');
		await expect(page.getByTestId('status')).toHaveText('Not signed in.');
	});
});
