/**
 * The request hook: installs a lazy, memoised `locals.auth()`, answers auth routes itself, and lets every
 * other request through `resolve`. Ten `locals.auth()` calls in one request cost one decrypt, one callback
 * run and at most one Set-Cookie (Auth.js re-ran its whole pipeline per call). A response that read the
 * session is marked private, so no shared cache hands one user's page to another.
 */
import { SessionTokenError } from '../errors.ts';
import { readCurrentSession } from '../actions/session.ts';
import { createContext, type RequestContext, type RequestEventLike } from '../context.ts';
import type { ResolvedConfig } from '../config/types.ts';
import type { Session } from '../model.ts';
import { isPromiseLike } from '../session/promise-like.ts';
import { defaultActionRefusal, namesDefaultAction, remoteFormProblem, remoteFormRefusal, remoteFormTarget } from './crafted-requests.ts';
import { dispatch } from './dispatch.ts';
import { openWindow, warnCookiesDropped, type ResponseWindow } from './response-window.ts';
import { markPrivate } from './private-response.ts';
import { matchRoute } from './router.ts';

export interface HandleEvent extends RequestEventLike {
	locals: Record<string, unknown>;
}

export interface HandleHooks {
	/** Called when reading the session failed for a reason other than "no valid session" (e.g. the store is down). */
	onSessionError?: (error: unknown) => never;
	/** Where kit's remote functions answer (`<base>/_app/remote/`), so crafted remote-form posts get a 400 there too. */
	remotePrefix?: string;
}

/**
 * One request's `locals.auth()` and what the hook knows of its response (core/response-window.ts), in one
 * object: every request that reaches the app makes one.
 */
interface LocalAuth extends ResponseWindow {
	auth: () => Promise<Session | null>;
	config: ResolvedConfig;
	hooks: HandleHooks;
	/** The request, until the response went out with the session read (then `read` answers every call). */
	event: RequestEventLike | undefined;
	/** The context of the read, once `auth()` was called, until the response went out. */
	ctx?: RequestContext;
	/** The read's promise, and whether it is still running. */
	read?: Promise<Session | null>;
	reading: boolean;
}

/** A failed read, as `locals.auth()` reports it: a bad cookie was null already, so this is a store or callback failing. */
function failed(config: ResolvedConfig, hooks: HandleHooks, error: unknown): never {
	// session/database.ts already logged a SessionTokenError (with its cause): log anything else once.
	if (!(error instanceof SessionTokenError)) config.logger.error(error as Error);
	if (hooks.onSessionError) hooks.onSessionError(error);
	throw error;
}

/**
 * One request's `locals.auth()`. Its function holds nothing but `local`: under load V8 may allocate `locals` in
 * its old generation, which only a full collection frees, and whatever `locals` still reaches after the response
 * (the request, its headers, the read's context) then lives as long; `finish` lets go of those (docs/performance.md).
 */
function createLocalAuth(config: ResolvedConfig, event: RequestEventLike, hooks: HandleHooks): LocalAuth {
	// Every field from the start: one object shape for every request.
	const local: LocalAuth = {
		auth: () => local.read ?? readOnce(local),
		config,
		hooks,
		event,
		shut: false,
		reading: false,
		ctx: undefined,
		read: undefined,
		calls: undefined,
		late: undefined
	};
	return local;
}

/**
 * Reads the session for `locals.auth()`; a bad cookie is null, a failing store throws. Not an async
 * function: a read that answered synchronously costs one settled promise, and a pending one is chained once.
 * A read first asked for after the response went out refreshes no provider token: the browser could not get it.
 */
function readOnce(local: LocalAuth): Promise<Session | null> {
	const { config, hooks } = local;
	const ctx = createContext(config, local.event!);
	if (local.shut) {
		// From now on `read` answers; the late read's context holds the request until it settles.
		local.event = undefined;
		return (local.read = lateRead(config, ctx, hooks));
	}
	local.ctx = ctx;
	try {
		const read = readCurrentSession(ctx);
		if (!isPromiseLike(read)) return (local.read = Promise.resolve(read));
		local.reading = true;
		const settle = () => void (local.reading = false);
		local.read = read.then(
			(session) => (settle(), session),
			(error: unknown) => (settle(), failed(config, hooks, error))
		);
	} catch (error) {
		local.read = Promise.reject(error).catch((cause: unknown) => failed(config, hooks, cause));
	}
	return local.read;
}

/** A first read after the response went out (core/response-window.ts): it refreshes nothing, and its cookies cannot be sent. */
function lateRead(config: ResolvedConfig, ctx: RequestContext, hooks: HandleHooks): Promise<Session | null> {
	ctx.afterResponse = true;
	return Promise.resolve(ctx).then(readCurrentSession).then(
		(session) => {
			if (ctx.cookies.hasOutgoing()) warnCookiesDropped(ctx);
			return session;
		},
		(error: unknown) => failed(config, hooks, error)
	);
}

/**
 * The app's response, with what reading the session requires: its Set-Cookie headers (and those of in-process
 * calls kit did not let write them: core/response-window.ts), and, unless the app chose a Cache-Control
 * itself, `private` and `Vary: Cookie` (a page rendered for one session must not be stored by a CDN or proxy
 * for the next visitor; https://www.rfc-editor.org/rfc/rfc9111#section-5.2.2.7).
 */
function withSessionHeaders(response: Response, local: LocalAuth): Response {
	const { ctx, late } = local;
	if (!ctx && !late) return response;
	try {
		applySessionHeaders(response.headers, ctx, late);
		return response;
	} catch {
		// Immutable headers (e.g. a proxied fetch Response): copy once.
		const copy = new Response(response.body, response);
		applySessionHeaders(copy.headers, ctx, late);
		return copy;
	}
}

function applySessionHeaders(headers: Headers, ctx: RequestContext | undefined, late: string[] | undefined): void {
	ctx?.cookies.applyTo(headers);
	if (late) for (const value of late) headers.append('set-cookie', value);
	markPrivate(headers);
}

/** Not an async function, for the same reason as `createLocalAuth`: the app's response gets its headers in one `then`. */
export function handleRequest(
	config: ResolvedConfig,
	event: HandleEvent,
	resolve: () => Response | Promise<Response>,
	hooks: HandleHooks = {}
): Promise<Response> {
	const local = createLocalAuth(config, event, hooks);
	event.locals.auth = local.auth;
	event.locals.getSession = local.auth;
	const match = matchRoute(event.url.pathname, event.request.method, config.basePath);
	if (match) return dispatch(config, event, match);
	openWindow(event.locals, local);
	if (event.request.method === 'POST') {
		// Posts SvelteKit would answer with a 500 (core/crafted-requests.ts): a 400 instead, before kit reads them.
		if (namesDefaultAction(event.url)) return Promise.resolve(defaultActionRefusal());
		const remote = remoteFormTarget(event, hooks.remotePrefix);
		if (remote) return remoteFormProblem(event.request, remote).then((problem) => (problem ? remoteFormRefusal(remote) : resolved(resolve, local)));
	}
	return resolved(resolve, local);
}

/** The app's response, with the session's headers once it is there. */
function resolved(resolve: () => Response | Promise<Response>, local: LocalAuth): Promise<Response> {
	return Promise.resolve(resolve()).then((response) => finish(response, local));
}

/**
 * Hands the response on once the session read and the in-process calls it started have settled, so their
 * cookies go with it (a load's streamed promise, an endpoint's stream); calls they start meanwhile are waited
 * for too. Then the window shuts. The common request has nothing running and is answered at once.
 */
function finish(response: Response, local: LocalAuth): Response | Promise<Response> {
	if (local.reading || local.calls?.size) {
		const running: Array<Promise<unknown> | undefined> = [local.reading ? local.read : undefined, ...(local.calls ?? [])];
		return Promise.allSettled(running).then(() => finish(response, local));
	}
	local.shut = true;
	const answered = withSessionHeaders(response, local);
	// What `locals` would keep alive otherwise; a first read after this (no read yet) still needs the request.
	local.ctx = local.calls = local.late = undefined;
	if (local.read) local.event = undefined;
	return answered;
}
