/**
 * The ways a user can still sign in, for the one rule of unlinking: an account may be removed only when
 * another way remains (docs/account-linking.md, "Unlinking"). Pure: identity/unlink.ts gathers the facts.
 */

export interface SignInFacts {
	/** The user's accounts, with whether their provider is configured (an account of a removed provider signs nobody in). */
	accounts: ReadonlyArray<{ provider: string; providerAccountId: string; type: string; configured: boolean }>;
	/** Stored passkeys of the user, and whether a passkey provider is configured. */
	passkeys: number;
	passkeyProvider: boolean;
	/** The user has an e-mail address and an e-mail provider is configured: a link proves the address. */
	email: boolean;
	/** The app says the user can sign in with credentials (the library cannot know what `authorize()` accepts). */
	credentials: boolean;
}

export type SignInWay =
	| { kind: 'account'; provider: string; providerAccountId: string }
	| { kind: 'passkey' }
	| { kind: 'email' }
	| { kind: 'credentials' };

/**
 * The ways left once the account `removing` is gone: every other OAuth/OIDC account of a configured provider,
 * the passkeys (when a passkey provider is configured), e-mail, credentials.
 * @example remainingWays(facts, { provider: 'github', providerAccountId: '42' }).length > 0
 */
export function remainingWays(facts: SignInFacts, removing: { provider: string; providerAccountId: string }): SignInWay[] {
	const ways: SignInWay[] = [];
	for (const account of facts.accounts) {
		if (account.provider === removing.provider && account.providerAccountId === removing.providerAccountId) continue;
		if (account.configured && (account.type === 'oauth' || account.type === 'oidc')) {
			ways.push({ kind: 'account', provider: account.provider, providerAccountId: account.providerAccountId });
		}
	}
	if (facts.passkeyProvider && facts.passkeys > 0) ways.push({ kind: 'passkey' });
	if (facts.email) ways.push({ kind: 'email' });
	if (facts.credentials) ways.push({ kind: 'credentials' });
	return ways;
}
