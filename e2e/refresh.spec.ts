import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './helpers.ts';
import { grantsOf, providerToken, revokeAtProvider, signInWithTtl } from './tokens.ts';

test.describe('access-token refresh on the production build (Mock OIDC, refresh on)', () => {
	test('a token that is not due is used as it is: no refresh', async ({ page, baseURL }) => {
		const sub = await signInWithTtl(page, baseURL!, uniqueEmail('fresh'));
		const first = await providerToken(page);
		expect(first).toMatchObject({ status: 200, fingerprint: expect.any(String) });
		expect(await providerToken(page)).toEqual(first);
		expect((await grantsOf(sub)).refreshes).toBe(0);
	});

	test('a token near expiry is refreshed on the next request, each time with the refresh token the last refresh issued', async ({ page, baseURL }) => {
		const sub = await signInWithTtl(page, baseURL!, uniqueEmail('rotate'), 60);
		const seen = new Set<string>();
		for (let i = 0; i < 3; i++) {
			const token = await providerToken(page);
			expect(token.status).toBe(200);
			seen.add(token.fingerprint!);
		}
		expect(seen.size).toBe(3);
		// The mock revokes the whole grant on a reused refresh token: none was reused.
		expect(await grantsOf(sub)).toMatchObject({ reuses: 0, revokedUses: 0 });
		expect((await grantsOf(sub)).refreshes).toBeGreaterThanOrEqual(3);
		await page.goto('/');
		await expect(page.getByTestId('refresh-error')).toHaveCount(0);
		expect(await (await page.request.get('/auth/session')).json()).not.toHaveProperty('error');
	});

	test('concurrent requests of one browser redeem its refresh token once: no reuse, every request answered', async ({ page, baseURL }, info) => {
		const sub = await signInWithTtl(page, baseURL!, uniqueEmail('burst'), 60);
		const before = (await grantsOf(sub)).refreshes;
		const answers = await Promise.all(Array.from({ length: 6 }, () => providerToken(page)));
		for (const answer of answers) expect(answer.status).toBe(200);
		const after = await grantsOf(sub);
		expect(after).toMatchObject({ reuses: 0, revokedUses: 0 });
		// jwt: all six carry the same cookie, so one refresh serves them all. database: a request that reads the
		// account after the first refresh stored it holds the next token (due at once here) and may refresh that one.
		if (info.project.name === 'jwt') expect(after.refreshes - before).toBe(1);
		else expect(after.refreshes - before).toBeGreaterThanOrEqual(1);
	});

	test('a refresh token revoked at the provider: the demo says to sign in again, the API answers RefreshTokenError; signing in again heals it', async ({ page, baseURL }) => {
		const email = uniqueEmail('revoked');
		const sub = await signInWithTtl(page, baseURL!, email, 60);
		await revokeAtProvider(sub);
		await page.goto('/');
		await expect(page.getByTestId('refresh-error')).toContainText('Sign in again');
		expect(await (await page.request.get('/auth/session')).json()).toMatchObject({ error: 'RefreshTokenError', user: { email } });
		expect(await providerToken(page)).toEqual({ status: 401, error: 'RefreshTokenError' });
		expect((await grantsOf(sub)).revokedUses).toBe(1);
		await page.getByRole('link', { name: 'Sign in again' }).click();
		await page.waitForURL(/\/signin\?/);
		await signInWithTtl(page, baseURL!, email);
		await expect(page.getByTestId('refresh-error')).toHaveCount(0);
		expect(await providerToken(page)).toMatchObject({ status: 200 });
	});
});

/**
 * Signs in with 60 s tokens (due at once), reads two updates of the demo's NDJSON feed, and answers its
 * response, its lines (each must carry a fingerprint) and how many refreshes the mock saw meanwhile.
 */
async function readFeed(page: Page, baseURL: string, query: string) {
	const sub = await signInWithTtl(page, baseURL, uniqueEmail('feed'), 60);
	const before = (await grantsOf(sub)).refreshes;
	const response = await page.request.get(`/api/provider-token/stream?updates=2${query}`);
	expect(response.status()).toBe(200);
	const lines: Array<{ n: number; fingerprint?: string }> = (await response.text()).trim().split('\n').map((line) => JSON.parse(line));
	const fingerprint = expect.stringMatching(/^[0-9a-f]{16}$/);
	expect(lines).toEqual([{ n: 1, fingerprint }, { n: 2, fingerprint }]);
	return { sub, response, lines, refreshes: (await grantsOf(sub)).refreshes - before };
}

/** The next request refreshes with what the browser holds now, and no refresh token was redeemed twice. */
async function expectNoReuse(page: Page, sub: string) {
	expect(await providerToken(page)).toMatchObject({ status: 200 });
	expect(await grantsOf(sub)).toMatchObject({ reuses: 0, revokedUses: 0 });
}

test.describe('a provider token asked for by a stream that outlives its response (an NDJSON feed)', () => {
	test('the refresh in flight as the response is made sends its cookie with it; an update after the response redeems no refresh token of the cookie', async ({ page, baseURL }, info) => {
		const { sub, response, refreshes } = await readFeed(page, baseURL!, '');
		if (info.project.name === 'jwt') {
			// The rotated refresh token lives in the cookie: it went out with the response, and the late update refreshed nothing.
			expect(response.headersArray().some(({ name, value }) => name.toLowerCase() === 'set-cookie' && value.startsWith('authjs.session-token='))).toBe(true);
			expect(refreshes).toBe(1);
		} else {
			// The tokens live in the database: every update refreshes (60 s tokens are due at once), with no cookie involved.
			expect(refreshes).toBe(2);
		}
		await expectNoReuse(page, sub);
	});

	test('when every update runs after the response, jwt redeems no refresh token (the browser could not store the next one) and answers the token it carries', async ({ page, baseURL }, info) => {
		const { sub, lines, refreshes } = await readFeed(page, baseURL!, '&early=0');
		if (info.project.name === 'jwt') {
			// Both updates used the access token the request carried (60 s tokens: due, not expired).
			expect(refreshes).toBe(0);
			expect(lines[1].fingerprint).toBe(lines[0].fingerprint);
		} else expect(refreshes).toBe(2);
		await expectNoReuse(page, sub);
	});
});
