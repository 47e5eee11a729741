/**
 * The mock identity provider's refresh tokens and sign-out behave as a real provider's (mocks/idp-grants.ts),
 * so a library that reused a rotated refresh token, or sent a bad sign-out, would fail against it. Plain HTTP
 * against the running mock, no library involved.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { startMockIdp, type MockIdp } from '../../mocks/idp.ts';

let idp: MockIdp;
beforeAll(async () => {
	idp = await startMockIdp();
});
afterAll(() => idp.stop());

const REDIRECT = 'http://localhost:5173/auth/callback/mock-oidc';
let seq = 0;

/** A code grant for a fresh user (`login_hint`); answers the token response and the user's sub. */
async function signIn(extra: Record<string, string> = {}, clientId = 'client-a') {
	const email = `grants-${Date.now()}-${seq++}@example.test`;
	const verifier = randomBytes(32).toString('base64url');
	const challenge = createHash('sha256').update(verifier).digest('base64url');
	const query = new URLSearchParams({ response_type: 'code', client_id: clientId, redirect_uri: REDIRECT, scope: 'openid', code_challenge: challenge, code_challenge_method: 'S256', login_hint: email, ...extra });
	const code = new URL((await fetch(`${idp.issuer}/authorize?${query}`, { redirect: 'manual' })).headers.get('location')!).searchParams.get('code')!;
	const tokens = await token({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: REDIRECT, client_id: clientId });
	return { tokens: tokens.body, sub: `mock-${email.split('@')[0]}` };
}

async function token(fields: Record<string, string>): Promise<{ status: number; body: Record<string, string> }> {
	const response = await fetch(`${idp.issuer}/token`, { method: 'POST', body: new URLSearchParams(fields) });
	return { status: response.status, body: await response.json() };
}

const refresh = (refreshToken: string, clientId = 'client-a') => token({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: clientId });

describe('refresh tokens', () => {
	test('a refresh token is single-use and rotated; the refreshed tokens name the user of the grant', async () => {
		const { tokens, sub } = await signIn();
		const first = await refresh(tokens.refresh_token);
		expect(first.status).toBe(200);
		expect(first.body.refresh_token).not.toBe(tokens.refresh_token);
		expect(decodeJwt(first.body.id_token).sub).toBe(sub);
		expect((await refresh(first.body.refresh_token)).status).toBe(200);
		expect(idp.grants.report(sub)).toMatchObject({ refreshes: 2, reuses: 0 });
	});

	test('a second use of a rotated refresh token is refused and revokes the grant: the current token dies too', async () => {
		const { tokens, sub } = await signIn();
		const next = await refresh(tokens.refresh_token);
		const replay = await refresh(tokens.refresh_token);
		expect(replay).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
		expect(replay.body).not.toHaveProperty('access_token');
		expect((await refresh(next.body.refresh_token)).body.error).toBe('invalid_grant');
		expect(idp.grants.report(sub)).toMatchObject({ reuses: 1, revokedUses: 1 });
	});

	test('a refresh token is bound to its client, and an unknown one is refused', async () => {
		const { tokens } = await signIn();
		expect((await refresh(tokens.refresh_token, 'client-b')).body.error).toBe('invalid_grant');
		expect((await refresh('not-a-token')).body.error).toBe('invalid_grant');
	});

	test('POST /mock/revoke-grants revokes a user’s refresh tokens; mock_token_ttl shortens the access tokens of the grant', async () => {
		const { tokens, sub } = await signIn({ mock_token_ttl: '120' });
		expect(Number(tokens.expires_in)).toBe(120);
		const exp = decodeJwt(tokens.access_token).exp!;
		expect(exp - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(120);
		const revoked = await fetch(`${idp.issuer}/mock/revoke-grants`, { method: 'POST', body: new URLSearchParams({ sub }) });
		expect(await revoked.json()).toEqual({ revoked: 1 });
		expect((await refresh(tokens.refresh_token)).body.error).toBe('invalid_grant');
		expect(await (await fetch(`${idp.issuer}/mock/grants?sub=${sub}`)).json()).toMatchObject({ revokedUses: 1 });
	});
});

describe('end session (RP-initiated logout)', () => {
	async function endSession(params: Record<string, string>) {
		const response = await fetch(`${idp.issuer}/endsession?${new URLSearchParams(params)}`, { redirect: 'manual' });
		return response.headers.get('location')!;
	}

	test('an id_token it issued, its audience as client_id and a registered URI: back to the app, recorded', async () => {
		const { tokens, sub } = await signIn();
		const back = await endSession({ id_token_hint: tokens.id_token, client_id: 'client-a', post_logout_redirect_uri: 'http://localhost:5173/' });
		expect(back).toBe('http://localhost:5173/');
		expect(idp.grants.report(sub).logouts).toEqual([{ clientId: 'client-a', postLogoutRedirectUri: 'http://localhost:5173/' }]);
	});

	test.each([
		['a forged hint', { id_token_hint: 'x.y.z' }],
		['another client', { client_id: 'client-b' }],
		['an unregistered URI', { post_logout_redirect_uri: 'https://evil.example/' }]
	])('%s lands on the refusal page, not the app', async (_case, change) => {
		const { tokens } = await signIn();
		const back = await endSession({ id_token_hint: tokens.id_token, client_id: 'client-a', post_logout_redirect_uri: 'http://localhost:5173/', ...change });
		expect(back).toMatch(/\/mock\/logout-refused\?reason=/);
		expect((await fetch(back)).status).toBe(400);
	});
});
