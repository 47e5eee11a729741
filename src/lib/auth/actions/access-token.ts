/**
 * The access token of a provider with `refresh` on, for server code that calls the provider's API: the
 * session is read (which refreshes a due token, once per refresh token) and the fresh token answered.
 * Nothing here reaches the browser unless the app sends it.
 */
import { RefreshTokenError, SessionRequired, UnknownAccount } from '../errors.ts';
import { currentDatabaseSession } from '../session/database.ts';
import { hasRefreshError, keptTokens, tokenKeeper } from '../session/provider-tokens.ts';
import type { RequestContext } from '../context.ts';
import type { JWT, ProviderTokens } from '../model.ts';
import { readCurrentSession } from './session.ts';

export interface AccessToken {
	accessToken: string;
	/** Epoch seconds, when the provider said. */
	expiresAt?: number;
	tokenType?: string;
	scope?: string;
}

async function storedTokens(ctx: RequestContext, providerId: string): Promise<ProviderTokens | undefined> {
	const current = await currentDatabaseSession(ctx);
	const provider = tokenKeeper(ctx.config.providers, providerId);
	const account = current && provider ? (await ctx.config.adapter?.listAccounts?.(current.user.id))?.find((a) => a.provider === providerId) : undefined;
	return account && provider ? keptTokens(provider, account) : undefined;
}

/**
 * @throws SessionRequired (nobody signed in), UnknownAccount (no tokens of that provider: another provider's
 *   session, or `refresh` is off), RefreshTokenError (expired and not refreshable: the user signs in again).
 */
export async function accessTokenOf(ctx: RequestContext, providerId: string): Promise<AccessToken> {
	let token: JWT | undefined;
	const session = await readCurrentSession(ctx, { onToken: (read) => (token = read) });
	if (!session) throw new SessionRequired('Reading an access token needs a signed-in user');
	const provider = tokenKeeper(ctx.config.providers, providerId);
	const kept = ctx.config.session.strategy === 'database' ? await storedTokens(ctx, providerId) : token?.account;
	if (!provider?.refresh || kept?.provider !== providerId || !kept.access_token) throw new UnknownAccount(`No access token of provider "${providerId.slice(0, 64)}" is kept`);
	if (hasRefreshError(kept, provider.refresh.beforeExpiry)) throw new RefreshTokenError(`The access token of "${providerId}" expired and could not be refreshed`);
	return { accessToken: kept.access_token, expiresAt: kept.expires_at, tokenType: kept.token_type, scope: kept.scope };
}
