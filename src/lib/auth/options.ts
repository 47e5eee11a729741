/**
 * The options of `SvelteKitAuth` (Auth.js's `AuthConfig` keys): sessions, JWT codec, callbacks, events,
 * pages, cookies, logger. Every option is documented in docs/configuration.md.
 */
import type { Account, Adapter, AdapterSession, AdapterUser, Awaitable, JWT, JWTDecodeParams, JWTEncodeParams, Profile, Session, Theme, User } from './model.ts';
import type { Provider } from './providers/types.ts';
import type { ClaimStore } from './stores/claims.ts';

export type SessionStrategy = 'jwt' | 'database';

export interface SessionOptions {
	/** `jwt` (default without an adapter) or `database` (default with one). */
	strategy?: SessionStrategy;
	/** Idle lifetime in seconds. Default 2592000 (30 days). */
	maxAge?: number;
	/** Throttle for session writes in seconds; 0 writes on every access. Default 86400 (1 day). */
	updateAge?: number;
	/** Token generator for database sessions. Default: 32 random bytes, hex. */
	generateSessionToken?: () => string;
	/**
	 * Database strategy only, off by default: keep each session's `getSessionAndUser` answer in process memory
	 * for `maxAge` seconds, so most signed-in reads skip the adapter. A session deleted by another process (or
	 * directly in the database) can then be honoured for up to `maxAge` seconds more on this one; sign-out,
	 * revocation and user updates made through this process evict at once (docs/configuration.md, "Session cache").
	 * @example session: { strategy: 'database', cache: { maxAge: 5 } }
	 */
	cache?: SessionCacheOptions | false;
}

export interface SessionCacheOptions {
	/** Seconds a cached session may be served without asking the adapter: the staleness bound. */
	maxAge: number;
	/** Sessions kept at most, the oldest dropped first. Default 10000. */
	maxEntries?: number;
}

/**
 * Deleting expired sessions and verification tokens, started by sign-ins (docs/adapters.md, "Cleanup").
 * Needs an adapter with `deleteExpired` (the three shipped here have it); without one nothing happens.
 */
export interface CleanupOptions {
	/** Seconds between two runs in one process. Default 600 (10 minutes). */
	interval?: number;
	/** Rows of each table one run deletes at most. Default 500. */
	limit?: number;
}

export interface JWTOptions {
	maxAge?: number;
	encode?: (params: JWTEncodeParams) => Awaitable<string>;
	decode?: (params: JWTDecodeParams) => Awaitable<JWT | null>;
}

export interface CallbacksOptions {
	signIn?: (params: {
		user: User | AdapterUser;
		account: Account | null;
		profile?: Profile;
		email?: { verificationRequest?: boolean };
		credentials?: Record<string, unknown>;
	}) => Awaitable<boolean | string>;
	redirect?: (params: { url: string; baseUrl: string }) => Awaitable<string>;
	session?: (params: {
		session: Session;
		token: JWT;
		user: AdapterUser;
		newSession?: unknown;
		trigger?: 'update';
	}) => Awaitable<Session>;
	jwt?: (params: {
		token: JWT;
		user?: User | AdapterUser;
		account?: Account | null;
		profile?: Profile;
		trigger?: 'signIn' | 'signUp' | 'update';
		/** @deprecated use `trigger === 'signUp'` */
		isNewUser?: boolean;
		session?: unknown;
	}) => Awaitable<JWT | null>;
}

export interface EventsOptions {
	signIn?: (message: { user: User; account: Account | null; profile?: Profile; isNewUser?: boolean }) => Awaitable<void>;
	signOut?: (message: { session?: AdapterSession | null | void; token?: JWT | null }) => Awaitable<void>;
	createUser?: (message: { user: User }) => Awaitable<void>;
	updateUser?: (message: { user: User }) => Awaitable<void>;
	linkAccount?: (message: { user: User | AdapterUser; account: Account; profile: User | AdapterUser }) => Awaitable<void>;
	session?: (message: { session: Session; token?: JWT }) => Awaitable<void>;
}

export interface PagesOptions {
	signIn?: string;
	signOut?: string;
	error?: string;
	verifyRequest?: string;
	newUser?: string;
}


export interface CookieOption {
	name: string;
	options: {
		httpOnly?: boolean;
		sameSite?: 'lax' | 'strict' | 'none';
		path?: string;
		secure?: boolean;
		domain?: string;
		maxAge?: number;
	};
}
export type CookieKey = 'sessionToken' | 'callbackUrl' | 'csrfToken' | 'pkceCodeVerifier' | 'state' | 'nonce' | 'webauthnChallenge';
export type CookiesOptions = Partial<Record<CookieKey, Partial<CookieOption> & { options?: Partial<CookieOption['options']> }>>;

/** One abuse limit: at most `max` counted events per client in a fixed window of `window` seconds. */
export interface RateLimitRule {
	/** Seconds; the window opens at the first counted event and does not slide. */
	window: number;
	/** Counted events allowed in a window; the next one is refused with RateLimited (429). */
	max: number;
}

/**
 * The abuse limits of the sign-in routes (docs/rate-limits.md), all on by default. Each key replaces its
 * default (`{ max: 10 }` keeps the default window) or, set to `false`, turns that one limit off (logged
 * at startup as `rate-limit-off`). Counts are kept in the `claimStore`, shared by the instances sharing it.
 */
export interface RateLimitOptions {
	/** Failed credentials sign-ins per identifier (the first non-password field) per client address. Default 5 per 15 min. */
	credentials?: Partial<RateLimitRule> | false;
	/** Failed credentials sign-ins per client address, whatever the identifier. Default 30 per 15 min. */
	credentialsPerAddress?: Partial<RateLimitRule> | false;
	/** E-mail sign-in requests per client address (beside each provider's per-address interval). Default 10 per 15 min. */
	email?: Partial<RateLimitRule> | false;
	/** Failed e-mail link verifications per client address. Default 10 per 15 min. */
	emailVerification?: Partial<RateLimitRule> | false;
	/** Passkey option requests (`webauthn-options`) per client address. Default 60 per min. */
	passkeyOptions?: Partial<RateLimitRule> | false;
	/** Failed passkey verifications per client address. Default 10 per 15 min. */
	passkey?: Partial<RateLimitRule> | false;
	/** OAuth / OIDC sign-in starts per client address. Default 30 per min. */
	oauth?: Partial<RateLimitRule> | false;
}

export interface LoggerInstance {
	error: (error: Error) => void;
	warn: (code: string, ...message: unknown[]) => void;
	debug: (code: string, ...message: unknown[]) => void;
}

/** The configuration of `SvelteKitAuth`: every option (Auth.js's `AuthConfig` keys), documented in docs/configuration.md. */
export interface SvelteKitAuthConfig {
	providers: Provider[];
	adapter?: Adapter;
	/** Base path of the auth routes. Default `/auth` (prefixed with kit's `paths.base`). */
	basePath?: string;
	/** Newest first: the first encrypts, any of them decrypts. Default: `AUTH_SECRET_3.._1`, `AUTH_SECRET`. */
	secret?: string | string[];
	trustHost?: boolean;
	useSecureCookies?: boolean;
	session?: SessionOptions;
	jwt?: JWTOptions;
	callbacks?: CallbacksOptions;
	events?: EventsOptions;
	pages?: PagesOptions;
	theme?: Theme;
	cookies?: CookiesOptions;
	logger?: Partial<LoggerInstance>;
	debug?: boolean;
	redirectProxyUrl?: string;
	experimental?: { enableWebAuthn?: boolean };
	/** Pass the exported `skipCSRFCheck` symbol to turn off the library's own CSRF check (not recommended). */
	skipCSRFCheck?: symbol;
	/**
	 * Opt-in (Auth.js cannot): credentials sign-ins under the database strategy create a real database
	 * session instead of a JWT cookie. Needs an adapter with `createUser`/`getUser`.
	 */
	credentialsDatabaseSessions?: boolean;
	/**
	 * Where the per-address e-mail throttle, single-use WebAuthn challenges and the abuse-limit counters are
	 * recorded. Default: the process's memory. Apps on several instances pass a shared one
	 * (`PostgresClaimStore(pool)`, `RedisClaimStore(client)`).
	 */
	claimStore?: ClaimStore;
	/** The abuse limits of the sign-in routes; every one is on by default (docs/rate-limits.md). */
	rateLimit?: RateLimitOptions;
	/**
	 * Expired sessions and verification tokens are deleted in small batches after sign-ins, at most every
	 * `interval` seconds per process; `false` turns that off (then schedule `cleanupExpired` yourself).
	 */
	cleanup?: CleanupOptions | false;
	/** Environment to read `AUTH_*` variables from. Default `process.env`; a config function can pass `event.platform.env`. */
	env?: Record<string, string | undefined>;
}

