/**
 * Column lists and row mappers shared by the SQL adapters (SQLite, PostgreSQL): one definition of how an
 * `auth_` row becomes the contract's AdapterAccount / AdapterAuthenticator.
 */
import type { AdapterAccount, AdapterAuthenticator, AdapterSession } from './types.ts';

type Row = Record<string, unknown>;

export const USER_COLUMNS = ['name', 'email', 'emailVerified', 'image'] as const;
export const ACCOUNT_COLUMNS = [
	'userId', 'type', 'provider', 'providerAccountId', 'refresh_token', 'access_token',
	'expires_at', 'token_type', 'scope', 'id_token', 'session_state'
] as const;
export const AUTHENTICATOR_COLUMNS = [
	'credentialID', 'userId', 'providerAccountId', 'credentialPublicKey', 'counter',
	'credentialDeviceType', 'credentialBackedUp', 'transports'
] as const;

/** The token columns `updateAccount` may change. */
export const ACCOUNT_TOKEN_COLUMNS = ['access_token', 'refresh_token', 'expires_at', 'token_type', 'scope', 'id_token'] as const;

/** Ours: the session columns session management lists (createdAt, userAgent, provider). */
export const SESSION_META_COLUMNS = ['createdAt', 'userAgent', 'provider'] as const;

/** The metadata columns of a session row, NULL ones left out (as rows stored before them, or without them, read). */
export function sessionMetaOf(row: Row, toDate: (value: unknown) => Date | null): Partial<AdapterSession> {
	const meta: Partial<AdapterSession> = {};
	if (row.createdAt !== null && row.createdAt !== undefined) meta.createdAt = toDate(row.createdAt);
	if (row.userAgent !== null && row.userAgent !== undefined) meta.userAgent = String(row.userAgent);
	if (row.provider !== null && row.provider !== undefined) meta.provider = String(row.provider);
	return meta;
}

/** NULL columns are left out (the contract's optional fields are absent, not null); BIGINT `expires_at` as a number. */
export function toAccount(row: Row): AdapterAccount {
	const account: Row = {};
	for (const column of ACCOUNT_COLUMNS) if (row[column] !== null && row[column] !== undefined) account[column] = row[column];
	if (account.expires_at !== undefined) account.expires_at = Number(account.expires_at);
	return account as unknown as AdapterAccount;
}

export function toAuthenticator(row: Row): AdapterAuthenticator {
	return {
		credentialID: String(row.credentialID),
		userId: String(row.userId),
		providerAccountId: String(row.providerAccountId),
		credentialPublicKey: String(row.credentialPublicKey),
		counter: Number(row.counter),
		credentialDeviceType: String(row.credentialDeviceType),
		credentialBackedUp: Boolean(row.credentialBackedUp),
		transports: (row.transports as string | null) ?? null
	};
}
