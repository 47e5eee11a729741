/**
 * The provider tokens a session keeps, and when they are due: pure rules shared by both strategies. A
 * provider keeps tokens when it has `refresh` (access and refresh token, expiry) or `federatedSignOut`
 * (the id_token, sent as `id_token_hint`) on; every other provider keeps none, as before.
 */
import type { OAuthProvider, ResolvedProvider } from '../config/types.ts';
import type { Account, ProviderTokens, TokenSet } from '../model.ts';

const REFRESH_FIELDS = ['access_token', 'expires_at', 'refresh_token', 'token_type', 'scope'] as const;

/** The provider of that id when it keeps tokens (`refresh` or `federatedSignOut` on). */
export function tokenKeeper(providers: readonly ResolvedProvider[], id: string | undefined): OAuthProvider | undefined {
	const provider = id ? providers.find((p) => p.id === id) : undefined;
	if (provider?.type !== 'oauth' && provider?.type !== 'oidc') return undefined;
	return provider.refresh || provider.endSession ? provider : undefined;
}

/**
 * What a session keeps of a token set: nothing for a provider that keeps no tokens; the refresh fields with
 * `refresh`; the id_token with `federatedSignOut`. Fields the token set lacks stay absent.
 * @example keptTokens(provider, candidate.account) // { provider: 'keycloak', access_token, expires_at, refresh_token, ... }
 */
export function keptTokens(provider: OAuthProvider, tokens: Partial<TokenSet | Account>): ProviderTokens | undefined {
	if (!provider.refresh && !provider.endSession) return undefined;
	const kept: ProviderTokens = { provider: provider.id };
	const source = tokens as Record<string, unknown>;
	if (provider.refresh) {
		for (const field of REFRESH_FIELDS) if (source[field] !== undefined && source[field] !== null) (kept as unknown as Record<string, unknown>)[field] = source[field];
	}
	if (provider.endSession && typeof source.id_token === 'string') kept.id_token = source.id_token;
	return kept;
}

/**
 * The kept tokens after a refresh: the new token set over the old one. A server that issues no new refresh
 * token leaves the old one valid (RFC 6749 section 6), and one that issues no new id_token leaves the old one
 * as the sign-out hint.
 */
export function mergeRefreshed(provider: OAuthProvider, before: ProviderTokens, fresh: TokenSet): ProviderTokens {
	const next = keptTokens(provider, fresh) ?? { provider: provider.id };
	if (!next.refresh_token && before.refresh_token) next.refresh_token = before.refresh_token;
	if (!next.id_token && before.id_token) next.id_token = before.id_token;
	// An answer without expires_in has no known expiry: keep none rather than the old, past one.
	return next;
}

/** Whether the access token is within `beforeExpiry` seconds of `expires_at` (or past it). No expiry: never due. */
export function isDue(tokens: Pick<ProviderTokens, 'expires_at'>, beforeExpiry: number, now = Date.now() / 1000): boolean {
	return typeof tokens.expires_at === 'number' && now >= tokens.expires_at - beforeExpiry;
}

/**
 * The session's `RefreshTokenError`, judged on the tokens after any refresh attempt: due, and either no
 * refresh token is left (none was issued, or the provider refused it) or the access token has expired (a
 * failed or pending refresh). A refresh in progress elsewhere is no error while the old token still works.
 */
export function hasRefreshError(tokens: ProviderTokens, beforeExpiry: number, now = Date.now() / 1000): boolean {
	if (!isDue(tokens, beforeExpiry, now)) return false;
	return !tokens.refresh_token || now >= (tokens.expires_at as number);
}
