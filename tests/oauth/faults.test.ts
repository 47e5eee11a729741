/**
 * Bad input and faults of the OAuth/OIDC callback, against a real
 * oauth2-mock-server; msw only for the one fault the mock cannot produce (a non-JSON token answer).
 * Each fault: the right error type, nothing stored, a cause that says what failed, no token in the error.
 */
import { inspect } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Events, type MutableResponse, type MutableToken } from 'oauth2-mock-server';
import { DEMO_USER, startMockIdp, type MockIdp } from '../../mocks/idp.ts';
import { mockOAuthProvider, mockOidcProvider } from '../../mocks/idp-providers.ts';
import { handleOAuthCallback } from './harness.ts';
import { resolveUser } from './harness.ts';
import { authorize, callbackContext, caught, createHarness, type Authorized, type Harness } from './harness.ts';
import type { OAuthConfig } from '#lib/auth/providers/types.ts';

let idp: MockIdp;
const msw = setupServer();
/** Every token the mock issued during the current test: none may appear in an error. */
let issued: string[] = [];
// The mock's listeners take event-specific arguments.
type Listener = (...args: any[]) => void;
const hooks: Array<[string, Listener]> = [];

beforeAll(async () => {
	// Before any config is resolved: config.fetch binds the (patched) global fetch.
	msw.listen({ onUnhandledFrame: 'bypass' });
	idp = await startMockIdp();
	idp.server.service.on(Events.BeforeResponse, (response: MutableResponse) => {
		if (response.body) for (const key of ['access_token', 'id_token', 'refresh_token']) issued.push(String(response.body[key]));
	});
});
afterAll(async () => {
	msw.close();
	await idp.stop();
});
beforeEach(() => {
	issued = [];
	idp.setUser({ ...DEMO_USER });
});
afterEach(() => {
	msw.resetHandlers();
	for (const [event, handler] of hooks.splice(0)) idp.server.service.off(event, handler);
});

/** Registers a mock hook for this test only (registered after the mock's own, so it runs last). */
function hook(event: Events, handler: Listener): void {
	idp.server.service.on(event, handler);
	hooks.push([event, handler]);
}

/** Changes the id_token's claims only (the access token carries `amr`, the id_token does not). */
function idTokenClaims(change: (payload: MutableToken['payload']) => void): void {
	hook(Events.BeforeTokenSigning, (token: MutableToken) => {
		if (!('amr' in token.payload)) change(token.payload);
	});
}

const oidc = () => mockOidcProvider(idp.issuer);
const oauth = () => mockOAuthProvider(idp.issuer);

/** Runs the callback and account resolution as the core does, and returns what was thrown. */
async function fail(h: Harness, provider: OAuthConfig, authorized: Pick<Authorized, 'callbackUrl' | 'cookies'>): Promise<Error> {
	const ctx = callbackContext(h, authorized);
	return caught(async () => resolveUser(ctx, await handleOAuthCallback(ctx, provider)));
}

/** The shared assertions of every fault. */
function expectCleanFailure(h: Harness, error: Error, type: string): void {
	expect(error).toMatchObject({ type });
	expect(error.cause, 'the cause says what failed').toBeTruthy();
	expect(h.calls.filter((c) => c === 'createUser' || c === 'linkAccount' || c === 'updateUser')).toEqual([]);
	expect(h.events).toEqual([]);
	const rendered = `${error.message}\n${inspect(error, { depth: 10 })}`;
	for (const token of issued.filter((t) => t !== 'undefined')) expect(rendered).not.toContain(token);
}

function replaceCookie(cookies: string, name: string, value: string | null): string {
	return cookies
		.split('; ')
		.filter((c) => !c.startsWith(`${name}=`))
		.concat(value === null ? [] : [`${name}=${value}`])
		.join('; ');
}

describe('the identity provider refuses', () => {
	it('error=access_denied from the IdP is OAuthCallbackError carrying providerId, error and error_description', async () => {
		hook(Events.BeforeAuthorizeRedirect, ({ url }: { url: URL }) => {
			url.searchParams.delete('code');
			url.searchParams.set('error', 'access_denied');
			url.searchParams.set('error_description', 'The user said no');
		});
		const h = createHarness([oidc()]);
		const error = await fail(h, oidc(), await authorize(h, oidc()));
		expectCleanFailure(h, error, 'OAuthCallbackError');
		expect(error.cause).toMatchObject({ providerId: 'mock-oidc', error: 'access_denied', error_description: 'The user said no' });
	});

	it('a token endpoint answering 500 is CallbackRouteError with the HTTP status in the cause', async () => {
		hook(Events.BeforeResponse, (response: MutableResponse) => {
			response.statusCode = 500;
			response.body = { error: 'server_error', error_description: 'database on fire' };
		});
		const h = createHarness([oidc()]);
		const error = await fail(h, oidc(), await authorize(h, oidc()));
		expectCleanFailure(h, error, 'CallbackRouteError');
		expect(error.cause).toMatchObject({ provider: 'mock-oidc', stage: 'token response', err: { status: 500 } });
	});

	it('a token endpoint OAuth error (400 invalid_grant) is CallbackRouteError with the OAuth error code in the cause', async () => {
		hook(Events.BeforeResponse, (response: MutableResponse) => {
			response.statusCode = 400;
			response.body = { error: 'invalid_grant', error_description: 'code already used' };
		});
		const h = createHarness([oidc()]);
		const error = await fail(h, oidc(), await authorize(h, oidc()));
		expectCleanFailure(h, error, 'CallbackRouteError');
		expect(error.cause).toMatchObject({ stage: 'token response', err: { error: 'invalid_grant', error_description: 'code already used', status: 400 } });
	});

	it('a token endpoint answering non-JSON is CallbackRouteError (msw: the mock only speaks JSON)', async () => {
		msw.use(http.post(`${idp.issuer}/token`, () => new HttpResponse('<html>Bad gateway</html>', { status: 200, headers: { 'content-type': 'text/html' } })));
		const h = createHarness([oidc()]);
		const error = await fail(h, oidc(), await authorize(h, oidc()));
		expectCleanFailure(h, error, 'CallbackRouteError');
		expect(error.cause).toMatchObject({ stage: 'token response' });
	});

	it('a failing userinfo endpoint is CallbackRouteError at the userinfo stage', async () => {
		hook(Events.BeforeUserinfo, (response: MutableResponse) => {
			response.statusCode = 500;
			response.body = { error: 'server_error' };
		});
		const h = createHarness([oauth()]);
		const error = await fail(h, oauth(), await authorize(h, oauth()));
		expectCleanFailure(h, error, 'CallbackRouteError');
		expect(error.cause).toMatchObject({ provider: 'mock-oauth', stage: 'userinfo', err: { status: 500 } });
	});
});

describe('the id_token is rejected by oauth4webapi', () => {
	it('an invalid signature is refused (verified against the JWKS)', async () => {
		hook(Events.BeforeResponse, (response: MutableResponse) => {
			if (!response.body) return;
			const [header, payload, signature] = String(response.body.id_token).split('.');
			response.body.id_token = `${header}.${payload}.${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
		});
		const h = createHarness([oidc()]);
		const error = await fail(h, oidc(), await authorize(h, oidc()));
		expectCleanFailure(h, error, 'CallbackRouteError');
		expect(error.cause).toMatchObject({ stage: 'id_token signature' });
	});

	const cases: Array<[string, (payload: MutableToken['payload']) => void]> = [
		['a wrong iss', (p) => void (p.iss = 'http://evil.test')],
		['a wrong aud', (p) => void (p.aud = 'someone-else')],
		['an expired id_token', (p) => void Object.assign(p, { iat: p.iat - 7200, nbf: p.iat - 7200, exp: p.iat - 3600 })],
		['a nonce mismatch', (p) => void (p.nonce = 'not-the-nonce-we-sent')]
	];
	for (const [name, change] of cases) {
		it(`${name} is CallbackRouteError at the token response stage`, async () => {
			idTokenClaims(change);
			const h = createHarness([oidc()]);
			const error = await fail(h, oidc(), await authorize(h, oidc()));
			expectCleanFailure(h, error, 'CallbackRouteError');
			expect(error.cause).toMatchObject({ provider: 'mock-oidc', stage: 'token response' });
		});
	}
});

describe('the checks refuse a tampered callback', () => {
	it('a state that is not the one in the cookie is CallbackRouteError', async () => {
		const h = createHarness([oidc()]);
		const first = await authorize(h, oidc());
		const other = await authorize(h, oidc());
		first.callbackUrl.searchParams.set('state', other.callbackUrl.searchParams.get('state')!);
		const error = await fail(h, oidc(), first);
		expectCleanFailure(h, error, 'CallbackRouteError');
		expect(error.cause).toMatchObject({ stage: 'authorization response' });
	});

	it('a PKCE verifier that does not match the challenge is refused by the token endpoint', async () => {
		const h = createHarness([oauth()]);
		const first = await authorize(h, oauth());
		const other = await authorize(h, oauth());
		const verifier = other.cookies.split('; ').find((c) => c.startsWith('authjs.pkce.code_verifier='))!;
		const error = await fail(h, oauth(), { ...first, cookies: replaceCookie(first.cookies, 'authjs.pkce.code_verifier', verifier.split('=')[1]) });
		expectCleanFailure(h, error, 'CallbackRouteError');
		expect(error.cause).toMatchObject({ stage: 'token response', err: { status: 400 } });
	});

	for (const name of ['authjs.state', 'authjs.pkce.code_verifier', 'authjs.nonce']) {
		it(`a missing ${name} cookie is InvalidCheck, before any request to the IdP`, async () => {
			const h = createHarness([oidc()]);
			const authorized = await authorize(h, oidc());
			const error = await fail(h, oidc(), { ...authorized, cookies: replaceCookie(authorized.cookies, name, null) });
			expectCleanFailure(h, error, 'InvalidCheck');
			expect(issued).toEqual([]);
		});
	}

	it('a forged check cookie is InvalidCheck', async () => {
		const h = createHarness([oidc()]);
		const authorized = await authorize(h, oidc());
		const forged = replaceCookie(authorized.cookies, 'authjs.state', 'eyJhbGciOiJkaXIifQ..AAAA.BBBB.CCCC');
		expectCleanFailure(h, await fail(h, oidc(), { ...authorized, cookies: forged }), 'InvalidCheck');
	});

	it('check cookies minted for another provider are InvalidCheck', async () => {
		const other: OAuthConfig = { ...oidc(), id: 'mock-oidc-2' };
		const h = createHarness([oidc(), other]);
		const authorized = await authorize(h, oidc());
		const url = new URL(authorized.callbackUrl.href.replace('/callback/mock-oidc', '/callback/mock-oidc-2'));
		const error = await fail(h, other, { ...authorized, callbackUrl: url });
		expectCleanFailure(h, error, 'InvalidCheck');
		expect(error.message).toContain('another provider');
	});
});

describe('the provider mapping fails', () => {
	it('profile() throwing is OAuthProfileParseError with the thrown error as cause', async () => {
		const provider: OAuthConfig = {
			...oauth(),
			profile: () => {
				throw new Error('unexpected profile shape');
			}
		};
		const h = createHarness([provider]);
		const error = await fail(h, provider, await authorize(h, provider));
		expectCleanFailure(h, error, 'OAuthProfileParseError');
		expect((error.cause as { err: Error }).err.message).toBe('unexpected profile shape');
	});
});
