/**
 * The end of every successful provider flow: signIn callback, user resolution (identity/link.ts),
 * session, events, redirect. The only place these steps are ordered.
 */
import { AccessDenied } from '../errors.ts';
import { resolveRedirect } from '../security/redirects.ts';
import { createSession } from '../session/index.ts';
import { resolveUser } from './link.ts';
import { credentialsUser } from './credentials-user.ts';
import { redirectResponse, withParams } from '../core/respond.ts';
import { currentUserId } from './current-user.ts';
import type { RequestContext, SignInCandidate } from '../core/context.ts';
import type { AnyProviderConfig } from '../providers/types.ts';
import type { AdapterUser } from '../adapters/types.ts';
import type { User } from '../types.ts';

export interface CompleteOptions {
	callbackUrl: string;
	credentials?: Record<string, unknown>;
}

async function runSignInCallback(ctx: RequestContext, candidate: SignInCandidate, user: User, credentials?: Record<string, unknown>) {
	let verdict: boolean | string;
	try {
		verdict = await ctx.config.callbacks.signIn({ user, account: candidate.account, profile: candidate.profile, credentials });
	} catch (error) {
		throw new AccessDenied((error as Error).message, { cause: { err: error as Error } });
	}
	if (verdict === false) throw new AccessDenied('The signIn callback returned false');
	return typeof verdict === 'string' ? verdict : null;
}

export async function completeSignIn(
	ctx: RequestContext,
	provider: AnyProviderConfig,
	candidate: SignInCandidate,
	{ callbackUrl, credentials }: CompleteOptions
): Promise<Response> {
	const { config } = ctx;
	const adapter = config.adapter;
	const isOAuth = provider.type === 'oauth' || provider.type === 'oidc';
	const known =
		candidate.resolved?.user ??
		(isOAuth && adapter?.getUserByAccount ? await adapter.getUserByAccount(candidate.account) : null) ??
		candidate.user;
	const redirectTo = await runSignInCallback(ctx, candidate, known, credentials);
	if (redirectTo) return redirectResponse(ctx, await resolveRedirect(ctx, redirectTo));

	let user: User | AdapterUser;
	let isNewUser = false;
	let strategy = config.session.strategy;
	if (candidate.persist) {
		({ user, isNewUser } = await candidate.persist());
	} else if (candidate.resolved) {
		({ user, isNewUser } = candidate.resolved);
	} else if (provider.type === 'credentials') {
		const dbSession = strategy === 'database' && config.credentialsDatabaseSessions;
		user = dbSession ? await credentialsUser(ctx, candidate.user) : candidate.user;
		if (!dbSession) strategy = 'jwt';
	} else {
		const allowDangerousEmailAccountLinking = isOAuth && provider.allowDangerousEmailAccountLinking === true;
		({ user, isNewUser } = await resolveUser(ctx, candidate, {
			sessionUserId: await currentUserId(ctx),
			allowDangerousEmailAccountLinking
		}));
	}
	await createSession(ctx, { user, account: candidate.account, profile: candidate.profile, isNewUser }, strategy);
	await config.events.signIn({ user, account: candidate.account, profile: candidate.profile, isNewUser });
	if (isNewUser && config.pages.newUser) {
		return redirectResponse(ctx, withParams(`${ctx.origin}${config.pages.newUser}`, { callbackUrl }));
	}
	return redirectResponse(ctx, callbackUrl);
}
