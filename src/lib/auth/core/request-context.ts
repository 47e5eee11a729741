/** Builds the per-request context: trusted URL, cookie names for the security mode, the cookie jar. */
import { CookieJar, cookieNames, type CookieNames } from '../security/cookies.ts';
import type { RequestContext, ResolvedConfig } from './context.ts';

// Cookie definitions depend only on the config and the security mode: built twice per config, not per request.
const namesCache = new WeakMap<ResolvedConfig, { secure?: CookieNames; plain?: CookieNames }>();

function namesFor(config: ResolvedConfig, secure: boolean): CookieNames {
	let entry = namesCache.get(config);
	if (!entry) namesCache.set(config, (entry = {}));
	const key = secure ? 'secure' : 'plain';
	return (entry[key] ??= cookieNames(secure, config.cookies));
}

/**
 * The request URL as the library trusts it: SvelteKit's `event.url`, with `X-Forwarded-Host` /
 * `X-Forwarded-Proto` applied only when `trustHost` is on (quirk 25: never trust them otherwise).
 */
export function trustedUrl(config: ResolvedConfig, request: Request, url: URL): URL {
	if (!config.trustHost) return url;
	const host = request.headers.get('x-forwarded-host')?.split(',')[0].trim();
	const proto = request.headers.get('x-forwarded-proto')?.split(',')[0].trim();
	if (!host && !proto) return url;
	const result = new URL(url);
	if (host && /^[a-z0-9.-]+(:\d+)?$/i.test(host)) {
		// The host setter keeps the old port when the new host has none: clear it first.
		result.port = '';
		result.host = host;
	}
	if (proto === 'http' || proto === 'https') result.protocol = `${proto}:`;
	return result;
}

export function createRequestContext(config: ResolvedConfig, request: Request, eventUrl?: URL): RequestContext {
	const url = trustedUrl(config, request, eventUrl ?? new URL(request.url));
	const secure = config.useSecureCookies ?? url.protocol === 'https:';
	const origin = url.origin;
	return {
		config,
		request,
		url,
		origin,
		secure,
		cookies: new CookieJar(request.headers.get('cookie')),
		names: namesFor(config, secure),
		actionUrl: (action, providerId) => `${origin}${config.basePath}/${action}${providerId ? `/${encodeURIComponent(providerId)}` : ''}`
	};
}
