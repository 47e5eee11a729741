/**
 * The in-process entry (`SvelteKitAuth(...).api`): what form actions, remote functions and endpoints call.
 * It runs the same actions as the auth routes on the caller's own request (no second request is built),
 * with the same CSRF check, redirect validation, callbacks and errors, and keeps cookies in `event.cookies`.
 */
import { describe, expect, test } from 'vitest';
import { AccessDenied, CredentialsSignin, MissingCSRF } from '#lib/auth/errors.ts';
import type { EmailConfig } from '#lib/auth/providers/types.ts';
import { MemoryAdapter } from '#lib/auth/adapters/memory.ts';
import { ORIGIN, RecordingCookies, baseConfig, demoCredentials, makeAuth } from './harness.ts';

/** The event of a server-side caller: an endpoint that received a JSON POST from this site's page. */
function endpointEvent(headers: Record<string, string> = { origin: ORIGIN }, cookie?: string) {
	const url = new URL('/api/login', ORIGIN);
	const request = new Request(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers, ...(cookie ? { cookie } : {}) }, body: '{}' });
	return { request, url, locals: {}, cookies: new RecordingCookies() };
}

const sessionCookieOf = (cookies: RecordingCookies) => cookies.sets.find((c) => c.name === 'authjs.session-token');

describe('api.signIn', () => {
	test('credentials sign in on the caller’s own request: authorize() gets that very request, the session cookie goes to event.cookies', async () => {
		const seen: Request[] = [];
		const auth = makeAuth(baseConfig({ providers: [demoCredentials({ authorize: (c, request) => (seen.push(request), c.username === 'demo' ? { id: 'u1' } : null) })] }));
		const event = endpointEvent();
		const outcome = await auth.api.signIn(event, { provider: 'credentials', fields: { username: 'demo', password: 'demo' }, redirectTo: '/home' });
		expect(outcome).toEqual({ ok: true, location: `${ORIGIN}/home` });
		expect(seen).toEqual([event.request]);
		expect(sessionCookieOf(event.cookies)?.value.split('.')).toHaveLength(5);
	});

	test('a refused sign-in is a result, not a throw: the error and where the auth routes would send the browser; no cookie', async () => {
		const auth = makeAuth();
		const event = endpointEvent();
		const outcome = await auth.api.signIn(event, { provider: 'credentials', fields: { username: 'demo', password: 'nope' } });
		expect(outcome.ok).toBe(false);
		if (outcome.ok) return;
		expect(outcome.error).toBeInstanceOf(CredentialsSignin);
		expect(outcome.location).toBe(`${ORIGIN}/auth/signin?error=CredentialsSignin&code=credentials`);
		expect(event.cookies.sets).toEqual([]);
	});

	test('a call on a cross-site request is MissingCSRF and signs nobody in', async () => {
		const auth = makeAuth();
		const event = endpointEvent({ origin: 'https://evil.example' });
		const outcome = await auth.api.signIn(event, { provider: 'credentials', fields: { username: 'demo', password: 'demo' } });
		expect(outcome).toMatchObject({ ok: false, error: expect.any(MissingCSRF) });
		expect(event.cookies.sets).toEqual([]);
	});

	test('a foreign redirectTo goes through the redirect callback (the default keeps this origin)', async () => {
		const auth = makeAuth();
		const outcome = await auth.api.signIn(endpointEvent(), { provider: 'credentials', fields: { username: 'demo', password: 'demo' }, redirectTo: 'https://evil.example/' });
		expect(outcome).toEqual({ ok: true, location: ORIGIN });
	});

	test('the signIn callback applies: false is AccessDenied', async () => {
		const auth = makeAuth(baseConfig({ callbacks: { signIn: () => false } }));
		const outcome = await auth.api.signIn(endpointEvent(), { provider: 'credentials', fields: { username: 'demo', password: 'demo' } });
		expect(outcome).toMatchObject({ ok: false, error: expect.any(AccessDenied), location: `${ORIGIN}/auth/error?error=AccessDenied` });
	});

	test('an e-mail provider mails the link and answers the verify-request page', async () => {
		const sent: string[] = [];
		const email: EmailConfig = { id: 'email', name: 'Email', type: 'email', sendVerificationRequest: ({ url }) => void sent.push(url) };
		const auth = makeAuth(baseConfig({ adapter: MemoryAdapter(), session: { strategy: 'jwt' }, providers: [email] }));
		const outcome = await auth.api.signIn(endpointEvent(), { provider: 'email', fields: { email: 'in-process@example.test' }, redirectTo: '/after' });
		expect(outcome).toEqual({ ok: true, location: `${ORIGIN}/auth/verify-request?provider=email&type=email` });
		expect(new URL(sent[0]!).origin).toBe(ORIGIN);
		expect(new URL(sent[0]!).searchParams.get('callbackUrl')).toBe(`${ORIGIN}/after`);
	});
});

describe('api.signOut and api.updateSession', () => {
	async function signedIn(config = baseConfig()) {
		const auth = makeAuth(config);
		const event = endpointEvent();
		await auth.api.signIn(event, { provider: 'credentials', fields: { username: 'demo', password: 'demo' } });
		return { auth, cookie: `authjs.session-token=${sessionCookieOf(event.cookies)!.value}` };
	}

	test('signOut ends the session: the cookie is expired through event.cookies', async () => {
		const { auth, cookie } = await signedIn();
		const event = endpointEvent({ origin: ORIGIN }, cookie);
		expect(await auth.api.signOut(event, { redirectTo: '/bye' })).toEqual({ ok: true, location: `${ORIGIN}/bye` });
		expect(sessionCookieOf(event.cookies)).toMatchObject({ value: '', options: { maxAge: 0 } });
	});

	test('updateSession runs the callbacks with trigger "update" and returns the new session', async () => {
		const { auth, cookie } = await signedIn(
			baseConfig({ callbacks: { jwt: ({ token, trigger, session }) => (trigger === 'update' ? { ...token, name: (session as { name: string }).name } : token) } })
		);
		const outcome = await auth.api.updateSession(endpointEvent({ origin: ORIGIN }, cookie), { name: 'Renamed' });
		expect(outcome).toMatchObject({ ok: true, session: { user: { name: 'Renamed' } } });
	});

	test('updateSession on a cross-site request is MissingCSRF and changes nothing', async () => {
		const { auth, cookie } = await signedIn();
		const event = endpointEvent({ origin: 'https://evil.example' }, cookie);
		expect(await auth.api.updateSession(event, { name: 'x' })).toMatchObject({ ok: false, error: expect.any(MissingCSRF) });
		expect(event.cookies.sets).toEqual([]);
	});
});
