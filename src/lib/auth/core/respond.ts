/**
 * Turns action results and errors into Responses. Every Set-Cookie comes from the request's jar, written
 * on the Response itself (SvelteKit drops `event.cookies` on responses that skip `resolve`, kit#7611).
 */
import { AuthError, CredentialsSignin, InvalidProvider, errorParam } from '../errors.ts';
import { renderErrorPage } from '../pages/render.ts';
import type { RequestContext } from './context.ts';

const NO_STORE = { 'cache-control': 'private, no-cache, no-store', expires: '0', pragma: 'no-cache' };

function withCookies(ctx: RequestContext, headers: Headers): Headers {
	ctx.cookies.applyTo(headers);
	return headers;
}

/** A redirect; or `200 {"url"}` for clients that send `X-Auth-Return-Redirect` (fetch-based sign-in). */
export function redirectResponse(ctx: RequestContext, location: string, { cookies = true } = {}): Response {
	const headers = new Headers({ location });
	if (cookies) withCookies(ctx, headers);
	if (ctx.request.headers.has('x-auth-return-redirect')) {
		headers.set('content-type', 'application/json');
		return new Response(JSON.stringify({ url: location }), { status: 200, headers });
	}
	return new Response(null, { status: 302, headers });
}

export function jsonResponse(ctx: RequestContext, body: unknown, status = 200, { noStore = false } = {}): Response {
	const headers = new Headers({ 'content-type': 'application/json', ...(noStore ? NO_STORE : {}) });
	return new Response(JSON.stringify(body), { status, headers: withCookies(ctx, headers) });
}

export function htmlResponse(ctx: RequestContext, html: string, status = 200): Response {
	const headers = new Headers({
		'content-type': 'text/html; charset=utf-8',
		'cache-control': 'private, no-store',
		'x-frame-options': 'DENY',
		'content-security-policy': "frame-ancestors 'none'"
	});
	return new Response(html, { status, headers: withCookies(ctx, headers) });
}

/** Appends query parameters with `?` or `&` as the URL needs (fixes Auth.js's double-`?`, quirk 5). */
export function withParams(url: string, params: Record<string, string | undefined>): string {
	const query = new URLSearchParams();
	for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, value);
	const text = query.toString();
	if (!text) return url;
	return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

/** Where an error sends the browser: sign-in page for sign-in errors, else the error page. */
export function errorLocation(ctx: RequestContext, error: unknown): string {
	const param = errorParam(error);
	const kind = error instanceof AuthError ? error.kind : 'error';
	const { pages, basePath } = ctx.config;
	const page = kind === 'signIn' ? (pages.signIn ?? `${basePath}/signin`) : (pages.error ?? `${basePath}/error`);
	const code = error instanceof CredentialsSignin ? error.code : undefined;
	return withParams(`${ctx.origin}${page}`, { error: param, code });
}

const HTML_PAGES = new Set(['signin', 'signout', 'error', 'verify-request']);

/** A configuration problem that makes the auth routes unusable: the error page for HTML pages, else 500 JSON. */
export function configurationError(ctx: RequestContext, action: string, method: string): Response {
	if (method === 'GET' && HTML_PAGES.has(action)) {
		const { html } = renderErrorPage({ error: 'Configuration', signInUrl: ctx.actionUrl('signin'), origin: ctx.origin, theme: ctx.config.theme });
		return htmlResponse(ctx, html, 500);
	}
	return jsonResponse(ctx, { message: 'There is a problem with the server configuration. Check the server logs.' }, 500);
}

/** The one error boundary of auth routes: log the full error, answer with its type only. */
export function errorResponse(ctx: RequestContext, error: unknown, action: string, method: string): Response {
	const err = error instanceof Error ? error : new Error(String(error));
	ctx.config.logger.error(err);
	if (action === 'session' && method === 'POST') return jsonResponse(ctx, null, 400);
	// An unknown provider id is the client's mistake, not a server fault: a clear 404, not a 500 page.
	if (err instanceof InvalidProvider && /^Unknown provider/.test(err.message)) {
		return jsonResponse(ctx, { error: 'InvalidProvider', message: 'Unknown provider' }, 404);
	}
	// Check cookies stay as they are on an error path: nothing of the failed attempt is written.
	return redirectResponse(ctx, errorLocation(ctx, err), { cookies: false });
}
