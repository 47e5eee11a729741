/**
 * Internal shapes shared by core/, actions/, flows/, session/ and identity/: the resolved configuration
 * (defaults applied, adapter and events wrapped) and the per-request context every action receives.
 */
import type { Adapter } from '../adapters/types.ts';
import type { AnyProviderConfig } from '../providers/types.ts';
import type { CookieJar, CookieNames } from '../security/cookies.ts';
import type { ClaimStore } from '../stores/claims.ts';
import type {
	CallbacksOptions,
	CookiesOptions,
	EventsOptions,
	JWTOptions,
	PagesOptions,
	SessionOptions,
	Theme
} from '../types.ts';

export interface Logger {
	error(error: Error): void;
	warn(code: string, ...message: unknown[]): void;
	debug(code: string, ...message: unknown[]): void;
}

export interface ResolvedConfig {
	/** Factories called, env defaults (`AUTH_<ID>_ID`...) applied, ids unique. */
	providers: AnyProviderConfig[];
	/** Wrapped: a throwing method surfaces as AdapterError naming the method. */
	adapter?: Adapter;
	/** e.g. `/auth`, no trailing slash. */
	basePath: string;
	/** Newest first. */
	secret: string[];
	session: Required<SessionOptions>;
	jwt: Required<JWTOptions>;
	callbacks: Required<CallbacksOptions>;
	/** Wrapped: handlers never throw (errors are logged as EventError). */
	events: Required<EventsOptions>;
	pages: PagesOptions;
	theme: Required<Theme>;
	cookies: CookiesOptions;
	logger: Logger;
	trustHost: boolean;
	useSecureCookies?: boolean;
	redirectProxyUrl?: string;
	experimental: { enableWebAuthn: boolean };
	skipCSRFCheck: boolean;
	credentialsDatabaseSessions: boolean;
	claimStore: ClaimStore;
	env: Record<string, string | undefined>;
	/** fetch used for every outgoing request (identity providers, e-mail APIs); tests inject faults through msw instead. */
	fetch: typeof fetch;
}

export interface RequestContext {
	config: ResolvedConfig;
	request: Request;
	/** The request URL as trusted (X-Forwarded-* applied only when trustHost is on). */
	url: URL;
	origin: string;
	secure: boolean;
	cookies: CookieJar;
	names: CookieNames;
	/** Absolute URL of an auth route, e.g. `actionUrl('callback', 'github')`. */
	actionUrl(action: string, providerId?: string): string;
}

/**
 * What a flow (oauth, email, credentials, webauthn) hands back to the core after it has verified the
 * user with the provider: the core then runs the signIn callback, identity/link, the session and events.
 */
export interface SignInCandidate {
	/** User-shaped result of `profile()` / `authorize()` / the e-mail address. */
	user: import('../types.ts').User;
	account: import('../types.ts').Account;
	/** The raw OAuth profile (claims or userinfo), when there is one. */
	profile?: import('../types.ts').Profile;
	/** Set by flows that already resolved the stored user (webauthn sign-in). */
	resolved?: { user: import('../adapters/types.ts').AdapterUser; isNewUser: boolean };
	/**
	 * Set by flows whose writes must wait for the signIn callback (webauthn registration): the core calls
	 * it only once the callback allowed the sign-in, so a refused sign-up stores nothing.
	 */
	persist?: () => Promise<{ user: import('../adapters/types.ts').AdapterUser; isNewUser: boolean }>;
}
