/**
 * The `database` session strategy. The cookie carries a random token; the adapter stores only its SHA-256
 * hash, so a stolen database yields no live sessions (house rule 3). A signed-in request costs one adapter
 * call (`getSessionAndUser`), plus one `updateSession` at most once per `updateAge`.
 * Lifecycle: seed "States and transitions", AUTHJS-BEHAVIOUR.md section 16.1.
 */
import { randomToken, sha256Hex } from '../crypto/index.ts';
import { isoDate } from './iso-date.ts';
import { MissingAdapter, SessionTokenError, SignOutError } from '../errors.ts';
import type { Adapter, AdapterSession, AdapterUser } from '../adapters/types.ts';
import type { RequestContext } from '../core/context.ts';
import type { CallbacksOptions, Session } from '../types.ts';

type SessionCallbackParams = Parameters<NonNullable<CallbacksOptions['session']>>[0];

/**
 * The default `session.generateSessionToken`: 32 random bytes as hex (256 bits of entropy).
 * @example resolveConfig({ session: { generateSessionToken: defaultSessionToken } })
 */
export function defaultSessionToken(): string {
	return randomToken(32);
}

/**
 * A cookie that is itself a SHA-256 hex digest could be a hash copied out of a stolen database:
 * it must never be looked up as a legacy raw token.
 */
const HASH_SHAPED = /^[0-9a-f]{64}$/;

function requireAdapter(ctx: RequestContext): Adapter {
	const adapter = ctx.config.adapter;
	if (!adapter) throw new MissingAdapter('The database session strategy requires an adapter');
	return adapter;
}

// Hash of each recent session cookie (issue 7): Web Crypto's digest is a thread-pool job (~45 us of CPU
// for 64 bytes in the `npm run bench` profile), paid on every signed-in request for the same cookie.
// Bounded, least recently used evicted first; it only maps a cookie to its own hash, never grants anything.
const HASH_CACHE_MAX = 1000;
const hashes = new Map<string, string>();

async function sessionHash(raw: string): Promise<string> {
	let hash = hashes.get(raw);
	if (hash !== undefined) hashes.delete(raw);
	else hash = await sha256Hex(raw);
	if (hashes.size >= HASH_CACHE_MAX) hashes.delete(hashes.keys().next().value!);
	hashes.set(raw, hash);
	return hash;
}

const expiresIn = (ctx: RequestContext) => new Date(Date.now() + ctx.config.session.maxAge * 1000);

function writeCookie(ctx: RequestContext, token: string, expires: Date): void {
	// writeChunked expires stale `.0`, `.1` chunks a former JWT cookie may have left, then sets the plain name.
	ctx.cookies.writeChunked(ctx.names.sessionToken, token, { expires });
}

/**
 * Starts a database session for `user`: stores `sha256Hex(token)` through `createSession` and sets the
 * session cookie to the raw token, expiring with the session.
 * @returns the stored session (its `sessionToken` is the hash, never the cookie value).
 * @example const session = await createDatabaseSession(ctx, user);
 */
export async function createDatabaseSession(ctx: RequestContext, user: AdapterUser): Promise<AdapterSession> {
	const adapter = requireAdapter(ctx);
	const token = ctx.config.session.generateSessionToken();
	const sessionToken = await sha256Hex(token);
	const expires = expiresIn(ctx);
	const stored = await adapter.createSession!({ sessionToken, userId: user.id, expires });
	writeCookie(ctx, token, expires);
	return { ...(stored ?? {}), sessionToken, userId: user.id, expires };
}

/**
 * Finds the session by the cookie's hash. Only when that misses and the cookie is not hash-shaped does it
 * try the raw value once: a session created by Auth.js (which stores raw tokens) is then moved to a hashed
 * row and the raw row deleted. So unknown tokens cost a second call; known ones never do.
 */
async function findSession(adapter: Adapter, raw: string, hash: string) {
	const found = await adapter.getSessionAndUser!(hash);
	if (found || HASH_SHAPED.test(raw)) return found;
	const legacy = await adapter.getSessionAndUser!(raw);
	if (!legacy) return null;
	if (new Date(legacy.session.expires).getTime() < Date.now()) {
		await adapter.deleteSession!(raw);
		return null;
	}
	const session = { sessionToken: hash, userId: legacy.session.userId, expires: new Date(legacy.session.expires) };
	await adapter.createSession!(session);
	await adapter.deleteSession!(raw);
	return { session, user: legacy.user };
}

/**
 * The stored user behind the request's session cookie, for decisions that need to know who is signed in
 * (account linking, adding a passkey) without reading the session: no extension, no cookie writes, no
 * callbacks. Null when there is no cookie, no such session, or it has expired.
 */
export async function databaseSessionUser(ctx: RequestContext): Promise<AdapterUser | null> {
	const raw = ctx.cookies.readChunked(ctx.names.sessionToken);
	const adapter = ctx.config.adapter;
	if (!raw || !adapter?.getSessionAndUser) return null;
	const found = await adapter.getSessionAndUser(await sessionHash(raw));
	return found && new Date(found.session.expires).getTime() > Date.now() ? found.user : null;
}

export interface ReadDatabaseSessionOptions {
	/** `update` when the client asked to update the session (POST to the session route). */
	trigger?: 'update';
	/** The data the client sent along with an update. */
	newSession?: unknown;
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
	options: ReadDatabaseSessionOptions = {}
): Promise<Session | null> {
	const raw = ctx.cookies.readChunked(ctx.names.sessionToken);
	if (!raw) return null;
	const adapter = requireAdapter(ctx);
	const { maxAge, updateAge } = ctx.config.session;
	try {
		const found = await findSession(adapter, raw, await sessionHash(raw));
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
		// As Auth.js under this strategy: the callback gets `user`, no `token`.
		const params = { session, user, newSession: options.newSession, ...(options.trigger ? { trigger: options.trigger } : {}) };
		const result = await ctx.config.callbacks.session(params as SessionCallbackParams);
		await ctx.config.events.session({ session: result });
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
	const adapter = requireAdapter(ctx);
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
