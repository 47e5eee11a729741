/**
 * The adapter contract, method for method as the spec lists it: every method optional and
 * `Awaitable`, so adapters written for Auth.js fit as they are.
 * Adapters store and fetch only: they never hash, decide expiry or link accounts.
 */
import type { Account, Awaitable, User } from '../types.ts';

export interface AdapterUser extends User {
	id: string;
	email: string;
	emailVerified: Date | null;
}

export interface AdapterAccount extends Account {
	userId: string;
	type: 'oauth' | 'oidc' | 'email' | 'webauthn';
}

export interface AdapterSession {
	sessionToken: string;
	userId: string;
	expires: Date;
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
	/** Declared by the contract, not invoked by the library. */
	deleteUser?(userId: string): Promise<void> | Awaitable<AdapterUser | null | undefined>;
	linkAccount?(account: AdapterAccount): Promise<void> | Awaitable<AdapterAccount | null | undefined>;
	/** Declared by the contract, not invoked by the library. */
	unlinkAccount?(providerAccountId: Pick<AdapterAccount, 'provider' | 'providerAccountId'>): Promise<void> | Awaitable<AdapterAccount | undefined>;
	getAccount?(providerAccountId: string, provider: string): Awaitable<AdapterAccount | null>;
	createSession?(session: { sessionToken: string; userId: string; expires: Date }): Awaitable<AdapterSession>;
	getSessionAndUser?(sessionToken: string): Awaitable<{ session: AdapterSession; user: AdapterUser } | null>;
	updateSession?(session: Partial<AdapterSession> & Pick<AdapterSession, 'sessionToken'>): Awaitable<AdapterSession | null | undefined>;
	deleteSession?(sessionToken: string): Promise<void> | Awaitable<AdapterSession | null | undefined>;
	createVerificationToken?(verificationToken: VerificationToken): Awaitable<VerificationToken | null | undefined>;
	/** Returns the token and deletes it, atomically: a token is usable once. */
	useVerificationToken?(params: { identifier: string; token: string }): Awaitable<VerificationToken | null>;
	createAuthenticator?(authenticator: AdapterAuthenticator): Awaitable<AdapterAuthenticator>;
	getAuthenticator?(credentialID: string): Awaitable<AdapterAuthenticator | null>;
	listAuthenticatorsByUserId?(userId: string): Awaitable<AdapterAuthenticator[]>;
	updateAuthenticatorCounter?(credentialID: string, newCounter: number): Awaitable<AdapterAuthenticator>;
}
