/**
 * The credentials flow through `handle`: success, the sign-in error with
 * the app's code, an unexpected throw (logged in full, shown as Configuration only), and open redirects.
 */
import { describe, expect, test } from 'vitest';
import { CredentialsSignin } from '#lib/auth/errors.ts';
import type { CredentialsConfig } from '#lib/auth/providers/types.ts';
import { decode } from '#lib/auth/crypto/jwt.ts';
import { Browser, ORIGIN, SECRET, baseConfig, collectingLogger, demoCredentials, makeAuth, setCookies } from './harness.ts';

class InvalidLogin extends CredentialsSignin {
	code = 'invalid_login';
}

function withAuthorize(authorize: CredentialsConfig['authorize']) {
	const log = collectingLogger();
	const browser = new Browser(makeAuth(baseConfig({ providers: [demoCredentials({ authorize })], logger: log.logger })));
	return { browser, log };
}

describe('credentials sign-in', () => {
	test('success sets an encrypted session cookie (JWE) and redirects to the callbackUrl', async () => {
		const browser = new Browser(makeAuth());
		const r = await browser.signIn({ username: 'demo', password: 'demo', callbackUrl: `${ORIGIN}/dashboard?tab=1` });
		expect(r.status).toBe(302);
		expect(r.headers.get('location')).toBe(`${ORIGIN}/dashboard?tab=1`);
		const cookie = setCookies(r).find((c) => c.name === 'authjs.session-token')!;
		const [header] = cookie.value.split('.');
		expect(cookie.value.split('.')).toHaveLength(5);
		expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'dir', enc: 'A256CBC-HS512' });
		const token = await decode({ token: cookie.value, secret: SECRET, salt: 'authjs.session-token' });
		expect(token).toMatchObject({ name: 'Demo', email: 'demo@example.com', sub: 'u1' });
	});

	test('only the declared credential fields reach authorize(), with the request', async () => {
		const seen: Array<[Record<string, unknown>, string]> = [];
		const { browser } = withAuthorize((credentials, request) => (seen.push([credentials, request.url]), { id: 'u1' }));
		await browser.signIn({ username: 'demo', password: 'pw', callbackUrl: '/x', extra: 'nope' });
		expect(seen).toEqual([[{ username: 'demo', password: 'pw' }, `${ORIGIN}/auth/callback/credentials`]]);
	});

	test('authorize() returning null sends to the sign-in page with error=CredentialsSignin&code=credentials', async () => {
		const { browser } = withAuthorize(() => null);
		const r = await browser.signIn();
		expect(r.headers.get('location')).toBe(`${ORIGIN}/auth/signin?error=CredentialsSignin&code=credentials`);
		expect(browser.sessionCookie()).toBeUndefined();
	});

	test('a CredentialsSignin subclass puts its own code in the URL', async () => {
		const { browser } = withAuthorize(() => {
			throw new InvalidLogin();
		});
		const r = await browser.signIn();
		expect(r.headers.get('location')).toBe(`${ORIGIN}/auth/signin?error=CredentialsSignin&code=invalid_login`);
	});

	test('any other throw is Configuration on the error page; the full error is logged, nothing of it in the URL', async () => {
		const { browser, log } = withAuthorize(() => {
			throw new Error('database password is hunter2');
		});
		const r = await browser.signIn();
		const location = r.headers.get('location')!;
		expect(location).toBe(`${ORIGIN}/auth/error?error=Configuration`);
		expect(location).not.toMatch(/hunter2|Error:|at /);
		expect(log.errors).toHaveLength(1);
		expect(log.errors[0]).toMatchObject({ type: 'CallbackRouteError' });
		expect((log.errors[0].cause as { err: Error }).err.message).toBe('database password is hunter2');
		expect(browser.sessionCookie()).toBeUndefined();
	});

	test.each([
		'https://evil.example/x',
		'//evil.example/x',
		'/\\evil.example/x',
		'/%5Cevil.example',
		'\t//evil.example',
		'javascript:alert(1)',
		'http://app.test@evil.example/',
		'evil'
	])('callbackUrl %j falls back to the same origin', async (callbackUrl) => {
		const browser = new Browser(makeAuth());
		const r = await browser.signIn({ username: 'demo', password: 'demo', callbackUrl });
		const location = new URL(r.headers.get('location')!);
		expect(location.origin).toBe(ORIGIN);
	});

	test.each(['https://evil.example/x', '//evil.example', 'javascript:alert(1)'])('sign-out callbackUrl %j falls back to the origin', async (callbackUrl) => {
		const browser = new Browser(makeAuth());
		await browser.signIn();
		const r = await browser.post('/auth/signout', { callbackUrl });
		expect(r.status).toBe(302);
		expect(r.headers.get('location')).toBe(ORIGIN);
	});

	test('an open-redirect callbackUrl in the query is refused as well', async () => {
		const browser = new Browser(makeAuth());
		const r = await browser.post('/auth/callback/credentials?callbackUrl=https%3A%2F%2Fevil.example', { username: 'demo', password: 'demo' });
		expect(r.headers.get('location')).toBe(ORIGIN);
	});
});
