/**
 * Session management and unlinking through the in-process API, on the user's own requests: list and revoke
 * database sessions (never showing a token or its hash), and unlink an account unless it is the last way
 * to sign in (docs/account-linking.md, "Unlinking").
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startMockIdp, type MockIdp } from '../../mocks/idp.ts';
import { BadRequest, LastSignInMethod, MissingCSRF, SessionRequired, UnknownAccount, UnknownSession, UnsupportedStrategy } from '#lib/auth/errors.ts';
import type { EmailConfig } from '#lib/auth/providers/types.ts';
import { sha256Hex } from '#lib/auth/crypto/index.ts';
import { eventOf, providers, sessionOf, signIn, tokenWorld, uniqueEmail } from './harness.ts';

let idp: MockIdp;
beforeAll(async () => {
	idp = await startMockIdp();
});
afterAll(() => idp.stop());

const email: EmailConfig = { id: 'email', name: 'Email', type: 'email', minIntervalSeconds: 0, sendVerificationRequest: () => {} };

describe('sessions (database strategy)', () => {
	test('list shows each browser of the user once, the current one first, with when, which browser and which provider; no token or hash', async () => {
		const w = tokenWorld(idp, 'database');
		const address = uniqueEmail('devices');
		const laptop = w.browser();
		const phone = w.browser();
		await signIn(laptop, address, 'mock-oidc', {}, 'Laptop/1.0');
		await signIn(phone, address, 'mock-oidc', {}, 'Phone/2.0');
		// A read needs no Origin: a page reached by a link from another site may list sessions.
		const listed = await w.auth.api.sessions.list(eventOf(laptop, { method: 'GET', origin: null }));
		if (!listed.ok) throw listed.error;
		expect(listed.value).toHaveLength(2);
		expect(listed.value[0]).toMatchObject({ current: true, provider: 'mock-oidc', userAgent: 'Laptop/1.0', createdAt: expect.any(Date), lastActiveAt: expect.any(Date), expires: expect.any(Date) });
		expect(listed.value[1]).toMatchObject({ current: false, provider: 'mock-oidc', userAgent: 'Phone/2.0' });
		expect(new Set(listed.value.map((s) => s.id)).size).toBe(2);
		const secrets = [laptop.sessionCookie()!, phone.sessionCookie()!, await sha256Hex(laptop.sessionCookie()!), await sha256Hex(phone.sessionCookie()!)];
		const text = JSON.stringify(listed.value);
		for (const secret of secrets) expect(text).not.toContain(secret);
	});

	test('revoking another session signs that browser out on its next request; this one stays', async () => {
		const w = tokenWorld(idp, 'database');
		const address = uniqueEmail('revoke');
		const mine = w.browser();
		const lost = w.browser();
		await signIn(mine, address);
		await signIn(lost, address);
		const listed = await w.auth.api.sessions.list(eventOf(mine, { method: 'GET' }));
		const other = listed.ok ? listed.value.find((s) => !s.current)! : undefined;
		expect(await w.auth.api.sessions.revoke(eventOf(mine), other!.id)).toEqual({ ok: true, value: undefined });
		expect(await sessionOf(lost)).toBeNull();
		expect(lost.sessionCookie()).toBeUndefined();
		expect(await sessionOf(mine)).not.toBeNull();
	});

	test('revokeOthers ends every other session and answers how many', async () => {
		const w = tokenWorld(idp, 'database');
		const address = uniqueEmail('others');
		const [mine, a, b] = [w.browser(), w.browser(), w.browser()];
		for (const browser of [mine, a, b]) await signIn(browser, address);
		expect(await w.auth.api.sessions.revokeOthers(eventOf(mine))).toEqual({ ok: true, value: 2 });
		expect(await sessionOf(a)).toBeNull();
		expect(await sessionOf(b)).toBeNull();
		const left = await w.auth.api.sessions.list(eventOf(mine, { method: 'GET' }));
		expect(left.ok && left.value.map((s) => s.current)).toEqual([true]);
	});

	test('the current session is not revoked (that is a sign-out), nor is an unknown id or another user’s session', async () => {
		const w = tokenWorld(idp, 'database');
		const mine = w.browser();
		const stranger = w.browser();
		await signIn(mine, uniqueEmail('me'));
		await signIn(stranger, uniqueEmail('stranger'));
		const own = await w.auth.api.sessions.list(eventOf(mine, { method: 'GET' }));
		const theirs = await w.auth.api.sessions.list(eventOf(stranger, { method: 'GET' }));
		expect(await w.auth.api.sessions.revoke(eventOf(mine), own.ok ? own.value[0].id : '')).toMatchObject({ ok: false, error: expect.any(BadRequest) });
		expect(await w.auth.api.sessions.revoke(eventOf(mine), 'f'.repeat(32))).toMatchObject({ ok: false, error: expect.any(UnknownSession) });
		expect(await w.auth.api.sessions.revoke(eventOf(mine), theirs.ok ? theirs.value[0].id : '')).toMatchObject({ ok: false, error: expect.any(UnknownSession) });
		expect(await sessionOf(stranger)).not.toBeNull();
	});

	test('a cross-site revoke is MissingCSRF and ends nothing', async () => {
		const w = tokenWorld(idp, 'database');
		const address = uniqueEmail('csrf');
		const [mine, other] = [w.browser(), w.browser()];
		await signIn(mine, address);
		await signIn(other, address);
		expect(await w.auth.api.sessions.revokeOthers(eventOf(mine, { origin: 'https://evil.example' }))).toMatchObject({ ok: false, error: expect.any(MissingCSRF) });
		expect(await sessionOf(other)).not.toBeNull();
	});

	test('without a session: SessionRequired; under the jwt strategy: UnsupportedStrategy', async () => {
		const w = tokenWorld(idp, 'database');
		expect(await w.auth.api.sessions.list(eventOf(w.browser(), { method: 'GET' }))).toMatchObject({ ok: false, error: expect.any(SessionRequired) });
		const jwt = tokenWorld(idp, 'jwt');
		const browser = jwt.browser();
		await signIn(browser, uniqueEmail('jwt'));
		expect(await jwt.auth.api.sessions.list(eventOf(browser, { method: 'GET' }))).toMatchObject({ ok: false, error: expect.any(UnsupportedStrategy) });
	});
});

describe.each(['jwt', 'database'] as const)('unlinking (%s strategy)', (strategy) => {
	test('the only account is the last way to sign in: LastSignInMethod, and the account stays', async () => {
		const w = tokenWorld(idp, strategy);
		const browser = w.browser();
		const sub = await signIn(browser, uniqueEmail('only'));
		const outcome = await w.auth.api.accounts.unlink(eventOf(browser), { provider: 'mock-oidc', providerAccountId: sub });
		expect(outcome).toMatchObject({ ok: false, error: expect.any(LastSignInMethod) });
		const accounts = await w.auth.api.accounts.list(eventOf(browser, { method: 'GET' }));
		expect(accounts).toEqual({ ok: true, value: [{ provider: 'mock-oidc', providerAccountId: sub, type: 'oidc' }] });
	});

	test('with a second provider linked, one of them can go; signing in with it then starts a new user', async () => {
		const w = tokenWorld(idp, strategy);
		const browser = w.browser();
		const sub = await signIn(browser, uniqueEmail('two'));
		const second = await signIn(browser, uniqueEmail('two-b'), 'mock-oauth');
		expect(await w.auth.api.accounts.unlink(eventOf(browser), { provider: 'mock-oidc', providerAccountId: sub })).toEqual({ ok: true, value: undefined });
		const left = await w.auth.api.accounts.list(eventOf(browser, { method: 'GET' }));
		expect(left.ok && left.value.map((a) => a.providerAccountId)).toEqual([second]);
	});

	test('an e-mail provider, a passkey, or credentials the app vouches for each count as a way', async () => {
		const withEmail = tokenWorld(idp, strategy, { providers: [...providers(idp), email] });
		const a = withEmail.browser();
		const subA = await signIn(a, uniqueEmail('mail'));
		expect((await withEmail.auth.api.accounts.unlink(eventOf(a), { provider: 'mock-oidc', providerAccountId: subA })).ok).toBe(true);

		const w = tokenWorld(idp, strategy);
		const b = w.browser();
		const subB = await signIn(b, uniqueEmail('password'));
		expect((await w.auth.api.accounts.unlink(eventOf(b), { provider: 'mock-oidc', providerAccountId: subB, credentials: true })).ok).toBe(true);
	});

	test('an account of another user, or none, is UnknownAccount; a cross-site unlink is MissingCSRF', async () => {
		const w = tokenWorld(idp, strategy);
		const [mine, theirs] = [w.browser(), w.browser()];
		await signIn(mine, uniqueEmail('mine'));
		await signIn(mine, uniqueEmail('mine-b'), 'mock-oauth');
		const stranger = await signIn(theirs, uniqueEmail('theirs'));
		expect(await w.auth.api.accounts.unlink(eventOf(mine), { provider: 'mock-oidc', providerAccountId: stranger })).toMatchObject({ ok: false, error: expect.any(UnknownAccount) });
		const own = await w.auth.api.accounts.list(eventOf(mine, { method: 'GET' }));
		const first = own.ok ? own.value[0] : undefined;
		expect(await w.auth.api.accounts.unlink(eventOf(mine, { origin: 'https://evil.example' }), first!)).toMatchObject({ ok: false, error: expect.any(MissingCSRF) });
		expect(await w.auth.api.accounts.unlink(eventOf(w.browser()), first!)).toMatchObject({ ok: false, error: expect.any(SessionRequired) });
	});
});
