/**
 * Shared setup for the OAuth tests: a real config (resolveConfig) over the real memory adapter, a
 * real mock identity provider, and a driver that walks a browser through authorize -> callback.
 * The adapter and events are observed (calls recorded), never faked.
 */
import { resolveConfig } from '#lib/auth/config.ts';
import { createRequestContext } from '#lib/auth/core/request-context.ts';
import { MemoryAdapter } from '#lib/auth/adapters/memory.ts';
import { startOAuth, handleOAuthCallback } from '#lib/auth/flows/oauth.ts';
import { resolveUser } from '#lib/auth/identity/link.ts';
import type { Adapter } from '#lib/auth/adapters/types.ts';
import type { RequestContext, ResolvedConfig, SignInCandidate } from '#lib/auth/core/context.ts';
import type { OAuthConfig } from '#lib/auth/providers/types.ts';
import type { SvelteKitAuthConfig } from '#lib/auth/types.ts';

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
	return {
		config,
		adapter: base,
		calls,
		events,
		logged,
		ctx: (url, init) => createRequestContext(config, new Request(new URL(url, ORIGIN), init))
	};
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

/** The whole flow including account resolution, as the core runs it. */
export async function signIn(h: Harness, provider: OAuthConfig, sessionUserId?: string | null) {
	const ctx = callbackContext(h, await authorize(h, provider));
	const candidate = await handleOAuthCallback(ctx, provider);
	return resolveUser(ctx, candidate, {
		sessionUserId,
		allowDangerousEmailAccountLinking: provider.allowDangerousEmailAccountLinking === true
	});
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
