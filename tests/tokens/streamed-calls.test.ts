/**
 * In-process calls and `locals.auth()` reads that outlive the response of their request: a promise a `load`
 * streams, a stream an endpoint returns. kit writes `event.cookies` onto the response only until it has
 * generated it (tests/handle/kit-response.ts). Under the jwt strategy a provider-token refresh rotates the
 * refresh token kept in the session cookie, and the mock identity provider, like a real one, revokes the
 * whole grant when the old one is redeemed again (mocks/idp-grants.ts). So the library's hook waits for what
 * is still running when the response is made and sends its cookies with it; what starts later refreshes nothing.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { clearRefreshFlights } from '#lib/auth/session/refresh.ts';
import { startMockIdp, type MockIdp } from '../../mocks/idp.ts';
import { gate, streaming, type KitEvent } from '../handle/kit-response.ts';
import { providers, sessionOf, signIn, tokenWorld, uniqueEmail, type TokenWorld as World } from './harness.ts';

let idp: MockIdp;
beforeAll(async () => {
	idp = await startMockIdp();
});
afterAll(() => idp.stop());

/** Every read refreshes: the mock's tokens live an hour, and refresh starts an hour early. */
const eager = () => tokenWorld(idp, 'jwt', { providers: providers(idp, { refresh: { beforeExpiry: 3600 } }) });

test('jwt: a refresh still running when the response is generated goes out with it, and the next read redeems the rotated token', async () => {
	const w = eager();
	const browser = w.browser();
	const sub = await signIn(browser, uniqueEmail('streamed-refresh'));
	const before = browser.sessionCookie();
	const route = streaming((event) => w.auth.api.getAccessToken(event, 'mock-oidc'));
	const response = await browser.fetch('/account', {}, route.render);
	expect(await route.work()).toMatchObject({ status: 'fulfilled', value: { ok: true } });
	expect(response.headers.getSetCookie().some((c) => c.startsWith('authjs.session-token='))).toBe(true);
	expect(browser.sessionCookie()).not.toBe(before);
	expect(idp.grants.report(sub)).toMatchObject({ refreshes: 1, reuses: 0 });
	// Later, or on another instance: no shared answer of the first refresh, so the cookie alone decides.
	clearRefreshFlights();
	expect(await sessionOf(browser)).not.toHaveProperty('error');
	expect(idp.grants.report(sub)).toMatchObject({ refreshes: 2, reuses: 0, revokedUses: 0 });
});

test('jwt: a locals.auth() read still running when the response is generated sends its refreshed cookie with it', async () => {
	const w = eager();
	const browser = w.browser();
	const sub = await signIn(browser, uniqueEmail('streamed-read'));
	const before = browser.sessionCookie();
	const route = streaming((event) => event.locals.auth());
	await browser.fetch('/account', {}, route.render);
	expect(await route.work()).toMatchObject({ status: 'fulfilled', value: { user: { id: expect.any(String) } } });
	expect(browser.sessionCookie()).not.toBe(before);
	clearRefreshFlights();
	expect(await sessionOf(browser)).not.toHaveProperty('error');
	expect(idp.grants.report(sub)).toMatchObject({ refreshes: 2, reuses: 0, revokedUses: 0 });
});

for (const [what, read] of [
	['an in-process read', (w: World, event: KitEvent) => w.auth.api.getAccessToken(event, 'mock-oidc')],
	['a first locals.auth() read', (_w: World, event: KitEvent) => event.locals.auth()]
] as const) {
	test(`jwt: ${what} started after the response went out refreshes nothing (its token could not reach the browser), and answers the current tokens`, async () => {
		const w = eager();
		const browser = w.browser();
		const sub = await signIn(browser, uniqueEmail('late-read'));
		const before = browser.sessionCookie();
		const sent = gate();
		const route = streaming(async (event) => {
			await sent.opened;
			return read(w, event);
		});
		await browser.fetch('/account', {}, route.render);
		sent.open();
		const outcome = await route.work();
		expect(outcome.status).toBe('fulfilled');
		expect(JSON.stringify(outcome)).not.toContain('RefreshTokenError');
		expect(idp.grants.report(sub)).toMatchObject({ refreshes: 0 });
		expect(browser.sessionCookie()).toBe(before);
		// The next request refreshes with the refresh token the browser holds.
		expect(await sessionOf(browser)).not.toHaveProperty('error');
		expect(idp.grants.report(sub)).toMatchObject({ refreshes: 1, reuses: 0, revokedUses: 0 });
	});
}

test('a change started after the response went out is refused before it does anything', async () => {
	const w = tokenWorld(idp, 'database');
	const browser = w.browser();
	await signIn(browser, uniqueEmail('late-change'));
	const sent = gate();
	const route = streaming(async (event) => {
		await sent.opened;
		return w.auth.api.signOut(event, { fields: {} });
	});
	await browser.fetch('/account', { headers: { origin: 'http://app.test' } }, route.render);
	sent.open();
	const outcome = await route.work();
	expect(outcome).toMatchObject({ status: 'rejected', reason: { message: expect.stringContaining('after the response had been sent') } });
	// The session was not ended behind the browser's back: its cookie still signs it in.
	expect(await sessionOf(browser)).toMatchObject({ user: { id: expect.any(String) } });
});

for (const [what, read] of [
	['an in-process read', (w: World, event: KitEvent) => w.auth.api.getAccessToken(event, 'mock-oidc')],
	['a first locals.auth() read', (_w: World, event: KitEvent) => event.locals.auth()]
] as const) {
	test(`${what} after the response that re-issues the session cookie still answers, and says its cookie was dropped`, async () => {
		// updateAge 0: every read re-issues the jwt.
		const w = tokenWorld(idp, 'jwt', { session: { strategy: 'jwt', updateAge: 0 } });
		const browser = w.browser();
		await signIn(browser, uniqueEmail('late-reissue'));
		const sent = gate();
		const route = streaming(async (event) => {
			await sent.opened;
			return read(w, event);
		});
		await browser.fetch('/account', {}, route.render);
		expect(w.warnings).toEqual([]);
		sent.open();
		const outcome = await route.work();
		expect(outcome.status).toBe('fulfilled');
		expect(JSON.stringify(outcome)).toMatch(/accessToken|user/);
		expect(w.warnings).toEqual(['cookies-after-response']);
	});
}
