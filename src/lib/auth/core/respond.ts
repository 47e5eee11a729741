/**
 * The one boundary where an auth route's outcome becomes a Response: an action's result, or an error
 * answered through the error table (errors.ts). Every Set-Cookie comes from the request's jar, written on
 * the Response itself (SvelteKit drops `event.cookies` on responses that skip `resolve`, kit#7611:
 * https://github.com/sveltejs/kit/issues/7611). Nothing an auth route answers may be stored by a shared
 * cache: every response is `Cache-Control: private, no-store`.
 */
import { AuthError, MethodNotAllowed, RateLimited, errorCode, ruleOf } from '../errors.ts';
import { withParams, type ActionResult } from '../actions/result.ts';
import type { RequestContext } from '../context.ts';
import type { ErrorAnswer } from './router.ts';

const NO_STORE: Record<string, string> = { 'cache-control': 'private, no-store', expires: '0', pragma: 'no-cache' };

function headersFor(ctx: RequestContext, extra: Record<string, string>, cookies: boolean): Headers {
	const headers = new Headers({ ...NO_STORE, ...extra });
	if (cookies) ctx.cookies.applyTo(headers);
	return headers;
}

/** A redirect; or `200 {"url"}` for clients that send `X-Auth-Return-Redirect` (fetch-based sign-in). */
function redirectResponse(ctx: RequestContext, location: string, cookies: boolean, extra: Record<string, string> = {}): Response {
	if (ctx.request.headers.has('x-auth-return-redirect')) {
		const headers = headersFor(ctx, { 'content-type': 'application/json', ...extra }, cookies);
		return new Response(JSON.stringify({ url: location }), { status: 200, headers });
	}
	return new Response(null, { status: 302, headers: headersFor(ctx, { location, ...extra }, cookies) });
}

function jsonResponse(ctx: RequestContext, body: unknown, status: number, cookies = true, extra: Record<string, string> = {}): Response {
	return new Response(JSON.stringify(body), { status, headers: headersFor(ctx, { 'content-type': 'application/json', ...extra }, cookies) });
}

/** An action's result as a Response, with the jar's cookies. */
export function respond(ctx: RequestContext, result: ActionResult): Response {
	switch (result.type) {
		case 'redirect':
			return redirectResponse(ctx, result.location, true);
		case 'json':
			return jsonResponse(ctx, result.body, result.status);
		case 'html': {
			const headers = headersFor(
				ctx,
				{ 'content-type': 'text/html; charset=utf-8', 'x-frame-options': 'DENY', 'content-security-policy': "frame-ancestors 'none'" },
				true
			);
			return new Response(result.html, { status: result.status, headers });
		}
		case 'empty':
			return new Response(null, { status: result.status, headers: headersFor(ctx, {}, true) });
	}
}

/**
 * Where an error sends the browser: the sign-in page (or `pages.signIn`) for sign-in errors, else the error
 * page (or `pages.error`), with the wire value and, for the types whose rule says so, the `code` only (a
 * CredentialsSignin's code, a RateLimited's wait in seconds).
 */
export function errorLocation(ctx: RequestContext, error: unknown): string {
	const rule = ruleOf(error);
	const { pages, basePath } = ctx.config;
	const page = rule.page === 'signIn' ? (pages.signIn ?? `${basePath}/signin`) : (pages.error ?? `${basePath}/error`);
	return withParams(`${ctx.origin}${page}`, { error: rule.wire, code: errorCode(error) });
}

/** Headers an error itself asks for: `Allow` for a wrong method, `Retry-After` for a limited client (RFC 9110 section 10.2.3). */
function errorHeaders(error: unknown): Record<string, string> {
	if (error instanceof MethodNotAllowed) return { allow: error.allow };
	if (error instanceof RateLimited) return { 'retry-after': String(error.retryAfter) };
	return {};
}

/**
 * A caller that asks for JSON and not for HTML (`Accept: application/json`: a script, a native app)
 * gets errors of the page routes as JSON with their status; a browser navigating gets the page.
 */
function wantsJson(request: Request): boolean {
	const accept = request.headers.get('accept') ?? '';
	return /\bapplication\/json\b/i.test(accept) && !/\btext\/html\b/i.test(accept);
}

/** Logs an error once: client mistakes as a warning line, anything else in full. */
export function logError(ctx: RequestContext, error: unknown): void {
	const rule = ruleOf(error);
	if (rule.expose && error instanceof AuthError) ctx.config.logger.warn(rule.wire, error.message);
	else ctx.config.logger.error(error instanceof Error ? error : new Error(String(error)));
}

/**
 * An error as a Response: types the table answers directly (`page: 'json'`: bad input, CSRF) as JSON
 * with their status on every route; anything else as its route answers errors (router.ts `errors`), or
 * as JSON to a caller that asks for JSON only. Messages reach the client only for types whose message was
 * written for it; the check cookies stay as they are, nothing of the failed attempt is written.
 */
export function respondError(ctx: RequestContext, error: unknown, answer: ErrorAnswer): Response {
	logError(ctx, error);
	const rule = ruleOf(error);
	const extra = errorHeaders(error);
	if (rule.page === 'json' || answer === 'json' || (answer === 'page' && !ctx.request.headers.has('x-auth-return-redirect') && wantsJson(ctx.request))) {
		const code = errorCode(error);
		const body = { error: rule.wire, ...(code ? { code } : {}), ...(rule.expose && error instanceof Error ? { message: error.message } : {}) };
		return jsonResponse(ctx, body, rule.status, false, extra);
	}
	// The session update answers every other failure as Auth.js does: 400 with a null body.
	if (answer === 'null') return jsonResponse(ctx, null, 400, false);
	return redirectResponse(ctx, errorLocation(ctx, error), false, extra);
}
