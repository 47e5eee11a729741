/**
 * One refresh per refresh token, however many requests of a user arrive with it. Rotating providers issue
 * a new refresh token with every refresh and treat a second use of the old one as theft, revoking the whole
 * grant (https://www.rfc-editor.org/rfc/rfc9700#section-4.14.2). So concurrent requests of one process share
 * one refresh (single flight), a request that still carries the old token shortly after gets the same result,
 * and instances sharing a `claimStore` claim the token before redeeming it: only the winner redeems.
 */
import { sha256Hex } from '../crypto/index.ts';
import type { OAuthProvider } from '../config/types.ts';
import type { RequestContext } from '../context.ts';
import type { ProviderTokens, TokenSet } from '../model.ts';
import { hasRefreshError, isDue, mergeRefreshed } from './provider-tokens.ts';

/** The refresh token grant's answer: new tokens, or a failure that is final (`invalid_grant`) or not. */
export type GrantResult = { ok: true; tokens: TokenSet } | { ok: false; final: boolean };

/** Redeems a refresh token at the provider (flows/oauth/refresh.ts); `idToken` is the one the tokens came with. */
export type TokenGrant = (ctx: RequestContext, provider: OAuthProvider, refreshToken: string, idToken?: string) => Promise<GrantResult>;

/**
 * - `refreshed`: new tokens; `rejected`: the provider refused the refresh token for good (it is dropped);
 * - `failed`: a transient failure (the next request tries again); `pending`: another instance holds the claim.
 */
export type RefreshOutcome =
	| { type: 'refreshed'; tokens: ProviderTokens }
	| { type: 'rejected'; tokens: ProviderTokens }
	| { type: 'failed' }
	| { type: 'pending' };

/** How long a finished refresh answers requests that still carry the old refresh token (a browser that had not got the new cookie yet). */
const SHARED_MS = 60_000;
/** How long the claim on a redeemed refresh token holds across instances. */
const CLAIM_SECONDS = 300;
const MAX_FLIGHTS = 1000;

interface Flight {
	promise: Promise<RefreshOutcome>;
	settledAt?: number;
}
const flights = new Map<string, Flight>();

function sweep(now: number): void {
	for (const [key, flight] of flights) {
		if (flight.settledAt !== undefined && now - flight.settledAt >= SHARED_MS) flights.delete(key);
	}
	// Map order is insertion order: the oldest flights go first.
	for (const key of flights.keys()) {
		if (flights.size < MAX_FLIGHTS) break;
		flights.delete(key);
	}
}

/**
 * Runs `work` once for this refresh token: requests of this process that arrive while it runs, or up to a
 * minute after it succeeded, get its outcome; another instance that claimed the token first makes this one
 * `pending`. A transient failure releases the claim, so the next request retries.
 * @example const outcome = await refreshOnce(ctx, provider, tokens.refresh_token, () => redeem());
 */
export async function refreshOnce(ctx: RequestContext, provider: OAuthProvider, refreshToken: string, work: () => Promise<RefreshOutcome>): Promise<RefreshOutcome> {
	const key = await sha256Hex(`${provider.id}\u0000${refreshToken}`);
	const now = Date.now();
	sweep(now);
	const known = flights.get(key);
	if (known && (known.settledAt === undefined || now - known.settledAt < SHARED_MS)) return known.promise;
	const claimKey = `refresh:${key}`;
	const flight: Flight = {
		promise: (async (): Promise<RefreshOutcome> => {
			if (!(await ctx.config.claimStore.claim(claimKey, CLAIM_SECONDS))) return { type: 'pending' };
			const outcome = await work().catch((error: unknown): RefreshOutcome => {
				ctx.config.logger.error(error instanceof Error ? error : new Error(String(error)));
				return { type: 'failed' };
			});
			if (outcome.type === 'failed') await ctx.config.claimStore.release(claimKey).catch(() => {});
			return outcome;
		})()
	};
	// Set before any await of the flight, so a concurrent request of this process finds it.
	flights.set(key, flight);
	const outcome = await flight.promise;
	// Every caller sharing the flight gets here: only this flight's entry is touched, never a newer one's.
	if (outcome.type === 'failed' || outcome.type === 'pending') {
		if (flights.get(key) === flight) flights.delete(key);
	} else flight.settledAt ??= Date.now();
	return outcome;
}

/** Test hook: forget every refresh of this process. */
export function clearRefreshFlights(): void {
	flights.clear();
}

/**
 * The refresh of a session's kept tokens, when they are due and refreshable (else null), once per refresh
 * token. `persist` stores the outcome inside that one run (the database strategy's Account row); `rejected`
 * drops the refresh token, so later reads report the error without asking the provider again.
 */
export async function refreshKept(
	ctx: RequestContext,
	provider: OAuthProvider,
	kept: ProviderTokens,
	grant: TokenGrant,
	persist?: (tokens: ProviderTokens) => Promise<void>
): Promise<RefreshOutcome | null> {
	const refreshToken = kept.refresh_token;
	if (!provider.refresh || !refreshToken || !isDue(kept, provider.refresh.beforeExpiry)) return null;
	return refreshOnce(ctx, provider, refreshToken, async () => {
		const result = await grant(ctx, provider, refreshToken, kept.id_token);
		if (!result.ok && !result.final) return { type: 'failed' };
		let outcome: RefreshOutcome;
		if (result.ok) outcome = { type: 'refreshed', tokens: mergeRefreshed(provider, kept, result.tokens) };
		else {
			const { refresh_token: _dropped, ...rest } = kept;
			outcome = { type: 'rejected', tokens: rest };
		}
		await persist?.(outcome.tokens);
		return outcome;
	});
}

/** The session `error` for kept tokens after a refresh attempt (see provider-tokens.ts). */
export function refreshErrorOf(provider: OAuthProvider | undefined, kept: ProviderTokens | undefined): boolean {
	return !!provider?.refresh && !!kept && hasRefreshError(kept, provider.refresh.beforeExpiry);
}
