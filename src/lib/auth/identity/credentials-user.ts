/**
 * Opt-in `credentialsDatabaseSessions`: a credentials sign-in gets a real database session, so the
 * user must exist in the store. Found by id, then by e-mail, else created (Auth.js cannot do this, #13).
 */
import type { RequestContext } from '../core/context.ts';
import type { AdapterUser } from '../adapters/types.ts';
import type { User } from '../types.ts';

export async function credentialsUser(ctx: RequestContext, user: User): Promise<AdapterUser> {
	const adapter = ctx.config.adapter!;
	const byId = user.id && adapter.getUser ? await adapter.getUser(user.id) : null;
	if (byId) return byId;
	const byEmail = user.email && adapter.getUserByEmail ? await adapter.getUserByEmail(user.email) : null;
	if (byEmail) return byEmail;
	const created = await adapter.createUser!({ ...user, id: user.id ?? crypto.randomUUID(), email: user.email ?? '', emailVerified: null });
	await ctx.config.events.createUser({ user: created });
	return created;
}
