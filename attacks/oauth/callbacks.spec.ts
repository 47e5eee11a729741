/**
 * Crafted OAuth/OIDC callbacks: the real authorization response of a sign-in, with its parameters removed,
 * replaced, duplicated or sent to another route. The rule: only the untouched answer, opened once in the
 * browser that started the sign-in, signs in; everything else is an error (a redirect to the error page,
 * or a 4xx for a route that does not exist), no session, no user stored.
 */
import { expect, test } from '@playwright/test';
import { hasUser } from '../../e2e/store.ts';
import { finishOAuth, setsSession, startOAuth, uniqueAddress } from '../support.ts';

type Mutation = (url: URL) => string;

const set = (key: string, value: string): Mutation => (url) => {
	url.searchParams.set(key, value);
	return url.href;
};
const drop = (key: string): Mutation => (url) => {
	url.searchParams.delete(key);
	return url.href;
};
const add = (key: string, value: string): Mutation => (url) => {
	url.searchParams.append(key, value);
	return url.href;
};
const at = (path: string): Mutation => (url) => `${path}${url.search}`;

const MUTATIONS: Array<[title: string, mutate: Mutation]> = [
	['without code', drop('code')],
	['without state', drop('state')],
	['without iss (the provider announces RFC 9207 iss)', drop('iss')],
	['with a made-up code', set('code', 'made-up-code-0123456789')],
	['with a made-up state', set('state', 'made-up-state-0123456789')],
	["with the app's own origin as iss", (url) => set('iss', url.origin)(url)],
	['with a second state parameter', add('state', 'second-state')],
	['with a second code parameter', add('code', 'second-code')],
	['with error=access_denied beside the code', add('error', 'access_denied')],
	['with only error=access_denied and the state (the user said no)', (url) => `${url.pathname}?${new URLSearchParams({ error: 'access_denied', state: url.searchParams.get('state') ?? '' })}`],
	['with a 10 KiB state', set('state', 's'.repeat(10 * 1024))],
	['with a state carrying a line break', set('state', 'abc\r\nSet-Cookie: injected=1')],
	['sent to the callback of the other OAuth provider (mock-oauth)', at('/auth/callback/mock-oauth')],
	['sent to the callback of the e-mail provider', at('/auth/callback/nodemailer')],
	['sent to the callback of a provider that does not exist', at('/auth/callback/no-such-provider')],
	['sent to the callback of the credentials provider', at('/auth/callback/credentials')]
];

test.describe('crafted OAuth callbacks', () => {
	test('the untouched callback signs in once; opened again it signs nobody in (control, then replay)', async ({ request, baseURL }, info) => {
		const email = uniqueAddress('callback');
		const url = await startOAuth(request, baseURL!, 'mock-oidc', { login_hint: email });
		expect(await finishOAuth(request, url)).toEqual({ status: 302, error: null, session: true });
		expect(hasUser(info, email)).toBe(true);
		const again = await finishOAuth(request, url);
		expect(again.session).toBe(false);
		expect(again.error).toBeTruthy();
	});

	test('the untouched callback in a browser with no check cookies signs nobody in', async ({ playwright, request, baseURL }, info) => {
		const email = uniqueAddress('callback');
		const url = await startOAuth(request, baseURL!, 'mock-oidc', { login_hint: email });
		const stranger = await playwright.request.newContext({ baseURL });
		try {
			const answer = await finishOAuth(stranger, url);
			expect(answer).toMatchObject({ status: 302, session: false });
			expect(answer.error).toBeTruthy();
			expect(hasUser(info, email)).toBe(false);
		} finally {
			await stranger.dispose();
		}
	});

	for (const [title, mutate] of MUTATIONS) {
		test(`the callback ${title}: an error, no session, no user stored`, async ({ request, baseURL }, info) => {
			const email = uniqueAddress('callback');
			const url = new URL(await startOAuth(request, baseURL!, 'mock-oidc', { login_hint: email }));
			const answer = await request.get(mutate(url), { maxRedirects: 0 });
			expect(answer.status(), 'a redirect to the error page or a 4xx, never a 5xx').toBeLessThan(500);
			expect(answer.status()).not.toBe(200);
			if (answer.status() === 302) expect(new URL(answer.headers().location).searchParams.get('error')).toBeTruthy();
			expect(answer.headers()['set-cookie'] ?? '').not.toContain('injected=');
			expect(setsSession(answer)).toBe(false);
			expect(hasUser(info, email)).toBe(false);
		});
	}
});
