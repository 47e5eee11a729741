/**
 * Managing the signed-in user's sessions and sign-in methods (in-process only: core/api.ts). Sessions are
 * database sessions, listed with what they were created with and named by a stable id derived from their
 * stored hash: neither the cookie token nor the hash ever leaves the server. A revoked session is gone from
 * the store, so its browser is signed out on its next request.
 */
import { BadRequest, SessionRequired, UnknownSession, UnsupportedStrategy } from '../errors.ts';
import { requireAdapterMethods } from '../config/adapter.ts';
import { sha256Hex } from '../crypto/index.ts';
import { currentDatabaseSession } from '../session/database.ts';
import { signedInUser } from '../identity/unlink.ts';
import type { RequestContext } from '../context.ts';
import type { Adapter, AdapterSession } from '../model.ts';

/** One session of the signed-in user, as session management shows it. */
export interface SessionInfo {
	/** Stable and not secret: derived from the stored hash, which is derived from the cookie token. */
	id: string;
	/** The session of this request. */
	current: boolean;
	/** When it started; null for a session stored by an adapter that keeps no metadata. */
	createdAt: Date | null;
	/** When it was last extended (accurate to `session.updateAge`). */
	lastActiveAt: Date;
	expires: Date;
	/** The browser's User-Agent at sign-in. */
	userAgent: string | null;
	/** The provider it signed in with. */
	provider: string | null;
}

/** One sign-in method of the signed-in user (no tokens). */
export interface LinkedAccount {
	provider: string;
	providerAccountId: string;
	type: string;
}

const sessionId = async (hash: string) => (await sha256Hex(`session-id:${hash}`)).slice(0, 32);

async function signedInSession(ctx: RequestContext): Promise<{ adapter: Adapter; hash: string; userId: string }> {
	if (ctx.config.session.strategy !== 'database') {
		throw new UnsupportedStrategy('Session management needs session.strategy "database": JWT sessions are not stored');
	}
	const adapter = requireAdapterMethods(ctx.config, 'Session management', ['listSessions', 'deleteSession']);
	const current = await currentDatabaseSession(ctx);
	if (!current) throw new SessionRequired('Managing sessions needs a signed-in user');
	return { adapter, hash: current.session.sessionToken, userId: current.user.id };
}

async function infoOf(ctx: RequestContext, session: AdapterSession, currentHash: string): Promise<SessionInfo> {
	const expires = new Date(session.expires);
	const createdAt = session.createdAt ? new Date(session.createdAt) : null;
	const extended = expires.getTime() - ctx.config.session.maxAge * 1000;
	return {
		id: await sessionId(session.sessionToken),
		current: session.sessionToken === currentHash,
		createdAt,
		lastActiveAt: new Date(Math.max(extended, createdAt?.getTime() ?? extended)),
		expires,
		userAgent: session.userAgent ?? null,
		provider: session.provider ?? null
	};
}

/** The signed-in user's live sessions, the current one first, then the most recently active. */
export async function listSessions(ctx: RequestContext): Promise<SessionInfo[]> {
	const { adapter, hash, userId } = await signedInSession(ctx);
	const live = (await adapter.listSessions!(userId)).filter((s) => new Date(s.expires).getTime() > Date.now());
	const infos = await Promise.all(live.map((s) => infoOf(ctx, s, hash)));
	return infos.sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.getTime() - a.lastActiveAt.getTime());
}

/**
 * Deletes one of the signed-in user's other sessions.
 * @throws UnknownSession (not one of theirs), BadRequest (the current one: that is a sign-out).
 */
export async function revokeSession(ctx: RequestContext, id: string): Promise<void> {
	const { adapter, hash, userId } = await signedInSession(ctx);
	for (const session of await adapter.listSessions!(userId)) {
		if ((await sessionId(session.sessionToken)) !== id) continue;
		if (session.sessionToken === hash) throw new BadRequest('This is the current session: sign out to end it');
		await adapter.deleteSession!(session.sessionToken);
		return;
	}
	throw new UnknownSession('The signed-in user has no session with this id');
}

/** Deletes every session of the signed-in user but the current one; answers how many. */
export async function revokeOtherSessions(ctx: RequestContext): Promise<number> {
	const { adapter, hash, userId } = await signedInSession(ctx);
	const others = (await adapter.listSessions!(userId)).filter((s) => s.sessionToken !== hash);
	for (const session of others) await adapter.deleteSession!(session.sessionToken);
	return others.length;
}

/** The signed-in user's accounts (OAuth/OIDC and passkeys), without their tokens. */
export async function listAccounts(ctx: RequestContext): Promise<LinkedAccount[]> {
	const adapter = requireAdapterMethods(ctx.config, 'Listing accounts', ['listAccounts']);
	const user = await signedInUser(ctx);
	return (await adapter.listAccounts!(user.id)).map(({ provider, providerAccountId, type }) => ({ provider, providerAccountId, type }));
}
