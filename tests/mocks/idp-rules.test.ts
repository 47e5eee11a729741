/**
 * The mock identity provider keeps a real provider's token-endpoint rules, so a library that stopped sending
 * the PKCE verifier, sent another session's, or replayed a code would fail against it; and it misbehaves only
 * when a test asks (`mock_fault`). Plain HTTP against the running mock, no library involved.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import { compactVerify, decodeJwt, decodeProtectedHeader } from 'jose';
import { startMockIdp, type MockIdp } from '../../mocks/idp.ts';
import { MOCK_CLIENT_SECRET } from '../../mocks/idp-providers.ts';

let idp: MockIdp;
beforeAll(async () => {
	idp = await startMockIdp();
});
afterAll(() => idp.stop());

const REDIRECT = 'http://app.test/auth/callback/mock-oidc';
const verifier = () => randomBytes(32).toString('base64url');
const challengeOf = (v: string) => createHash('sha256').update(v).digest('base64url');

/** GET /authorize; returns the redirect's query (code or error). */
async function authorize(params: Record<string, string>): Promise<URLSearchParams> {
	const query = new URLSearchParams({ response_type: 'code', client_id: 'client-a', redirect_uri: REDIRECT, scope: 'openid', ...params });
	const response = await fetch(`${idp.issuer}/authorize?${query}`, { redirect: 'manual' });
	return new URL(response.headers.get('location')!).searchParams;
}

async function token(fields: Record<string, string>): Promise<{ status: number; body: Record<string, string> }> {
	const response = await fetch(`${idp.issuer}/token`, {
		method: 'POST',
		headers: { 'content-type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams({ grant_type: 'authorization_code', client_id: 'client-a', redirect_uri: REDIRECT, ...fields })
	});
	return { status: response.status, body: await response.json() };
}

async function codeFor(extra: Record<string, string> = {}) {
	const v = verifier();
	const answer = await authorize({ code_challenge: challengeOf(v), code_challenge_method: 'S256', nonce: 'n-1', ...extra });
	return { code: answer.get('code')!, verifier: v, answer };
}

describe('token endpoint rules of a real provider', () => {
	test('an authorization request without an S256 code_challenge is refused (invalid_request), no code', async () => {
		for (const params of [{}, { code_challenge: 'abc', code_challenge_method: 'plain' }] as Array<Record<string, string>>) {
			const answer = await authorize(params);
			expect(answer.get('code')).toBeNull();
			expect(answer.get('error')).toBe('invalid_request');
		}
	});

	test('the right verifier redeems the code once; a second redemption is refused with no tokens', async () => {
		const { code, verifier: v } = await codeFor();
		expect((await token({ code, code_verifier: v })).status).toBe(200);
		const again = await token({ code, code_verifier: v });
		expect(again.status).toBe(400);
		expect(again.body).not.toHaveProperty('access_token');
	});

	test.each([
		['no verifier', (v: string) => ({ code_verifier: undefined, v })],
		['another session’s verifier', () => ({ code_verifier: verifier() })],
		['another client', (v: string) => ({ code_verifier: v, client_id: 'client-b' })],
		['another redirect_uri', (v: string) => ({ code_verifier: v, redirect_uri: 'http://evil.example/cb' })]
	])('%s: invalid_grant, no tokens', async (_name, tamper) => {
		const { code, verifier: v } = await codeFor();
		const fields = Object.fromEntries(Object.entries({ code, ...tamper(v) }).filter(([key, value]) => key !== 'v' && value !== undefined)) as Record<string, string>;
		const answer = await token(fields);
		expect(answer.status).toBe(400);
		expect(answer.body).not.toHaveProperty('access_token');
	});
});

describe('faults a test asks for', () => {
	test('without mock_fault the id_token is honest: the nonce sent, signed with a published key', async () => {
		const { code, verifier: v } = await codeFor();
		const claims = decodeJwt((await token({ code, code_verifier: v })).body.id_token);
		expect(claims).toMatchObject({ nonce: 'n-1', iss: idp.issuer, aud: 'client-a' });
	});

	test.each([
		['wrong-nonce', (c: Record<string, unknown>) => expect(c.nonce).not.toBe('n-1')],
		['wrong-iss', (c: Record<string, unknown>) => expect(c.iss).toBe('https://attacker.example')],
		['wrong-aud', (c: Record<string, unknown>) => expect(c.aud).toBe('another-client')],
		['expired', (c: Record<string, unknown>) => expect(c.exp as number).toBeLessThan(Date.now() / 1000)]
	])('%s changes that claim of the id_token', async (fault, check) => {
		const { code, verifier: v } = await codeFor({ mock_fault: fault });
		check(decodeJwt((await token({ code, code_verifier: v })).body.id_token) as Record<string, unknown>);
	});

	test('unsigned, foreign-key and client-secret-hmac change the signature, not the claims', async () => {
		for (const [fault, alg] of [['unsigned', 'none'], ['foreign-key', 'RS256'], ['client-secret-hmac', 'HS256']]) {
			const { code, verifier: v } = await codeFor({ mock_fault: fault });
			const idToken = (await token({ code, code_verifier: v })).body.id_token;
			expect(decodeJwt(idToken)).toMatchObject({ nonce: 'n-1', iss: idp.issuer });
			expect(decodeProtectedHeader(idToken).alg).toBe(alg);
			if (fault !== 'unsigned') expect(idToken.split('.')[2]).not.toBe('');
		}
	});

	test('client-secret-hmac signs with the client secret', async () => {
		const { code, verifier: v } = await codeFor({ mock_fault: 'client-secret-hmac' });
		const idToken = (await token({ code, code_verifier: v })).body.id_token;
		await expect(compactVerify(idToken, new TextEncoder().encode(MOCK_CLIENT_SECRET), { algorithms: ['HS256'] })).resolves.toBeTruthy();
	});

	test('wrong-state, wrong-iss-param and error change the authorization response', async () => {
		expect((await codeFor({ state: 's-1', mock_fault: 'wrong-state' })).answer.get('state')).not.toBe('s-1');
		expect((await codeFor({ mock_fault: 'wrong-iss-param' })).answer.get('iss')).toBe('https://attacker.example');
		expect((await codeFor({ mock_fault: 'error' })).answer.get('error')).toBe('access_denied');
	});

	test('no-pkce-check redeems a code without a verifier, and records whether one came', async () => {
		const { code } = await codeFor({ mock_fault: 'no-pkce-check' });
		expect((await token({ code })).status).toBe(200);
		expect(idp.rules.issued(code)).toMatchObject({ verifierSent: false });
	});
});
