/** GET webauthn-options/:provider: registration or authentication options plus the challenge cookie. */
import { InvalidProvider } from '../errors.ts';
import { currentSessionUser } from '../identity/current-user.ts';
import { findProvider } from './providers.ts';
import type { RequestContext } from '../core/context.ts';

export async function webauthnOptionsRoute(ctx: RequestContext, providerId: string): Promise<Response> {
	const provider = findProvider(ctx, providerId);
	if (provider.type !== 'webauthn') throw new InvalidProvider(`Provider "${providerId}" is not a WebAuthn provider`);
	// Loaded on first use: apps without passkeys never load @simplewebauthn/server.
	const { getWebAuthnOptions } = await import('../flows/webauthn.ts');
	return getWebAuthnOptions(ctx, provider, ctx.url.searchParams, await currentSessionUser(ctx));
}
