/**
 * Shared setup for the e-mail tests: a real config (resolveConfig) over the real memory adapter, a
 * request context per URL, and a record of the verification tokens the flow stored (observed, not faked).
 */
import { resolveConfig } from '#lib/auth/config.ts';
import { createRequestContext } from '#lib/auth/core/request-context.ts';
import { MemoryAdapter } from '#lib/auth/adapters/memory.ts';
import { MemoryClaimStore } from '#lib/auth/stores/claims.ts';
import type { Adapter, VerificationToken } from '#lib/auth/adapters/types.ts';
import type { RequestContext, ResolvedConfig } from '#lib/auth/core/context.ts';
import type { EmailConfig } from '#lib/auth/providers/types.ts';
import type { SvelteKitAuthConfig } from '#lib/auth/types.ts';

export const ORIGIN = 'http://localhost:5173';
export const SECRET = 'test-secret-0123456789-abcdefghijklmnop';

export interface Harness {
	config: ResolvedConfig;
	adapter: Adapter;
	/** Every row handed to createVerificationToken, in order. */
	stored: VerificationToken[];
	/** Arguments of every signIn callback call. */
	signInCalls: Array<Record<string, unknown>>;
	/** A context for a request to `url` (absolute, or a path under ORIGIN). */
	ctx(url?: string, init?: RequestInit): RequestContext;
}

export function createHarness(
	provider: EmailConfig,
	options: { signIn?: (params: Record<string, unknown>) => boolean | string; secret?: string | string[]; adapter?: Adapter } & Partial<SvelteKitAuthConfig> = {}
): Harness {
	const { signIn, secret, adapter: given, ...rest } = options;
	const adapter = given ?? MemoryAdapter();
	const stored: VerificationToken[] = [];
	const signInCalls: Array<Record<string, unknown>> = [];
	const recording: Adapter = {
		...adapter,
		async createVerificationToken(token) {
			stored.push({ ...token });
			return adapter.createVerificationToken!(token);
		}
	};
	const config = resolveConfig(
		{
			// A store of its own per harness: one test's e-mail throttle never leaks into the next.
			claimStore: MemoryClaimStore(),
			...rest,
			secret: secret ?? SECRET,
			adapter: recording,
			providers: [provider],
			callbacks: {
				signIn: (params) => {
					signInCalls.push(params as Record<string, unknown>);
					return signIn ? signIn(params as Record<string, unknown>) : true;
				}
			}
		},
		{ env: rest.env ?? {} }
	);
	return {
		config,
		adapter,
		stored,
		signInCalls,
		ctx: (url = `${ORIGIN}/auth/signin/${provider.id}`, init) =>
			createRequestContext(config, new Request(new URL(url, ORIGIN), init ?? { method: url.includes('/callback/') ? 'GET' : 'POST' }))
	};
}

/** The sign-in link out of a plain-text mail body. */
export function linkFrom(text: string): URL {
	const match = /https?:\/\/\S+\/callback\/\S+/.exec(text);
	if (!match) throw new Error(`No sign-in link in:\n${text}`);
	return new URL(match[0]);
}
