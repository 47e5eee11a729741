import { describe, expect, it } from 'vitest';
import { matchRoute, type RouteMatch } from './router.ts';
import { MethodNotAllowed, UnknownAction, ruleOf } from '../errors.ts';

/** The refusal's answer: its HTTP status (from the error table) and Allow header. */
function refusal(match: RouteMatch | null) {
	if (match?.kind !== 'reject') return match;
	return { kind: 'reject', status: ruleOf(match.error).status, allow: match.error instanceof MethodNotAllowed ? match.error.allow : undefined, unknown: match.error instanceof UnknownAction };
}

describe('matchRoute maps URL and method to an auth action', () => {
	it('routes every documented action under the base path', () => {
		expect(matchRoute('/auth/signin', 'GET', '/auth')).toMatchObject({ kind: 'action', action: 'signin' });
		expect(matchRoute('/auth/signin/github', 'POST', '/auth')).toMatchObject({ action: 'signin', providerId: 'github' });
		expect(matchRoute('/auth/callback/github', 'GET', '/auth')).toMatchObject({ action: 'callback', providerId: 'github' });
		expect(matchRoute('/auth/callback/apple', 'POST', '/auth')).toMatchObject({ action: 'callback' });
		expect(matchRoute('/auth/session', 'POST', '/auth')).toMatchObject({ action: 'session' });
		expect(matchRoute('/auth/webauthn-options/passkey', 'GET', '/auth')).toMatchObject({ action: 'webauthn-options' });
	});

	it('tolerates trailing and repeated slashes', () => {
		expect(matchRoute('/auth/signin/auth0///', 'POST', '/auth')).toMatchObject({ providerId: 'auth0' });
	});

	it('treats the literal provider id "undefined" as no provider', () => {
		expect(matchRoute('/auth/signin/undefined', 'POST', '/auth')).toMatchObject({ action: 'signin', providerId: undefined });
	});

	it('leaves the app its own routes, including pages under the base path that are not actions', () => {
		expect(matchRoute('/', 'GET', '/auth')).toBeNull();
		expect(matchRoute('/auth', 'GET', '/auth')).toBeNull();
		expect(matchRoute('/auth/custom-login', 'GET', '/auth')).toBeNull();
		expect(matchRoute('/authx/signin', 'GET', '/auth')).toBeNull();
		expect(matchRoute('/auth/constructor', 'GET', '/auth')).toBeNull();
	});

	it('answers 405 with the allowed methods for a wrong method', () => {
		expect(refusal(matchRoute('/auth/csrf', 'POST', '/auth'))).toMatchObject({ kind: 'reject', status: 405, allow: 'GET' });
		expect(refusal(matchRoute('/auth/session', 'DELETE', '/auth'))).toMatchObject({ kind: 'reject', status: 405 });
		expect(refusal(matchRoute('/auth/signin/github', 'GET', '/auth'))).toMatchObject({ kind: 'reject', status: 405, allow: 'POST' });
	});

	it('answers 400 for malformed paths', () => {
		expect(refusal(matchRoute('/auth/signin/a/b', 'POST', '/auth'))).toMatchObject({ kind: 'reject', status: 400 });
		expect(refusal(matchRoute('/auth/session/x', 'GET', '/auth'))).toMatchObject({ kind: 'reject', status: 400 });
		expect(refusal(matchRoute('/auth/callback', 'GET', '/auth'))).toMatchObject({ kind: 'reject', status: 400 });
		expect(refusal(matchRoute('/auth/callback/%E0%A4%A', 'GET', '/auth'))).toMatchObject({ kind: 'reject', status: 400 });
	});

	it('honours a custom base path', () => {
		expect(matchRoute('/api/auth/session', 'GET', '/api/auth')).toMatchObject({ action: 'session' });
		expect(matchRoute('/auth/session', 'GET', '/api/auth')).toBeNull();
	});
});
