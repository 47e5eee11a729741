/**
 * The request hook: installs a lazy, memoised `locals.auth()`, answers auth routes itself, and lets
 * every other request through `resolve`. Ten `locals.auth()` calls in one request cost one decrypt,
 * one callback run and at most one Set-Cookie (Auth.js re-ran its whole pipeline per call, quirk 4).
 */
import { matchRoute } from './router.ts';
import { dispatch } from './dispatch.ts';
import { createRequestContext } from './request-context.ts';
import { readSession } from '../session/index.ts';
import { SessionTokenError } from '../errors.ts';
import type { RequestContext, ResolvedConfig } from './context.ts';
import type { Session } from '../types.ts';

export interface HandleEvent {
	request: Request;
	url: URL;
	locals: Record<string, unknown>;
}

export interface HandleHooks {
	/** Called when reading the session failed for a reason other than "no valid session" (e.g. the store is down). */
	onSessionError?: (error: unknown) => never;
}

/** Reads the session for `locals.auth()`; a bad cookie is null, a failing store throws. */
export function createLocalAuth(config: ResolvedConfig, event: HandleEvent, hooks: HandleHooks) {
	let ctx: RequestContext | undefined;
	let memo: Promise<Session | null> | undefined;
	const auth = () =>
		(memo ??= (async () => {
			ctx = createRequestContext(config, event.request, event.url);
			try {
				return await readSession(ctx);
			} catch (error) {
				// session/database.ts already logged a SessionTokenError (with its cause): log anything else once.
				if (!(error instanceof SessionTokenError)) config.logger.error(error as Error);
				if (hooks.onSessionError) hooks.onSessionError(error);
				throw error;
			}
		})());
	return { auth, cookies: () => ctx?.cookies };
}

/** Appends the Set-Cookie headers that `locals.auth()` produced to the app's response. */
export function withSessionCookies(response: Response, ctx: { cookies: () => RequestContext['cookies'] | undefined }): Response {
	const jar = ctx.cookies();
	if (!jar?.hasOutgoing()) return response;
	try {
		jar.applyTo(response.headers);
		return response;
	} catch {
		// Immutable headers (e.g. a proxied fetch Response): copy once.
		const copy = new Response(response.body, response);
		jar.applyTo(copy.headers);
		return copy;
	}
}

export async function handleRequest(
	config: ResolvedConfig,
	event: HandleEvent,
	resolve: () => Response | Promise<Response>,
	hooks: HandleHooks = {}
): Promise<Response> {
	const local = createLocalAuth(config, event, hooks);
	event.locals.auth = local.auth;
	event.locals.getSession = local.auth;
	const match = matchRoute(event.url.pathname, event.request.method, config.basePath);
	if (!match) return withSessionCookies(await resolve(), local);
	const { response } = await dispatch(config, event.request, event.url, match);
	return response;
}
