/**
 * A signed-in read under the jwt strategy: the verified token through refresh and the jwt callback into
 * the session callback. Unlike Auth.js, the cookie is re-issued only when `updateAge` has passed since it
 * was issued, when the jwt callback changed the token, or on an update: a signed-in page view costs one
 * decrypt and no Set-Cookie (docs/performance.md).
 *
 * Written as steps that call the next one directly, not as one `async` function: the common read (a token
 * the decode cache knows, plain callbacks, nothing due) then runs without a promise of its own, and a
 * session callback's promise is the read's promise. A step awaits only what is a promise (a first decrypt,
 * a refresh, an async callback, a re-issue). A callback that throws synchronously makes the read throw
 * synchronously: callers treat a throw and a rejection alike (core/handle.ts).
 */
import { defaultJwtCallback } from '../config.ts';
import { noEvent } from '../config/events.ts';
import { decode } from '../crypto/jwt.ts';
import { isoDate } from './iso-date.ts';
import { isPromiseLike, type MaybePromise } from './promise-like.ts';
import { tokenKeeper } from './provider-tokens.ts';
import { refreshErrorOf, refreshKept, type TokenGrant } from './refresh.ts';
import { rejected, verifiedToken, writeToken } from './jwt-strategy.ts';
import type { RequestContext } from '../context.ts';
import type { ReadOptions } from './read-options.ts';
import type { JWT, Session, User } from '../model.ts';

type Read = MaybePromise<Session | null>;
/** Provider tokens after a refresh: the token (a new object if they changed), whether they did, and the refresh error. */
type Fresh = { token: JWT; changed: boolean; error: boolean };

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

/**
 * The token with its provider tokens refreshed when due (a new object: a decoded token may be shared by the
 * decode cache), whether it changed, and the session's refresh error.
 */
async function withFreshTokens(ctx: RequestContext, token: JWT, grant: TokenGrant | undefined): Promise<Fresh> {
	const kept = token.account;
	const provider = tokenKeeper(ctx.config.providers, kept?.provider);
	if (!kept || !provider) return { token, changed: false, error: false };
	// After the response, a refreshed token could not reach the cookie, and the browser would redeem the old
	// refresh token again: the current tokens are answered (expired ones as the refresh error).
	const outcome = grant && !ctx.afterResponse ? await refreshKept(ctx, provider, kept, grant) : null;
	const tokens = outcome?.type === 'refreshed' || outcome?.type === 'rejected' ? outcome.tokens : kept;
	const next = tokens === kept ? token : { ...token, account: tokens };
	return { token: next, changed: next !== token, error: refreshErrorOf(provider, tokens) };
}

/**
 * The session of the request's token, null when there is none. `now` (epoch seconds) is read once and
 * passed along for the cache's expiry check and the re-issue decision; a step after an await reads it again.
 */
export function readJwtSession(ctx: RequestContext, options: ReadOptions = {}): Read {
	const now = Date.now() / 1000;
	const read = verifiedToken(ctx, now);
	return isPromiseLike(read) ? read.then((token) => fromVerified(ctx, options, token, undefined)) : fromVerified(ctx, options, read, now);
}

function fromVerified(ctx: RequestContext, options: ReadOptions, verified: Readonly<JWT> | null, now: number | undefined): Read {
	if (!verified) return null;
	// The decode cache's own payload (flat, frozen) is handed to callbacks as a copy, and is itself the
	// snapshot the change check needs; any other token is the caller's already.
	const flat = ctx.config.jwt.decode === decode && Object.isFrozen(verified) ? verified : undefined;
	const token: JWT = flat ? { ...flat } : (verified as JWT);
	// Only a token that keeps provider tokens pays for this (an await): the common read stays synchronous.
	if (!token.account) return runJwtCallback(ctx, options, token, flat, undefined, now);
	return withFreshTokens(ctx, token, options.grant).then((fresh) => runJwtCallback(ctx, options, fresh.token, undefined, fresh, undefined));
}

function runJwtCallback(ctx: RequestContext, options: ReadOptions, token: JWT, flat: Readonly<JWT> | undefined, fresh: Fresh | undefined, now: number | undefined): Read {
	const { jwt } = ctx.config.callbacks;
	// Only a custom jwt callback can change the token: remember what it was given to detect a change.
	const before = jwt !== defaultJwtCallback ? (flat ?? snapshot(token)) : undefined;
	const next = jwt({ token, trigger: options.trigger, session: options.newSession });
	if (isPromiseLike(next)) return Promise.resolve(next).then((result) => reissueIfDue(ctx, options, result, before, fresh, undefined));
	return reissueIfDue(ctx, options, next, before, fresh, now);
}

function reissueIfDue(ctx: RequestContext, options: ReadOptions, next: JWT | null, before: Record<string, unknown> | undefined, fresh: Fresh | undefined, now: number | undefined): Read {
	if (!next) return rejected(ctx);
	const { config } = ctx;
	const at = now ?? Date.now() / 1000;
	const due = options.trigger === 'update' || typeof next.iat !== 'number' || at - next.iat >= config.session.updateAge;
	if (due || fresh?.changed || (before !== undefined && changed(before, next))) {
		const { iat: _iat, exp: _exp, jti: _jti, ...claims } = next;
		return writeToken(ctx, claims).then((expires) => toSession(ctx, options, next, expires, fresh));
	}
	// The cookie's own expiry, never past maxAge from now: an authentic token may still carry any number
	// (a longer maxAge of an earlier config, a custom encode), and one beyond the Date range threw here.
	const latest = at + config.jwt.maxAge;
	return toSession(ctx, options, next, (typeof next.exp === 'number' && next.exp < latest ? next.exp : latest) * 1000, fresh);
}

/** The session callback's answer; then the session event, which the app may not have (then nothing waits for it). */
function toSession(ctx: RequestContext, options: ReadOptions, token: JWT, expires: number, fresh: Fresh | undefined): Read {
	const { callbacks, events } = ctx.config;
	const session: Session = { user: userOf(token), expires: isoDate(expires) };
	if (fresh?.error) session.error = 'RefreshTokenError';
	options.onToken?.(token);
	const result = callbacks.session({ session, token, user: undefined as never, newSession: options.newSession, trigger: options.trigger });
	// No session event configured: nothing to call, and no argument object built for it on every read.
	if (!isPromiseLike(result)) return events.session === noEvent ? result : announced(ctx, result, token);
	const settled = Promise.resolve(result);
	return events.session === noEvent ? settled : settled.then((answer) => announced(ctx, answer, token));
}

function announced(ctx: RequestContext, session: Session, token: JWT): Read {
	const event = ctx.config.events.session({ session, token });
	return event ? Promise.resolve(event).then(() => session) : session;
}
