/** GET signout: the confirm page (or `pages.signOut`). POST signout: end the session, then redirect. */
import { SignOutError } from '../errors.ts';
import { renderSignOutPage } from '../pages/render.ts';
import { ensureCsrfToken } from '../security/csrf.ts';
import { resolveRedirect } from '../security/redirects.ts';
import { destroySession } from '../session/index.ts';
import { htmlResponse, redirectResponse } from '../core/respond.ts';
import { field, type Body } from '../core/body.ts';
import type { RequestContext } from '../core/context.ts';

export async function signOutPage(ctx: RequestContext): Promise<Response> {
	if (ctx.config.pages.signOut) return redirectResponse(ctx, ctx.config.pages.signOut);
	const callbackUrl = await resolveRedirect(ctx, ctx.url.searchParams.get('callbackUrl') ?? ctx.origin);
	const html = renderSignOutPage({
		actionUrl: ctx.actionUrl('signout'),
		csrfToken: await ensureCsrfToken(ctx),
		callbackUrl,
		theme: ctx.config.theme
	});
	return htmlResponse(ctx, html);
}

export async function signOutPost(ctx: RequestContext, body: Body): Promise<Response> {
	const callbackUrl = await resolveRedirect(ctx, field(body, 'callbackUrl') ?? field(body, 'redirectTo') ?? ctx.origin);
	try {
		await destroySession(ctx);
	} catch (error) {
		// A failing store must not keep the user signed in on this device: cookies are cleared anyway.
		ctx.config.logger.error(new SignOutError('Signing out failed', { cause: { err: error as Error } }));
	}
	ctx.cookies.deleteChunked(ctx.names.sessionToken);
	return redirectResponse(ctx, callbackUrl);
}
