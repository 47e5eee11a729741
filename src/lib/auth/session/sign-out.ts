/**
 * Which identity provider session a sign-out also ends (OpenID Connect RP-Initiated Logout 1.0): the provider
 * the session signed in with, when it has `federatedSignOut` on, and the id_token to name the session with.
 * Read before the local session is deleted.
 */
import type { OAuthProvider } from '../config/types.ts';
import type { RequestContext } from '../context.ts';
import { currentDatabaseSession } from './database.ts';
import { readToken } from './jwt-strategy.ts';
import { tokenKeeper } from './provider-tokens.ts';

export interface ProviderSession {
	provider: OAuthProvider;
	idToken: string;
}

async function fromDatabase(ctx: RequestContext): Promise<ProviderSession | null> {
	const adapter = ctx.config.adapter;
	const current = await currentDatabaseSession(ctx);
	if (!current || !adapter?.listSessions || !adapter.listAccounts) return null;
	// getSessionAndUser answers the session columns Auth.js knows; the provider is one of ours.
	const stored = (await adapter.listSessions(current.user.id)).find((s) => s.sessionToken === current.session.sessionToken);
	const provider = tokenKeeper(ctx.config.providers, stored?.provider ?? undefined);
	if (!provider?.endSession) return null;
	const account = (await adapter.listAccounts(current.user.id)).find((a) => a.provider === provider.id && a.id_token);
	return account?.id_token ? { provider, idToken: account.id_token } : null;
}

/**
 * The provider session to end with this one, or null: none signed in, a provider without `federatedSignOut`,
 * or no id_token kept. Throws when the store fails (the caller signs out locally all the same).
 * @example const federated = await providerSessionOf(ctx);
 */
export async function providerSessionOf(ctx: RequestContext): Promise<ProviderSession | null> {
	if (ctx.config.session.strategy === 'database') return fromDatabase(ctx);
	const token = await readToken(ctx);
	const provider = tokenKeeper(ctx.config.providers, token?.account?.provider);
	const idToken = token?.account?.id_token;
	return provider?.endSession && idToken ? { provider, idToken } : null;
}
