/**
 * Redirect targets (callbackUrl, redirectTo): every one goes through here, and so through the app's
 * `redirect` callback (the default keeps the origin only: config/redirect.ts).
 */
import type { RequestContext } from '../context.ts';

/** Runs the configured `redirect` callback on a candidate; a throwing or odd callback falls back to the origin. */
export async function resolveRedirect(ctx: RequestContext, url: string | null | undefined): Promise<string> {
	const baseUrl = ctx.origin;
	if (!url) return baseUrl;
	try {
		const result = await ctx.config.callbacks.redirect({ url, baseUrl });
		return typeof result === 'string' && result ? result : baseUrl;
	} catch (error) {
		ctx.config.logger.error(error as Error);
		return baseUrl;
	}
}

/**
 * The callback URL of a sign-in: the request's `callbackUrl`, else the callback-url cookie, else the
 * origin; always through the `redirect` callback. The cookie carries it across the IdP round trip.
 */
export async function resolveCallbackUrl(ctx: RequestContext, candidate?: string | null): Promise<string> {
	const cookie = ctx.cookies.get(ctx.names.callbackUrl.name);
	const url = await resolveRedirect(ctx, candidate || cookie || ctx.origin);
	if (url !== cookie) ctx.cookies.set(ctx.names.callbackUrl, url);
	return url;
}
