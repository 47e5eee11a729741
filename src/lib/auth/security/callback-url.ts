/**
 * The callback URL of a sign-in: body or query `callbackUrl`, else the callback-url cookie, else the
 * origin; always through the `redirect` callback. The cookie carries it across the IdP round trip.
 */
import { resolveRedirect } from './redirects.ts';
import type { RequestContext } from '../core/context.ts';

export async function resolveCallbackUrl(ctx: RequestContext, candidate?: string | null): Promise<string> {
	const cookie = ctx.cookies.get(ctx.names.callbackUrl.name);
	const url = await resolveRedirect(ctx, candidate || cookie || ctx.origin);
	if (url !== cookie) ctx.cookies.set(ctx.names.callbackUrl, url);
	return url;
}
