/**
 * Account enumeration: does an answer tell an address (or a user name) that has an account from one that
 * has none? Each case sends the same request for a known and an unknown identity and compares the answers:
 * status, headers (without dates, and with cookie values left out) and body (without the challenge and the
 * address itself). Where the rule is "identical", the case fails on any difference. Timing is not compared:
 * a shared CI machine measures its own load (the demo's password check compares against a dummy either way).
 * The passkey options route answers differently by design, as in Auth.js (one request with the typed address
 * decides sign-up or sign-in): those cases prove the difference docs/security.md documents, so a change of
 * it shows up here and there.
 */
import { expect, test, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { addAuthenticator } from '../e2e/authenticator.ts';
import { hydrated } from '../e2e/helpers.ts';
import type { Playwright } from './cookies/forge.ts';
import { signInOidc, uniqueAddress } from './support.ts';

/** Headers that say when or how, not what: dropped before comparing. */
const TRANSPORT = new Set(['date', 'content-length', 'connection', 'keep-alive', 'transfer-encoding']);

/** An answer as the comparison sees it. */
async function shapeOf(answer: APIResponse, identity: string) {
	const cookies: string[] = [];
	const headers: Record<string, string> = {};
	for (const { name, value } of answer.headersArray()) {
		const key = name.toLowerCase();
		if (TRANSPORT.has(key)) continue;
		// The cookie's name and attributes; its value is a fresh token or an encrypted blob either way, and
		// its Expires is a date (Max-Age, compared, says the same without the clock).
		if (key === 'set-cookie') cookies.push(value.replace(/=[^;]*/, '=<value>').replace(/; Expires=[^;]*/i, ''));
		else headers[key] = value;
	}
	let body: unknown = (await answer.text()).replaceAll(identity, '<identity>').replaceAll(encodeURIComponent(identity), '<identity>');
	try {
		body = JSON.parse(body as string, (key, value) => (key === 'challenge' ? '<challenge>' : value));
	} catch {
		// Not JSON: compared as text.
	}
	return { status: answer.status(), headers, cookies: cookies.sort(), body };
}

/** A user who exists: an OIDC user of the mock provider, signed up in a context of its own. */
async function knownAddress(playwright: Playwright, baseURL: string): Promise<string> {
	const other = await playwright.request.newContext({ baseURL });
	try {
		return await signInOidc(other, baseURL);
	} finally {
		await other.dispose();
	}
}

/** The same request for a known and an unknown identity, each from a client of its own. */
async function both(
	playwright: Playwright,
	baseURL: string,
	known: string,
	unknown: string,
	send: (request: APIRequestContext, identity: string) => Promise<APIResponse>
) {
	const shapes = [];
	for (const identity of [known, unknown]) {
		const request = await playwright.request.newContext({ baseURL });
		try {
			shapes.push(await shapeOf(await send(request, identity), identity));
		} finally {
			await request.dispose();
		}
	}
	return { known: shapes[0], unknown: shapes[1] };
}

const form = (baseURL: string, fields: Record<string, string>) => ({ form: fields, headers: { origin: baseURL }, maxRedirects: 0 });

test.describe('e-mail sign-in', () => {
	test('a sign-in e-mail asked for an address with an account and for one without: identical answers (a form post)', async ({ playwright, baseURL }) => {
		const known = await knownAddress(playwright, baseURL!);
		const answers = await both(playwright, baseURL!, known, uniqueAddress('nobody'), (request, email) => request.post('/auth/signin/nodemailer', form(baseURL!, { email })));
		expect(answers.known.status).toBe(302);
		expect(answers.known).toEqual(answers.unknown);
	});

	test('the same from a script (JSON, X-Auth-Return-Redirect): identical answers', async ({ playwright, baseURL }) => {
		const known = await knownAddress(playwright, baseURL!);
		const answers = await both(playwright, baseURL!, known, uniqueAddress('nobody'), (request, email) =>
			request.post('/auth/signin/nodemailer', { data: { email }, headers: { origin: baseURL!, 'x-auth-return-redirect': '1' }, maxRedirects: 0 })
		);
		expect(answers.known.status).toBe(200);
		expect(answers.known).toEqual(answers.unknown);
	});

	test('a made-up sign-in link for an address with an account and for one without: identical answers', async ({ playwright, baseURL }) => {
		const known = await knownAddress(playwright, baseURL!);
		const answers = await both(playwright, baseURL!, known, uniqueAddress('nobody'), (request, email) =>
			request.get(`/auth/callback/nodemailer?${new URLSearchParams({ token: 'f'.repeat(64), email })}`, { maxRedirects: 0 })
		);
		expect(answers.known.headers.location).toContain('error=Verification');
		expect(answers.known).toEqual(answers.unknown);
	});
});

test.describe('credentials sign-in', () => {
	test('a wrong password for a user who exists and for one who does not: identical answers (a form post)', async ({ playwright, baseURL }) => {
		const answers = await both(playwright, baseURL!, 'demo', `nobody-${Date.now()}`, (request, username) =>
			request.post('/auth/callback/credentials', form(baseURL!, { username, password: 'not-the-password', callbackUrl: '/' }))
		);
		expect(answers.known.headers.location).toContain('error=CredentialsSignin');
		expect(answers.known).toEqual(answers.unknown);
	});

	test('the same as JSON, asked for JSON: identical answers', async ({ playwright, baseURL }) => {
		const answers = await both(playwright, baseURL!, 'demo', `nobody-${Date.now()}`, (request, username) =>
			request.post('/auth/callback/credentials', { data: { username, password: 'not-the-password' }, headers: { origin: baseURL!, accept: 'application/json' }, maxRedirects: 0 })
		);
		expect(answers.known.status).toBe(400);
		expect(answers.known).toEqual(answers.unknown);
	});
});

/** Signs a new user up with a passkey of a virtual authenticator, through the demo's sign-in page. */
async function passkeyUser(page: Page, email: string): Promise<void> {
	await addAuthenticator(page.context(), page);
	await page.goto('/signin');
	await hydrated(page);
	await page.getByLabel('E-mail (to create a passkey)').fill(email);
	await page.getByRole('button', { name: 'Continue with a passkey' }).click();
	await page.waitForURL('/');
	await expect(page.getByTestId('user-email')).toHaveText(email);
}

const options = (query: Record<string, string>) => (request: APIRequestContext, email: string) =>
	request.get(`/auth/webauthn-options/passkey?${new URLSearchParams({ ...query, email })}`, { maxRedirects: 0 });

test.describe('passkey options, signed out', () => {
	test('sign-in options asked with the address of a user without passkeys and with an unknown address: identical answers', async ({ playwright, baseURL }) => {
		const known = await knownAddress(playwright, baseURL!);
		const answers = await both(playwright, baseURL!, known, uniqueAddress('nobody'), options({ action: 'authenticate' }));
		expect(answers.known.body).toMatchObject({ action: 'authenticate', options: { allowCredentials: [] } });
		expect(answers.known).toEqual(answers.unknown);
	});

	test('remains, as in Auth.js (docs/security.md): without an action, an address with an account gets sign-in options, a new one sign-up options', async ({ playwright, baseURL }) => {
		const known = await knownAddress(playwright, baseURL!);
		const answers = await both(playwright, baseURL!, known, uniqueAddress('nobody'), options({}));
		expect(answers.known.body).toMatchObject({ action: 'authenticate' });
		expect(answers.unknown.body).toMatchObject({ action: 'register' });
	});

	test('remains, as in Auth.js (docs/security.md): sign-up options are refused (400) for an address with an account, given for a new one', async ({ playwright, baseURL }) => {
		const known = await knownAddress(playwright, baseURL!);
		const answers = await both(playwright, baseURL!, known, uniqueAddress('nobody'), options({ action: 'register' }));
		expect(answers.known.status).toBe(400);
		expect(answers.unknown).toMatchObject({ status: 200, body: { action: 'register' } });
	});

	test("remains, as in Auth.js (docs/security.md): sign-in options for an address whose user has a passkey list that passkey's id", async ({ page, playwright, baseURL }) => {
		const known = uniqueAddress('has-passkey');
		await passkeyUser(page, known);
		const answers = await both(playwright, baseURL!, known, uniqueAddress('nobody'), options({ action: 'authenticate' }));
		expect((answers.known.body as { options: { allowCredentials: unknown[] } }).options.allowCredentials).toHaveLength(1);
		expect(answers.unknown.body).toMatchObject({ options: { allowCredentials: [] } });
	});
});
