/**
 * Turns a provider's profile and token set into the sign-in candidate (as Auth.js
 * maps them): the provider's `profile()` / `account()` callbacks or the defaults.
 */
import { randomUUID } from '../../crypto/index.ts';
import { OAuthProfileParseError } from '../../errors.ts';
import type { SignInCandidate } from '../candidate.ts';
import type { OAuthConfig } from '../../providers/types.ts';
import type { Account, Profile, TokenSet, User } from '../../model.ts';

const ACCOUNT_FIELDS = ['access_token', 'id_token', 'refresh_token', 'expires_at', 'scope', 'token_type', 'session_state'] as const;

function withoutUndefined<T extends Record<string, unknown>>(value: T): T {
	return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** Default `profile()`: the standard OIDC claims (or `id` for plain OAuth APIs) mapped onto a User. */
export function defaultProfile(profile: Profile): User & { id?: string } {
	const id = profile.sub ?? profile.id;
	return withoutUndefined({
		id: id === undefined || id === null ? undefined : String(id),
		name: profile.name ?? profile.nickname ?? profile.preferred_username,
		email: profile.email,
		image: typeof profile.picture === 'string' ? profile.picture : undefined
	});
}

/** Default `account()`: the token fields worth storing; the rest of the token response is not persisted. */
export function defaultAccount(tokens: TokenSet): Partial<Account> {
	const picked: Record<string, unknown> = {};
	for (const field of ACCOUNT_FIELDS) picked[field] = tokens[field];
	return withoutUndefined(picked) as Partial<Account>;
}

/** `expires_at` in epoch seconds from `expires_in` (RFC 6749 section 5.1), only when the server sent one. */
export function withExpiresAt(tokens: TokenSet): TokenSet {
	if (tokens.expires_in === undefined || tokens.expires_in === null) return tokens;
	const seconds = Number(tokens.expires_in);
	if (!Number.isFinite(seconds)) return tokens;
	return { ...tokens, expires_at: Math.floor(Date.now() / 1000) + seconds };
}

/**
 * Runs the provider's mapping and builds the candidate. A throwing or non-object `profile()` is an
 * OAuthProfileParseError, and so is a profile without an id. The candidate's user id is fresh and random,
 * never the provider's id
 * (as in Auth.js): the provider id lives on the account as `providerAccountId`.
 */
export async function buildCandidate(provider: OAuthConfig, profile: Profile, tokens: TokenSet): Promise<SignInCandidate> {
	let mapped: User & { id?: unknown };
	try {
		mapped = provider.profile ? await provider.profile(profile, tokens) : defaultProfile(profile);
		if (!mapped || typeof mapped !== 'object') throw new TypeError('profile() did not return an object');
	} catch (error) {
		throw new OAuthProfileParseError(`Provider "${provider.id}": profile() failed`, {
			cause: { provider: provider.id, err: error instanceof Error ? error : new Error(String(error)) }
		});
	}
	const rawId = mapped.id;
	// Auth.js invented a random account id here: every sign-in then met a "new" account of the same person.
	// The account id must come from the provider, stored as a string so lookups match across adapters.
	if (rawId === undefined || rawId === null || rawId === '') {
		throw new OAuthProfileParseError(`Provider "${provider.id}": profile() returned no id for the account`, { cause: { provider: provider.id } });
	}
	const providerAccountId = String(rawId);
	const email = typeof mapped.email === 'string' ? mapped.email.toLowerCase() : mapped.email;
	const user: User = withoutUndefined({ ...mapped, id: randomUUID(), email });
	const stored = (provider.account ? provider.account(tokens) : undefined) ?? defaultAccount(tokens);
	const account: Account = {
		...stored,
		provider: provider.id,
		type: provider.type,
		providerAccountId
	};
	return { user, account, profile };
}
