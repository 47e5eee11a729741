/**
 * The jwt strategy: the session lives in an encrypted cookie. This module writes, verifies and clears
 * that cookie (sign-in, sign-out); session/jwt-read.ts turns a verified token into the session.
 */
import { decode, decodeCached } from '../crypto/jwt.ts';
import { isPromiseLike } from './promise-like.ts';
import { keptTokens, tokenKeeper } from './provider-tokens.ts';
import type { RequestContext } from '../context.ts';
import type { Account, JWT, Profile, User } from '../model.ts';

/**
 * Copies the entries that have a value. Built by assignment, never `delete`: deleting a property turns a
 * V8 object into a slow dictionary, and this object is serialised by kit into every signed-in page.
 */
function compact(entries: Record<string, unknown>): Record<string, unknown> {
	const out: Record<string, unknown> = {};
	for (const key in entries) if (entries[key] !== undefined && entries[key] !== null) out[key] = entries[key];
	return out;
}

/** Encodes and sets the session cookie; returns its expiry in epoch milliseconds. */
export async function writeToken(ctx: RequestContext, token: JWT): Promise<number> {
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
export function verifiedToken(ctx: RequestContext, now: number): Readonly<JWT> | null | Promise<JWT | null> {
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
export function rejected(ctx: RequestContext): null {
	ctx.cookies.deleteChunked(ctx.names.sessionToken);
	return null;
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
