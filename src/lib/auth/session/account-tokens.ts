/**
 * Provider tokens under the database strategy: they live on the user's Account rows (Auth.js's columns),
 * so every session of the user, on every instance, uses and refreshes the same tokens. A signed-in read
 * lists the accounts only when one may be due: the next time one can be is remembered per user.
 */
import type { RequestContext } from '../context.ts';
import type { AdapterAccount, ProviderTokens } from '../model.ts';
import { keptTokens, tokenKeeper } from './provider-tokens.ts';
import { refreshErrorOf, refreshKept, type TokenGrant } from './refresh.ts';

/** Per user: epoch seconds before which none of their accounts is due. Bounded; re-checked at least every 5 minutes. */
const nextCheck = new Map<string, number>();
const MAX_USERS = 10_000;
const RECHECK_SECONDS = 300;

function remember(userId: string, at: number): void {
	nextCheck.delete(userId);
	if (nextCheck.size >= MAX_USERS) nextCheck.delete(nextCheck.keys().next().value!);
	nextCheck.set(userId, at);
}

/** Forgets when `userId`'s accounts are due (their tokens were just written by a sign-in). */
export function forgetAccountCheck(userId: string): void {
	nextCheck.delete(userId);
}

/** The account's token columns as `tokens` says: a field `tokens` lacks is cleared (a dropped refresh token). */
function persistTokens(ctx: RequestContext, account: AdapterAccount) {
	return async (tokens: ProviderTokens): Promise<void> => {
		await ctx.config.adapter!.updateAccount!({
			provider: account.provider,
			providerAccountId: account.providerAccountId,
			access_token: tokens.access_token ?? null,
			refresh_token: tokens.refresh_token ?? null,
			expires_at: tokens.expires_at ?? null,
			token_type: tokens.token_type ?? null,
			scope: tokens.scope ?? null,
			...(tokens.id_token ? { id_token: tokens.id_token } : {})
		});
	};
}

const refreshing = new WeakMap<object, boolean>();

/**
 * Whether `userId`'s accounts may hold due tokens: some provider has `refresh` on and the user's next due
 * time has come. Synchronous, so a signed-in read of an app without `refresh` costs nothing more.
 */
export function accountsMayBeDue(ctx: RequestContext, userId: string): boolean {
	const { providers } = ctx.config;
	let any = refreshing.get(providers);
	if (any === undefined) refreshing.set(providers, (any = providers.some((p) => (p.type === 'oauth' || p.type === 'oidc') && !!p.refresh)));
	return any && Date.now() / 1000 >= (nextCheck.get(userId) ?? -Infinity);
}

/**
 * Refreshes the due tokens of `userId`'s accounts whose provider has `refresh` on, and answers the session's
 * `RefreshTokenError`. A failing store is logged and reads as no error: the session itself was read.
 * @example const error = await refreshAccountsOf(ctx, user.id, redeemRefreshToken);
 */
export async function refreshAccountsOf(ctx: RequestContext, userId: string, grant: TokenGrant): Promise<boolean> {
	const { providers, adapter } = ctx.config;
	if (!adapter?.listAccounts || !accountsMayBeDue(ctx, userId)) return false;
	const now = Date.now() / 1000;
	try {
		let error = false;
		let next = now + RECHECK_SECONDS;
		for (const account of await adapter.listAccounts(userId)) {
			const provider = tokenKeeper(providers, account.provider);
			if (!provider?.refresh) continue;
			// The row's id_token rides along: the refreshed one must name the same user (flows/oauth/refresh.ts).
			let kept: ProviderTokens = { ...keptTokens(provider, account)!, ...(account.id_token ? { id_token: account.id_token } : {}) };
			const outcome = await refreshKept(ctx, provider, kept, grant, persistTokens(ctx, account));
			if (outcome?.type === 'refreshed' || outcome?.type === 'rejected') kept = outcome.tokens;
			if (refreshErrorOf(provider, kept)) error = true;
			if (typeof kept.expires_at === 'number') next = Math.min(next, kept.expires_at - provider.refresh.beforeExpiry);
		}
		if (error) forgetAccountCheck(userId);
		else remember(userId, next);
		return error;
	} catch (error) {
		ctx.config.logger.error(error instanceof Error ? error : new Error(String(error)));
		return false;
	}
}

/**
 * Stores a sign-in's fresh tokens on its existing account (Auth.js kept the first sign-in's tokens forever,
 * so a refresh token the provider had revoked could never be replaced by signing in again).
 */
export async function storeSignInTokens(ctx: RequestContext, account: AdapterAccount): Promise<void> {
	const provider = tokenKeeper(ctx.config.providers, account.provider);
	const kept = provider ? keptTokens(provider, account) : undefined;
	if (!kept || !ctx.config.adapter?.updateAccount) return;
	await persistTokens(ctx, account)({ ...kept, id_token: account.id_token });
	forgetAccountCheck(account.userId);
}
