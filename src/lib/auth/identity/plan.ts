/**
 * The lookups a sign-in decision needs, then the decision itself (identity/rules.ts). Reads only: the
 * `signIn` callback runs between the plan and its commit, so a refused sign-in writes nothing.
 */
import { randomUUID } from '../crypto/index.ts';
import type { RequestContext } from '../context.ts';
import type { AdapterUser } from '../model.ts';
import type { ResolvedProvider } from '../config/types.ts';
import type { SignInCandidate } from '../flows/candidate.ts';
import type { SessionStrategy } from '../options.ts';
import { currentUser, type CurrentUser } from './current.ts';
import { decideSignIn, type Decision, type Facts, type SignInKind } from './rules.ts';

export interface SignInPlan {
	kind: SignInKind;
	decision: Decision;
	candidate: SignInCandidate;
	/** Credentials without a database session sign in with a JWT, whatever the configured strategy. */
	strategy: SessionStrategy;
}

function kindOf(provider: ResolvedProvider, candidate: SignInCandidate): SignInKind {
	switch (provider.type) {
		case 'oauth':
		case 'oidc':
			return 'oauth';
		case 'email':
			return 'email';
		case 'credentials':
			return 'credentials';
		case 'webauthn':
			return candidate.passkey?.ceremony === 'register' ? 'passkey-register' : 'passkey-authenticate';
	}
}

const NOBODY: CurrentUser = { state: 'none' };

async function gather(ctx: RequestContext, provider: ResolvedProvider, kind: SignInKind, candidate: SignInCandidate): Promise<Facts> {
	const adapter = ctx.config.adapter;
	const facts: Facts = { kind, stored: !!adapter, session: NOBODY };
	if (!adapter) return facts;
	const email = typeof candidate.user.email === 'string' && candidate.user.email ? candidate.user.email : undefined;
	const byEmail = async () => (email ? adapter.getUserByEmail!(email) : null);
	switch (kind) {
		case 'oauth': {
			const { provider: id, providerAccountId } = candidate.account;
			facts.dangerousEmailLinking = (provider.type === 'oauth' || provider.type === 'oidc') && provider.options.allowDangerousEmailAccountLinking === true;
			facts.accountOwner = await adapter.getUserByAccount!({ provider: id, providerAccountId });
			facts.session = await currentUser(ctx);
			// E only matters for a new account of a signed-out user (as Auth.js looks it up).
			if (!facts.accountOwner && facts.session.state === 'none') facts.emailOwner = await byEmail();
			return facts;
		}
		case 'email':
			facts.emailOwner = await byEmail();
			return facts;
		case 'credentials':
			facts.databaseSession = ctx.config.session.strategy === 'database' && ctx.config.credentialsDatabaseSessions;
			if (facts.databaseSession) {
				facts.idOwner = candidate.user.id ? await adapter.getUser!(candidate.user.id) : null;
				if (!facts.idOwner) facts.emailOwner = await byEmail();
			}
			return facts;
		case 'passkey-authenticate': {
			const proof = candidate.passkey;
			facts.accountOwner = proof?.ceremony === 'authenticate' ? await adapter.getUser!(proof.authenticator.userId) : null;
			facts.session = await currentUser(ctx);
			return facts;
		}
		case 'passkey-register': {
			const proof = candidate.passkey;
			if (proof?.ceremony !== 'register') return facts;
			facts.registerFor = proof.forUserId ? { userId: proof.forUserId } : proof.email ? { email: proof.email } : undefined;
			facts.session = await currentUser(ctx);
			if (proof.email && facts.session.state === 'none') facts.emailOwner = await adapter.getUserByEmail!(proof.email);
			return facts;
		}
	}
}

/** Looks up what the rules need and decides; logs the decision's row at debug level. */
export async function planSignIn(ctx: RequestContext, provider: ResolvedProvider, candidate: SignInCandidate): Promise<SignInPlan> {
	const kind = kindOf(provider, candidate);
	const decision = decideSignIn(await gather(ctx, provider, kind, candidate));
	ctx.config.logger.debug('identity-decision', { provider: provider.id, row: decision.row });
	const jwtOnly = kind === 'credentials' && decision.outcome.type === 'transient';
	return { kind, decision, candidate, strategy: jwtOnly ? 'jwt' : ctx.config.session.strategy };
}

/** The stored user of an address, else Auth.js's placeholder for it (a random id, not yet verified). */
export async function userForAddress(ctx: RequestContext, identifier: string): Promise<AdapterUser> {
	const stored = ctx.config.adapter?.getUserByEmail ? await ctx.config.adapter.getUserByEmail(identifier) : null;
	return stored ?? { id: randomUUID(), email: identifier, emailVerified: null };
}
