/**
 * Authorization of the app's own routes: `requireUser` and `requireRole`, for a load, a form action, an
 * endpoint or a hook. Nobody signed in: a page request (a browser navigation, kit's own data and form-action
 * requests, a remote function) gets a 303 to the sign-in page with `callbackUrl` and `error=SessionRequired`;
 * anything else (`fetch()`, an API client, `redirect: false`) a 401. Signed in without the role: 403. A 401 or
 * 403 is a kit HttpError: kit answers it as JSON `{ status, message, error }` to clients that accept JSON and as
 * the app's error page to browsers. Status and wire value come from the error table (errors.ts).
 * See docs/authorization.md.
 */
import { error as kitError, redirect as kitRedirect } from '@sveltejs/kit';
import { Forbidden, SessionRequired, ruleOf, type AuthError } from '../errors.ts';
import { withParams } from '../actions/result.ts';
import { sameOriginUrl } from '../config/redirect.ts';
import type { ResolvedConfig } from '../config/types.ts';
import type { RequestEventLike } from '../context.ts';
import type { Session, User } from '../model.ts';

/** What a guard needs of a SvelteKit `RequestEvent`. */
export interface GuardEvent extends RequestEventLike {
	locals: { auth(): Promise<Session | null> };
	isDataRequest?: boolean;
	isRemoteRequest?: boolean;
}

export interface GuardOptions {
	/**
	 * `false`: never redirect to the sign-in page, answer 401 instead, also to a browser (an API route that a
	 * person may open in a tab). Default `true`: page requests are redirected, others get 401.
	 */
	redirect?: boolean;
}

/** A session with a user: what the guards return once the check passed. */
export type SignedInSession = Session & { user: User };

/** Whether a media range of `Accept` names HTML with a non-zero quality. */
function acceptsHtml(accept: string | null): boolean {
	return (accept ?? '').split(',').some((range) => {
		const [type, ...params] = range.trim().toLowerCase().split(';');
		const zero = params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
		return (type.trim() === 'text/html' || type.trim() === 'application/xhtml+xml') && !zero;
	});
}

/** Navigations: https://fetch.spec.whatwg.org/#concept-request-destination */
const NAVIGATION = new Set(['document', 'iframe', 'frame', 'embed', 'object']);

/** Whether a request is a page request (a redirect to the sign-in page helps it) or an API-like one (a 401 does). */
export function isPageRequest(event: Pick<GuardEvent, 'request' | 'isDataRequest' | 'isRemoteRequest'>): boolean {
	const headers = event.request.headers;
	// kit's client sends these; it turns a thrown redirect into its JSON form and follows it itself.
	if (event.isDataRequest || event.isRemoteRequest || headers.get('x-sveltekit-action') === 'true') return true;
	const destination = headers.get('sec-fetch-dest');
	if (destination) return NAVIGATION.has(destination);
	return acceptsHtml(headers.get('accept'));
}

/** The roles of a session's user: `user.role` (a string) and `user.roles` (an array of strings). */
export function rolesOf(session: Session | null): string[] {
	const user = session?.user as { role?: unknown; roles?: unknown } | undefined;
	const roles = Array.isArray(user?.roles) ? user.roles.filter((r): r is string => typeof r === 'string') : [];
	return typeof user?.role === 'string' ? [user.role, ...roles] : roles;
}

/** Where a page sends an anonymous visitor: the sign-in page, with the page to come back to (when known) and why. */
export function signInLocation(config: Pick<ResolvedConfig, 'pages' | 'basePath'>, url: URL | null): string {
	const page = config.pages.signIn ?? `${config.basePath}/signin`;
	return withParams(page, { callbackUrl: url ? `${url.pathname}${url.search}` : undefined, error: ruleOf(new SessionRequired()).wire });
}

/**
 * The page to come back to after signing in. Inside a remote `query` SvelteKit 3 forbids `event.url`: a query
 * run while a page renders (a load) has that page as its request; a query the browser calls has only its
 * Referer, when it is this site's; otherwise none, and the sign-in page's default applies.
 */
function pageOf(event: GuardEvent): URL | null {
	try {
		return event.url;
	} catch {
		const own = new URL(event.request.url);
		if (!event.isRemoteRequest) return own;
		const referer = sameOriginUrl(event.request.headers.get('referer'), own.origin);
		return referer ? new URL(referer) : null;
	}
}

function refuse(config: ResolvedConfig, event: GuardEvent, failure: AuthError, options: GuardOptions): never {
	const rule = ruleOf(failure);
	if (failure instanceof SessionRequired && options.redirect !== false && isPageRequest(event)) {
		kitRedirect(303, signInLocation(config, pageOf(event)));
	}
	// kit's App.Error (`{ status, message }`) plus the wire value, as the library's own JSON errors carry it.
	// kit answers JSON to clients that accept it (fetch() and curl send `*/*`), and its error page to browsers
	// (+error.svelte, or src/error.html when thrown from a hook). App.Error is the app's to extend, hence the cast.
	return (kitError as (status: number, message: string, properties: { error: string }) => never)(rule.status, failure.message, { error: rule.wire });
}

type GetConfig = (event: RequestEventLike) => Promise<ResolvedConfig>;

export function createGuards(getConfig: GetConfig) {
	/**
	 * The session of the signed-in user; refuses anyone else (see the module comment).
	 *
	 * @example
	 * // src/routes/account/+page.server.ts
	 * export const load = async (event) => ({ user: (await requireUser(event)).user });
	 */
	async function requireUser(event: GuardEvent, options: GuardOptions = {}): Promise<SignedInSession> {
		const session = await event.locals.auth();
		if (session?.user) return session as SignedInSession;
		refuse(await getConfig(event), event, new SessionRequired('Sign in to continue.'), options);
	}

	/**
	 * The session of a signed-in user who has `role` (or one of `roles`), read from `session.user.role` or
	 * `session.user.roles`, which the app's `jwt`/`session` callbacks set (docs/authorization.md).
	 *
	 * @example
	 * // src/routes/admin/api/stats/+server.ts
	 * export const GET = async (event) => json(await stats((await requireRole(event, 'admin')).user));
	 */
	async function requireRole(event: GuardEvent, role: string | readonly string[], options: GuardOptions = {}): Promise<SignedInSession> {
		const session = await requireUser(event, options);
		const wanted = typeof role === 'string' ? [role] : role;
		if (rolesOf(session).some((r) => wanted.includes(r))) return session;
		refuse(await getConfig(event), event, new Forbidden('You do not have permission to open this.'), options);
	}

	return { requireUser, requireRole };
}
