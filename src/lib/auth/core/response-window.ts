/**
 * What the library's hook knows about the response of one request, shared with the in-process calls (`api.*`)
 * made during it. SvelteKit writes `event.cookies` onto the response only until it has generated it, and
 * refuses writes inside a remote `query`: a call still running when the page's response is made (a promise a
 * `load` streams, a `ReadableStream` an endpoint returns) or run inside a query could not set its cookies.
 * Its cookies matter: a provider-token refresh under the jwt strategy rotates the refresh token kept in the
 * session cookie, and a browser left with the old one redeems it again, which a rotating provider treats
 * as theft and answers by revoking the grant (https://www.rfc-editor.org/rfc/rfc9700#section-4.14.2).
 *
 * So the hook waits for such calls (and for a `locals.auth()` read still running) before it hands the
 * response on, and adds their Set-Cookie headers itself (core/handle.ts). After that the window is shut: a
 * call started later runs without refreshing what the browser would have to store (core/api.ts).
 */
import type { RequestContext } from '../context.ts';

const WINDOW = Symbol('auth-response-window');

/** The part of the hook's per-request state that in-process calls see; core/handle.ts owns the rest. */
export interface ResponseWindow {
	/** True once the hook has put the session's headers on the response: nothing more reaches the browser. */
	shut: boolean;
	/** In-process calls started while the window was open, until each settles. */
	calls?: Set<Promise<unknown>>;
	/** Set-Cookie headers of calls that kit did not let write them. */
	late?: string[];
}

type Locals = Record<PropertyKey, unknown>;

/** Called by the hook for every request it passes to the app. */
export function openWindow(locals: object, window: ResponseWindow): void {
	(locals as Locals)[WINDOW] = window;
}

function windowOf(locals: object | undefined): ResponseWindow | undefined {
	return locals ? ((locals as Locals)[WINDOW] as ResponseWindow | undefined) : undefined;
}

/**
 * Whether `error` is kit's refusal of a cookie write: inside a remote `query` or `prerender` function, or after
 * the response has been generated (the same words in SvelteKit 2 and 3).
 */
export function isRefusedCookieWrite(error: unknown): boolean {
	return error instanceof Error && /cookies in `query`|`cookies\.set\(\.\.\.\)` after the response/.test(error.message);
}

/** Whether the response of this request has already gone out with its headers (false where no hook ran). */
export function isShut(locals: object | undefined): boolean {
	return windowOf(locals)?.shut === true;
}

/** Keeps `call` in the window until it settles, so the hook waits for it. Nothing happens once the window is shut. */
export function trackCall(locals: object | undefined, call: Promise<unknown>): void {
	const window = windowOf(locals);
	if (!window || window.shut) return;
	const calls = (window.calls ??= new Set());
	calls.add(call);
	const done = () => void calls.delete(call);
	call.then(done, done);
}

/** Hands `headers` to the hook for this request's response. False when the hook cannot add them (none ran, or the window is shut). */
export function deferCookies(locals: object | undefined, headers: string[]): boolean {
	const window = windowOf(locals);
	if (!window || window.shut) return false;
	(window.late ??= []).push(...headers);
	return true;
}

/** A read that ended after the response went out and re-issued the session cookie: the cookie is dropped, and the app told. */
export function warnCookiesDropped(ctx: RequestContext): void {
	ctx.config.logger.warn(
		'cookies-after-response',
		'A session read ran after the response had been sent, so its Set-Cookie (the session re-issued) was dropped: read the session before the response (await it in load, or start it there)'
	);
}
