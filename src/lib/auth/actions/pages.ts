/** GET csrf, GET error, GET verify-request. */
import { renderErrorPage, renderVerifyRequestPage } from '../pages/render.ts';
import { ensureCsrfToken } from '../security/csrf.ts';
import type { RequestContext } from '../context.ts';
import { html, json, redirect, withParams, type ActionResult } from './result.ts';

export async function csrfRoute(ctx: RequestContext): Promise<ActionResult> {
	if (ctx.config.skipCSRFCheck) {
		// No token to hand out; a CSRF cookie left from before the check was turned off is removed.
		if (ctx.cookies.get(ctx.names.csrfToken.name)) ctx.cookies.delete(ctx.names.csrfToken);
		return { type: 'empty', status: 404 };
	}
	return json({ csrfToken: await ensureCsrfToken(ctx) });
}

export function errorPage(ctx: RequestContext): ActionResult {
	const error = ctx.url.searchParams.get('error') ?? undefined;
	if (ctx.config.pages.error) return redirect(withParams(ctx.config.pages.error, { error }));
	const page = renderErrorPage({ error, signInUrl: ctx.actionUrl('signin'), origin: ctx.origin, theme: ctx.config.theme });
	return html(page.html, page.status);
}

export function verifyRequestPage(ctx: RequestContext): ActionResult {
	if (ctx.config.pages.verifyRequest) return redirect(`${ctx.config.pages.verifyRequest}${ctx.url.search}`);
	return html(renderVerifyRequestPage({ origin: ctx.origin, theme: ctx.config.theme }));
}
