/**
 * Who signs in: the account-linking rules (AUTHJS-BEHAVIOUR.md 7.5, 7.6 and 8.3 step 6), the only
 * place they live. A flow hands over a verified candidate; this finds, creates or links the stored
 * user and fires the createUser / updateUser / linkAccount events.
 *
 * Atomicity: creating a user and linking its account are two adapter calls. If `linkAccount` fails
 * after `createUser`, the new user is deleted again (rollBackUser) and the AdapterError propagates,
 * so no user is left without its account (otherwise the next sign-in with that e-mail would meet
 * OAuthAccountNotLinked).
 */
import { randomUUID } from '../crypto/index.ts';
import { AdapterError, AuthError, MissingAdapter, MissingAdapterMethods, OAuthAccountNotLinked } from '../errors.ts';
import type { Adapter, AdapterAccount, AdapterUser } from '../adapters/types.ts';
import type { RequestContext, SignInCandidate } from '../core/context.ts';
import type { Account, User } from '../types.ts';

export interface ResolveUserOptions {
	/** The signed-in user's id (jwt: `token.sub`; database: the session's userId), if any. */
	sessionUserId?: string | null;
	/** The provider's `allowDangerousEmailAccountLinking`. */
	allowDangerousEmailAccountLinking?: boolean;
}

export interface ResolvedUser {
	user: AdapterUser | User;
	account: Account;
	isNewUser: boolean;
}

type Method = keyof Adapter;

/** Calls an adapter method; an absent method or a raw throw becomes an AuthError naming it. */
async function call<M extends Method>(adapter: Adapter, method: M, ...args: Parameters<NonNullable<Adapter[M]>>) {
	const fn = adapter[method] as ((...a: unknown[]) => unknown) | undefined;
	if (typeof fn !== 'function') throw new MissingAdapterMethods(`Required adapter method was missing: ${method}`);
	try {
		return (await fn.apply(adapter, args)) as Awaited<ReturnType<NonNullable<Adapter[M]>>>;
	} catch (error) {
		if (error instanceof AuthError) throw error;
		throw new AdapterError(`adapter.${method} failed`, { cause: { method, err: error as Error } });
	}
}

/**
 * Resolves the stored user for a verified sign-in candidate.
 *
 * - oauth / oidc: the decision table of AUTHJS-BEHAVIOUR.md 7.6 (OAuthAccountNotLinked when the
 *   account belongs to someone else or the e-mail to an existing user without dangerous linking);
 *   without an adapter, the candidate user with a fresh random id (7.5).
 * - email: getUserByEmail; a first sign-in creates the user with `emailVerified` = now, a later one
 *   sets `emailVerified` when missing. E-mail sign-ins write no Account row (8.3 step 6).
 * - a candidate that already carries `resolved` (webauthn, email flows) is returned as it is.
 * @example const { user, isNewUser } = await resolveUser(ctx, candidate, { sessionUserId: token?.sub });
 */
export async function resolveUser(ctx: RequestContext, candidate: SignInCandidate, options: ResolveUserOptions = {}): Promise<ResolvedUser> {
	const { account } = candidate;
	if (candidate.resolved) return { user: candidate.resolved.user, account, isNewUser: candidate.resolved.isNewUser };
	const adapter = ctx.config.adapter;
	if (account.type === 'email') {
		if (!adapter) throw new MissingAdapter('E-mail sign-in requires an adapter');
		return resolveEmailUser(ctx, adapter, candidate);
	}
	if (account.type !== 'oauth' && account.type !== 'oidc') return { user: candidate.user, account, isNewUser: false };
	// 7.5: without a database the user is whoever the provider says, with a new id on every sign-in.
	if (!adapter) return { user: { ...candidate.user, id: randomUUID() }, account, isNewUser: false };
	return resolveOAuthUser(ctx, adapter, candidate, options);
}

async function resolveOAuthUser(ctx: RequestContext, adapter: Adapter, candidate: SignInCandidate, options: ResolveUserOptions): Promise<ResolvedUser> {
	const { events } = ctx.config;
	const { account } = candidate;
	const byAccount = await call(adapter, 'getUserByAccount', { provider: account.provider, providerAccountId: account.providerAccountId });
	const signedIn = options.sessionUserId ? await call(adapter, 'getUser', options.sessionUserId) : null;

	if (byAccount) {
		if (signedIn && signedIn.id !== byAccount.id) {
			throw new OAuthAccountNotLinked('The account is already associated with another user', {
				cause: { provider: account.provider }
			});
		}
		return { user: byAccount, account: { ...account, userId: byAccount.id }, isNewUser: false };
	}

	if (signedIn) {
		// A signed-in user adding a provider: link it to them, whatever the e-mail says.
		const linked = await link(ctx, adapter, signedIn, candidate);
		return { user: signedIn, account: linked, isNewUser: false };
	}

	const email = candidate.user.email;
	const byEmail = email ? await call(adapter, 'getUserByEmail', email) : null;
	if (byEmail) {
		if (!options.allowDangerousEmailAccountLinking) {
			throw new OAuthAccountNotLinked('Another account already exists with the same e-mail address', {
				cause: { provider: account.provider }
			});
		}
		// Mirrored quirk 9 (AUTHJS-BEHAVIOUR.md 18): Auth.js fires createUser here although nothing was created.
		await events.createUser({ user: byEmail });
		const linked = await link(ctx, adapter, byEmail, candidate);
		return { user: byEmail, account: linked, isNewUser: false };
	}

	const created = await call(adapter, 'createUser', { ...candidate.user, id: randomUUID(), emailVerified: null } as AdapterUser);
	// Continue with the id the adapter returned: databases may generate their own (7.6 notes).
	const stored = { ...account, userId: created.id } as AdapterAccount;
	try {
		await call(adapter, 'linkAccount', stored);
	} catch (error) {
		await rollBackUser(ctx, adapter, created);
		throw error;
	}
	// Events only once both writes stood, so an audit log never records a user that was rolled back.
	await events.createUser({ user: created });
	await events.linkAccount({ user: created, account: stored, profile: candidate.user });
	return { user: created, account: stored, isNewUser: true };
}

/**
 * Nothing half-written (issue 4): a user created in this request whose account could not be linked is
 * removed again. This is the one use of `deleteUser`, and only for a row this request created.
 */
async function rollBackUser(ctx: RequestContext, adapter: Adapter, user: AdapterUser): Promise<void> {
	if (!adapter.deleteUser) {
		ctx.config.logger.warn('orphan-user', `linkAccount failed after createUser and the adapter has no deleteUser: user ${user.id} remains`);
		return;
	}
	try {
		await adapter.deleteUser(user.id);
	} catch (error) {
		ctx.config.logger.error(error as Error);
	}
}

async function link(ctx: RequestContext, adapter: Adapter, user: AdapterUser, candidate: SignInCandidate): Promise<Account> {
	const account = { ...candidate.account, userId: user.id } as AdapterAccount;
	await call(adapter, 'linkAccount', account);
	// Auth.js passes the user-shaped candidate as `profile`, not the raw OAuth profile (7.6 notes).
	await ctx.config.events.linkAccount({ user, account, profile: candidate.user });
	return account;
}

async function resolveEmailUser(ctx: RequestContext, adapter: Adapter, candidate: SignInCandidate): Promise<ResolvedUser> {
	const { events } = ctx.config;
	const email = candidate.user.email ?? candidate.account.providerAccountId;
	const account: Account = { ...candidate.account, providerAccountId: email };
	const existing = await call(adapter, 'getUserByEmail', email);
	if (existing) {
		if (existing.emailVerified) return { user: existing, account: { ...account, userId: existing.id }, isNewUser: false };
		// Following the link proves control of the address (8.3 step 6).
		const updated = await call(adapter, 'updateUser', { id: existing.id, emailVerified: new Date() });
		await events.updateUser({ user: updated });
		return { user: updated, account: { ...account, userId: updated.id }, isNewUser: false };
	}
	const created = await call(adapter, 'createUser', { ...candidate.user, id: randomUUID(), email, emailVerified: new Date() } as AdapterUser);
	await events.createUser({ user: created });
	return { user: created, account: { ...account, userId: created.id }, isNewUser: true };
}
