/** GET webauthn-options/:provider: registration or authentication options plus the challenge cookie. */
import { currentUser } from '../identity/current.ts';
import { decidePasskeyOwner } from '../identity/rules.ts';
import { countRequest } from '../security/limits.ts';
import type { RequestContext } from '../context.ts';
import { findProvider } from './providers.ts';
import { json, type ActionResult } from './result.ts';

export async function webauthnOptionsRoute(ctx: RequestContext, providerId: string | undefined): Promise<ActionResult> {
	const provider = findProvider(ctx.config, providerId, ['webauthn']);
	await countRequest(ctx, 'passkeyOptions');
	// identity/ decides who may own a new passkey: the signed-in stored user, or a new account. Signing in
	// with a passkey needs no owner (the signed-in user only narrows the keys offered).
	const owner = decidePasskeyOwner(await currentUser(ctx));
	if (ctx.url.searchParams.get('action') !== 'authenticate') {
		ctx.config.logger.debug('identity-decision', { provider: provider.id, row: owner.row });
		if (owner.error) throw owner.error;
	}
	// Loaded on first use: apps without passkeys never load @simplewebauthn/server.
	const { passkeyOptions } = await import('../flows/webauthn/options.ts');
	return json(await passkeyOptions(ctx, provider, ctx.url.searchParams, owner.user ?? null));
}
