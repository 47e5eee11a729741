/**
 * Shared setup for the OAuth tests: a real config (resolveConfig) over the real memory adapter, a
 * real mock identity provider, and a driver that walks a browser through authorize -> callback.
 * The adapter and events are observed (calls recorded), never faked.
 */
import { resolveConfig, type ResolvedConfig } from '#lib/auth/config.ts';
import { createContext, type RequestContext } from '#lib/auth/context.ts';
import { MemoryAdapter } from '#lib/auth/adapters/memory.ts';
import { startOAuth as start } from '#lib/auth/flows/oauth/authorize.ts';
import { verifyOAuthCallback } from '#lib/auth/flows/oauth/callback.ts';
import { resolveRedirectProxy as proxyHop } from '#lib/auth/flows/oauth/proxy.ts';
import { findProvider } from '#lib/auth/actions/providers.ts';
import { planSignIn } from '#lib/auth/identity/plan.ts';
import { commitSignIn } from '#lib/auth/identity/commit.ts';
import { encode } from '#lib/auth/crypto/jwt.ts';
import { randomToken, sha256Hex } from '#lib/auth/crypto/index.ts';
import type { Adapter } from '#lib/auth/adapters/types.ts';
import type { ResolvedProvider } from '#lib/auth/config/types.ts';
import type { SignInCandidate } from '#lib/auth/flows/candidate.ts';
import type { OAuthConfig } from '#lib/auth/providers/types.ts';
import type { SvelteKitAuthConfig } from '#lib/auth/types.ts';

export type { SignInCandidate };
export { clearDiscoveryCache } from '#lib/auth/flows/oauth/server.ts';

export const ORIGIN = 'http://app.test';
export const SECRET = 'oauth-test-secret-0123456789-abcdefghijklmnop';

export interface Harness {
	config: ResolvedConfig;
	adapter: Adapter;
	/** Names of the adapter methods called, in order. */
	calls: string[];
	/** Events fired, in order, with their messages. */
	events: Array<[string, Record<string, unknown>]>;
	/** Errors handed to logger.error. */
	logged: Error[];
	ctx(url: string, init?: RequestInit): RequestContext;
}

export function createHarness(
	providers: OAuthConfig[],
	options: Partial<SvelteKitAuthConfig> & { withAdapter?: boolean; adapter?: Adapter } = {}
): Harness {
	const { withAdapter = true, adapter: given, ...rest } = options;
	const calls: string[] = [];
	const events: Array<[string, Record<string, unknown>]> = [];
	const logged: Error[] = [];
	const base = given ?? MemoryAdapter();
	const recording: Adapter = {};
	for (const [name, fn] of Object.entries(base)) {
		(recording as Record<string, unknown>)[name] = (...args: unknown[]) => {
			calls.push(name);
			return (fn as (...a: unknown[]) => unknown)(...args);
		};
	}
	const record = (name: string) => (message: Record<string, unknown>) => void events.push([name, message]);
	const config = resolveConfig(
		{
			trustHost: true,
			...rest,
			secret: SECRET,
			adapter: withAdapter ? recording : undefined,
			providers,
			events: {
				createUser: record('createUser'),
				updateUser: record('updateUser'),
				linkAccount: record('linkAccount'),
				signIn: record('signIn')
			},
			logger: { error: (error) => void logged.push(error), warn: () => {}, debug: () => {} }
		},
		{ env: {} }
	);
	const harness: Harness = {
		config,
		adapter: base,
		calls,
		events,
		logged,
		// Reads `harness.config` per call, so a test may swap the config (e.g. its `fetch`) after creation.
		ctx: (url, init) => {
			const full = new URL(url, ORIGIN);
			return createContext(harness.config, { request: new Request(full, init), url: full });
		}
	};
	return harness;
}

/** The Cookie header a browser would send back: name=value of every Set-Cookie the context wrote. */
export function cookieHeader(ctx: RequestContext): string {
	return ctx.cookies
		.headers()
		.map((line) => line.split(';')[0])
		.join('; ');
}

export interface Authorized {
	/** The authorization URL startOAuth returned. */
	authorizationUrl: URL;
	/** Where the IdP sent the browser back (the callback URL with code and state). */
	callbackUrl: URL;
	/** Cookies the browser holds after the sign-in POST. */
	cookies: string;
}

/** The provider of the context's configuration with the raw provider's id, as settled at startup. */
function settled(ctx: RequestContext, raw: { id: string }) {
	return findProvider(ctx.config, raw.id, ['oauth', 'oidc']);
}

/** The authorization request of `raw`'s settled provider (flows/oauth/authorize.ts). */
export function startOAuth(ctx: RequestContext, raw: { id: string }, params?: Record<string, string>): Promise<string> {
	return start(ctx, settled(ctx, raw), params);
}

/** The redirect-proxy hop of `raw`'s settled provider (flows/oauth/proxy.ts). */
export function resolveRedirectProxy(ctx: RequestContext, raw: { id: string }): Promise<string | null> {
	return proxyHop(ctx, settled(ctx, raw));
}

/** The callback as the route reads it: the query of a GET, or the form body of a POST (form_post). */
export async function handleOAuthCallback(ctx: RequestContext, raw: { id: string }): Promise<SignInCandidate> {
	if (ctx.request.method !== 'POST') return verifyOAuthCallback(ctx, settled(ctx, raw), { params: new URLSearchParams(ctx.url.searchParams), form: false });
	const params = new URLSearchParams();
	for (const [key, value] of await ctx.request.clone().formData()) if (typeof value === 'string') params.append(key, value);
	return verifyOAuthCallback(ctx, settled(ctx, raw), { params, form: true });
}

/** POST /auth/signin/:id, then follow the authorization URL to the (auto-approving) mock. */
export async function authorize(h: Harness, provider: OAuthConfig, params?: Record<string, string>): Promise<Authorized> {
	const ctx = h.ctx(`/auth/signin/${provider.id}`, { method: 'POST' });
	const authorizationUrl = new URL(await startOAuth(ctx, provider, params));
	const response = await fetch(authorizationUrl, { redirect: 'manual' });
	const location = response.headers.get('location');
	if (response.status !== 302 || !location) throw new Error(`mock IdP answered ${response.status}: ${await response.text()}`);
	return { authorizationUrl, callbackUrl: new URL(location), cookies: cookieHeader(ctx) };
}

/** The callback request the browser makes, as a context. */
export function callbackContext(h: Harness, authorized: Pick<Authorized, 'callbackUrl' | 'cookies'>): RequestContext {
	return h.ctx(authorized.callbackUrl.href, { headers: { cookie: authorized.cookies } });
}

/** The whole flow up to the candidate. */
export async function signInCandidate(h: Harness, provider: OAuthConfig): Promise<SignInCandidate> {
	return handleOAuthCallback(callbackContext(h, await authorize(h, provider)), provider);
}

/** A session cookie for `userId` as a signed-in browser holds it: a stored session, or a JWT. */
export async function sessionCookie(config: ResolvedConfig, userId: string, store = config.adapter): Promise<string> {
	if (config.session.strategy === 'database') {
		const token = randomToken(32);
		await store!.createSession!({ sessionToken: await sha256Hex(token), userId, expires: new Date(Date.now() + 3600_000) });
		return `authjs.session-token=${token}`;
	}
	const token = await encode({ token: { sub: userId }, secret: config.secret, salt: 'authjs.session-token', maxAge: 3600 });
	return `authjs.session-token=${token}`;
}

/** identity/: plan (reads, the rules), then commit (writes), as the core runs them after the signIn callback. */
export async function resolveUser(ctx: RequestContext, candidate: SignInCandidate) {
	const configured = ctx.config.providers.find((p) => p.id === candidate.account.provider);
	const provider = configured ?? ({ id: candidate.account.provider, type: candidate.account.type, options: {} } as unknown as ResolvedProvider);
	return commitSignIn(ctx, await planSignIn(ctx, provider, candidate));
}

/** The whole flow including account resolution, signed in as `sessionUserId` when given. */
export async function signIn(h: Harness, provider: OAuthConfig, sessionUserId?: string | null) {
	const authorized = await authorize(h, provider);
	const session = sessionUserId ? `; ${await sessionCookie(h.config, sessionUserId, h.adapter)}` : '';
	const ctx = callbackContext(h, { ...authorized, cookies: `${authorized.cookies}${session}` });
	return resolveUser(ctx, await handleOAuthCallback(ctx, provider));
}

/** Calls `run` and returns what it threw (fails the test when it does not throw). */
export async function caught(run: () => Promise<unknown>): Promise<Error> {
	try {
		await run();
	} catch (error) {
		return error as Error;
	}
	throw new Error('expected the call to throw');
}
