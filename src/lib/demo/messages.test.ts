import { describe, expect, test } from 'vitest';
import * as errors from '#lib/auth/errors.ts';
import { EXPLAINED_ERRORS, noticeFor } from './messages.ts';

/** Every `?error=` value the library can send a browser to (the sign-in or the error page: /signin in the demo). */
function valuesSentToPages(): string[] {
	const values = new Set<string>();
	for (const value of Object.values(errors)) {
		if (typeof value !== 'function' || !(value.prototype instanceof errors.AuthError || value === errors.AuthError)) continue;
		const error = new (value as new (message?: string) => errors.AuthError)('x');
		const rule = errors.ruleOf(error);
		if (rule.page !== 'json') values.add(rule.wire);
	}
	return [...values];
}

describe("the demo's /signin explains every error the library sends there", () => {
	test('each value from the error table that reaches a page has its own message, not the fallback', () => {
		const values = valuesSentToPages();
		expect(values).toEqual(expect.arrayContaining(['CredentialsSignin', 'OAuthAccountNotLinked', 'Verification', 'Configuration', 'SessionRequired', 'Forbidden']));
		const fallback = noticeFor('NoSuchValue');
		// Forbidden is answered as a 403 page, never as a redirect to /signin (docs/authorization.md).
		for (const value of values.filter((v) => v !== 'Forbidden')) {
			expect(EXPLAINED_ERRORS, value).toContain(value);
			expect(noticeFor(value), value).not.toEqual(fallback);
		}
	});

	test('"sign in to continue" is information, not an error; failures are alerts', () => {
		expect(noticeFor('SessionRequired').tone).toBe('info');
		expect(noticeFor('CredentialsSignin').tone).toBe('error');
	});

	test('messages never say which credential field was wrong, and unknown or inherited keys get the neutral text', () => {
		expect(`${noticeFor('CredentialsSignin').title} ${noticeFor('CredentialsSignin').text}`).not.toMatch(/password|username/i);
		expect(noticeFor('toString')).toEqual(noticeFor('SomethingElse'));
		expect(noticeFor('<script>').text).not.toContain('<script>');
	});

	test("Auth.js's older values read like their current ones", () => {
		for (const legacy of ['OAuthSignin', 'OAuthCallback', 'Callback']) expect(noticeFor(legacy)).toEqual(noticeFor('OAuthCallbackError'));
	});
});
