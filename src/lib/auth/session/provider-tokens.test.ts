import { describe, expect, it } from 'vitest';
import { hasRefreshError, isDue, keptTokens, mergeRefreshed, tokenKeeper } from './provider-tokens.ts';
import type { OAuthProvider, ResolvedProvider } from '../config/types.ts';

const provider = (options: Partial<Pick<OAuthProvider, 'refresh' | 'endSession'>>) => ({ id: 'idp', type: 'oidc', ...options }) as OAuthProvider;
const both = provider({ refresh: { beforeExpiry: 60 }, endSession: {} });
const tokens = { access_token: 'a', refresh_token: 'r', expires_at: 1000, id_token: 'i', token_type: 'bearer', scope: 'openid', session_state: 's' };

describe('what a session keeps', () => {
	it('a provider with neither refresh nor federatedSignOut keeps nothing (the cookie stays as small as before)', () => {
		expect(keptTokens(provider({}), tokens)).toBeUndefined();
		expect(tokenKeeper([provider({}) as ResolvedProvider], 'idp')).toBeUndefined();
	});

	it('refresh keeps the access and refresh token, expiry, type and scope; federatedSignOut keeps only the id_token', () => {
		expect(keptTokens(provider({ refresh: { beforeExpiry: 60 } }), tokens)).toEqual({ provider: 'idp', access_token: 'a', refresh_token: 'r', expires_at: 1000, token_type: 'bearer', scope: 'openid' });
		expect(keptTokens(provider({ endSession: {} }), tokens)).toEqual({ provider: 'idp', id_token: 'i' });
		expect(keptTokens(both, { access_token: 'a' })).toEqual({ provider: 'idp', access_token: 'a' });
	});

	it('a refresh answer without a new refresh token or id_token keeps the old ones (RFC 6749 section 6), and its own expiry only', () => {
		const before = keptTokens(both, tokens)!;
		expect(mergeRefreshed(both, before, { access_token: 'a2', token_type: 'bearer' })).toEqual({ provider: 'idp', access_token: 'a2', token_type: 'bearer', refresh_token: 'r', id_token: 'i' });
		expect(mergeRefreshed(both, before, { access_token: 'a2', refresh_token: 'r2', id_token: 'i2', expires_at: 2000 })).toMatchObject({ refresh_token: 'r2', id_token: 'i2', expires_at: 2000 });
	});
});

describe('when tokens are due, and when that is an error', () => {
	it.each([
		[939, false],
		[940, true],
		[1000, true],
		[5000, true]
	])('expires_at 1000, 60 s early: at %i due is %s', (now, due) => expect(isDue({ expires_at: 1000 }, 60, now)).toBe(due));

	it('a token without expires_at is never due', () => expect(isDue({}, 60, 1e12)).toBe(false));

	it('no error before due; due without a refresh token is an error; due with one only once expired (a refresh may still come)', () => {
		expect(hasRefreshError({ provider: 'x', expires_at: 1000 }, 60, 900)).toBe(false);
		expect(hasRefreshError({ provider: 'x', expires_at: 1000 }, 60, 950)).toBe(true);
		expect(hasRefreshError({ provider: 'x', expires_at: 1000, refresh_token: 'r' }, 60, 950)).toBe(false);
		expect(hasRefreshError({ provider: 'x', expires_at: 1000, refresh_token: 'r' }, 60, 1000)).toBe(true);
	});
});
