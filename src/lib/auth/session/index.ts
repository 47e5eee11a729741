/**
 * One entry for both session strategies, so the core never branches on the strategy elsewhere.
 * "No session" is null; storage failures propagate as errors with a cause.
 */
import { createDatabaseSession, deleteDatabaseSession, readDatabaseSession } from './database.ts';
import { createJwtSession, deleteJwtSession, type JwtSignIn } from './jwt-strategy.ts';
import { readJwtSession } from './jwt-read.ts';
import type { MaybePromise } from './promise-like.ts';
import { startCleanup } from './cleanup.ts';
import type { AdapterUser } from '../model.ts';
import type { RequestContext } from '../context.ts';
import type { Session } from '../model.ts';
import type { SessionStrategy } from '../options.ts';
import type { ReadOptions } from './read-options.ts';

export type { ReadOptions };

/** The request's session; a jwt read that needed no wait answers synchronously, and may then also throw synchronously. */
export function readSession(ctx: RequestContext, options: ReadOptions = {}): MaybePromise<Session | null> {
	return ctx.config.session.strategy === 'database' ? readDatabaseSession(ctx, options) : readJwtSession(ctx, options);
}

/** Starts a session after a successful sign-in; `strategy` overrides the configured one (credentials use jwt). */
export async function createSession(ctx: RequestContext, signIn: JwtSignIn, strategy: SessionStrategy = ctx.config.session.strategy): Promise<void> {
	if (strategy === 'database') await createDatabaseSession(ctx, signIn.user as AdapterUser, signIn.account?.provider);
	else await createJwtSession(ctx, signIn);
	// Sign-ins are where rows are created, so they also clear the expired ones away (session/cleanup.ts).
	void startCleanup(ctx.config);
}

export function destroySession(ctx: RequestContext): Promise<void> {
	return ctx.config.session.strategy === 'database' ? deleteDatabaseSession(ctx) : deleteJwtSession(ctx);
}
