/**
 * Drives the WebAuthn options endpoint and callback in-process with a real resolved config, the memory
 * adapter and real request contexts: cookies travel from one request to the next as a browser's would.
 */
import { resolveConfig } from '#lib/auth/config.ts';
import { createRequestContext } from '#lib/auth/core/request-context.ts';
import type { ResolvedConfig } from '#lib/auth/core/context.ts';
import { MemoryAdapter } from '#lib/auth/adapters/memory.ts';
import type { Adapter, AdapterUser } from '#lib/auth/adapters/types.ts';
import { getWebAuthnOptions, handleWebAuthnCallback } from '#lib/auth/flows/webauthn.ts';
import Passkey from '#lib/auth/providers/passkey.ts';
import type { WebAuthnConfig } from '#lib/auth/providers/types.ts';
import type { SvelteKitAuthConfig } from '#lib/auth/types.ts';

export const ORIGIN = 'http://localhost:5173';

export function makeConfig(overrides: Partial<SvelteKitAuthConfig> = {}): ResolvedConfig & { adapter: Adapter } {
	return resolveConfig(
		{
			secret: 'webauthn-tests-secret-0123456789abcdef',
			adapter: MemoryAdapter(),
			providers: [Passkey()],
			experimental: { enableWebAuthn: true },
			logger: { error() {}, warn() {}, debug() {} },
			...overrides
		},
		{ env: {} }
	) as ResolvedConfig & { adapter: Adapter };
}

export function providerOf(config: ResolvedConfig, id = 'passkey'): WebAuthnConfig {
	const provider = config.providers.find((p) => p.id === id);
	if (provider?.type !== 'webauthn') throw new Error(`no webauthn provider ${id}`);
	return provider;
}

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

export async function requestOptions(config: ResolvedConfig, call: OptionsCall = {}) {
	const providerId = call.providerId ?? 'passkey';
	const url = new URL(call.url ?? `${ORIGIN}/auth/webauthn-options/${providerId}`);
	for (const [key, value] of Object.entries(call.query ?? {})) url.searchParams.set(key, value);
	const ctx = createRequestContext(config, new Request(url, { headers: call.headers }));
	const response = await getWebAuthnOptions(ctx, providerOf(config, providerId), url.searchParams, call.sessionUser ?? null);
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

export async function postCallback(config: ResolvedConfig, call: CallbackCall) {
	const providerId = call.providerId ?? 'passkey';
	const request = new Request(call.url ?? `${ORIGIN}/auth/callback/${providerId}`, {
		method: 'POST',
		headers: { cookie: call.cookie, ...call.headers }
	});
	const ctx = createRequestContext(config, request);
	const data = typeof call.data === 'string' ? call.data : JSON.stringify(call.data);
	const candidate = await handleWebAuthnCallback(ctx, providerOf(config, providerId), { action: call.action, data }, call.sessionUser ?? null);
	// As the core does once the signIn callback allowed it (identity/complete.ts).
	if (candidate.persist) candidate.resolved = await candidate.persist();
	return { candidate, setCookies: ctx.cookies.headers() };
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
