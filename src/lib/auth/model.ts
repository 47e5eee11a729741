/**
 * The data shapes of the library: users, sessions, accounts, tokens and the adapter contract, in the
 * shape of Auth.js's resources so that an app's existing objects and adapters type-check unchanged.
 * A leaf: it imports nothing, and every other module takes its shapes from here.
 */
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
	/**
	 * Ours: `RefreshTokenError` when the access token of a provider with `refresh` on has expired (or is about
	 * to) and cannot be refreshed: the user should sign in with that provider again (docs/configuration.md).
	 */
	error?: 'RefreshTokenError';
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

/**
 * The provider tokens a session keeps for a provider with `refresh` or `federatedSignOut` on: under the jwt
 * strategy in the token (`token.account`), under the database strategy on the Account row.
 */
export interface ProviderTokens {
	/** The provider id. */
	provider: string;
	access_token?: string;
	/** Epoch seconds. */
	expires_at?: number;
	refresh_token?: string;
	token_type?: string;
	scope?: string;
	/** Kept only for `federatedSignOut`: sent as `id_token_hint`. */
	id_token?: string;
}

/** The jwt strategy's token: at sign-in the subset name/email/picture/sub, then whatever the jwt callback returns. */
export interface JWT extends Record<string, unknown> {
	name?: string | null;
	email?: string | null;
	picture?: string | null;
	sub?: string;
	iat?: number;
	exp?: number;
	jti?: string;
	/** Ours: the tokens of the provider the user signed in with, when it has `refresh` or `federatedSignOut` on. */
	account?: ProviderTokens;
}

export interface Theme {
	colorScheme?: 'auto' | 'dark' | 'light';
	logo?: string;
	brandColor?: string;
	buttonText?: string;
}

export interface AdapterUser extends User {
	id: string;
	email: string;
	emailVerified: Date | null;
}

export interface AdapterAccount extends Account {
	userId: string;
	type: 'oauth' | 'oidc' | 'email' | 'webauthn';
}

/** Ours: the token fields of one account to change (`updateAccount`); `null` clears a field. */
export type AccountTokensPatch = Pick<AdapterAccount, 'provider' | 'providerAccountId'> & {
	[K in 'access_token' | 'refresh_token' | 'id_token' | 'token_type' | 'scope']?: string | null;
} & { expires_at?: number | null };

export interface AdapterSession {
	sessionToken: string;
	userId: string;
	expires: Date;
	/**
	 * Ours, stored by adapters that implement `listSessions` (only they receive these fields): when the
	 * session started, the browser's User-Agent (at most 512 characters), and the provider it signed in with.
	 */
	createdAt?: Date | null;
	userAgent?: string | null;
	provider?: string | null;
}

export interface VerificationToken {
	identifier: string;
	token: string;
	expires: Date;
}

export interface AdapterAuthenticator {
	/** Base64 (url) encoded credential id. */
	credentialID: string;
	userId: string;
	providerAccountId: string;
	counter: number;
	credentialBackedUp: boolean;
	/** Base64 encoded public key. */
	credentialPublicKey: string;
	/** Transports joined with commas. */
	transports?: string | null;
	credentialDeviceType: string;
}

export interface Adapter {
	createUser?(user: AdapterUser): Awaitable<AdapterUser>;
	getUser?(id: string): Awaitable<AdapterUser | null>;
	getUserByEmail?(email: string): Awaitable<AdapterUser | null>;
	getUserByAccount?(providerAccountId: Pick<AdapterAccount, 'provider' | 'providerAccountId'>): Awaitable<AdapterUser | null>;
	updateUser?(user: Partial<AdapterUser> & Pick<AdapterUser, 'id'>): Awaitable<AdapterUser>;
	/** Called only to roll back a user this request created when storing its account failed (cascading). */
	deleteUser?(userId: string): Promise<void> | Awaitable<AdapterUser | null | undefined>;
	linkAccount?(account: AdapterAccount): Promise<void> | Awaitable<AdapterAccount | null | undefined>;
	/** Called only to roll back a passkey's account row when its authenticator could not be stored. */
	unlinkAccount?(providerAccountId: Pick<AdapterAccount, 'provider' | 'providerAccountId'>): Promise<void> | Awaitable<AdapterAccount | undefined>;
	getAccount?(providerAccountId: string, provider: string): Awaitable<AdapterAccount | null>;
	/** Ours: every account of a user (`[]` for none). Needed by `refresh` and `federatedSignOut` under the database strategy, and by unlinking. */
	listAccounts?(userId: string): Awaitable<AdapterAccount[]>;
	/** Ours: changes the given token fields of one account (a `null` clears one); returns the account, or null when there is none. */
	updateAccount?(account: AccountTokensPatch): Awaitable<AdapterAccount | null | undefined>;
	/** Adapters that implement `listSessions` also receive `createdAt`, `userAgent` and `provider`. */
	createSession?(session: AdapterSession): Awaitable<AdapterSession>;
	getSessionAndUser?(sessionToken: string): Awaitable<{ session: AdapterSession; user: AdapterUser } | null>;
	updateSession?(session: Partial<AdapterSession> & Pick<AdapterSession, 'sessionToken'>): Awaitable<AdapterSession | null | undefined>;
	deleteSession?(sessionToken: string): Promise<void> | Awaitable<AdapterSession | null | undefined>;
	/** Ours: every session of a user, with the metadata `createSession` received (session management). */
	listSessions?(userId: string): Awaitable<AdapterSession[]>;
	createVerificationToken?(verificationToken: VerificationToken): Awaitable<VerificationToken | null | undefined>;
	/** Returns the token and deletes it, atomically: a token is usable once. */
	useVerificationToken?(params: { identifier: string; token: string }): Awaitable<VerificationToken | null>;
	createAuthenticator?(authenticator: AdapterAuthenticator): Awaitable<AdapterAuthenticator>;
	getAuthenticator?(credentialID: string): Awaitable<AdapterAuthenticator | null>;
	listAuthenticatorsByUserId?(userId: string): Awaitable<AdapterAuthenticator[]>;
	updateAuthenticatorCounter?(credentialID: string, newCounter: number): Awaitable<AdapterAuthenticator>;
	/**
	 * Ours: deletes at most `limit` sessions and at most `limit` verification tokens whose `expires` is before
	 * `now`, and answers how many of each. Run after sign-ins and by `cleanupExpired` (docs/adapters.md, "Cleanup").
	 */
	deleteExpired?(now: Date, limit: number): Awaitable<ExpiredCounts>;
}

/** Rows one `deleteExpired` call removed. */
export interface ExpiredCounts {
	sessions: number;
	verificationTokens: number;
}

/** Arguments of `jwt.encode` (the session token codec). */
export interface JWTEncodeParams {
	token?: JWT;
	salt: string;
	secret: string | string[];
	maxAge?: number;
}
/** Arguments of `jwt.decode`. */
export interface JWTDecodeParams {
	token?: string;
	salt: string;
	secret: string | string[];
}

/** A sign-in button's colours and logos (the built-in sign-in page). */
export interface ProviderButtonStyles {
	bg: string;
	text: string;
	bgDark?: string;
	textDark?: string;
	logo?: string;
	logoDark?: string;
}

/** One input of a credentials or passkey form: label, type and any other input attribute. */
export interface CredentialInput {
	label?: string;
	type?: string;
	placeholder?: string;
	autocomplete?: string;
	required?: boolean;
	[attribute: string]: unknown;
}
