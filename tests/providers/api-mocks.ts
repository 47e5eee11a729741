/**
 * Test helpers for provider handlers: msw plays the provider APIs (remote services nothing local can
 * answer for), and the handlers run the way the OAuth flow runs them.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { TokenSet } from '#lib/auth/model.ts';
import type { EndpointContext, EndpointHandler, OAuthConfig } from '#lib/auth/providers/types.ts';

/** An msw server for the file's tests; unhandled requests fail the test, handlers reset after each test. */
export function mockProviderApis() {
	const server = setupServer();
	beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
	afterEach(() => server.resetHandlers());
	afterAll(() => server.close());
	return server;
}

/** Runs the provider's userinfo handler as the flow does (with `tokens`), then its profile mapping. */
export async function signInProfile(provider: OAuthConfig<any>, accessToken = 'gho_token', extraTokens: TokenSet = {}) {
	const tokens: TokenSet = { access_token: accessToken, token_type: 'bearer', ...extraTokens };
	const context: EndpointContext = { provider: provider as OAuthConfig, tokens, fetch: globalThis.fetch };
	const raw = await (provider.userinfo as EndpointHandler<any, any>).request!(context);
	return { raw, user: await provider.profile!(raw, context.tokens) };
}

/** Runs the provider's token handler as the flow does: no tokens yet, the validated callback parameters. */
/** Calls the provider's `token.request` as the core does; `redirectUri` is the one the core would pass. */
export async function redeemCode(
	provider: OAuthConfig<any>,
	params: Record<string, string> = { code: 'the-code', state: 's' },
	redirectUri?: string
): Promise<TokenSet> {
	const context = { provider: provider as OAuthConfig, tokens: {}, fetch: globalThis.fetch, params, redirectUri };
	return (provider.token as EndpointHandler<any, TokenSet>).request!(context);
}
