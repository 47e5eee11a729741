/**
 * The check cookies of an OAuth/OIDC sign-in (state, PKCE verifier, nonce) and the CSRF cookie, tampered
 * with. The rule: a callback whose check cookies are not exactly the ones the library sealed for this
 * provider, unexpired, ends on the error page with no session and no stored user; a CSRF cookie whose
 * hash does not match the secret validates no token. Re-sealing the same values (a control) must work.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { jwtDecrypt } from 'jose';
import { SECRET } from '../../e2e/servers.ts';
import { hasUser } from '../../e2e/store.ts';
import { hkdf } from '../../src/lib/auth/crypto/index.ts';
import { finishOAuth, startOAuth, uniqueAddress } from '../support.ts';
import { flip, jwe, type Playwright } from './forge.ts';

const CHECKS = { state: 'authjs.state', 'PKCE verifier': 'authjs.pkce.code_verifier', nonce: 'authjs.nonce' } as const;
type Check = keyof typeof CHECKS;

/** Opens a check cookie with the e2e secret, as the library does (salt = the cookie's name). */
async function open(name: string, sealed: string): Promise<{ value: string; provider: string }> {
	const key = await hkdf(SECRET, name, `Auth.js Generated Encryption Key (${name})`, 64);
	return (await jwtDecrypt(sealed, key)).payload as { value: string; provider: string };
}

type Tamper = (name: string, value: string) => Promise<string | null>;

/** Starts a sign-in, rewrites one check cookie in a copy of the browser, and finishes the sign-in there. */
async function callbackWith(playwright: Playwright, request: APIRequestContext, baseURL: string, check: Check | 'all', tamper: Tamper) {
	const email = uniqueAddress('checks');
	const url = await startOAuth(request, baseURL, 'mock-oidc', { login_hint: email });
	const state = await request.storageState();
	const names = check === 'all' ? Object.values(CHECKS) : [CHECKS[check]];
	const cookies = [];
	for (const cookie of state.cookies) {
		if (!(names as string[]).includes(cookie.name)) cookies.push(cookie);
		else {
			const value = await tamper(cookie.name, cookie.value);
			if (value !== null) cookies.push({ ...cookie, value });
		}
	}
	const copy = await playwright.request.newContext({ baseURL, storageState: { cookies, origins: [] } });
	try {
		return { email, ...(await finishOAuth(copy, url)) };
	} finally {
		await copy.dispose();
	}
}

const reseal = (changes: { exp?: number; provider?: string; value?: string }): Tamper => async (name, sealed) => {
	const payload = await open(name, sealed);
	return jwe({ value: changes.value ?? payload.value, provider: changes.provider ?? payload.provider }, { salt: name, exp: changes.exp });
};

const TAMPERS: Array<[title: string, tamper: Tamper]> = [
	['with one character changed', async (_name, value) => flip(value, 3)],
	['removed', async () => null],
	['re-sealed with an exp an hour ago', reseal({ exp: Math.floor(Date.now() / 1000) - 3600 })],
	['re-sealed for another provider (mock-oauth)', reseal({ provider: 'mock-oauth' })],
	['re-sealed with another value', reseal({ value: 'attacker-chosen-value-0123456789abcdef' })],
	['replaced by a JWE of another secret', async (name) => jwe({ value: 'x', provider: 'mock-oidc' }, { salt: name, secret: 'another-secret-that-is-at-least-32-characters' })]
];

test.describe('check cookies of an OAuth sign-in', () => {
	test('all three re-sealed with the same values and provider: the sign-in completes (control)', async ({ playwright, request, baseURL }, info) => {
		const answer = await callbackWith(playwright, request, baseURL!, 'all', reseal({}));
		expect(answer).toMatchObject({ status: 302, error: null, session: true });
		expect(hasUser(info, answer.email)).toBe(true);
	});

	for (const check of Object.keys(CHECKS) as Check[]) {
		for (const [title, tamper] of TAMPERS) {
			test(`the ${check} cookie ${title}: error page, no session, no user stored`, async ({ playwright, request, baseURL }, info) => {
				const answer = await callbackWith(playwright, request, baseURL!, check, tamper);
				expect(answer.status).toBe(302);
				expect(answer.error, 'an error value on the redirect').toBeTruthy();
				expect(answer.session).toBe(false);
				expect(hasUser(info, answer.email)).toBe(false);
			});
		}
	}
});

test.describe('the CSRF cookie', () => {
	// JSON, so SvelteKit's own form check (which wants an Origin) stays out of it and the library decides.
	const post = (request: APIRequestContext, token: string, cookie?: string) =>
		request.post('/auth/signout', { data: { csrfToken: token }, headers: cookie === undefined ? {} : { cookie }, maxRedirects: 0 });

	test('token and cookie as the library minted them, no site headers: accepted (control)', async ({ request }) => {
		const { csrfToken } = (await (await request.get('/auth/csrf')).json()) as { csrfToken: string };
		expect((await post(request, csrfToken)).status()).toBe(302);
	});

	for (const [title, forge] of [
		['a cookie whose hash half does not match the secret', (token: string) => `${token}|${'0'.repeat(64)}`],
		['a cookie without its hash half', (token: string) => token],
		['a cookie hashed with another secret', (token: string) => `${token}|${'f'.repeat(64)}`],
		['an empty cookie', () => '']
	] as const) {
		test(`${title}, the same token in the body, no site headers: 403, nothing changes`, async ({ request }) => {
			const token = 'a'.repeat(64);
			const answer = await post(request, token, `authjs.csrf-token=${encodeURIComponent(forge(token))}`);
			expect(answer.status()).toBe(403);
			expect(await answer.json()).toMatchObject({ error: 'MissingCSRF' });
		});
	}
});
