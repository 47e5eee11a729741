/**
 * Who signs in as whom: the account-linking rules of every sign-in kind, as one pure decision table.
 * Nothing here reads or writes storage: `facts` are the lookups identity/plan.ts made, and the result
 * says what identity/commit.ts must write. docs/account-linking.md is this table in prose; every row
 * has its test through `handle` (tests/identity/), which checks it against the document's rows.
 */
import {
	AccountLinkingUnavailable,
	AccountNotLinked,
	OAuthAccountNotLinked,
	WebAuthnVerificationError,
	type AuthError
} from '../errors.ts';
import type { AdapterUser, User } from '../model.ts';
import type { CurrentUser } from './current.ts';

export type SignInKind = 'oauth' | 'email' | 'credentials' | 'passkey-authenticate' | 'passkey-register';

export interface Facts {
	kind: SignInKind;
	/** The app has an adapter (stores users). */
	stored: boolean;
	/** S: who is signed in on this request. */
	session: CurrentUser;
	/** A: the owner of the account (oauth: getUserByAccount; passkey sign-in: the key's user). */
	accountOwner?: AdapterUser | null;
	/** E: the stored user with the candidate's e-mail address, when it was looked up. */
	emailOwner?: AdapterUser | null;
	/** Credentials: the stored user whose id `authorize()` returned (only looked up for database sessions). */
	idOwner?: AdapterUser | null;
	/** OAuth: the provider's `allowDangerousEmailAccountLinking`. */
	dangerousEmailLinking?: boolean;
	/** Credentials: a database session was asked for (`credentialsDatabaseSessions` under the database strategy). */
	databaseSession?: boolean;
	/** Passkey registration: the options were minted for this signed-in user id, or for a new account. */
	registerFor?: { userId: string } | { email: string };
}

/**
 * - `existing`: sign in as a stored user, writing no user or account (e-mail may mark the address verified);
 * - `link`: store the account for `user`, then sign in as them;
 * - `create`: create a user from the candidate (and store its account), then sign in as them;
 * - `transient`: sign in as the candidate itself, nothing stored (JWT only);
 * - `refuse`: the sign-in fails with `error`; nothing is written and the session stays as it was.
 */
export type Outcome =
	| { type: 'existing'; user: AdapterUser }
	| { type: 'link'; user: AdapterUser }
	| { type: 'create' }
	| { type: 'transient' }
	| { type: 'refuse'; error: AuthError };

export interface Decision {
	/** The row of docs/account-linking.md, e.g. `oauth.link-to-session`. */
	row: string;
	outcome: Outcome;
}

const decide = (row: string, outcome: Outcome): Decision => ({ row, outcome });
const refuse = (row: string, error: AuthError): Decision => decide(row, { type: 'refuse', error });

function sessionId(session: CurrentUser): string | undefined {
	return session.state === 'stored' ? session.user.id : session.state === 'unstored' ? session.id : undefined;
}

function oauth(f: Facts): Decision {
	if (!f.stored) return decide('oauth.no-adapter', { type: 'transient' });
	const { session, accountOwner: A, emailOwner: E } = f;
	if (A) {
		if (session.state === 'none') return decide('oauth.account-known', { type: 'existing', user: A });
		if (sessionId(session) === A.id) return decide('oauth.account-is-yours', { type: 'existing', user: A });
		return refuse('oauth.account-of-another', new OAuthAccountNotLinked('The account is already associated with another user'));
	}
	// A signed-in user adding a provider: link it to them, whatever the e-mail says.
	if (session.state === 'stored') return decide('oauth.link-to-session', { type: 'link', user: session.user });
	if (session.state === 'unstored') {
		return refuse(
			'oauth.session-not-stored',
			new AccountLinkingUnavailable('The signed-in user is not stored, so no account can be linked to them: sign out first')
		);
	}
	if (E && f.dangerousEmailLinking) return decide('oauth.email-known-linking-allowed', { type: 'link', user: E });
	if (E) return refuse('oauth.email-known', new OAuthAccountNotLinked('Another account already exists with the same e-mail address'));
	return decide('oauth.new-user', { type: 'create' });
}

/**
 * Following the link proves control of the address, so it signs in as the address's user, even over
 * another session (that session ends): the link itself is the user's explicit choice. No account row.
 */
function email(f: Facts): Decision {
	if (f.emailOwner) return decide('email.known', { type: 'existing', user: f.emailOwner });
	return decide('email.new-user', { type: 'create' });
}

function credentials(f: Facts): Decision {
	if (!f.databaseSession) return decide('credentials.jwt', { type: 'transient' });
	if (f.idOwner) return decide('credentials.stored', { type: 'existing', user: f.idOwner });
	// Never matched by e-mail: authorize() vouches for its own id, not for an address another user owns.
	if (f.emailOwner) return refuse('credentials.email-taken', new AccountNotLinked('Another account already exists with the same e-mail address'));
	return decide('credentials.new-user', { type: 'create' });
}

function passkeySignIn(f: Facts): Decision {
	const owner = f.accountOwner;
	if (!owner) return refuse('passkey.owner-gone', new WebAuthnVerificationError('The passkey belongs to no user'));
	if (f.session.state === 'none') return decide('passkey.sign-in', { type: 'existing', user: owner });
	if (sessionId(f.session) === owner.id) return decide('passkey.yours', { type: 'existing', user: owner });
	return refuse('passkey.of-another', new AccountNotLinked('The passkey is already associated with another user'));
}

function passkeyRegister(f: Facts): Decision {
	const target = f.registerFor;
	if (target && 'userId' in target) {
		// The options were minted for a signed-in user: a different (or no) session now means a replayed cookie.
		if (f.session.state !== 'stored' || f.session.user.id !== target.userId) {
			return refuse('passkey.session-changed', new WebAuthnVerificationError('Session changed during passkey registration'));
		}
		return decide('passkey.add-to-session', { type: 'link', user: f.session.user });
	}
	if (f.session.state !== 'none') return refuse('passkey.signed-in-during-sign-up', new WebAuthnVerificationError('Signed in during a passkey sign-up'));
	// Our options always name an owner; a sealed challenge without one cannot fit any session either.
	if (!target) return refuse('passkey.session-changed', new WebAuthnVerificationError('WebAuthn registration challenge names no owner'));
	// Another flow may have created the address since the options were served.
	if (f.emailOwner) return refuse('passkey.email-known', new AccountNotLinked('Another account already exists with the same e-mail address'));
	return decide('passkey.new-account', { type: 'create' });
}

/** The decision for one sign-in. Pure: the same facts always give the same row. */
export function decideSignIn(facts: Facts): Decision {
	switch (facts.kind) {
		case 'oauth':
			return oauth(facts);
		case 'email':
			return email(facts);
		case 'credentials':
			return credentials(facts);
		case 'passkey-authenticate':
			return passkeySignIn(facts);
		case 'passkey-register':
			return passkeyRegister(facts);
	}
}

/**
 * Who may register a passkey when the options are asked for: the signed-in stored user, or (signed out)
 * whoever types a new address. A signed-in user the adapter does not know cannot own a key.
 */
export function decidePasskeyOwner(session: CurrentUser): { row: string; user?: AdapterUser; error?: AuthError } {
	if (session.state === 'stored') return { row: 'passkey-options.add-to-session', user: session.user };
	if (session.state === 'unstored') {
		return {
			row: 'passkey-options.session-not-stored',
			error: new AccountLinkingUnavailable('The signed-in user is not stored, so no passkey can be added: sign out first')
		};
	}
	return { row: 'passkey-options.signed-out' };
}

/**
 * The user the `signIn` callback is shown, as Auth.js shows it: the stored user the sign-in resolves to
 * (the account's owner, the address's user, the passkey's user), else the candidate from the provider.
 */
export function callbackUser(decision: Decision, candidate: User): User | AdapterUser {
	return decision.outcome.type === 'existing' ? decision.outcome.user : candidate;
}
