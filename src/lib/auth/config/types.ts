/**
 * The resolved configuration: what `resolveConfig` makes of an app's options once (defaults applied,
 * providers settled, adapter and events wrapped, frozen), and what every route reads instead of the
 * options themselves.
 */
import type * as oauth from 'oauth4webapi';
import type { Adapter, Theme } from '../model.ts';
import type { CallbacksOptions, CookiesOptions, EventsOptions, JWTOptions, PagesOptions, SessionCacheOptions, SessionOptions } from '../options.ts';
import type {
	CredentialsConfig,
	EmailConfig,
	EndpointHandler,
	OAuthConfig,
	WebAuthnConfig
} from '../providers/types.ts';
import type { ClaimStore } from '../stores/claims.ts';
import type { ResolvedLimits } from './limits.ts';
import type { ResolvedCleanup } from './cleanup.ts';
import type { ResolvedSessionCache } from './session-cache.ts';

export interface Logger {
	error(error: Error): void;
	warn(code: string, ...message: unknown[]): void;
	debug(code: string, ...message: unknown[]): void;
}

/** An OAuth endpoint option (`authorization`, `token`, `userinfo`) parsed once: URL, params, handler. */
export interface Endpoint {
	url?: URL;
	params?: Record<string, unknown>;
	request?: EndpointHandler<Record<string, string>, unknown>['request'];
}

export type ActiveCheck = 'pkce' | 'state' | 'nonce';

/** An OAuth 2.0 / OIDC provider with every per-provider decision taken at startup. */
export interface OAuthProvider {
	readonly id: string;
	readonly name: string;
	readonly type: 'oauth' | 'oidc';
	/** The app's provider object (profile(), account(), tenantIssuer, style...). */
	readonly options: OAuthConfig;
	readonly authorization: Endpoint;
	readonly token: Endpoint;
	readonly userinfo: Endpoint;
	/** oauth4webapi client metadata and client authentication (RFC 6749 section 2.3). */
	readonly client: oauth.Client;
	readonly clientAuth: oauth.ClientAuth;
	/** pkce by default; `none` empties it; nonce only for oidc; state forced on behind a redirect proxy. */
	readonly checks: ReadonlySet<ActiveCheck>;
	/** Static authorization parameters in merge order: endpoint params, the URL's own query, authorizationParams. */
	readonly params: ReadonlyArray<readonly [string, unknown]>;
	/** The IdP answers with a cross-site POST (`response_mode=form_post`, e.g. Apple). */
	readonly formPost: boolean;
	/** `<proxy>/callback/<id>` when a redirect proxy is configured (never for form_post). */
	readonly proxyCallbackUrl?: string;
	/** The profile comes from userinfo (always for oauth; for oidc only with `idToken: false`). */
	readonly usesUserinfo: boolean;
	/** UNSAFE, mocks only: plain-http endpoints are accepted. */
	readonly insecure: boolean;
	/** `refresh` on: refresh the access token `beforeExpiry` seconds before it expires. */
	readonly refresh?: { readonly beforeExpiry: number };
	/** `federatedSignOut` on (OIDC only): sign out at the provider's `end_session_endpoint` too. */
	readonly endSession?: { readonly postLogoutRedirectUri?: string };
	/**
	 * The HMAC algorithm (HS256, HS384, HS512) the client expects its id_tokens in, when its
	 * `id_token_signed_response_alg` names one (LINE): their signature is keyed with the client secret.
	 */
	readonly idTokenHmac?: string;
}

export interface EmailProvider {
	readonly id: string;
	readonly name: string;
	readonly type: 'email';
	readonly options: EmailConfig;
	/** Seconds a link stays valid. */
	readonly maxAge: number;
	/** Minimum seconds between two mails to one address; 0 = no throttle. */
	readonly minInterval: number;
	readonly normalize: (identifier: string) => string;
	/** Secrets a link may be hashed with, newest first (the first one hashes new links). */
	readonly hashSecrets: readonly string[];
}

export interface CredentialsProvider {
	readonly id: string;
	readonly name: string;
	readonly type: 'credentials';
	readonly options: CredentialsConfig;
	/** The declared credential fields: only these reach `authorize()`. */
	readonly fields: readonly string[];
}

export interface WebAuthnProvider {
	readonly id: string;
	readonly name: string;
	readonly type: 'webauthn';
	readonly options: WebAuthnConfig;
}

export type ResolvedProvider = OAuthProvider | EmailProvider | CredentialsProvider | WebAuthnProvider;

export interface ResolvedConfig {
	providers: readonly ResolvedProvider[];
	/** Wrapped: every method is async, and a failure surfaces as AdapterError naming the method. */
	adapter?: Adapter;
	/** e.g. `/auth`, no trailing slash. */
	basePath: string;
	/** Newest first. */
	secret: string[];
	/** The origin from AUTH_URL, when set: generated URLs and origin checks use it instead of the request's. */
	url?: URL;
	session: Required<Omit<SessionOptions, 'cache'>> & { cache: Required<SessionCacheOptions> | false };
	/** `session.cache` when on (config/session-cache.ts): the cache shared per adapter object, and its bound. */
	sessionCache: ResolvedSessionCache | null;
	jwt: Required<JWTOptions>;
	callbacks: Required<CallbacksOptions>;
	/** Wrapped: handlers never throw (errors are logged as EventError). */
	events: Required<EventsOptions>;
	pages: PagesOptions;
	theme: Required<Theme>;
	cookies: CookiesOptions;
	logger: Logger;
	useSecureCookies?: boolean;
	redirectProxyUrl?: string;
	experimental: { enableWebAuthn: boolean };
	skipCSRFCheck: boolean;
	credentialsDatabaseSessions: boolean;
	claimStore: ClaimStore;
	/** The abuse limits of the sign-in routes (config/limits.ts); a turned-off limit is null. */
	rateLimit: ResolvedLimits;
	/** Expired-row cleanup after sign-ins (config/cleanup.ts); null when off or the adapter cannot. */
	cleanup: ResolvedCleanup | null;
	env: Record<string, string | undefined>;
	/** fetch used for every outgoing request (identity providers, e-mail APIs); tests inject faults through msw instead. */
	fetch: typeof fetch;
}
