/**
 * Open redirects: every crafted target (redirect-targets.ts) through every channel that takes one. The
 * rule: no `Location` the library answers leaves the origin, none carries a header break, and no page
 * links anywhere but the origin or through a `javascript:`/`data:` URL. The default `redirect` callback
 * (docs/configuration.md) keeps same-origin targets and replaces the rest with the origin.
 */
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { linkIn, waitForMail } from '../e2e/helpers.ts';
import { ROUND_TRIP_TARGETS, TARGETS, craft } from './redirect-targets.ts';
import { setCookies, startOAuth, uniqueAddress } from './support.ts';

/** The rule for one answer: a redirect whose target stays on the origin, and no injected header. */
function expectStaysHome(answer: APIResponse, baseURL: string): string {
	expect([302, 303], 'a redirect').toContain(answer.status());
	const location = answer.headers().location;
	expect(location, 'no header break in Location').not.toMatch(/[\r\n]/);
	expect(new URL(location, baseURL).origin, `Location ${location.slice(0, 120)} stays on the origin`).toBe(baseURL);
	expect(setCookies(answer).join('\n'), 'no injected cookie').not.toContain('injected=');
	return location;
}

const SCRIPT_URL = /^\s*(javascript|data|vbscript|file):/i;

/** The rule for a page: every link, form target and redirect field stays on the origin, none is a script URL. */
function expectPageStaysHome(html: string, baseURL: string) {
	const decode = (value: string) => value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)));
	const urls = [...html.matchAll(/\s(?:href|action|formaction|src)="([^"]*)"/gi)].map((m) => decode(m[1]));
	const fields = [...html.matchAll(/<input[^>]*name="(?:callbackUrl|redirectTo)"[^>]*value="([^"]*)"/gi)].map((m) => decode(m[1]));
	for (const url of [...urls, ...fields]) {
		expect(url, 'no script URL in the page').not.toMatch(SCRIPT_URL);
		if (url.startsWith('#') || url === '') continue;
		expect(new URL(url, baseURL).origin, `${url.slice(0, 120)} stays on the origin`).toBe(baseURL);
	}
}

/** The callback-url cookie as an attacker plants it (a cookie cannot carry raw control characters). */
const plantedCookie = (target: string) => ({ cookie: `authjs.callback-url=${encodeURIComponent(target)}` });

for (const [index, raw] of TARGETS.entries()) {
	const name = `#${index + 1} ${JSON.stringify(raw.length > 60 ? `${raw.slice(0, 40)}…(${raw.length} chars)` : raw)}`;

	test.describe(`open redirect ${name}`, () => {
		test('as callbackUrl of a credentials sign-in: the redirect stays on the origin', async ({ request, baseURL }) => {
			const answer = await request.post('/auth/callback/credentials', {
				form: { username: 'demo', password: 'demo', callbackUrl: craft(raw, baseURL!) },
				headers: { origin: baseURL! },
				maxRedirects: 0
			});
			expectStaysHome(answer, baseURL!);
		});

		test("as redirectTo of the demo's sign-in form action: the redirect stays on the origin", async ({ request, baseURL }) => {
			const answer = await request.post('/signin', {
				form: { providerId: 'credentials', username: 'demo', password: 'demo', redirectTo: craft(raw, baseURL!) },
				// As a browser posts the form without JavaScript (with `accept: */*` kit answers the action in JSON).
				headers: { origin: baseURL!, accept: 'text/html' },
				maxRedirects: 0
			});
			expectStaysHome(answer, baseURL!);
		});

		test('as callbackUrl of a sign-out: the redirect stays on the origin', async ({ request, baseURL }) => {
			const answer = await request.post('/auth/signout', { form: { callbackUrl: craft(raw, baseURL!) }, headers: { origin: baseURL! }, maxRedirects: 0 });
			expectStaysHome(answer, baseURL!);
		});

		test('as a planted callback-url cookie: the sign-in that follows stays on the origin', async ({ request, baseURL }) => {
			const answer = await request.post('/auth/callback/credentials', {
				form: { username: 'demo', password: 'demo' },
				headers: { origin: baseURL!, ...plantedCookie(craft(raw, baseURL!)) },
				maxRedirects: 0
			});
			expectStaysHome(answer, baseURL!);
		});

		test('as callbackUrl of the sign-in page: no link, form or redirect field of the page leaves the origin', async ({ request, baseURL }) => {
			const answer = await request.get(`/auth/signin?${new URLSearchParams({ callbackUrl: craft(raw, baseURL!) })}`, { maxRedirects: 0 });
			expect(answer.status()).toBeLessThan(500);
			let page: APIResponse = answer;
			// With `pages.signIn` set the route redirects to the app's page: the redirect is judged, then the page.
			if (answer.status() === 302) page = await request.get(expectStaysHome(answer, baseURL!));
			expect(page.status()).toBe(200);
			expectPageStaysHome(await page.text(), baseURL!);
		});
	});
}

/** An OAuth sign-in with `target` as callbackUrl, through the mock IdP: the app's last answer. */
async function oauthWith(request: APIRequestContext, baseURL: string, target: string): Promise<APIResponse> {
	const token = ((await (await request.get('/auth/csrf')).json()) as { csrfToken: string }).csrfToken;
	const start = await request.post('/auth/signin/mock-oidc?login_hint=' + encodeURIComponent(uniqueAddress('redirect')), {
		form: { callbackUrl: target, csrfToken: token },
		headers: { origin: baseURL },
		maxRedirects: 0
	});
	expect(start.status()).toBe(302);
	const consent = await request.get(start.headers().location, { maxRedirects: 0 });
	return request.get(consent.headers().location, { maxRedirects: 0 });
}

for (const [index, raw] of ROUND_TRIP_TARGETS.entries()) {
	const name = `#${index + 1} ${JSON.stringify(raw.length > 60 ? `${raw.slice(0, 40)}…(${raw.length} chars)` : raw)}`;
	test.describe(`open redirect across a round trip ${name}`, () => {
		test('as callbackUrl of an OAuth sign-in: after the identity provider, the redirect stays on the origin', async ({ request, baseURL }) => {
			expectStaysHome(await oauthWith(request, baseURL!, craft(raw, baseURL!)), baseURL!);
		});

		test('as callbackUrl of an e-mail sign-in: the mailed link and the redirect after it stay on the origin', async ({ request, baseURL }) => {
			const email = uniqueAddress('redirect');
			const start = await request.post('/auth/signin/nodemailer', { form: { email, callbackUrl: craft(raw, baseURL!) }, headers: { origin: baseURL! }, maxRedirects: 0 });
			expect(start.status()).toBe(302);
			const link = new URL(linkIn(await waitForMail(email)));
			expect(link.origin).toBe(baseURL);
			const carried = link.searchParams.get('callbackUrl');
			if (carried) expect(new URL(carried, baseURL).origin).toBe(baseURL);
			expectStaysHome(await request.get(link.href, { maxRedirects: 0 }), baseURL!);
		});
	});
}

test('a planted callback-url cookie with another origin is replaced by the sign-in page, not kept', async ({ request, baseURL }) => {
	const answer = await request.get('/auth/signin', { headers: plantedCookie('https://evil.example/'), maxRedirects: 0 });
	const written = setCookies(answer).find((line) => line.startsWith('authjs.callback-url='));
	expect(written, 'the page writes the judged target').toBeDefined();
	expect(new URL(decodeURIComponent(written!.split(';')[0].split('=')[1]), baseURL).origin).toBe(baseURL);
});
