/**
 * Our own CSRF check for every state-changing auth route, in dev as in production (SvelteKit's origin
 * check runs only in production builds and only for form content types).
 * Policy: a POST is same-site when `Sec-Fetch-Site` says same-origin, or when `Origin` equals our origin.
 * Without either header (old clients, curl) the double-submit token decides: `csrfToken` in the body
 * must match the token of the CSRF cookie, whose hash binds it to the secret (Auth.js's format).
 * See https://owasp.org/www-community/attacks/csrf and the Fetch Metadata spec (w3c.github.io/webappsec-fetch-metadata).
 */
import { randomToken, sha256Hex, timingSafeEqual } from '../crypto/index.ts';
import type { RequestContext } from '../context.ts';

export type CsrfVerdict = 'same-origin' | 'cross-site' | 'unknown';

/** What the request headers say about where a POST comes from. */
export function requestSite(ctx: RequestContext): CsrfVerdict {
	const site = ctx.request.headers.get('sec-fetch-site');
	const origin = ctx.request.headers.get('origin');
	if (origin && origin !== 'null') return origin === ctx.origin ? 'same-origin' : 'cross-site';
	if (site) return site === 'same-origin' || site === 'none' ? 'same-origin' : 'cross-site';
	if (origin === 'null') return 'cross-site';
	return 'unknown';
}

/** Reads (or mints) the double-submit token; returns the token and sets the cookie when it was new. */
export async function ensureCsrfToken(ctx: RequestContext): Promise<string> {
	const existing = await verifiedCookieToken(ctx);
	if (existing) return existing;
	const token = randomToken(32);
	const hash = await sha256Hex(`${token}${ctx.config.secret.join(',')}`);
	ctx.cookies.set(ctx.names.csrfToken, `${token}|${hash}`);
	return token;
}

async function verifiedCookieToken(ctx: RequestContext): Promise<string | null> {
	const raw = ctx.cookies.get(ctx.names.csrfToken.name);
	if (!raw) return null;
	const [token, hash] = raw.split('|');
	if (!token || !hash) return null;
	const expected = await sha256Hex(`${token}${ctx.config.secret.join(',')}`);
	return timingSafeEqual(hash, expected) ? token : null;
}

/** True when a state-changing request may proceed. */
export async function isCsrfSafe(ctx: RequestContext, body: Record<string, unknown> | null): Promise<boolean> {
	if (ctx.config.skipCSRFCheck) return true;
	const verdict = requestSite(ctx);
	if (verdict !== 'unknown') return verdict === 'same-origin';
	const token = await verifiedCookieToken(ctx);
	const sent = body?.csrfToken;
	return !!token && typeof sent === 'string' && timingSafeEqual(sent, token);
}
