/**
 * Drives the WebAuthn options endpoint and callback in-process with a real resolved config, the memory
 * adapter and real request contexts: cookies travel from one request to the next as a browser's would.
 */
import { resolveConfig, type ResolvedConfig } from '#lib/auth/config.ts';
import { createContext } from '#lib/auth/context.ts';
import { MemoryAdapter } from '#lib/auth/adapters/memory.ts';
import type { Adapter, AdapterUser } from '#lib/auth/adapters/types.ts';
import { webauthnOptionsRoute } from '#lib/auth/actions/webauthn-options.ts';
import { findProvider } from '#lib/auth/actions/providers.ts';
import { respond, respondError } from '#lib/auth/core/respond.ts';
import { verifyPasskey } from '#lib/auth/flows/webauthn/verify.ts';
import { planSignIn } from '#lib/auth/identity/plan.ts';
import { commitSignIn } from '#lib/auth/identity/commit.ts';
import { randomToken, sha256Hex } from '#lib/auth/crypto/index.ts';
import Passkey from '#lib/auth/providers/passkey.ts';
import type { SvelteKitAuthConfig } from '#lib/auth/types.ts';

export const ORIGIN = 'http://localhost:5173';

export function makeConfig(overrides: Partial<SvelteKitAuthConfig> = {}): ResolvedConfig & { adapter: Adapter } {
	return resolveConfig(
		{
			secret: 'webauthn-tests-secret-0123456789abcdef',
			adapter: MemoryAdapter(),
			providers: [Passkey()],
			experimental: { enableWebAuthn: true },
			trustHost: true,
			logger: { error() {}, warn() {}, debug() {} },
			...overrides
		},
		{ env: overrides.env ?? {} }
	) as ResolvedConfig & { adapter: Adapter };
}

export function providerOf(config: ResolvedConfig, id = 'passkey') {
	return findProvider(config, id, ['webauthn']);
}

/** A signed-in browser's session cookie for `user`: a stored database session (the default strategy with an adapter). */
export async function sessionCookieFor(config: ResolvedConfig, user: AdapterUser): Promise<string> {
	const token = randomToken(32);
	await config.adapter!.createSession!({ sessionToken: await sha256Hex(token), userId: user.id, expires: new Date(Date.now() + 3600_000) });
	return `authjs.session-token=${token}`;
}

const joinCookies = (...parts: Array<string | undefined>) => parts.filter(Boolean).join('; ');

interface OptionsCall {
	query?: Record<string, string>;
	sessionUser?: AdapterUser | null;
	url?: string;
	headers?: Record<string, string>;
	providerId?: string;
}

/** The first `name=value` of every Set-Cookie, as a browser would send it back. */
function cookiesOf(response: Headers | string[]): string {
	const list = Array.isArray(response) ? response : response.getSetCookie();
	return list.map((line) => line.split(';')[0]).filter((pair) => !pair.endsWith('=')).join('; ');
}

/** GET webauthn-options/:id through the route and the response boundary, as the browser's fetch gets it. */
export async function requestOptions(config: ResolvedConfig, call: OptionsCall = {}) {
	const providerId = call.providerId ?? 'passkey';
	const url = new URL(call.url ?? `${ORIGIN}/auth/webauthn-options/${providerId}`);
	for (const [key, value] of Object.entries(call.query ?? {})) url.searchParams.set(key, value);
	const session = call.sessionUser ? await sessionCookieFor(config, call.sessionUser) : undefined;
	const headers = { ...call.headers, ...(session ? { cookie: session } : {}) };
	const ctx = createContext(config, { request: new Request(url, { headers }), url });
	const response = await webauthnOptionsRoute(ctx, providerId).then(
		(result) => respond(ctx, result),
		(error: unknown) => respondError(ctx, error, 'json')
	);
	const body = await response.json();
	return { response, body, cookie: cookiesOf(response.headers) };
}

interface CallbackCall {
	action: string;
	data: unknown;
	cookie: string;
	sessionUser?: AdapterUser | null;
	url?: string;
	headers?: Record<string, string>;
	providerId?: string;
}

/**
 * POST callback/:id: the flow verifies, then identity/ plans and commits as the core does once the signIn
 * callback allowed it. `resolved` is who signed in.
 */
export async function postCallback(config: ResolvedConfig, call: CallbackCall) {
	const providerId = call.providerId ?? 'passkey';
	const url = new URL(call.url ?? `${ORIGIN}/auth/callback/${providerId}`);
	const session = call.sessionUser ? await sessionCookieFor(config, call.sessionUser) : undefined;
	const request = new Request(url, { method: 'POST', headers: { ...call.headers, cookie: joinCookies(call.cookie, session) } });
	const ctx = createContext(config, { request, url });
	const data = typeof call.data === 'string' ? call.data : JSON.stringify(call.data);
	const provider = providerOf(config, providerId);
	const verified = await verifyPasskey(ctx, provider, { action: call.action, data });
	const { user, isNewUser } = await commitSignIn(ctx, await planSignIn(ctx, provider, verified));
	// With an adapter every passkey user is stored: the resolved user is an AdapterUser.
	return { candidate: { ...verified, resolved: { user: user as AdapterUser, isNewUser } }, setCookies: ctx.cookies.headers() };
}

/** Runs a callback expected to fail and returns its error. */
export type CallbackFailure = Error & { type?: string; cause?: { err?: Error } };

export async function failingCallback(config: ResolvedConfig, call: CallbackCall): Promise<CallbackFailure> {
	try {
		await postCallback(config, call);
	} catch (error) {
		return error as CallbackFailure;
	}
	throw new Error('the callback was expected to fail');
}
