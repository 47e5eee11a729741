import { describe, expect, it } from 'vitest';
import { remainingWays, type SignInFacts } from './ways.ts';

const none: SignInFacts = { accounts: [], passkeys: 0, passkeyProvider: false, email: false, credentials: false };
const github = { provider: 'github', providerAccountId: '1', type: 'oauth', configured: true };
const removing = { provider: 'github', providerAccountId: '1' };

describe('the ways left after unlinking an account', () => {
	it('the only account leaves none', () => expect(remainingWays({ ...none, accounts: [github] }, removing)).toEqual([]));

	it('another account of a configured OAuth/OIDC provider is a way; one of a removed provider, or a passkey row, is not', () => {
		const google = { provider: 'google', providerAccountId: '2', type: 'oidc', configured: true };
		const gone = { provider: 'old-idp', providerAccountId: '3', type: 'oauth', configured: false };
		const passkeyRow = { provider: 'passkey', providerAccountId: '4', type: 'webauthn', configured: true };
		expect(remainingWays({ ...none, accounts: [github, google, gone, passkeyRow] }, removing)).toEqual([{ kind: 'account', provider: 'google', providerAccountId: '2' }]);
	});

	it('passkeys count only with a passkey provider configured; e-mail and app-vouched credentials count', () => {
		expect(remainingWays({ ...none, accounts: [github], passkeys: 2, passkeyProvider: false }, removing)).toEqual([]);
		expect(remainingWays({ ...none, accounts: [github], passkeys: 2, passkeyProvider: true }, removing)).toEqual([{ kind: 'passkey' }]);
		expect(remainingWays({ ...none, accounts: [github], email: true }, removing)).toEqual([{ kind: 'email' }]);
		expect(remainingWays({ ...none, accounts: [github], credentials: true }, removing)).toEqual([{ kind: 'credentials' }]);
	});
});
