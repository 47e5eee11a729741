/**
 * Microsoft Entra ID multi-tenant sign-in (issuer `common` / `organizations`) over real HTTP: the real
 * oauth2-mock-server issues and signs the tokens, and a loopback server publishes the `{tenantid}`
 * discovery document Microsoft serves for those issuers (tenant-discovery.ts). The id_token's `iss`
 * and `tid` are set through the mock's BeforeTokenSigning hook, as Microsoft sets them for the
 * signed-in user's own tenant.
 */
import { inspect } from 'node:util';
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Events, type MutableResponse, type MutableToken } from 'oauth2-mock-server';
import { DEMO_USER, startMockIdp, type MockIdp } from '../../mocks/idp.ts';
import { MOCK_CLIENT_SECRET, MOCK_ENTRA_CLIENT_ID } from '../../mocks/idp-providers.ts';
import { clearDiscoveryCache, startOAuth } from './harness.ts';
import MicrosoftEntraID from '#lib/auth/providers/microsoft-entra-id.ts';
import oidc from '#lib/auth/providers/oidc.ts';
import type { OAuthConfig } from '#lib/auth/providers/types.ts';
import { caught, createHarness, signInCandidate } from './harness.ts';
import { Browser, ORIGIN, baseConfig, collectingLogger, makeAuth } from '../handle/harness.ts';
import { startTenantDiscovery, type TenantDiscovery } from '../../mocks/tenant-discovery.ts';

const TENANT_A = '72f988bf-86f1-41af-91ab-2d7cd011db47';
const TENANT_B = 'b9419818-09af-49c2-b0c3-653adc1f376e';
/** The tenant of every personal Microsoft account (CONSUMERS_ISSUER). */
const MSA_TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';

let idp: MockIdp;
let discovery: TenantDiscovery;
/** Every token the mock issued during the current test: none may appear in an error, a log or a URL. */
let issued: string[] = [];
// The mock's listeners take event-specific arguments.
type Listener = (...args: any[]) => void;
const hooks: Array<[string, Listener]> = [];

beforeAll(async () => {
	idp = await startMockIdp();
	discovery = await startTenantDiscovery(idp);
	idp.server.service.on(Events.BeforeResponse, (response: MutableResponse) => {
		if (response.body) for (const key of ['access_token', 'id_token', 'refresh_token']) issued.push(String(response.body[key]));
	});
});
afterAll(async () => {
	await discovery.stop();
	await idp.stop();
});
beforeEach(() => {
	issued = [];
	idp.setUser({ ...DEMO_USER });
	discovery.publish();
	clearDiscoveryCache();
});
/** Removes this test's mock hooks. */
function dropHooks(): void {
	for (const [event, handler] of hooks.splice(0)) idp.server.service.off(event, handler);
}
afterEach(dropHooks);

/** Sets the id_token's claims (the access token carries `amr`, the id_token does not); `undefined` removes one. */
function idTokenClaims(claims: Record<string, unknown>): void {
	const handler = (token: MutableToken) => {
		if ('amr' in token.payload) return;
		for (const [name, value] of Object.entries(claims)) {
			if (value === undefined) delete token.payload[name];
			else token.payload[name] = value;
		}
	};
	idp.server.service.on(Events.BeforeTokenSigning, handler);
	hooks.push([Events.BeforeTokenSigning, handler]);
}

/** What Microsoft issues to a user of `tid`: that tenant's issuer and its id in `tid`. */
const userOf = (tid: string) => idTokenClaims({ iss: discovery.issuer(tid), tid });

/** The Entra ID preset against the loopback discovery; `tenant` as in `tenantId` (common, organizations, a GUID). */
function entra(tenant = 'common'): OAuthConfig {
	return MicrosoftEntraID({
		issuer: discovery.issuer(tenant),
		clientId: MOCK_ENTRA_CLIENT_ID,
		clientSecret: MOCK_CLIENT_SECRET,
		// The mock only advertises `none`; how the client authenticates plays no part in the issuer rules.
		client: { token_endpoint_auth_method: 'none' },
		checks: ['pkce', 'state', 'nonce'],
		unsafeAllowInsecureRequests: true
	});
}

/** Runs the whole flow, expects it to be refused, and checks no token leaked into the error. */
async function refused(provider: OAuthConfig): Promise<Error & { type?: string; cause?: any }> {
	const error = await caught(() => signInCandidate(createHarness([provider]), provider));
	const rendered = `${error.message}\n${inspect(error, { depth: 10 })}`;
	for (const token of issued.filter((t) => t !== 'undefined')) expect(rendered).not.toContain(token);
	return error;
}

describe('a multi-tenant Entra ID issuer verifies each id_token against the issuer of its own tenant', () => {
	it.each(['common', 'organizations'])(
		'%s: discovery publishing the {tenantid} template is accepted, and the user signs in with profile.tid and iss of their tenant',
		async (tenant) => {
			userOf(TENANT_A);
			const provider = entra(tenant);
			const { user, account, profile } = await signInCandidate(createHarness([provider]), provider);
			expect(profile).toMatchObject({ tid: TENANT_A, iss: discovery.issuer(TENANT_A), sub: DEMO_USER.sub, aud: MOCK_ENTRA_CLIENT_ID });
			expect(account).toMatchObject({ provider: 'microsoft-entra-id', type: 'oidc', providerAccountId: DEMO_USER.sub });
			// The stored account's id_token names the tenant too (the token, not a column: adapters store fixed fields).
			expect(decodeJwt(String(account.id_token)).tid).toBe(TENANT_A);
			expect(user).toMatchObject({ name: DEMO_USER.name, email: DEMO_USER.email });
		}
	);

	it('users of two tenants both sign in, and the key set is downloaded once for both', async () => {
		const provider = entra('common');
		const before = discovery.keyDownloads();
		userOf(TENANT_A);
		expect((await signInCandidate(createHarness([provider]), provider)).profile?.tid).toBe(TENANT_A);
		dropHooks();
		userOf(TENANT_B);
		expect((await signInCandidate(createHarness([provider]), provider)).profile?.tid).toBe(TENANT_B);
		expect(discovery.keyDownloads() - before).toBe(1);
	});

	it('an id_token without tid is refused (CallbackRouteError at the tenant stage, before any token is accepted)', async () => {
		idTokenClaims({ iss: discovery.issuer(TENANT_A), tid: undefined });
		const error = await refused(entra());
		expect(error).toMatchObject({ type: 'CallbackRouteError' });
		expect(error.cause).toMatchObject({ provider: 'microsoft-entra-id', stage: 'id_token tenant' });
		expect(error.cause.err.message).toMatch(/no "tid" claim/);
	});

	it.each([
		['a tenant domain', 'contoso.onmicrosoft.com'],
		['a GUID followed by a path', `${TENANT_A}/../evil`],
		['a GUID without dashes', TENANT_A.replace(/-/g, '')],
		['a number', 42]
	])('a tid that is not a GUID (%s) is refused before it goes into the issuer URL', async (_name, tid) => {
		idTokenClaims({ iss: discovery.issuer(String(tid)), tid });
		const error = await refused(entra());
		expect(error).toMatchObject({ type: 'CallbackRouteError' });
		expect(error.cause).toMatchObject({ stage: 'id_token tenant' });
		expect(error.cause.err.message).toMatch(/"tid" claim is not a tenant id/);
	});

	it.each([
		['another tenant than tid', () => discovery.issuer(TENANT_B)],
		['the {tenantid} template itself', () => discovery.issuer('{tenantid}')],
		['the configured common issuer', () => discovery.issuer('common')]
	])('an id_token whose iss is %s is refused by oauth4webapi’s iss check', async (_name, iss) => {
		idTokenClaims({ iss: iss(), tid: TENANT_A });
		const error = await refused(entra());
		expect(error).toMatchObject({ type: 'CallbackRouteError' });
		expect(error.cause).toMatchObject({ stage: 'token response', err: { code: 'OAUTH_JWT_CLAIM_COMPARISON_FAILED' } });
	});
});

describe('every other issuer stays exact', () => {
	const generic = () =>
		oidc({
			id: 'corp',
			issuer: discovery.issuer('common'),
			clientId: MOCK_ENTRA_CLIENT_ID,
			client: { token_endpoint_auth_method: 'none' },
			unsafeAllowInsecureRequests: true
		});
	const start = (provider: OAuthConfig) =>
		caught(() => startOAuth(createHarness([provider]).ctx(`/auth/signin/${provider.id}`, { method: 'POST' }), provider));

	it('a generic oidc provider whose discovery publishes the {tenantid} template of its issuer is refused at discovery', async () => {
		const error = await start(generic());
		expect(error).toMatchObject({ type: 'OAuthSignInError' });
		expect((error.cause as { err: { code: string } }).err.code).toBe('OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED');
	});

	it('a generic oidc provider is refused at discovery even after Entra ID accepted the same template (no shared cache entry)', async () => {
		const entraStart = await startOAuth(createHarness([entra()]).ctx('/auth/signin/microsoft-entra-id', { method: 'POST' }), entra());
		expect(entraStart.startsWith(`${idp.issuer}/authorize?`)).toBe(true);
		expect(await start(generic())).toMatchObject({ type: 'OAuthSignInError' });
	});

	it('single-tenant Entra ID (a GUID) signs in as before: discovery and iss name that tenant', async () => {
		discovery.publish((tenant) => discovery.issuer(tenant));
		userOf(TENANT_A);
		const provider = entra(TENANT_A);
		const { profile } = await signInCandidate(createHarness([provider]), provider);
		expect(profile).toMatchObject({ tid: TENANT_A, iss: discovery.issuer(TENANT_A) });
	});

	it('single-tenant Entra ID refuses an id_token of another tenant, whatever its tid says', async () => {
		discovery.publish((tenant) => discovery.issuer(tenant));
		userOf(TENANT_B);
		const error = await refused(entra(TENANT_A));
		expect(error.cause).toMatchObject({ stage: 'token response', err: { code: 'OAUTH_JWT_CLAIM_COMPARISON_FAILED' } });
	});

	/** `tenantId: 'consumers'` as the preset configures it, with the stand-in's origin for Microsoft's. */
	const consumers = () => ({ ...entra(MSA_TENANT), wellKnown: `${discovery.origin}/consumers/v2.0/.well-known/openid-configuration` });

	it('consumers: discovered at its alias, whose document names the personal-account tenant, a personal account signs in', async () => {
		discovery.publish((tenant) => (tenant === 'consumers' ? discovery.issuer(MSA_TENANT) : discovery.issuer('{tenantid}')));
		userOf(MSA_TENANT);
		const provider = consumers();
		const { profile } = await signInCandidate(createHarness([provider]), provider);
		expect(profile).toMatchObject({ tid: MSA_TENANT, iss: discovery.issuer(MSA_TENANT) });
	});

	it('consumers: a work account (another tenant) is refused by the exact iss check', async () => {
		discovery.publish((tenant) => (tenant === 'consumers' ? discovery.issuer(MSA_TENANT) : discovery.issuer('{tenantid}')));
		userOf(TENANT_A);
		const error = await refused(consumers());
		expect(error.cause).toMatchObject({ stage: 'token response', err: { code: 'OAUTH_JWT_CLAIM_COMPARISON_FAILED' } });
	});

	it('single-tenant Entra ID (a GUID) refuses a discovery document that publishes the {tenantid} template', async () => {
		expect(await start(entra(TENANT_A))).toMatchObject({ type: 'OAuthSignInError' });
	});
});

describe('through handle: what the user and the app see', () => {
	/** The signIn-callback tenant allow-list docs/providers.md recommends for multi-tenant apps. */
	const ALLOWED_TENANTS = new Set([TENANT_A]);

	async function signInThroughHandle() {
		const log = collectingLogger();
		const auth = makeAuth(
			baseConfig({
				providers: [entra()],
				logger: log.logger,
				callbacks: {
					signIn: ({ profile }) => ALLOWED_TENANTS.has(String(profile?.tid)),
					// The documented way to keep the tenant in the session.
					jwt: ({ token, profile }) => (profile?.tid ? { ...token, tid: profile.tid } : token),
					session: ({ session, token }) => ({ ...session, tid: token.tid }) as typeof session
				}
			})
		);
		const browser = new Browser(auth);
		const start = await browser.post('/auth/signin/microsoft-entra-id', {});
		expect(start.status).toBe(302);
		const idpAnswer = await fetch(start.headers.get('location')!, { redirect: 'manual' });
		const callback = new URL(idpAnswer.headers.get('location')!);
		const response = await browser.fetch(callback.pathname + callback.search);
		return { browser, response, location: response.headers.get('location') ?? '', log };
	}

	it('a user of an allow-listed tenant is signed in: the signIn callback sees profile.tid, and the jwt callback can keep it in the session', async () => {
		userOf(TENANT_A);
		const { browser, response, location } = await signInThroughHandle();
		expect(response.status).toBe(302);
		expect(location).not.toContain('error');
		const { session } = await (await browser.fetch('/')).json();
		expect(session).toMatchObject({ user: { email: DEMO_USER.email }, tid: TENANT_A });
	});

	it('a user of a tenant outside the allow-list is AccessDenied on the error page', async () => {
		userOf(TENANT_B);
		const { browser, response, location } = await signInThroughHandle();
		expect(response.status).toBe(302);
		expect(location).toBe(`${ORIGIN}/auth/error?error=AccessDenied`);
		expect(browser.sessionCookie()).toBeUndefined();
	});

	it.each([
		['no tid', { iss: TENANT_A, tid: undefined }],
		['a tid that is not a GUID', { iss: TENANT_A, tid: 'contoso' }],
		['an iss of another tenant than tid', { iss: TENANT_B, tid: TENANT_A }]
	])('an id_token with %s ends on the error page with error=Configuration: a redirect, not a 500, no token in URL or log', async (_name, claims) => {
		idTokenClaims({ ...claims, iss: discovery.issuer(claims.iss) });
		const { browser, response, location, log } = await signInThroughHandle();
		expect(response.status).toBe(302);
		expect(location).toBe(`${ORIGIN}/auth/error?error=Configuration`);
		expect(browser.sessionCookie()).toBeUndefined();
		expect(log.errors.map((e) => (e as Error & { type?: string }).type)).toEqual(['CallbackRouteError']);
		const logged = inspect(log.errors, { depth: 10 });
		for (const token of issued.filter((t) => t !== 'undefined')) {
			expect(logged).not.toContain(token);
			expect(location).not.toContain(token);
		}
	});
});
