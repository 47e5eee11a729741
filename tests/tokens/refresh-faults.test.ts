/**
 * A refresh that fails for a reason other than the refresh token itself (the token endpoint answers 503: msw,
 * because the mock never does) is logged, reads as no error while the access token still works, and is tried
 * again on the next read: the claim was released, nothing was dropped.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { RefreshTokenError } from '#lib/auth/errors.ts';
import { startMockIdp, type MockIdp } from '../../mocks/idp.ts';
import { providers, sessionOf, signIn, tokenWorld, uniqueEmail, type Strategy } from './harness.ts';

let idp: MockIdp;
const msw = setupServer();
beforeAll(async () => {
	// Before any config is resolved: config.fetch binds the (patched) global fetch.
	msw.listen({ onUnhandledFrame: 'bypass' });
	idp = await startMockIdp();
});
afterAll(async () => {
	msw.close();
	await idp.stop();
});
afterEach(() => msw.resetHandlers());

describe.each<Strategy>(['jwt', 'database'])('a transient refresh failure (%s strategy)', (strategy) => {
	test('is logged as RefreshTokenError, is no session error while the token works, and the next read refreshes', async () => {
		const w = tokenWorld(idp, strategy, { providers: providers(idp, { refresh: { beforeExpiry: 3600 } }) });
		const browser = w.browser();
		const sub = await signIn(browser, uniqueEmail('outage'));
		msw.use(http.post(`${idp.issuer}/token`, () => HttpResponse.json({ error: 'temporarily_unavailable' }, { status: 503 })));
		expect(await sessionOf(browser)).not.toHaveProperty('error');
		expect(w.errors.some((e) => e instanceof RefreshTokenError)).toBe(true);
		expect(idp.grants.report(sub).refreshes).toBe(0);
		msw.resetHandlers();
		expect(await sessionOf(browser)).not.toHaveProperty('error');
		expect(idp.grants.report(sub)).toMatchObject({ refreshes: 1, reuses: 0 });
	});
});
