/**
 * What a flow hands over once it has verified a user with the provider: who the provider says they are,
 * the account that proves it, and nothing written yet. identity/ decides what the candidate becomes
 * (docs/account-linking.md); a flow never creates, links or signs in anyone itself.
 */
import type { Account, AdapterAuthenticator, Profile, User } from '../model.ts';

/** A passkey ceremony's verified result: the key that signed, or the new key to store. */
export type PasskeyProof =
	| {
			ceremony: 'authenticate';
			/** The stored authenticator whose signature verified. */
			authenticator: AdapterAuthenticator;
			/** The signature counter to store (https://www.w3.org/TR/webauthn-3/#sctn-sign-counter). */
			newCounter: number;
	  }
	| {
			ceremony: 'register';
			/** The new authenticator, without its owner (identity/ decides who that is). */
			authenticator: Omit<AdapterAuthenticator, 'userId'>;
			/** Set when the options were minted for a signed-in user: only they may own the key. */
			forUserId?: string;
			/** Set when the options were minted for a new account: the address the user typed. */
			email?: string;
	  };

export interface SignInCandidate {
	/** User-shaped result of `profile()` / `authorize()` / the e-mail address. Its id is not a stored id. */
	user: User;
	account: Account;
	/** The raw OAuth profile (claims or userinfo), when there is one. */
	profile?: Profile;
	/** Credentials sign-ins: the declared fields that reached `authorize()`, for the signIn callback. */
	credentials?: Record<string, unknown>;
	passkey?: PasskeyProof;
}
