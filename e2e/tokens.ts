/** Helpers of the token refresh, federated sign-out and session specs: sign-ins that ask the mock for short tokens, and the mock's record. */
import { expect, type Page } from '@playwright/test';
import type { SubjectReport } from '../mocks/idp-grants.ts';
import { IDP_URL } from './servers.ts';

/**
 * Signs the page's browser in with Mock OIDC as `email` (sub `mock-<local part>`). `ttl`: the lifetime of the
 * mock's access tokens (60 makes every one due at once: the demo refreshes 60 s before expiry). Lands on `/`.
 */
export async function signInWithTtl(page: Page, baseURL: string, email: string, ttl?: number): Promise<string> {
	const query = new URLSearchParams({ login_hint: email, ...(ttl ? { mock_token_ttl: String(ttl) } : {}) });
	const start = await page.request.post(`/auth/signin/mock-oidc?${query}`, { form: {}, headers: { origin: baseURL }, maxRedirects: 0 });
	expect(start.status()).toBe(302);
	// The browser follows the mock's consent and the callback, as after a click.
	await page.goto(start.headers().location);
	await expect(page.getByTestId('user-email')).toHaveText(email);
	return `mock-${email.split('@')[0]}`;
}

/** What the mock recorded for a user's refresh tokens and sign-outs (mocks/idp-grants.ts). */
export async function grantsOf(sub: string): Promise<SubjectReport> {
	return (await fetch(`${IDP_URL}/mock/grants?${new URLSearchParams({ sub })}`)).json();
}

/** The user withdraws consent at the provider: every refresh token of `sub` is revoked. */
export async function revokeAtProvider(sub: string): Promise<void> {
	const response = await fetch(`${IDP_URL}/mock/revoke-grants`, { method: 'POST', body: new URLSearchParams({ sub }) });
	expect(response.status).toBe(200);
}

/** The demo endpoint that would call the provider's API: a fingerprint of the access token it got, or the error. */
export async function providerToken(page: Page): Promise<{ fingerprint?: string; expiresAt?: number; error?: string; status: number }> {
	const response = await page.request.get('/api/provider-token');
	return { ...(await response.json()), status: response.status() };
}
