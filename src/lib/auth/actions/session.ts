/**
 * GET session: the session JSON (or null). POST session: update (`trigger: 'update'`, the body's `data`
 * reaches the jwt/session callbacks, which must validate it). Failures answer null, never a stack.
 */
import { SessionTokenError } from '../errors.ts';
import { readSession } from '../session/index.ts';
import { jsonResponse } from '../core/respond.ts';
import type { Body } from '../core/body.ts';
import type { RequestContext } from '../core/context.ts';

export async function sessionGet(ctx: RequestContext): Promise<Response> {
	try {
		return jsonResponse(ctx, await readSession(ctx), 200, { noStore: true });
	} catch (error) {
		// A SessionTokenError was logged where it was raised (session/database.ts).
		if (!(error instanceof SessionTokenError)) ctx.config.logger.error(new SessionTokenError('Reading the session failed', { cause: { err: error as Error } }));
		return jsonResponse(ctx, null, 200, { noStore: true });
	}
}

export async function sessionUpdate(ctx: RequestContext, body: Body): Promise<Response> {
	const session = await readSession(ctx, { trigger: 'update', newSession: body.data });
	return jsonResponse(ctx, session, 200, { noStore: true });
}
