/**
 * The jwt strategy: the session lives in an encrypted cookie. Unlike Auth.js, a read re-issues the
 * cookie only when `updateAge` has passed since it was issued, when the jwt callback changed the token,
 * or on an update: a signed-in page view costs one decrypt and no Set-Cookie (docs/performance.md).
 */
import { defaultJwtCallback } from '../config.ts';
import { decode, decodeCached } from '../crypto/jwt.ts';
import { isoDate } from './iso-date.ts';
import { isPromiseLike } from './promise-like.ts';
import { keptTokens, tokenKeeper } from './provider-tokens.ts';
import { refreshErrorOf, refreshKept, type TokenGrant } from './refresh.ts';
import type { RequestContext } from '../context.ts';
import type { Account, JWT, Profile, Session, User } from '../model.ts';

/**
 * Copies the entries that have a value. Built by assignment, never `delete`: deleting a property turns a
 * V8 object into a slow dictionary, and this object is serialised by kit into every signed-in page.
 */
function compact(entries: Record<string, unknown>): Record<string, unknown> {
	const out: Record<string, unknown> = {};
	for (const key in entries) if (entries[key] !== undefined && entries[key] !== null) out[key] = entries[key];
	return out;
}

/**
 * A claim the Session type declares a string, when it is one. A token is authentic, not well-typed: a jwt
 * callback (or a token of another app sharing the secret) may put a number or an object there, and the
 * app's pages rely on the type (a name that is an object broke the demo's `name.trim()`).
 */
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * A token's claims as the jwt callback received them: top-level values by reference, nested values as
 * JSON (a callback may mutate a nested object in place). A spread copy, not a Map: V8 clones an object of
 * a known shape in one step, where a Map paid a hash insert per claim (a tenth of a signed-in read).
 */
function snapshot(token: JWT): Record<string, unknown> {
	const claims: Record<string, unknown> = { ...token };
	for (const key in claims) {
		const value = claims[key];
		if (value !== null && typeof value === 'object') claims[key] = JSON.stringify(value);
	}
	return claims;
}

function changed(before: Record<string, unknown>, next: JWT): boolean {
	let count = 0;
	for (const key in next) {
		count++;
		const value = next[key];
		const now = value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
		if (!Object.hasOwn(before, key) || !Object.is(before[key], now)) return true;
	}
	for (const _key in before) count--;
	return count !== 0;
}

/** The session's user: the token's string-valued name, e-mail and picture, absent ones left out. */
function userOf(token: JWT): User {
	const user: User = {};
	const name = text(token.name);
	if (name !== undefined) user.name = name;
	const email = text(token.email);
	if (email !== undefined) user.email = email;
	const image = text(token.picture);
	if (image !== undefined) user.image = image;
	return user;
}

/** Encodes and sets the session cookie; returns its expiry in epoch milliseconds. */
async function writeToken(ctx: RequestContext, token: JWT): Promise<number> {
	const { config, names } = ctx;
	const maxAge = config.jwt.maxAge;
	const value = await config.jwt.encode({ token, secret: config.secret, salt: names.sessionToken.name, maxAge });
	const expires = Date.now() + maxAge * 1000;
	ctx.cookies.writeChunked(names.sessionToken, value, { expires: new Date(expires) });
	return expires;
}

/**
 * Reads and verifies the session token; null when absent or invalid (and the bad cookie is cleared).
 * Synchronous when the built-in codec verified this exact token before (the common signed-in read), and then
 * possibly the decode cache's frozen payload (crypto/jwt.ts, `decodeCached`). `now`: epoch seconds.
 */
function verifiedToken(ctx: RequestContext, now: number): Readonly<JWT> | null | Promise<JWT | null> {
	const raw = ctx.cookies.readChunked(ctx.names.sessionToken);
	if (!raw) return null;
	const { config } = ctx;
	const salt = ctx.names.sessionToken.name;
	if (config.jwt.decode === decode) {
		const cached = decodeCached(raw, salt, config.secret, now);
		if (cached) return cached;
		if (cached === null) return rejected(ctx);
	}
	const decoded = config.jwt.decode({ token: raw, secret: config.secret, salt });
	return isPromiseLike(decoded) ? Promise.resolve(decoded).then((token) => token ?? rejected(ctx)) : (decoded ?? rejected(ctx));
}

/** The verified session token as an object the caller owns (and callbacks may mutate); null when there is none. */
export async function readToken(ctx: RequestContext): Promise<JWT | null> {
	const token = await verifiedToken(ctx, Date.now() / 1000);
	return token && Object.isFrozen(token) ? { ...token } : (token as JWT | null);
}

/** A token that did not verify (or has expired): no session, and its cookie is cleared. */
function rejected(ctx: RequestContext): null {
	ctx.cookies.deleteChunked(ctx.names.sessionToken);
	return null;
}

/**
 * The token with its provider tokens refreshed when due (a new object: a decoded token may be shared by the
 * decode cache), whether it changed, and the session's refresh error.
 */
async function withFreshTokens(ctx: RequestContext, token: JWT, grant: TokenGrant | undefined): Promise<{ token: JWT; changed: boolean; error: boolean }> {
	const kept = token.account;
	const provider = tokenKeeper(ctx.config.providers, kept?.provider);
	if (!kept || !provider) return { token, changed: false, error: false };
	const outcome = grant ? await refreshKept(ctx, provider, kept, grant) : null;
	const tokens = outcome?.type === 'refreshed' || outcome?.type === 'rejected' ? outcome.tokens : kept;
	const next = tokens === kept ? token : { ...token, account: tokens };
	return { token: next, changed: next !== token, error: refreshErrorOf(provider, tokens) };
}

export async function readJwtSession(
	ctx: RequestContext,
	options: { trigger?: 'update'; newSession?: unknown; grant?: TokenGrant; onToken?: (token: JWT) => void } = {}
): Promise<Session | null> {
	const { config } = ctx;
	// One clock read for the cache's expiry check and the re-issue decision, unless the read awaited something.
	let now = Date.now() / 1000;
	const read = verifiedToken(ctx, now);
	const verified = isPromiseLike(read) ? await read : read;
	if (!verified) return null;
	// The decode cache's own payload (flat, frozen) is handed to callbacks as a copy, and is itself the
	// snapshot the change check needs; any other token is the caller's already.
	const cachedFlat = config.jwt.decode === decode && Object.isFrozen(verified);
	const decoded: JWT = cachedFlat ? { ...verified } : (verified as JWT);
	// Only a token that keeps provider tokens pays for this (an await): the common read stays as it was.
	const fresh = decoded.account ? await withFreshTokens(ctx, decoded, options.grant) : undefined;
	const token = fresh?.token ?? decoded;
	// Only a custom jwt callback can change the token: remember what it was given to detect a change.
	const before = config.callbacks.jwt !== defaultJwtCallback ? (cachedFlat && !fresh ? (verified as Record<string, unknown>) : snapshot(token)) : undefined;
	const fromJwt = config.callbacks.jwt({ token, trigger: options.trigger, session: options.newSession });
	const next = isPromiseLike(fromJwt) ? await fromJwt : fromJwt;
	if (!next) {
		ctx.cookies.deleteChunked(ctx.names.sessionToken);
		return null;
	}
	if (isPromiseLike(read) || fresh || isPromiseLike(fromJwt)) now = Date.now() / 1000;
	const due = options.trigger === 'update' || typeof next.iat !== 'number' || now - next.iat >= config.session.updateAge;
	let expires: number;
	if (due || fresh?.changed || (before !== undefined && changed(before, next))) {
		const { iat: _iat, exp: _exp, jti: _jti, ...claims } = next;
		expires = await writeToken(ctx, claims);
	} else {
		// The cookie's own expiry, never past maxAge from now: an authentic token may still carry any number
		// (a longer maxAge of an earlier config, a custom encode), and one beyond the Date range threw here.
		const latest = now + config.jwt.maxAge;
		expires = (typeof next.exp === 'number' && next.exp < latest ? next.exp : latest) * 1000;
	}
	const session: Session = { user: userOf(next), expires: isoDate(expires) };
	if (fresh?.error) session.error = 'RefreshTokenError';
	options.onToken?.(next);
	const fromSession = config.callbacks.session({ session, token: next, user: undefined as never, newSession: options.newSession, trigger: options.trigger });
	const result = isPromiseLike(fromSession) ? await fromSession : fromSession;
	const event = config.events.session({ session: result, token: next });
	if (event) await event;
	return result;
}

export interface JwtSignIn {
	user: User;
	account: Account | null;
	profile?: Profile;
	isNewUser?: boolean;
}

/** Issues the session cookie after a sign-in; the jwt callback may veto it by returning null. */
export async function createJwtSession(ctx: RequestContext, { user, account, profile, isNewUser }: JwtSignIn): Promise<void> {
	const token = compact({ name: user.name, email: user.email, picture: user.image, sub: user.id?.toString() }) as JWT;
	// Before the jwt callback, so the callback sees (and may drop) them: docs/configuration.md, Token refresh.
	const keeper = tokenKeeper(ctx.config.providers, account?.provider);
	const kept = keeper && account ? keptTokens(keeper, account) : undefined;
	if (kept) token.account = kept;
	const next = await ctx.config.callbacks.jwt({
		token,
		user,
		account,
		profile,
		isNewUser,
		trigger: isNewUser ? 'signUp' : 'signIn'
	});
	if (!next) {
		ctx.cookies.deleteChunked(ctx.names.sessionToken);
		return;
	}
	await writeToken(ctx, next);
}

export async function deleteJwtSession(ctx: RequestContext): Promise<void> {
	const token = await readToken(ctx);
	await ctx.config.events.signOut({ token });
	ctx.cookies.deleteChunked(ctx.names.sessionToken);
}
