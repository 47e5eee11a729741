import { describe, expect, test } from 'vitest';
import { createTestSession } from './testing.ts';

const SECRET = 'unit-test-secret-that-is-at-least-32-chars';
const user = { id: 'u1', name: 'Unit', email: 'unit@example.test' };

describe('createTestSession: the cookie in the shapes tests use', () => {
	test("values are URI-encoded as a Set-Cookie carries them, in the cookies and in the Cookie header alike", async () => {
		const { cookies, header } = await createTestSession({ url: 'http://app.test', secret: SECRET, user, jwt: { encode: () => 'a b;c=d' } });
		expect(cookies[0]!.value).toBe('a%20b%3Bc%3Dd');
		expect(header).toBe('authjs.session-token=a%20b%3Bc%3Dd');
	});

	test("the app's cookie options map onto Playwright's fields: domain, path, SameSite, expiry in seconds", async () => {
		const { cookies } = await createTestSession({
			url: 'http://app.test:5173/some/page',
			secret: SECRET,
			user,
			session: { maxAge: 120 },
			cookies: { sessionToken: { options: { domain: 'example.test', path: '/app', sameSite: 'strict' } } }
		});
		expect(cookies[0]).toMatchObject({ domain: 'example.test', path: '/app', sameSite: 'Strict', httpOnly: true, secure: false });
		expect(Number.isInteger(cookies[0]!.expires)).toBe(true);
		expect(Math.abs(cookies[0]!.expires - (Date.now() / 1000 + 120))).toBeLessThan(5);
	});

	test('without a domain option the cookie belongs to the host of `url` (no port)', async () => {
		const { cookies } = await createTestSession({ url: new URL('http://localhost:4173/'), secret: SECRET, user });
		expect(cookies[0]).toMatchObject({ domain: 'localhost', path: '/' });
	});

	test('a jwt callback that refuses the sign-in (null) is an error, not an empty session', async () => {
		await expect(createTestSession({ url: 'http://app.test', secret: SECRET, user, callbacks: { jwt: () => null } })).rejects.toThrow(/returned null/);
	});
});
