import { describe, expect, it } from 'vitest';
import { InvalidEndpoints } from '../errors.ts';
import { DEFAULT_REFRESH_BEFORE_EXPIRY, settleOAuthProvider } from './oauth.ts';
import type { OAuthConfig } from '../providers/types.ts';

const oidc: OAuthConfig = { id: 'idp', name: 'IdP', type: 'oidc', issuer: 'https://idp.example', clientId: 'c', clientSecret: 's' };

describe('refresh and federatedSignOut are settled at startup', () => {
	it('both are off unless asked for', () => {
		const settled = settleOAuthProvider(oidc, undefined);
		expect(settled.refresh).toBeUndefined();
		expect(settled.endSession).toBeUndefined();
	});

	it('refresh: true refreshes a minute early; beforeExpiry sets it; a negative or non-number value is refused', () => {
		expect(settleOAuthProvider({ ...oidc, refresh: true }, undefined).refresh).toEqual({ beforeExpiry: DEFAULT_REFRESH_BEFORE_EXPIRY });
		expect(settleOAuthProvider({ ...oidc, refresh: { beforeExpiry: 0 } }, undefined).refresh).toEqual({ beforeExpiry: 0 });
		for (const beforeExpiry of [-1, Number.NaN, Infinity]) expect(() => settleOAuthProvider({ ...oidc, refresh: { beforeExpiry } }, undefined)).toThrow(TypeError);
	});

	it('refresh with a custom token.request is refused: the grant goes to the token endpoint', () => {
		expect(() => settleOAuthProvider({ ...oidc, type: 'oauth', token: { request: () => ({}) }, refresh: true }, undefined)).toThrow(InvalidEndpoints);
	});

	it('federatedSignOut needs OIDC (the id_token is the hint); its postLogoutRedirectUri must be a path or a URL', () => {
		expect(settleOAuthProvider({ ...oidc, federatedSignOut: true }, undefined).endSession).toEqual({ postLogoutRedirectUri: undefined });
		expect(settleOAuthProvider({ ...oidc, federatedSignOut: { postLogoutRedirectUri: '/bye' } }, undefined).endSession).toEqual({ postLogoutRedirectUri: '/bye' });
		expect(() => settleOAuthProvider({ ...oidc, type: 'oauth', federatedSignOut: true }, undefined)).toThrow(InvalidEndpoints);
		expect(() => settleOAuthProvider({ ...oidc, federatedSignOut: { postLogoutRedirectUri: 'bye' } }, undefined)).toThrow(TypeError);
	});
});
