/**
 * Carries out a sign-in decision: the only code that creates users, links accounts and stores passkeys.
 * Writes that belong together are rolled back together: a user created in this request whose account or
 * passkey could not be stored is deleted again, so no half-written user blocks the next sign-in of that
 * address. Events fire only once every write stood, so an audit log never records a rolled-back user.
 */
import { randomUUID } from '../crypto/index.ts';
import type { RequestContext } from '../context.ts';
import type { Account, Adapter, AdapterAccount, AdapterUser, User } from '../model.ts';
import type { SignInCandidate } from '../flows/candidate.ts';
import { forgetAccountCheck, storeSignInTokens } from '../session/account-tokens.ts';
import type { SignInPlan } from './plan.ts';

export interface SignedInUser {
	user: User | AdapterUser;
	account: Account;
	isNewUser: boolean;
}

/** Undoes what `writes` stored before it failed; a failing undo is logged, the first error propagates. */
async function together(ctx: RequestContext, writes: () => Promise<void>, undo: () => Promise<unknown>): Promise<void> {
	try {
		await writes();
	} catch (error) {
		await undo().catch((cleanup: unknown) => ctx.config.logger.error(cleanup as Error));
		throw error;
	}
}

/** Deletes a user this request created (cascading to its accounts and passkeys, as the adapter contract asks). */
async function deleteCreated(ctx: RequestContext, adapter: Adapter, user: AdapterUser): Promise<void> {
	if (!adapter.deleteUser) {
		ctx.config.logger.warn('orphan-user', `A write after createUser failed and the adapter has no deleteUser: user ${user.id} remains`);
		return;
	}
	await adapter.deleteUser(user.id);
}

/** Stores the candidate's account (and, for a passkey, its authenticator) for `user`. */
async function storeAccount(ctx: RequestContext, adapter: Adapter, user: AdapterUser, candidate: SignInCandidate): Promise<AdapterAccount> {
	const account = { ...candidate.account, userId: user.id } as AdapterAccount;
	await adapter.linkAccount!(account);
	const proof = candidate.passkey;
	if (proof?.ceremony === 'register') {
		// The account row first: a key whose account could not be stored is never written at all.
		await together(
			ctx,
			async () => void (await adapter.createAuthenticator!({ ...proof.authenticator, userId: user.id })),
			async () => adapter.unlinkAccount?.({ provider: account.provider, providerAccountId: account.providerAccountId })
		);
	}
	return account;
}

function newUserOf(plan: SignInPlan): AdapterUser {
	const { candidate, kind } = plan;
	const email = candidate.user.email ?? '';
	switch (kind) {
		case 'email':
			// Following the link proved control of the address.
			return { ...candidate.user, id: randomUUID(), email, emailVerified: new Date() } as AdapterUser;
		case 'credentials':
			// authorize() vouches for its own id: the stored user keeps it.
			return { ...candidate.user, id: candidate.user.id ?? randomUUID(), email, emailVerified: null } as AdapterUser;
		default:
			return { ...candidate.user, id: randomUUID(), email, emailVerified: null } as AdapterUser;
	}
}

async function create(ctx: RequestContext, adapter: Adapter, plan: SignInPlan): Promise<SignedInUser> {
	const { events } = ctx.config;
	const { candidate } = plan;
	// Continue with the id the adapter returned: databases may generate their own.
	const user = await adapter.createUser!(newUserOf(plan));
	let account: Account = { ...candidate.account, userId: user.id };
	if (plan.kind === 'oauth' || plan.kind === 'passkey-register') {
		await together(
			ctx,
			async () => void (account = await storeAccount(ctx, adapter, user, candidate)),
			() => deleteCreated(ctx, adapter, user)
		);
	}
	await events.createUser({ user });
	if (plan.kind === 'oauth' || plan.kind === 'passkey-register') {
		await events.linkAccount({ user, account, profile: plan.kind === 'oauth' ? candidate.user : user });
	}
	return { user, account, isNewUser: true };
}

async function existing(ctx: RequestContext, adapter: Adapter, plan: SignInPlan, user: AdapterUser): Promise<SignedInUser> {
	const { candidate } = plan;
	const account = { ...candidate.account, userId: user.id };
	if (plan.kind === 'email' && !user.emailVerified) {
		const updated = await adapter.updateUser!({ id: user.id, emailVerified: new Date() });
		await ctx.config.events.updateUser({ user: updated });
		return { user: updated, account, isNewUser: false };
	}
	if (candidate.passkey?.ceremony === 'authenticate') {
		await adapter.updateAuthenticatorCounter!(candidate.passkey.authenticator.credentialID, candidate.passkey.newCounter);
	}
	// A provider with `refresh` or `federatedSignOut` keeps its tokens on the row: this sign-in's are the live ones.
	if (plan.kind === 'oauth' && plan.strategy === 'database') await storeSignInTokens(ctx, account as AdapterAccount);
	return { user, account, isNewUser: false };
}

/** Writes what the plan decided and returns who is signed in. Throws the plan's refusal. */
export async function commitSignIn(ctx: RequestContext, plan: SignInPlan): Promise<SignedInUser> {
	const { outcome } = plan.decision;
	const { candidate } = plan;
	const adapter = ctx.config.adapter;
	if (outcome.type === 'refuse') throw outcome.error;
	if (outcome.type === 'transient' || !adapter) return { user: candidate.user, account: candidate.account, isNewUser: false };
	if (outcome.type === 'existing') return existing(ctx, adapter, plan, outcome.user);
	if (outcome.type === 'create') return create(ctx, adapter, plan);
	// link: to the signed-in user, or (dangerous e-mail linking) to the address's user.
	if (plan.decision.row === 'oauth.email-known-linking-allowed') {
		// As Auth.js does (apps may count on it): createUser fires here although nothing was created.
		await ctx.config.events.createUser({ user: outcome.user });
	}
	const account = await storeAccount(ctx, adapter, outcome.user, candidate);
	forgetAccountCheck(outcome.user.id);
	// Auth.js passes the user-shaped candidate as `profile`, not the raw OAuth profile.
	await ctx.config.events.linkAccount({ user: outcome.user, account, profile: candidate.user });
	return { user: outcome.user, account, isNewUser: false };
}
