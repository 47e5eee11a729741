/**
 * GET signout: the confirm page (or `pages.signOut`). POST signout: end the session, then redirect; for a
 * session of a provider with `federatedSignOut`, to the provider's end_session_endpoint first, which sends
 * the browser back to the target (OpenID Connect RP-Initiated Logout 1.0).
 */
import { SignOutError } from '../errors.ts';
import { renderSignOutPage } from '../pages/render.ts';
import { ensureCsrfToken } from '../security/csrf.ts';
import { resolveRedirect } from '../security/redirects.ts';
import { destroySession } from '../session/index.ts';
import { providerSessionOf, type ProviderSession } from '../session/sign-out.ts';
import { endSessionUrl } from '../flows/oauth/end-session.ts';
import type { RequestContext } from '../context.ts';
import { html, redirect, type ActionResult } from './result.ts';

export async function signOutPage(ctx: RequestContext): Promise<ActionResult> {
	if (ctx.config.pages.signOut) return redirect(ctx.config.pages.signOut);
	const callbackUrl = await resolveRedirect(ctx, ctx.url.searchParams.get('callbackUrl') ?? ctx.origin);
	return html(renderSignOutPage({ actionUrl: ctx.actionUrl('signout'), csrfToken: await ensureCsrfToken(ctx), callbackUrl, theme: ctx.config.theme }));
}

const logFailure = (ctx: RequestContext, message: string, error: unknown) =>
	ctx.config.logger.error(new SignOutError(message, { cause: { err: error instanceof Error ? error : new Error(String(error)) } }));

/**
 * The provider's sign-out URL, or null (the sign-out stays local). The URI the provider sends the browser
 * back to is the provider's `postLogoutRedirectUri` or the sign-out's target, through the `redirect` callback
 * like every target; an absolute URL is required there (section 2), so a path is made absolute.
 */
async function federatedLocation(ctx: RequestContext, federated: ProviderSession, callbackUrl: string): Promise<string | null> {
	const configured = federated.provider.endSession?.postLogoutRedirectUri;
	const target = configured ? await resolveRedirect(ctx, configured) : callbackUrl;
	try {
		return await endSessionUrl(ctx, federated.provider, federated.idToken, new URL(target, ctx.origin).href);
	} catch (error) {
		logFailure(ctx, `Provider "${federated.provider.id}": its sign-out could not be reached`, error);
		return null;
	}
}

/** Ends the session (a failing store cannot keep the user signed in on this device) and redirects. */
export async function signOut(ctx: RequestContext, requested: string | null | undefined): Promise<ActionResult> {
	const callbackUrl = await resolveRedirect(ctx, requested || ctx.origin);
	// Read before the session is deleted: which provider session to end too, and its id_token.
	const federated = await providerSessionOf(ctx).catch((error: unknown) => (logFailure(ctx, 'Reading the provider session failed', error), null));
	try {
		await destroySession(ctx);
	} catch (error) {
		logFailure(ctx, 'Signing out failed', error);
	}
	ctx.cookies.deleteChunked(ctx.names.sessionToken);
	const location = federated ? await federatedLocation(ctx, federated, callbackUrl) : null;
	return redirect(location ?? callbackUrl);
}
