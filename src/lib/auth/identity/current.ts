/**
 * Who is already signed in on this request, for the decisions that depend on it (linking an account,
 * adding a passkey), read without running the session callbacks (a broken cookie is still cleared).
 */
import { readToken } from '../session/jwt-strategy.ts';
import { databaseSessionUser } from '../session/database.ts';
import type { RequestContext } from '../context.ts';
import type { AdapterUser } from '../model.ts';

/**
 * - `none`: no valid session;
 * - `stored`: a session whose user the adapter has;
 * - `unstored`: a valid session whose user the adapter does not have: a JWT-only credentials user, a user
 *   deleted since, or any jwt session of an app without an adapter. Such a user can sign in, but nothing
 *   can be linked to them (docs/account-linking.md).
 */
export type CurrentUser = { state: 'none' } | { state: 'stored'; user: AdapterUser } | { state: 'unstored'; id?: string };

const NOBODY: CurrentUser = { state: 'none' };

export async function currentUser(ctx: RequestContext): Promise<CurrentUser> {
	const adapter = ctx.config.adapter;
	if (ctx.config.session.strategy === 'database') {
		// A database session always belongs to a stored user; an unknown or expired one is nobody.
		const user = adapter ? await databaseSessionUser(ctx) : null;
		return user ? { state: 'stored', user } : NOBODY;
	}
	const token = await readToken(ctx);
	if (!token) return NOBODY;
	const stored = token.sub && adapter?.getUser ? await adapter.getUser(token.sub) : null;
	return stored ? { state: 'stored', user: stored } : { state: 'unstored', id: token.sub };
}
