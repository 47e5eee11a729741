import { describe, expect, it } from 'vitest';
import { buildCandidate, defaultAccount, defaultProfile, withExpiresAt } from './profile.ts';
import type { OAuthConfig } from '../../providers/types.ts';

const provider: OAuthConfig = { id: 'p', name: 'P', type: 'oauth' };

describe('oauth profile mapping defaults (as Auth.js maps profiles)', () => {
	it('default profile() prefers sub over id, name over nickname over preferred_username, and drops undefined keys', () => {
		expect(defaultProfile({ sub: 's', id: 'i', nickname: 'nick', email: 'e@x', picture: 'http://img' })).toEqual({
			id: 's',
			name: 'nick',
			email: 'e@x',
			image: 'http://img'
		});
		expect(defaultProfile({ id: 7 as unknown as string, preferred_username: 'pu' })).toEqual({ id: '7', name: 'pu' });
	});

	it('default account() keeps only the seven stored token fields', () => {
		expect(defaultAccount({ access_token: 'a', token_type: 'bearer', expires_in: 5, extra: 'x', session_state: 's' })).toEqual({
			access_token: 'a',
			token_type: 'bearer',
			session_state: 's'
		});
	});

	it('expires_at is now + expires_in only when expires_in is present', () => {
		const now = Math.floor(Date.now() / 1000);
		expect(withExpiresAt({ expires_in: 60 }).expires_at).toBeGreaterThanOrEqual(now + 60);
		expect(withExpiresAt({ access_token: 'a' })).not.toHaveProperty('expires_at');
	});

	it('the candidate user gets a random id (never the provider id) and a lower-cased e-mail', async () => {
		const { user, account } = await buildCandidate(provider, { id: 'gh-1', email: 'A@B.C' }, { access_token: 't' });
		expect(user.id).not.toBe('gh-1');
		expect(user.email).toBe('a@b.c');
		expect(account).toEqual({ access_token: 't', provider: 'p', type: 'oauth', providerAccountId: 'gh-1' });
	});

	it('a profile without an id is OAuthProfileParseError, never a random account id (each sign-in would be a new account)', async () => {
		await expect(buildCandidate(provider, { email: 'noid@example.test' }, { access_token: 't' })).rejects.toMatchObject({ type: 'OAuthProfileParseError' });
		await expect(buildCandidate(provider, { id: '', email: 'noid@example.test' }, { access_token: 't' })).rejects.toMatchObject({ type: 'OAuthProfileParseError' });
	});

	it('a profile() returning nothing is OAuthProfileParseError', async () => {
		const broken = { ...provider, profile: () => undefined as never };
		await expect(buildCandidate(broken, {}, {})).rejects.toMatchObject({ type: 'OAuthProfileParseError' });
	});
});
