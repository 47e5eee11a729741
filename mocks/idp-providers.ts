/**
 * The demo's provider configs for the mock identity provider (app side, not library): `mock-oidc`
 * uses discovery and the id_token, `mock-oauth` uses explicit endpoints and userinfo, `mock-entra` is the
 * Entra ID preset on a multi-tenant (`organizations`) issuer (mocks/tenant-discovery.ts).
 * Both opt in to plain http with `unsafeAllowInsecureRequests`: only ever for this local mock.
 */
import MicrosoftEntraID from '#lib/auth/providers/microsoft-entra-id.ts';
import type { OAuthConfig } from '#lib/auth/providers/types.ts';

// Alphanumeric on purpose: client_secret_basic form-encodes the id (RFC 6749 section 2.3.1, so `-`
// becomes %2D) and the mock puts the still-encoded name into the id_token's `aud`.
export const MOCK_CLIENT_ID = 'mockclient';
export const MOCK_CLIENT_SECRET = 'mockclientsecret';

/** OIDC with discovery. The mock advertises only the `none` client authentication method. */
export function mockOidcProvider(issuer: string): OAuthConfig {
	return {
		id: 'mock-oidc',
		name: 'Mock OIDC',
		type: 'oidc',
		issuer,
		clientId: MOCK_CLIENT_ID,
		clientSecret: MOCK_CLIENT_SECRET,
		client: { token_endpoint_auth_method: 'none' },
		checks: ['pkce', 'state', 'nonce'],
		unsafeAllowInsecureRequests: true
	};
}

/**
 * Plain OAuth 2 with explicit endpoints and the userinfo endpoint as the profile source. The mock
 * also returns an id_token; oauth4webapi checks its claims against `issuer`, the profile ignores it.
 */
export function mockOAuthProvider(issuer: string): OAuthConfig {
	return {
		id: 'mock-oauth',
		name: 'Mock OAuth',
		type: 'oauth',
		issuer,
		clientId: MOCK_CLIENT_ID,
		clientSecret: MOCK_CLIENT_SECRET,
		authorization: { url: `${issuer}/authorize`, params: { scope: 'openid profile email' } },
		token: `${issuer}/token`,
		userinfo: `${issuer}/userinfo`,
		client: { token_endpoint_auth_method: 'client_secret_basic' },
		checks: ['pkce', 'state'],
		unsafeAllowInsecureRequests: true
	};
}

/** The Mock Entra ID client and the tenant its users belong to (a GUID, as Entra's `tid`). */
export const MOCK_ENTRA_CLIENT_ID = 'mockentra';
export const MOCK_ENTRA_TENANT = '3f2a1b9c-5d4e-4f60-8a7b-9c0d1e2f3a4b';

/**
 * The Entra ID preset, multi-tenant: discovery publishes `{tenantid}` and each id_token names its
 * user's tenant, so this signs in only if the library resolves the tenant (docs/providers.md).
 * `tenantOrigin`: the tenant discovery server (mocks/start.ts, port 9402).
 */
export function mockEntraProvider(tenantOrigin: string): OAuthConfig {
	return MicrosoftEntraID({
		id: 'mock-entra',
		name: 'Mock Entra ID',
		issuer: `${tenantOrigin}/organizations/v2.0`,
		clientId: MOCK_ENTRA_CLIENT_ID,
		clientSecret: MOCK_CLIENT_SECRET,
		// The mock advertises only `none`.
		client: { token_endpoint_auth_method: 'none' },
		unsafeAllowInsecureRequests: true
	}) as OAuthConfig;
}
