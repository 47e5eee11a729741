/**
 * Who is already signed in on this request (S in the linking table, AUTHJS-BEHAVIOUR.md 7.6), without
 * reading the session: jwt -> the token's `sub` (with an adapter, the stored user of that id); database ->
 * the session's user. Decode failures and unknown or expired sessions mean "nobody".
 */
import { readToken } from '../session/jwt-strategy.ts';
import { databaseSessionUser } from '../session/database.ts';
import type { RequestContext } from '../core/context.ts';
import type { AdapterUser } from '../adapters/types.ts';

/** The stored user behind this request's session, or null (needs an adapter). */
export async function currentSessionUser(ctx: RequestContext): Promise<AdapterUser | null> {
	const adapter = ctx.config.adapter;
	if (!adapter) return null;
	if (ctx.config.session.strategy === 'database') return databaseSessionUser(ctx);
	const token = await readToken(ctx);
	// With an adapter, S is the stored user: a JWT-only credentials user is nobody to link to.
	return token?.sub && adapter.getUser ? adapter.getUser(token.sub) : null;
}

/** The signed-in user's id: the stored user's, or without an adapter the JWT's `sub`. */
export async function currentUserId(ctx: RequestContext): Promise<string | null> {
	if (!ctx.config.adapter) return (await readToken(ctx))?.sub ?? null;
	return (await currentSessionUser(ctx))?.id ?? null;
}
