/**
 * A provider-token refresh inside a remote `query`, where SvelteKit refuses cookie writes (`inQuery` hands the
 * library kit's event there). Under the jwt strategy the rotated refresh token lives in the session cookie: if
 * that cookie were dropped, the browser's next read would redeem the old refresh token, and the mock identity
 * provider, like a real one, revokes the whole grant on reuse (mocks/idp-grants.ts).
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startMockIdp, type MockIdp } from '../../mocks/idp.ts';
import { inQuery } from '../handle/harness.ts';
import { providers, sessionOf, signIn, tokenWorld, uniqueEmail } from './harness.ts';

let idp: MockIdp;
beforeAll(async () => {
	idp = await startMockIdp();
});
afterAll(() => idp.stop());

test("jwt: a refresh inside a query reaches the browser on the query's response, so the next read redeems the rotated token, not the old one", async () => {
	// Every read refreshes: the mock's tokens live an hour, and refresh starts an hour early.
	const w = tokenWorld(idp, 'jwt', { providers: providers(idp, { refresh: { beforeExpiry: 3600 } }) });
	const browser = w.browser();
	const sub = await signIn(browser, uniqueEmail('query-refresh'));
	const before = browser.sessionCookie();
	const written: string[] = [];
	const r = await browser.fetch('/_app/remote/h4sh1d/providerToken', {}, async (event) => {
		const token = await w.auth.api.getAccessToken(inQuery(event, true, written), 'mock-oidc');
		return Response.json({ ok: token.ok });
	});
	expect(r.status).toBe(200);
	expect(await r.json()).toEqual({ ok: true });
	expect(written).toEqual(['authjs.session-token']);
	expect(browser.sessionCookie()).not.toBe(before);
	expect(idp.grants.report(sub)).toMatchObject({ refreshes: 1, reuses: 0 });
	expect(await sessionOf(browser)).not.toHaveProperty('error');
	expect(idp.grants.report(sub)).toMatchObject({ refreshes: 2, reuses: 0, revokedUses: 0 });
});

test('a cookie write that fails for any other reason is not swallowed', async () => {
	const w = tokenWorld(idp, 'jwt', { providers: providers(idp, { refresh: { beforeExpiry: 3600 } }) });
	const browser = w.browser();
	await signIn(browser, uniqueEmail('query-refresh-fail'));
	const broken = {
		set: () => {
			throw new Error('disk full');
		}
	};
	const call = browser.fetch('/account', {}, async (event) => Response.json(await w.auth.api.getAccessToken({ ...event, cookies: broken }, 'mock-oidc')));
	await expect(call).rejects.toThrow('disk full');
});
