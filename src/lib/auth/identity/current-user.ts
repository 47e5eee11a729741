/**
 * The id of the user already signed in on this request (S in the linking table, AUTHJS-BEHAVIOUR.md 7.6):
 * jwt -> the token's `sub`; database -> the session's user. Decode failures mean "nobody".
 */
import { sha256Hex } from '../crypto/index.ts';
import { readToken } from '../session/jwt-strategy.ts';
import type { RequestContext } from '../core/context.ts';
import type { AdapterUser } from '../adapters/types.ts';

export async function currentUserId(ctx: RequestContext): Promise<string | null> {
	if (ctx.config.session.strategy === 'jwt') {
		const token = await readToken(ctx);
		if (!token?.sub) return null;
		// With an adapter, S is the stored user (AUTHJS-BEHAVIOUR.md 7.6): a JWT-only credentials user is nobody to link to.
		const adapter = ctx.config.adapter;
		if (!adapter) return token.sub;
		return adapter.getUser ? ((await adapter.getUser(token.sub))?.id ?? null) : null;
	}
	const raw = ctx.cookies.readChunked(ctx.names.sessionToken);
	if (!raw || !ctx.config.adapter?.getSessionAndUser) return null;
	const found = await ctx.config.adapter.getSessionAndUser(await sha256Hex(raw));
	return found && found.session.expires > new Date() ? found.user.id : null;
}

/** The stored user behind this request's session, or null (needs an adapter). */
export async function currentSessionUser(ctx: RequestContext): Promise<AdapterUser | null> {
	const adapter = ctx.config.adapter;
	if (!adapter) return null;
	const id = await currentUserId(ctx);
	if (!id || !adapter.getUser) return null;
	return adapter.getUser(id);
}
