import { describe, expect, test } from 'vitest';
import { isPageRequest, rolesOf, signInLocation } from './guard.ts';

const request = (headers: Record<string, string>, method = 'GET') => new Request('http://app.test/admin', { method, headers });
const kind = (headers: Record<string, string>, flags: { isDataRequest?: boolean; isRemoteRequest?: boolean } = {}, method?: string) =>
	isPageRequest({ request: request(headers, method), ...flags }) ? 'page' : 'status';

describe('a page request is redirected to sign in; everything else gets a status', () => {
	test('a browser navigation (Sec-Fetch-Dest: document, or Accept with text/html) is a page request', () => {
		expect(kind({ 'sec-fetch-dest': 'document', accept: 'text/html,application/xhtml+xml,*/*;q=0.8' })).toBe('page');
		expect(kind({ 'sec-fetch-dest': 'iframe' })).toBe('page');
		// Without fetch metadata (older browsers, plain HTTP hosts): the Accept header decides.
		expect(kind({ accept: 'text/html' })).toBe('page');
		expect(kind({ accept: 'application/xhtml+xml;q=0.9' })).toBe('page');
	});

	test('fetch(), curl, API clients and an Accept without HTML are not page requests', () => {
		expect(kind({ 'sec-fetch-dest': 'empty', accept: '*/*' })).toBe('status');
		expect(kind({ 'sec-fetch-dest': 'empty', accept: 'text/html' })).toBe('status');
		expect(kind({ accept: '*/*' })).toBe('status');
		expect(kind({ accept: 'application/json' })).toBe('status');
		expect(kind({})).toBe('status');
		// text/html refused with q=0 is not a request for HTML.
		expect(kind({ accept: 'text/html;q=0, application/json' })).toBe('status');
	});

	test("kit's own client requests (data, use:enhance actions, remote functions) are page requests: kit follows the redirect itself", () => {
		expect(kind({ 'sec-fetch-dest': 'empty', accept: '*/*' }, { isDataRequest: true })).toBe('page');
		expect(kind({ 'sec-fetch-dest': 'empty', accept: 'application/json', 'x-sveltekit-action': 'true' }, {}, 'POST')).toBe('page');
		expect(kind({ 'sec-fetch-dest': 'empty' }, { isRemoteRequest: true })).toBe('page');
	});
});

describe('roles come from the session the callbacks built', () => {
	test('user.role and user.roles both count; anything that is not a string does not', () => {
		expect(rolesOf({ expires: '', user: { role: 'admin' } as never })).toEqual(['admin']);
		expect(rolesOf({ expires: '', user: { role: 'admin', roles: ['editor', 7, null] } as never })).toEqual(['admin', 'editor']);
		expect(rolesOf({ expires: '', user: { role: ['admin'] } as never })).toEqual([]);
		expect(rolesOf({ expires: '', user: { name: 'x' } })).toEqual([]);
		expect(rolesOf(null)).toEqual([]);
	});
});

describe('the sign-in redirect keeps the page and says why', () => {
	test('to pages.signIn when set, else the built-in page, with callbackUrl (path and query) and error=SessionRequired', () => {
		const url = new URL('http://app.test/admin/users?page=2');
		expect(signInLocation({ pages: { signIn: '/login' }, basePath: '/auth' }, url)).toBe('/login?callbackUrl=%2Fadmin%2Fusers%3Fpage%3D2&error=SessionRequired');
		expect(signInLocation({ pages: {}, basePath: '/base/auth' }, url)).toBe('/base/auth/signin?callbackUrl=%2Fadmin%2Fusers%3Fpage%3D2&error=SessionRequired');
		expect(signInLocation({ pages: { signIn: '/login?theme=x' }, basePath: '/auth' }, new URL('http://app.test/'))).toBe('/login?theme=x&callbackUrl=%2F&error=SessionRequired');
	});
});
