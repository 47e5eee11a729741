/**
 * The in-process entry point: sign in, sign out and update the session from server code, with no HTTP
 * request of its own. Form actions, remote functions, endpoints and test helpers all call these; they run
 * the same actions as the auth routes, with the same CSRF check (once, on the caller's request), redirect
 * validation, callbacks and events. Cookies go to `event.cookies`, which SvelteKit writes on the response.
 */
import { AuthError, MissingCSRF } from '../errors.ts';
import { isCsrfSafe } from '../security/csrf.ts';
import { sameOriginUrl } from '../config/redirect.ts';
import { deferCookies, isRefusedCookieWrite, isShut, trackCall, warnCookiesDropped } from './response-window.ts';
import { createContext, eventUrl, type RequestContext, type RequestEventLike } from '../context.ts';
import { signIn as signInAction } from '../actions/signin.ts';
import { signOut as signOutAction } from '../actions/signout.ts';
import { sessionUpdate } from '../actions/session.ts';
import { listAccounts, listSessions, revokeOtherSessions, revokeSession, type LinkedAccount, type SessionInfo } from '../actions/manage.ts';
import { accessTokenOf, type AccessToken } from '../actions/access-token.ts';
import { unlinkAccount, type UnlinkRequest } from '../identity/unlink.ts';
import type { Fields } from '../actions/input.ts';
import type { ActionResult } from '../actions/result.ts';
import type { ResolvedConfig } from '../config/types.ts';
import type { Session } from '../model.ts';
import { errorLocation, logError } from './respond.ts';

/** What the entry needs of a SvelteKit request event: its request, URL and (to keep cookies) `cookies`. */
export interface CallerEvent extends RequestEventLike {
	cookies?: { set(name: string, value: string, options: Record<string, unknown> & { path: string }): void };
	/** kit's `event.locals` (an object of the app's own type): where the hook left `auth()`. */
	locals?: object;
}

export interface SignInCall {
	/** The provider id. */
	provider: string;
	/** Where to land afterwards (a path or a same-origin URL; others go through the `redirect` callback). Default: the Referer, else `/`. */
	redirectTo?: string;
	/** Credential fields, or `email` for an e-mail provider. A `csrfToken` field is the fallback CSRF proof. */
	fields?: Fields;
	/** Extra authorization parameters for an OAuth/OIDC provider (e.g. `{ login_hint }`). */
	authorizationParams?: Record<string, string>;
}

/**
 * `ok`: go to `location` (the IdP, the verify-request page, the callback URL). Not `ok`: the sign-in failed
 * with `error`; `location` is where the auth routes would have sent a browser (the sign-in or error page).
 */
export type AuthOutcome = { ok: true; location: string } | { ok: false; error: AuthError; location: string };

type GetConfig = (event: RequestEventLike) => Promise<ResolvedConfig>;

/** `redirectTo` ?? Referer ?? "/". A same-origin path becomes absolute; anything else is left to the redirect callback. */
export function targetOf(event: RequestEventLike, redirectTo: string | undefined): string {
	const wanted = (redirectTo || event.request.headers.get('referer') || '/').slice(0, 2048);
	return sameOriginUrl(wanted, eventUrl(event).origin) ?? wanted;
}

/**
 * Copies the Set-Cookies of an in-process call to kit's `event.cookies`. Where kit refuses the write (inside a
 * remote query, or once it has generated the response), the library's hook adds them to the response itself
 * (core/response-window.ts). A read that ends after the response went out can only drop them: they are the
 * session's re-issue, since such a read refreshed nothing.
 */
function keepCookies(ctx: RequestContext, event: CallerEvent): void {
	if (!event.cookies || !ctx.cookies.hasOutgoing()) return;
	try {
		for (const { name, value, attributes } of ctx.cookies.entries()) {
			const { httpOnly, sameSite, path, secure, domain, maxAge, expires } = attributes;
			event.cookies.set(name, value, { httpOnly, sameSite, path, secure, domain, maxAge, expires });
		}
	} catch (error) {
		if (!isRefusedCookieWrite(error)) throw error;
		if (deferCookies(event.locals, ctx.cookies.headers())) return;
		// No hook of this library ran for the event (a hand-built one): nothing could deliver them.
		if (!ctx.afterResponse) throw error;
		warnCookiesDropped(ctx);
	}
}

/**
 * Runs an in-process call inside the request's response window: the hook waits for it, so its cookies go with
 * the response (core/response-window.ts). Started after the response went out, a change (sign-in, sign-out,
 * update, revocation) is refused before it does anything, since its cookies could not follow it; a read runs
 * without refreshing tokens the browser would have to store.
 */
function call<T = ActionResult>(getConfig: GetConfig, event: CallerEvent, fields: Fields | null, run: (ctx: RequestContext) => Promise<T>): Promise<Outcome<T>> {
	const late = isShut(event.locals);
	if (late && fields) return Promise.reject(new Error('An auth call that changes the session ran after the response had been sent: make it in an action, a remote command or form, or an awaited load'));
	const running = perform(getConfig, event, fields, run, late);
	trackCall(event.locals, running);
	return running;
}

type Outcome<T> = { ok: true; result: T } | { ok: false; error: AuthError; location: string };

/** `fields` null: a read, which needs no CSRF check (a cross-site navigation may render a page that lists sessions). */
async function perform<T>(getConfig: GetConfig, event: CallerEvent, fields: Fields | null, run: (ctx: RequestContext) => Promise<T>, late: boolean): Promise<Outcome<T>> {
	const ctx = createContext(await getConfig(event), event);
	if (late) ctx.afterResponse = true;
	try {
		if (fields && !(await isCsrfSafe(ctx, fields))) throw new MissingCSRF(`${ctx.url.pathname}: a cross-site call was refused`);
		const result = await run(ctx);
		keepCookies(ctx, event);
		return { ok: true, result };
	} catch (error) {
		// Anything that is not an AuthError is a bug or an outage: SvelteKit's handleError gets it.
		if (!(error instanceof AuthError)) throw error;
		// A read's cookies come from reading the session (a re-issue after updateAge, a dead cookie cleared): they
		// hold whatever the call answers, and a database session extended without its cookie would end early.
		if (!fields) keepCookies(ctx, event);
		logError(ctx, error);
		return { ok: false, error, location: errorLocation(ctx, error) };
	}
}

const locationOf = (result: ActionResult, fallback: string) => (result.type === 'redirect' ? result.location : fallback);

/** The answer of a management call: its value, or the AuthError (never thrown; other errors are). */
export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: AuthError };

function settle<T>(outcome: { ok: true; result: T } | { ok: false; error: AuthError }): ApiResult<T> {
	return outcome.ok ? { ok: true, value: outcome.result } : { ok: false, error: outcome.error };
}

/**
 * Sessions, accounts and provider tokens of the signed-in user (docs/configuration.md, "Sessions and accounts").
 * Changes are CSRF-checked like every in-process call (`fields` may carry a `csrfToken`); reads are not.
 * @example
 * const sessions = await auth.api.sessions.list(event); // { ok: true, value: [{ id, current, createdAt, ... }] }
 * const revoked = await auth.api.sessions.revoke(event, id); // its browser is signed out on its next request
 */
function createManageApi(getConfig: GetConfig) {
	return {
		sessions: {
			/** The user's database sessions: `{ id, current, createdAt, lastActiveAt, expires, userAgent, provider }`. */
			list: async (event: CallerEvent): Promise<ApiResult<SessionInfo[]>> => settle(await call(getConfig, event, null, listSessions)),
			/** Ends another session of the user: its browser is signed out on its next request. */
			revoke: async (event: CallerEvent, id: string, fields: Fields = {}): Promise<ApiResult<void>> =>
				settle(await call(getConfig, event, fields, (ctx) => revokeSession(ctx, id))),
			/** Ends every session of the user but this one; the value is how many. */
			revokeOthers: async (event: CallerEvent, fields: Fields = {}): Promise<ApiResult<number>> =>
				settle(await call(getConfig, event, fields, revokeOtherSessions))
		},
		accounts: {
			/** The user's linked accounts (`{ provider, providerAccountId, type }`, no tokens). */
			list: async (event: CallerEvent): Promise<ApiResult<LinkedAccount[]>> => settle(await call(getConfig, event, null, listAccounts)),
			/** Unlinks an OAuth/OIDC account; `LastSignInMethod` when no other way to sign in would remain. */
			unlink: async (event: CallerEvent, request: UnlinkRequest, fields: Fields = {}): Promise<ApiResult<void>> =>
				settle(await call(getConfig, event, fields, (ctx) => unlinkAccount(ctx, request)))
		},
		/** A fresh access token of a provider with `refresh` on, for calls to its API from server code. */
		getAccessToken: async (event: CallerEvent, provider: string): Promise<ApiResult<AccessToken>> =>
			settle(await call(getConfig, event, null, (ctx) => accessTokenOf(ctx, provider)))
	};
}

/**
 * The in-process API of one `SvelteKitAuth` instance.
 * @example
 * // src/routes/api/login/+server.ts
 * const outcome = await auth.api.signIn(event, { provider: 'credentials', fields: await event.request.json() });
 * return outcome.ok ? json({ ok: true }) : json({ error: outcome.error.type }, { status: 401 });
 */
export function createAuthApi(getConfig: GetConfig) {
	return {
		...createManageApi(getConfig),
		async signIn(event: CallerEvent, { provider, redirectTo, fields = {}, authorizationParams }: SignInCall): Promise<AuthOutcome> {
			const callbackUrl = targetOf(event, redirectTo);
			const outcome = await call(getConfig, event, fields, (ctx) => signInAction(ctx, provider, { callbackUrl, fields, authorizationParams }));
			return outcome.ok ? { ok: true, location: locationOf(outcome.result, callbackUrl) } : outcome;
		},
		async signOut(event: CallerEvent, { redirectTo, fields = {} }: { redirectTo?: string; fields?: Fields } = {}): Promise<AuthOutcome> {
			const callbackUrl = targetOf(event, redirectTo);
			const outcome = await call(getConfig, event, fields, (ctx) => signOutAction(ctx, callbackUrl));
			return outcome.ok ? { ok: true, location: locationOf(outcome.result, callbackUrl) } : outcome;
		},
		/** Runs the jwt/session callbacks with `trigger: 'update'` and `data`, and returns the new session. */
		async updateSession(event: CallerEvent, data: unknown, fields: Fields = {}): Promise<{ ok: true; session: Session | null } | { ok: false; error: AuthError }> {
			const outcome = await call(getConfig, event, fields, (ctx) => sessionUpdate(ctx, data));
			if (!outcome.ok) return { ok: false, error: outcome.error };
			return { ok: true, session: outcome.result.type === 'json' ? (outcome.result.body as Session | null) : null };
		}
	};
}

export type AuthApi = ReturnType<typeof createAuthApi>;
