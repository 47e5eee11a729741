import { describe, expect, test } from 'vitest';
import {
	AccessDenied,
	AdapterError,
	BadRequest,
	CredentialsSignin,
	EmailRateLimited,
	EmailSignInError,
	InvalidProvider,
	MissingCSRF,
	OAuthAccountNotLinked
} from '../errors.ts';
import { pageOf, readSignIn, refusal } from './remote-calls.ts';

class InvalidLogin extends CredentialsSignin {
	code = 'invalid_login';
}

describe('readSignIn: what a remote sign-in form posted, as the in-process call it asks for', () => {
	test('the provider is the `provider` field, else the key of signIn.for(<id>)', () => {
		expect(readSignIn({ id: 'github' }).provider).toBe('github');
		expect(readSignIn({ id: 'github', provider: 'google' }).provider).toBe('google');
	});

	test('credential fields drop one leading underscore (kit never echoes `_` fields back into the page)', () => {
		const call = readSignIn({ id: 'credentials', credentials: { username: 'ada', _password: 'secret', __pin: '1' } });
		expect(call.fields).toEqual({ username: 'ada', password: 'secret', _pin: '1' });
	});

	test('numbers and booleans kit coerced are passed on as text; email, csrfToken, redirectTo and authorizationParams keep their places', () => {
		const call = readSignIn({
			provider: 'mixed',
			credentials: { otp: 123456, remember: true },
			email: 'ada@example.test',
			csrfToken: 'token',
			redirectTo: '/after',
			authorizationParams: { login_hint: 'ada@example.test' }
		});
		expect(call).toEqual({
			provider: 'mixed',
			redirectTo: '/after',
			fields: { otp: '123456', remember: 'true', email: 'ada@example.test', csrfToken: 'token' },
			authorizationParams: { login_hint: 'ada@example.test' }
		});
	});

	test('an empty redirectTo means none (the default target applies)', () => {
		expect(readSignIn({ id: 'credentials', redirectTo: '' }).redirectTo).toBeUndefined();
	});

	for (const [title, input] of [
		['no fields at all', undefined],
		['no provider and no key', { credentials: { username: 'a' } }],
		['a provider that is not text', { provider: ['a', 'b'] }],
		['credentials that are not a group', { id: 'credentials', credentials: 'x' }],
		['a credential that is a file or a list', { id: 'credentials', credentials: { avatar: ['a', 'b'] } }],
		['a redirectTo that is not text', { id: 'credentials', redirectTo: 5 }]
	] as const) {
		test(`BadRequest for ${title}`, () => {
			expect(() => readSignIn(input)).toThrow(BadRequest);
		});
	}
});

describe('refusal: the error table decides how a remote form answers', () => {
	const location = 'http://app.test/auth/error?error=AccessDenied';

	test('sign-in page errors become an issue on the field group that was filled in, with the sign-in page text', () => {
		expect(refusal(new InvalidLogin(), location, 'credentials')).toEqual({
			type: 'invalid',
			issues: [{ path: ['credentials'], message: 'Sign in failed. Check the details you provided are correct.' }]
		});
		expect(refusal(new EmailSignInError('bad address'), location, 'email')).toEqual({
			type: 'invalid',
			issues: [{ path: ['email'], message: 'The e-mail could not be sent.' }]
		});
		expect(refusal(new EmailRateLimited('throttled'), location, 'email')).toMatchObject({ type: 'invalid', issues: [{ path: ['email'] }] });
	});

	test('without a field group (an OAuth button), the issue belongs to the whole form', () => {
		expect(refusal(new OAuthAccountNotLinked('linked elsewhere'), location, null)).toMatchObject({ type: 'invalid', issues: [{ path: [] }] });
	});

	test('an issue never carries the error message (which may name internals), only the page text or the app’s', () => {
		const outcome = refusal(new CredentialsSignin('user ada has no password row'), location, 'credentials');
		expect(JSON.stringify(outcome)).not.toContain('ada');
		const custom = refusal(new InvalidLogin(), location, 'credentials', {
			message: (error) => (error instanceof CredentialsSignin && error.code === 'invalid_login' ? 'Wrong username or password.' : undefined)
		});
		expect(custom).toMatchObject({ issues: [{ message: 'Wrong username or password.' }] });
	});

	test('error page errors redirect to the error page, as the routes send a browser', () => {
		expect(refusal(new AccessDenied('callback said no'), location, 'credentials')).toEqual({ type: 'redirect', location });
		expect(refusal(new AdapterError('database down'), 'http://app.test/auth/error?error=Configuration', null)).toEqual({
			type: 'redirect',
			location: 'http://app.test/auth/error?error=Configuration'
		});
	});

	test('errors the table answers directly are HTTP errors with its status: CSRF 403 with the page text, bad input with its own message', () => {
		expect(refusal(new MissingCSRF('/remote: a cross-site call was refused'), '', null)).toEqual({
			type: 'error',
			status: 403,
			message: 'The form expired or came from another site. Please try again.'
		});
		expect(refusal(new InvalidProvider('Unknown provider "nope"'), '', null)).toEqual({ type: 'error', status: 404, message: 'Unknown provider "nope"' });
		expect(refusal(new BadRequest('"redirectTo" must be text'), '', null)).toEqual({ type: 'error', status: 400, message: '"redirectTo" must be text' });
	});
});

describe('pageOf: the default target is the page the form was on', () => {
	const event = (referer?: string) => ({ request: new Request('http://app.test/_app/remote/x', { headers: referer ? { referer } : {} }), url: new URL('http://app.test/_app/remote/x') });

	test("kit's `/remote` action parameter is dropped, the page's own query kept", () => {
		expect(pageOf(event('http://app.test/remote?tab=2&%2Fremote=abc%2FsignIn'))).toBe('http://app.test/remote?tab=2');
		expect(pageOf(event('http://app.test/remote?/remote=abc/signIn/%22credentials%22'))).toBe('http://app.test/remote');
	});

	test('no Referer, or one that is not a URL: no default (the entry falls back to "/")', () => {
		expect(pageOf(event())).toBeUndefined();
		expect(pageOf(event('not a url'))).toBeUndefined();
	});
});
