/**
 * The end of every successful provider flow, in one order for every kind: identity plans who signs in
 * (reads only), the `signIn` callback may refuse or redirect, identity writes what it decided, the
 * session starts, `events.signIn` fires, and the browser goes to the new-user page or the callback URL.
 */
import { AccessDenied } from '../errors.ts';
import { planSignIn } from '../identity/plan.ts';
import { commitSignIn } from '../identity/commit.ts';
import { callbackUser } from '../identity/rules.ts';
import { resolveRedirect } from '../security/redirects.ts';
import { createSession } from '../session/index.ts';
import type { ResolvedProvider } from '../config/types.ts';
import type { RequestContext } from '../context.ts';
import type { SignInCandidate } from '../flows/candidate.ts';
import { redirect, withParams, type ActionResult } from './result.ts';

/** The signIn callback's verdict: a URL to go to instead, or null to go on; false or a throw is AccessDenied. */
export async function askSignInCallback(
	ctx: RequestContext,
	params: Parameters<RequestContext['config']['callbacks']['signIn']>[0]
): Promise<string | null> {
	let verdict: boolean | string;
	try {
		verdict = await ctx.config.callbacks.signIn(params);
	} catch (error) {
		throw new AccessDenied((error as Error).message, { cause: { err: error as Error } });
	}
	if (verdict === false) throw new AccessDenied('The signIn callback returned false');
	return typeof verdict === 'string' ? verdict : null;
}

/**
 * Signs the candidate in and answers where to go next.
 * @throws AccessDenied (signIn callback), the decision's refusal (OAuthAccountNotLinked, AccountNotLinked,
 *   AccountLinkingUnavailable, WebAuthnVerificationError), AdapterError.
 */
export async function completeSignIn(
	ctx: RequestContext,
	provider: ResolvedProvider,
	candidate: SignInCandidate,
	callbackUrl: string
): Promise<ActionResult> {
	const { config } = ctx;
	const plan = await planSignIn(ctx, provider, candidate);
	const { account, profile, credentials } = candidate;
	const instead = await askSignInCallback(ctx, { user: callbackUser(plan.decision, candidate.user), account, profile, credentials });
	if (instead) return redirect(await resolveRedirect(ctx, instead));
	const { user, isNewUser } = await commitSignIn(ctx, plan);
	await createSession(ctx, { user, account: candidate.account, profile: candidate.profile, isNewUser }, plan.strategy);
	await config.events.signIn({ user, account: candidate.account, profile: candidate.profile, isNewUser });
	if (isNewUser && config.pages.newUser) return redirect(withParams(`${ctx.origin}${config.pages.newUser}`, { callbackUrl }));
	return redirect(callbackUrl);
}
