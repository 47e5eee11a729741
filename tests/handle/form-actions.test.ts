/**
 * The `signIn` / `safeSignIn` / `signOut` form actions of `/signin` and `/signout` page-server modules:
 * cookies land in `event.cookies`, success redirects (303) with kit's Redirect, `signIn` throws sign-in
 * errors (Auth.js's rule), `safeSignIn` returns `fail(400, { error, code })`.
 */
import { describe, expect, test } from 'vitest';
import { CredentialsSignin, MissingCSRF } from '#lib/auth/errors.ts';
import { ORIGIN, actionEvent, baseConfig, demoCredentials, expectRedirect, makeAuth } from './harness.ts';

class InvalidLogin extends CredentialsSignin {
	code = 'invalid_login';
}

const auth = makeAuth(
	baseConfig({
		providers: [
			demoCredentials({
				authorize: ({ username, password }) => {
					if (username === 'locked') throw new InvalidLogin();
					return username === 'demo' && password === 'demo' ? { id: 'u1', name: 'Demo' } : null;
				}
			})
		]
	})
);
const good = { providerId: 'credentials', username: 'demo', password: 'demo' };

describe('signIn action', () => {
	test('success writes the session cookie through event.cookies and redirects 303 to redirectTo', async () => {
		const event = actionEvent('/signin', { ...good, redirectTo: '/protected' });
		const { status, location } = await expectRedirect(() => auth.signIn(event));
		expect(status).toBe(303);
		expect(location).toBe(`${ORIGIN}/protected`);
		const session = event.cookies.sets.find((c) => c.name === 'authjs.session-token')!;
		expect(session.value.split('.')).toHaveLength(5);
		expect(session.options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/', secure: false });
	});

	test('an open-redirect redirectTo falls back to the origin', async () => {
		const event = actionEvent('/signin', { ...good, redirectTo: '//evil.example/x' });
		const { location } = await expectRedirect(() => auth.signIn(event));
		expect(new URL(location).origin).toBe(ORIGIN);
	});

	test("the app's redirect callback decides foreign targets for the form action too (here: its own subdomain)", async () => {
		const withSubdomains = makeAuth(
			baseConfig({
				providers: [demoCredentials()],
				callbacks: { redirect: ({ url, baseUrl }) => (new URL(url, baseUrl).hostname.endsWith('.app.test') ? url : baseUrl) }
			})
		);
		const allowed = await expectRedirect(() => withSubdomains.signIn(actionEvent('/signin', { ...good, redirectTo: 'http://docs.app.test/start' })));
		expect(allowed.location).toBe('http://docs.app.test/start');
		const refused = await expectRedirect(() => withSubdomains.signIn(actionEvent('/signin', { ...good, redirectTo: 'https://evil.example/' })));
		expect(refused.location).toBe(ORIGIN);
	});

	test('a failed sign-in is thrown as CredentialsSignin with its code (the spec rule), no cookie set', async () => {
		const event = actionEvent('/signin', { ...good, username: 'locked' });
		const thrown = await auth.signIn(event).catch((e: unknown) => e);
		expect(thrown).toBeInstanceOf(CredentialsSignin);
		expect((thrown as CredentialsSignin).code).toBe('invalid_login');
		expect(event.cookies.sets.find((c) => c.name === 'authjs.session-token')).toBeUndefined();
	});

	test('a cross-site form POST is thrown as MissingCSRF', async () => {
		const event = actionEvent('/signin', good, { origin: 'https://evil.example' });
		await expect(auth.signIn(event)).rejects.toBeInstanceOf(MissingCSRF);
	});

	test('redirect: "false" returns { url } instead of redirecting (the string is parsed)', async () => {
		const event = actionEvent('/signin', { ...good, redirect: 'false', redirectTo: '/x' });
		expect(await auth.signIn(event)).toEqual({ url: `${ORIGIN}/x` });
		expect(event.cookies.sets.map((c) => c.name)).toContain('authjs.session-token');
	});

	test('an unknown providerId redirects 303 to the sign-in page with the callbackUrl', async () => {
		const event = actionEvent('/signin', { providerId: 'nope', redirectTo: '/x' });
		const { status, location } = await expectRedirect(() => auth.signIn(event));
		expect(status).toBe(303);
		expect(location).toBe(`/auth/signin?callbackUrl=${encodeURIComponent(`${ORIGIN}/x`)}`);
	});
});

describe('safeSignIn action', () => {
	test('null from authorize() returns fail(400, { error: "CredentialsSignin", code: "credentials" })', async () => {
		const result = (await auth.safeSignIn(actionEvent('/signin', { ...good, password: 'nope', redirectTo: '/x' }))) as {
			status: number;
			data: Record<string, unknown>;
		};
		expect(result.status).toBe(400);
		expect(result.data).toEqual({ error: 'CredentialsSignin', code: 'credentials', redirectTo: `${ORIGIN}/x` });
	});

	test("a CredentialsSignin subclass returns the app's code", async () => {
		const result = (await auth.safeSignIn(actionEvent('/signin', { ...good, username: 'locked' }))) as { data: Record<string, unknown> };
		expect(result.data).toMatchObject({ error: 'CredentialsSignin', code: 'invalid_login' });
	});

	test('success redirects like signIn', async () => {
		const event = actionEvent('/signin', { ...good, callbackUrl: '/y' });
		expect(await expectRedirect(() => auth.safeSignIn(event))).toEqual({ status: 303, location: `${ORIGIN}/y` });
	});

	test('an unreadable form is fail(400) BadRequest, never a throw', async () => {
		const event = { ...actionEvent('/signin', {}), request: new Request(`${ORIGIN}/signin`, { method: 'POST', headers: { 'content-type': 'multipart/form-data' }, body: 'x' }) };
		const result = (await auth.safeSignIn(event)) as { status: number; data: Record<string, unknown> };
		expect(result.status).toBe(400);
		expect(result.data.error).toBe('BadRequest');
	});
});

describe('signOut action', () => {
	async function signedInCookie(): Promise<string> {
		const event = actionEvent('/signin', good);
		await expectRedirect(() => auth.signIn(event));
		return event.cookies.sets.find((c) => c.name === 'authjs.session-token')!.value;
	}

	test('deletes the session cookie through event.cookies and redirects 303 to redirectTo', async () => {
		const token = await signedInCookie();
		const event = actionEvent('/signout', { redirectTo: '/bye' }, { origin: ORIGIN, cookie: `authjs.session-token=${token}` });
		expect(await expectRedirect(() => auth.signOut(event))).toEqual({ status: 303, location: `${ORIGIN}/bye` });
		const deleted = event.cookies.sets.find((c) => c.name === 'authjs.session-token')!;
		expect(deleted.value).toBe('');
		expect(deleted.options.maxAge).toBe(0);
	});

	test('a cross-site sign-out returns fail(403) and leaves the cookie alone', async () => {
		const token = await signedInCookie();
		const event = actionEvent('/signout', {}, { origin: 'https://evil.example', cookie: `authjs.session-token=${token}` });
		const result = (await auth.signOut(event)) as { status: number; data: Record<string, unknown> };
		expect(result.status).toBe(403);
		expect(result.data).toEqual({ error: 'MissingCSRF' });
		expect(event.cookies.sets).toEqual([]);
	});
});
