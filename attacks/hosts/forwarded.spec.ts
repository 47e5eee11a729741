/**
 * Host and forwarded-header poisoning of the URLs the library generates, on the README's production setting
 * (the origin fixed at build time, AUTH_TRUST_HOST=true): every forged header x every generated URL. The
 * rule: no attacker host, port, scheme or path prefix in an e-mail link, a `redirect_uri`, a page's links,
 * the providers list or a redirect (docs/deployment.md: the library never reads these headers itself).
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { linkIn, uniqueEmail, waitForMail } from '../../e2e/helpers.ts';

/** What an attacker may send; `{host}` is the server's real host (proxies that append keep it last). */
const FORGED: Array<[title: string, headers: Record<string, string>]> = [
	['X-Forwarded-Host', { 'x-forwarded-host': 'evil.example' }],
	['X-Forwarded-Host and X-Forwarded-Proto', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }],
	["an appending proxy's X-Forwarded-Host list", { 'x-forwarded-host': 'evil.example, {host}', 'x-forwarded-proto': 'https, http' }],
	['Forwarded (RFC 7239)', { forwarded: 'for=1.2.3.4;host=evil.example;proto=https' }],
	['Host', { host: 'evil.example' }],
	['Host with another port', { host: 'localhost:1337' }],
	['X-Forwarded-Port and X-Forwarded-Proto', { 'x-forwarded-port': '1337', 'x-forwarded-proto': 'https' }],
	['X-Original-Host, X-Host and X-Forwarded-Server', { 'x-original-host': 'evil.example', 'x-host': 'evil.example', 'x-forwarded-server': 'evil.example' }],
	['X-HTTP-Host-Override', { 'x-http-host-override': 'evil.example' }],
	['X-Forwarded-Prefix', { 'x-forwarded-prefix': '/evil' }]
];

const POISON = /evil\.example|:1337|\/evil\b/;

/** Every URL in a text that names the attacker is a failure; the app's own origin is the only host. */
function expectClean(text: string, where: string) {
	expect(text, `${where} names no attacker host, port or prefix`).not.toMatch(POISON);
}

const headersFor = (headers: Record<string, string>, baseURL: string) =>
	Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v.replace('{host}', new URL(baseURL).host)]));

async function signOutRedirect(request: APIRequestContext, baseURL: string, headers: Record<string, string>) {
	return request.post('/auth/signout', { data: { callbackUrl: '/after' }, headers: { origin: baseURL, ...headers }, maxRedirects: 0 });
}

for (const [title, raw] of FORGED) {
	test.describe(`forged ${title}`, () => {
		test('the mailed sign-in link and the redirect name the app origin only', async ({ request, baseURL }) => {
			const headers = headersFor(raw, baseURL!);
			const victim = uniqueEmail('forwarded');
			// JSON: SvelteKit's own form check is not what is tested here.
			const answer = await request.post('/auth/signin/nodemailer', { data: { email: victim }, headers: { origin: baseURL!, ...headers }, maxRedirects: 0 });
			expect(answer.status()).toBe(302);
			expect(new URL(answer.headers().location).origin).toBe(baseURL);
			const link = linkIn(await waitForMail(victim));
			expect(new URL(link).origin).toBe(baseURL);
			expectClean(link, 'the e-mail link');
		});

		test("the OAuth redirect_uri sent to the identity provider is the app's", async ({ request, baseURL }) => {
			const headers = headersFor(raw, baseURL!);
			const start = await request.post('/auth/signin/mock-oidc', { data: {}, headers: { origin: baseURL!, ...headers }, maxRedirects: 0 });
			expect(start.status()).toBe(302);
			const redirectUri = new URL(start.headers().location).searchParams.get('redirect_uri')!;
			expect(new URL(redirectUri).origin).toBe(baseURL);
			expectClean(redirectUri, 'redirect_uri');
		});

		test("the providers list names the app's URLs only", async ({ request, baseURL }) => {
			const answer = await request.get('/auth/providers', { headers: headersFor(raw, baseURL!) });
			expect(answer.status()).toBe(200);
			expectClean(await answer.text(), 'the providers list');
		});

		test("the built-in pages link to the app's URLs only", async ({ request, baseURL }) => {
			for (const path of ['/auth/signin', '/auth/signout', '/auth/error?error=AccessDenied', '/auth/verify-request']) {
				const answer = await request.get(path, { headers: headersFor(raw, baseURL!) });
				expect(answer.status(), path).toBeLessThan(500);
				expectClean(answer.headers().location ?? '', `${path} redirect`);
				expectClean(await answer.text(), path);
			}
		});

		test("the redirect after sign-out stays on the app's origin", async ({ request, baseURL }) => {
			const answer = await signOutRedirect(request, baseURL!, headersFor(raw, baseURL!));
			expect(answer.status()).toBe(302);
			expect(answer.headers().location).toBe(`${baseURL}/after`);
		});
	});
}

test('an attacker Origin that matches a forged forwarded host is still cross-site: 403, no session', async ({ request }) => {
	// JSON, so SvelteKit's own origin check (form content types only) lets it through to the library's.
	const response = await request.post('/auth/callback/credentials', {
		data: { username: 'demo', password: 'demo' },
		headers: { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
		maxRedirects: 0
	});
	expect(response.status()).toBe(403);
	expect(response.headers()['set-cookie'] ?? '').not.toContain('session-token');
});
