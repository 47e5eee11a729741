/**
 * Shared setup for the e-mail tests: a real config (resolveConfig) over the real memory adapter, a
 * request context per URL, and a record of the verification tokens the flow stored (observed, not faked).
 */
import { resolveConfig, type ResolvedConfig } from '#lib/auth/config.ts';
import { createContext, type RequestContext } from '#lib/auth/context.ts';
import { MemoryAdapter } from '#lib/auth/adapters/memory.ts';
import { MemoryClaimStore } from '#lib/auth/stores/claims.ts';
import { startSignIn } from '#lib/auth/actions/signin.ts';
import { findProvider } from '#lib/auth/actions/providers.ts';
import { verifyLink } from '#lib/auth/flows/email/verify.ts';
import { planSignIn } from '#lib/auth/identity/plan.ts';
import { commitSignIn } from '#lib/auth/identity/commit.ts';
import type { SignInCandidate } from '#lib/auth/flows/candidate.ts';
import type { Adapter, VerificationToken } from '#lib/auth/adapters/types.ts';
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
			trustHost: true,
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
		ctx: (url = `${ORIGIN}/auth/signin/${provider.id}`, init) => {
			const full = new URL(url, ORIGIN);
			return createContext(config, { request: new Request(full, init ?? { method: url.includes('/callback/') ? 'GET' : 'POST' }), url: full });
		}
	};
}

/**
 * POST signin/<email provider> through the action (normalise, signIn callback, throttle, link): the
 * redirect location it answers with. Throws what the action throws.
 */
export async function sendVerification(ctx: RequestContext, raw: { id: string }, input: { email: string; callbackUrl: string }): Promise<string> {
	const result = await startSignIn(ctx, raw.id, { callbackUrl: input.callbackUrl, fields: { email: input.email } });
	if (result.type !== 'redirect') throw new Error(`expected a redirect, got ${result.type}`);
	return result.location;
}

/** The clicked link, verified by the flow: the candidate (the address and its account). */
export function handleEmailCallback(ctx: RequestContext, raw: { id: string }): Promise<SignInCandidate> {
	return verifyLink(ctx, findProvider(ctx.config, raw.id, ['email']));
}

/** The clicked link through the flow and identity/: who signs in. */
export async function signInWithLink(ctx: RequestContext, raw: { id: string }) {
	const provider = findProvider(ctx.config, raw.id, ['email']);
	return commitSignIn(ctx, await planSignIn(ctx, provider, await verifyLink(ctx, provider)));
}

/** The sign-in link out of a plain-text mail body. */
export function linkFrom(text: string): URL {
	const match = /https?:\/\/\S+\/callback\/\S+/.exec(text);
	if (!match) throw new Error(`No sign-in link in:\n${text}`);
	return new URL(match[0]);
}
