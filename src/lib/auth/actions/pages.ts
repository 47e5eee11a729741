/** GET csrf, GET error, GET verify-request. */
import { renderErrorPage, renderVerifyRequestPage } from '../pages/render.ts';
import { ensureCsrfToken } from '../security/csrf.ts';
import { htmlResponse, jsonResponse, redirectResponse, withParams } from '../core/respond.ts';
import type { RequestContext } from '../core/context.ts';

export async function csrfRoute(ctx: RequestContext): Promise<Response> {
	if (ctx.config.skipCSRFCheck) {
		// No token to hand out; a CSRF cookie left from before the check was turned off is removed.
		const headers = new Headers();
		if (ctx.cookies.get(ctx.names.csrfToken.name)) {
			ctx.cookies.delete(ctx.names.csrfToken);
			ctx.cookies.applyTo(headers);
		}
		return new Response(null, { status: 404, headers });
	}
	return jsonResponse(ctx, { csrfToken: await ensureCsrfToken(ctx) }, 200, { noStore: true });
}

export function errorPage(ctx: RequestContext): Response {
	const error = ctx.url.searchParams.get('error') ?? undefined;
	if (ctx.config.pages.error) return redirectResponse(ctx, withParams(ctx.config.pages.error, { error }));
	const { html, status } = renderErrorPage({
		error,
		signInUrl: ctx.actionUrl('signin'),
		origin: ctx.origin,
		theme: ctx.config.theme
	});
	return htmlResponse(ctx, html, status);
}

export function verifyRequestPage(ctx: RequestContext): Response {
	if (ctx.config.pages.verifyRequest) return redirectResponse(ctx, `${ctx.config.pages.verifyRequest}${ctx.url.search}`);
	return htmlResponse(ctx, renderVerifyRequestPage({ origin: ctx.origin, theme: ctx.config.theme }));
}
