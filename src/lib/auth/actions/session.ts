/**
 * GET session: the session JSON (or null). POST session: update (`trigger: 'update'`, the body's `data`
 * reaches the jwt/session callbacks, which must validate it). Failures answer null, never a stack.
 */
import { SessionTokenError } from '../errors.ts';
import { readSession, type ReadOptions } from '../session/index.ts';
import { redeemRefreshToken } from '../flows/oauth/refresh.ts';
import type { MaybePromise } from '../session/promise-like.ts';
import type { RequestContext } from '../context.ts';
import type { Session } from '../model.ts';
import { json, type ActionResult } from './result.ts';

/** The options of a plain read (`locals.auth()`), built once: it runs on every signed-in request. */
const PLAIN_READ: ReadOptions = Object.freeze({ grant: redeemRefreshToken });

/**
 * The session read of every caller (`locals.auth()`, these routes, the in-process API): provider tokens that
 * are due are refreshed on the way (docs/configuration.md, Token refresh). Synchronous when nothing had to
 * wait (session/jwt-read.ts): `await` it, or handle a synchronous throw as core/handle.ts does.
 */
export function readCurrentSession(ctx: RequestContext, options?: Omit<ReadOptions, 'grant'>): MaybePromise<Session | null> {
	return readSession(ctx, options ? { ...options, grant: redeemRefreshToken } : PLAIN_READ);
}

export async function sessionGet(ctx: RequestContext): Promise<ActionResult> {
	try {
		return json(await readCurrentSession(ctx));
	} catch (error) {
		// A SessionTokenError was logged where it was raised (session/database.ts).
		if (!(error instanceof SessionTokenError)) ctx.config.logger.error(new SessionTokenError('Reading the session failed', { cause: { err: error as Error } }));
		return json(null);
	}
}

/** The updated session; the in-process `updateSession` and `POST session` both end here. */
export async function sessionUpdate(ctx: RequestContext, data: unknown): Promise<ActionResult> {
	return json(await readCurrentSession(ctx, { trigger: 'update', newSession: data }));
}
