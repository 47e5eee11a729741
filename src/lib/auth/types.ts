/**
 * Public types of the library, in the shape of the spec's resources (src/lib/auth is a drop-in for
 * Auth.js's SvelteKit package, so an app's existing config and adapter objects type-check unchanged).
 */
import type { Adapter, AdapterUser, AdapterSession } from './adapters/types.ts';
import type { Provider } from './providers/types.ts';
import type { ClaimStore } from './stores/claims.ts';

export type Awaitable<T> = T | PromiseLike<T>;

export interface User {
	id?: string;
	name?: string | null;
	email?: string | null;
	image?: string | null;
}

export interface DefaultSession {
	user?: User;
	/** ISO date string of the session's expiry. */
	expires: string;
}
export interface Session extends DefaultSession {}

export interface Profile {
	[claim: string]: unknown;
	sub?: string | null;
	id?: string | null;
	name?: string | null;
	given_name?: string | null;
	family_name?: string | null;
	middle_name?: string | null;
	nickname?: string | null;
	preferred_username?: string | null;
	profile?: string | null;
	picture?: unknown;
	website?: string | null;
	email?: string | null;
	email_verified?: boolean | null;
	gender?: string | null;
	birthdate?: string | null;
	zoneinfo?: string | null;
	locale?: string | null;
	phone_number?: string | null;
	updated_at?: Date | string | number | null;
	address?: {
		formatted?: string | null;
		street_address?: string | null;
		locality?: string | null;
		region?: string | null;
		postal_code?: string | null;
		country?: string | null;
	} | null;
}

/** The token set an OAuth/OIDC token endpoint answered with (RFC 6749 section 5.1). */
export interface TokenSet {
	access_token?: string;
	token_type?: string;
	id_token?: string;
	refresh_token?: string;
	scope?: string;
	expires_in?: number;
	expires_at?: number;
	session_state?: string;
	[key: string]: unknown;
}

export interface Account extends Partial<TokenSet> {
	provider: string;
	providerAccountId: string;
	type: ProviderType;
	userId?: string;
}

export type ProviderType = 'oauth' | 'oidc' | 'email' | 'credentials' | 'webauthn';

/** The jwt strategy's token: at sign-in the subset name/email/picture/sub, then whatever the jwt callback returns. */
export interface JWT extends Record<string, unknown> {
	name?: string | null;
	email?: string | null;
	picture?: string | null;
	sub?: string;
	iat?: number;
	exp?: number;
	jti?: string;
}

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
}

export interface JWTEncodeParams {
	token?: JWT;
	salt: string;
	secret: string | string[];
	maxAge?: number;
}
export interface JWTDecodeParams {
	token?: string;
	salt: string;
	secret: string | string[];
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

export interface Theme {
	colorScheme?: 'auto' | 'dark' | 'light';
	logo?: string;
	brandColor?: string;
	buttonText?: string;
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

export interface LoggerInstance {
	error: (error: Error) => void;
	warn: (code: string, ...message: unknown[]) => void;
	debug: (code: string, ...message: unknown[]) => void;
}

/** The configuration of `SvelteKitAuth`: every option of the core (the seed's `FrameworkAuthConfig`). */
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
	 * Where the per-address e-mail throttle and single-use WebAuthn challenges are recorded. Default: the
	 * process's memory. Apps on several instances pass a shared one (`PostgresClaimStore(pool)`).
	 */
	claimStore?: ClaimStore;
	/** Environment to read `AUTH_*` variables from. Default `process.env`; a config function can pass `event.platform.env`. */
	env?: Record<string, string | undefined>;
}

export type { Adapter, AdapterUser, AdapterSession, Provider };
