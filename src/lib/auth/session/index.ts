/**
 * One entry for both session strategies, so the core never branches on the strategy elsewhere.
 * "No session" is null; storage failures propagate as errors with a cause (house rule 5).
 */
import { createDatabaseSession, deleteDatabaseSession, readDatabaseSession } from './database.ts';
import { createJwtSession, deleteJwtSession, readJwtSession, type JwtSignIn } from './jwt-strategy.ts';
import type { AdapterUser } from '../adapters/types.ts';
import type { RequestContext } from '../core/context.ts';
import type { Session, SessionStrategy } from '../types.ts';

export interface ReadOptions {
	trigger?: 'update';
	newSession?: unknown;
}

export function readSession(ctx: RequestContext, options: ReadOptions = {}): Promise<Session | null> {
	return ctx.config.session.strategy === 'database' ? readDatabaseSession(ctx, options) : readJwtSession(ctx, options);
}

/** Starts a session after a successful sign-in; `strategy` overrides the configured one (credentials use jwt). */
export async function createSession(ctx: RequestContext, signIn: JwtSignIn, strategy: SessionStrategy = ctx.config.session.strategy): Promise<void> {
	if (strategy === 'database') await createDatabaseSession(ctx, signIn.user as AdapterUser);
	else await createJwtSession(ctx, signIn);
}

export function destroySession(ctx: RequestContext): Promise<void> {
	return ctx.config.session.strategy === 'database' ? deleteDatabaseSession(ctx) : deleteJwtSession(ctx);
}
