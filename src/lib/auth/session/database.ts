/**
 * The `database` session strategy. The cookie carries a random token; the adapter stores only its SHA-256
 * hash, so a stolen database yields no live sessions. A signed-in request costs one adapter call
 * (`getSessionAndUser`), plus one `updateSession` at most once per `updateAge`; with `session.cache`, most
 * reads make none.
 */
import { randomToken, sha256Hex } from '../crypto/index.ts';
import { isoDate } from './iso-date.ts';
import { SessionTokenError, SignOutError } from '../errors.ts';
import { requireAdapter } from '../config/adapter.ts';
import type { Adapter, AdapterSession, AdapterUser } from '../model.ts';
import type { RequestContext } from '../context.ts';
import type { Session } from '../model.ts';
import type { CallbacksOptions } from '../options.ts';
import { accountsMayBeDue, refreshAccountsOf } from './account-tokens.ts';
import { HASH_SHAPED, cachedHash, lookupSession, sessionHash } from './database-lookup.ts';
import { isPromiseLike } from './promise-like.ts';
import type { ReadOptions } from './read-options.ts';

type SessionCallbackParams = Parameters<NonNullable<CallbacksOptions['session']>>[0];

/**
 * The default `session.generateSessionToken`: 32 random bytes as hex (256 bits of entropy).
 * @example resolveConfig({ session: { generateSessionToken: defaultSessionToken } })
 */
export function defaultSessionToken(): string {
	return randomToken(32);
}

const requireStore = (ctx: RequestContext): Adapter => requireAdapter(ctx.config, 'The database session strategy');

const expiresIn = (ctx: RequestContext) => new Date(Date.now() + ctx.config.session.maxAge * 1000);

function writeCookie(ctx: RequestContext, token: string, expires: Date): void {
	// writeChunked expires stale `.0`, `.1` chunks a former JWT cookie may have left, then sets the plain name.
	ctx.cookies.writeChunked(ctx.names.sessionToken, token, { expires });
}

/**
 * What session management shows of a session: when it started, the browser, the provider it signed in
 * with. Only adapters that list sessions receive it (an Auth.js adapter may refuse unknown fields).
 */
function metadataOf(ctx: RequestContext, adapter: Adapter, provider: string | undefined): Partial<AdapterSession> {
	if (!adapter.listSessions) return {};
	return { createdAt: new Date(), userAgent: ctx.request.headers.get('user-agent')?.slice(0, 512) ?? null, provider: provider ?? null };
}

/**
 * Starts a database session for `user`: stores `sha256Hex(token)` through `createSession` and sets the
 * session cookie to the raw token, expiring with the session.
 * @returns the stored session (its `sessionToken` is the hash, never the cookie value).
 * @example const session = await createDatabaseSession(ctx, user, 'github');
 */
export async function createDatabaseSession(ctx: RequestContext, user: AdapterUser, provider?: string): Promise<AdapterSession> {
	const adapter = requireStore(ctx);
	await endPreviousSession(ctx, adapter);
	const token = ctx.config.session.generateSessionToken();
	const sessionToken = await sha256Hex(token);
	const expires = expiresIn(ctx);
	const stored = await adapter.createSession!({ sessionToken, userId: user.id, expires, ...metadataOf(ctx, adapter, provider) });
	writeCookie(ctx, token, expires);
	return { ...(stored ?? {}), sessionToken, userId: user.id, expires };
}

/**
 * A sign-in always starts a new session (a fresh token after every change of privilege, OWASP's session
 * management advice): the session the browser held before, whoever it belonged to, is deleted so no
 * orphaned row stays usable. Best effort: a failure is logged, the sign-in goes on.
 */
async function endPreviousSession(ctx: RequestContext, adapter: Adapter): Promise<void> {
	const previous = ctx.cookies.readChunked(ctx.names.sessionToken);
	if (!previous || !adapter.deleteSession) return;
	try {
		await adapter.deleteSession(await sessionHash(previous));
	} catch (error) {
		ctx.config.logger.error(error as Error);
	}
}

/**
 * The stored user behind the request's session cookie, for decisions that need to know who is signed in
 * (account linking, adding a passkey) without reading the session: no extension, no cookie writes, no
 * callbacks. Null when there is no cookie, no such session, or it has expired.
 */
export async function databaseSessionUser(ctx: RequestContext): Promise<AdapterUser | null> {
	return (await currentDatabaseSession(ctx))?.user ?? null;
}

/** The request's live database session (its stored hash) and user, read like `databaseSessionUser`; null for none. */
export async function currentDatabaseSession(ctx: RequestContext): Promise<{ session: AdapterSession; user: AdapterUser } | null> {
	const raw = ctx.cookies.readChunked(ctx.names.sessionToken);
	const adapter = ctx.config.adapter;
	if (!raw || !adapter?.getSessionAndUser) return null;
	const found = await adapter.getSessionAndUser(await sessionHash(raw));
	return found && new Date(found.session.expires).getTime() > Date.now() ? found : null;
}

/**
 * Reads the session of the request's cookie: null when there is none, it is unknown or it has expired
 * (an expired one is deleted and the cookie cleared). Extends `expires` by `maxAge` when `updateAge` has
 * passed since the last extension and only then re-sets the cookie. Runs `callbacks.session` and fires
 * `events.session`.
 * @throws SessionTokenError when the adapter (or the session callback) fails: the caller decides
 *   between a 503 page and a null session; a storage failure is not "signed out".
 * @example const session = await readDatabaseSession(ctx);
 */
export async function readDatabaseSession(
	ctx: RequestContext,
	options: ReadOptions = {}
): Promise<Session | null> {
	const raw = ctx.cookies.readChunked(ctx.names.sessionToken);
	if (!raw) return null;
	const adapter = requireStore(ctx);
	const { maxAge, updateAge } = ctx.config.session;
	try {
		const hash = cachedHash(raw) ?? (await sessionHash(raw));
		const lookup = lookupSession(ctx, adapter, raw, hash, options.trigger === 'update');
		const found = isPromiseLike(lookup) ? await lookup : lookup;
		if (!found) {
			ctx.cookies.deleteChunked(ctx.names.sessionToken);
			return null;
		}
		const { user } = found;
		let expires = new Date(found.session.expires);
		if (expires.getTime() < Date.now()) {
			await adapter.deleteSession!(found.session.sessionToken);
			ctx.cookies.deleteChunked(ctx.names.sessionToken);
			return null;
		}
		// Last extension = expires - maxAge; due once updateAge has passed since (Auth.js's formula).
		if (expires.getTime() - maxAge * 1000 + updateAge * 1000 <= Date.now()) {
			expires = expiresIn(ctx);
			await adapter.updateSession!({ sessionToken: found.session.sessionToken, expires });
			writeCookie(ctx, raw, expires);
		}
		// name/email/image only, as Auth.js's default session callback exposes; the callback receives `user` to add more (e.g. id).
		const session: Session = {
			user: { name: user.name ?? null, email: user.email ?? null, image: user.image ?? null },
			expires: isoDate(expires.getTime())
		};
		if (options.grant && accountsMayBeDue(ctx, user.id) && (await refreshAccountsOf(ctx, user.id, options.grant))) session.error = 'RefreshTokenError';
		// As Auth.js under this strategy: the callback gets `user`, no `token`.
		const params = { session, user, newSession: options.newSession, ...(options.trigger ? { trigger: options.trigger } : {}) };
		const fromSession = ctx.config.callbacks.session(params as SessionCallbackParams);
		const result = isPromiseLike(fromSession) ? await fromSession : fromSession;
		// An update's callbacks may have written the user (a new display name) on the app's own adapter object,
		// which the session cache cannot see: the next read asks the adapter.
		if (options.trigger === 'update') ctx.config.sessionCache?.store.evict(hash);
		const event = ctx.config.events.session({ session: result });
		if (event) await event;
		return result;
	} catch (error) {
		const sessionError = new SessionTokenError('Reading the database session failed', {
			cause: { err: error instanceof Error ? error : new Error(String(error)) }
		});
		ctx.config.logger.error(sessionError);
		throw sessionError;
	}
}

/**
 * Signs out: deletes the session (by hash; a not-yet-upgraded legacy raw row too), fires
 * `events.signOut({ session })` with what the adapter returned, and expires the cookie and its chunks.
 * The cookie is cleared even when the adapter fails; the failure is then logged and thrown as SignOutError.
 * @example await deleteDatabaseSession(ctx);
 */
export async function deleteDatabaseSession(ctx: RequestContext): Promise<void> {
	const raw = ctx.cookies.readChunked(ctx.names.sessionToken);
	ctx.cookies.deleteChunked(ctx.names.sessionToken);
	if (!raw) return;
	const adapter = requireStore(ctx);
	let session: AdapterSession | null | undefined | void;
	try {
		session = await adapter.deleteSession!(await sessionHash(raw));
		if (!session && !HASH_SHAPED.test(raw)) session = await adapter.deleteSession!(raw);
	} catch (error) {
		const signOutError = new SignOutError('Deleting the database session failed', {
			cause: { err: error instanceof Error ? error : new Error(String(error)) }
		});
		ctx.config.logger.error(signOutError);
		throw signOutError;
	}
	await ctx.config.events.signOut({ session });
}
