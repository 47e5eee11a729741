/**
 * The per-request context every route, flow and session read receives: the resolved configuration, the
 * request as SvelteKit resolved it, the trusted origin, and the cookie jar (incoming cookies and the
 * Set-Cookie headers the request produces). Built the same way for an HTTP auth route, `locals.auth()`
 * and an in-process call (form action, remote function), so all of them behave alike.
 */
import { CookieJar, cookieNames, type CookieNames } from './cookies.ts';
import type { ResolvedConfig } from './config/types.ts';

export interface RequestContext {
	readonly config: ResolvedConfig;
	/** The incoming request (method, headers). Its body may already have been read. */
	readonly request: Request;
	/** SvelteKit's `event.url`: the path and query of the request (inside a remote query, the request's own: `eventUrl`). */
	readonly url: URL;
	/** The origin of every generated URL and every origin comparison: AUTH_URL's, else `event.url`'s. */
	readonly origin: string;
	/** https (or `useSecureCookies`): cookies get `Secure` and the `__Secure-`/`__Host-` prefixes. */
	readonly secure: boolean;
	readonly cookies: CookieJar;
	readonly names: CookieNames;
	/**
	 * SvelteKit's `event.getClientAddress`, when the caller has one: the address the adapter vouches for
	 * (adapter-node: the socket, or ADDRESS_HEADER/XFF_DEPTH behind a proxy the app trusts). Read only by
	 * the abuse limits of the sign-in routes (security/limits.ts), never parsed from headers here.
	 */
	readonly getClientAddress?: () => string;
	/**
	 * Set when the request's response has already gone out (a read or in-process call from a streamed promise
	 * or stream): its cookies cannot reach the browser, so nothing the browser would have to store is changed
	 * (core/response-window.ts).
	 */
	afterResponse?: boolean;
	/** Absolute URL of an auth route, e.g. `actionUrl('callback', 'github')`. */
	actionUrl(action: string, providerId?: string): string;
}

/**
 * `event.url`, or the request's own URL where SvelteKit forbids reading it: inside a remote `query` (and what a
 * query calls) SvelteKit 3 throws on `event.url`, since a query is cached apart from the page that called it
 * (https://svelte.dev/docs/kit/remote-functions). Both carry the origin kit resolved; only the path differs.
 */
export function eventUrl(event: Pick<RequestEventLike, 'request' | 'url'>): URL {
	try {
		return event.url;
	} catch {
		return new URL(event.request.url);
	}
}

/** What the context needs of a SvelteKit request event. */
export interface RequestEventLike {
	request: Request;
	url: URL;
	/** SvelteKit's client address; in-process callers without one share one "unknown" client (docs/rate-limits.md). */
	getClientAddress?: () => string;
}

// Cookie definitions depend only on the config and the security mode: built twice per config, not per request.
const namesCache = new WeakMap<ResolvedConfig, { secure?: CookieNames; plain?: CookieNames }>();
// An app has one config: the last one's entry is found without the WeakMap's hash lookup on every request.
let lastConfig: ResolvedConfig | undefined;
let lastEntry: { secure?: CookieNames; plain?: CookieNames } = {};

function namesFor(config: ResolvedConfig, secure: boolean): CookieNames {
	let entry = config === lastConfig ? lastEntry : namesCache.get(config);
	if (!entry) namesCache.set(config, (entry = {}));
	lastConfig = config;
	lastEntry = entry;
	return secure ? (entry.secure ??= cookieNames(true, config.cookies)) : (entry.plain ??= cookieNames(false, config.cookies));
}

/**
 * The context of one request. The origin comes from AUTH_URL or from `event.url`, which SvelteKit's
 * adapter resolved (adapter-node: `paths.origin`, or the PROTOCOL_HEADER/HOST_HEADER the app told it to
 * trust); forwarded headers are never read here, so a client cannot move a generated URL to its own host.
 *
 * A class with a lazy `origin`: a signed-in read (`locals.auth()` on every page) builds one per request and
 * never generates a URL, and Node's `URL#origin` builds its string on every access.
 */
class Context implements RequestContext {
	readonly config: ResolvedConfig;
	readonly request: Request;
	readonly url: URL;
	readonly secure: boolean;
	readonly cookies: CookieJar;
	readonly names: CookieNames;
	readonly getClientAddress?: () => string;
	// Declared only: most contexts never have it, and a class field would be written by every constructor.
	declare afterResponse?: boolean;
	#origin: string | undefined;

	constructor(config: ResolvedConfig, event: RequestEventLike) {
		this.config = config;
		this.request = event.request;
		this.url = eventUrl(event);
		// `href` starts with the scheme and is stored as is: no string is built to read it.
		this.secure = config.useSecureCookies ?? (config.url ?? this.url).href.startsWith('https:');
		this.cookies = new CookieJar(event.request.headers.get('cookie'));
		this.names = namesFor(config, this.secure);
		this.getClientAddress = event.getClientAddress;
	}

	get origin(): string {
		return (this.#origin ??= this.config.url?.origin ?? this.url.origin);
	}

	actionUrl(action: string, providerId?: string): string {
		return `${this.origin}${this.config.basePath}/${action}${providerId ? `/${encodeURIComponent(providerId)}` : ''}`;
	}
}

export function createContext(config: ResolvedConfig, event: RequestEventLike): RequestContext {
	return new Context(config, event);
}
