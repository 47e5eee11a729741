/**
 * Unlinking a provider account from the signed-in user. identity/ decides who owns which sign-in method,
 * so the refusal to remove the last one lives here too: a user without any way left to sign in could never
 * come back (and their address would stay taken).
 */
import { BadRequest, LastSignInMethod, SessionRequired, UnknownAccount } from '../errors.ts';
import { requireAdapterMethods } from '../config/adapter.ts';
import { forgetAccountCheck } from '../session/account-tokens.ts';
import type { RequestContext } from '../context.ts';
import type { AdapterAccount, AdapterUser } from '../model.ts';
import { currentUser } from './current.ts';
import { remainingWays, type SignInFacts } from './ways.ts';

export interface UnlinkRequest {
	provider: string;
	providerAccountId: string;
	/** The app knows the user can sign in with credentials (a password of its own): that counts as a way. */
	credentials?: boolean;
}

/** The signed-in stored user, or SessionRequired (nobody, or a user the adapter does not store). */
export async function signedInUser(ctx: RequestContext): Promise<AdapterUser> {
	const current = await currentUser(ctx);
	if (current.state !== 'stored') throw new SessionRequired('Managing sign-in methods needs a signed-in user the adapter stores');
	return current.user;
}

async function factsOf(ctx: RequestContext, user: AdapterUser, accounts: AdapterAccount[], credentials: boolean): Promise<SignInFacts> {
	const { providers, adapter } = ctx.config;
	const configured = new Set(providers.map((p) => p.id));
	const passkeyProvider = providers.some((p) => p.type === 'webauthn');
	const passkeys = passkeyProvider && adapter?.listAuthenticatorsByUserId ? (await adapter.listAuthenticatorsByUserId(user.id)).length : 0;
	return {
		accounts: accounts.map((a) => ({ provider: a.provider, providerAccountId: a.providerAccountId, type: a.type, configured: configured.has(a.provider) })),
		passkeys,
		passkeyProvider,
		email: !!user.email && providers.some((p) => p.type === 'email'),
		credentials
	};
}

/**
 * Removes the signed-in user's OAuth/OIDC account `request` names.
 * @throws SessionRequired, UnknownAccount (not one of theirs), BadRequest (a passkey's account row: passkeys are
 *   removed as passkeys), LastSignInMethod (no other way to sign in would remain).
 */
export async function unlinkAccount(ctx: RequestContext, request: UnlinkRequest): Promise<void> {
	const adapter = requireAdapterMethods(ctx.config, 'Unlinking an account', ['listAccounts', 'unlinkAccount']);
	const user = await signedInUser(ctx);
	const accounts = await adapter.listAccounts!(user.id);
	const target = accounts.find((a) => a.provider === request.provider && a.providerAccountId === request.providerAccountId);
	if (!target) throw new UnknownAccount('The signed-in user has no such account');
	if (target.type !== 'oauth' && target.type !== 'oidc') throw new BadRequest('Only OAuth and OpenID Connect accounts can be unlinked');
	const ways = remainingWays(await factsOf(ctx, user, accounts, request.credentials === true), target);
	if (ways.length === 0) throw new LastSignInMethod('This is the only way left to sign in: add another before removing it');
	await adapter.unlinkAccount!({ provider: target.provider, providerAccountId: target.providerAccountId });
	forgetAccountCheck(user.id);
}
