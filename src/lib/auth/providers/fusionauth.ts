/**
 * FusionAuth (OpenID Connect; self-hosted or FusionAuth Cloud, optionally one tenant of many).
 * Docs: https://fusionauth.io/docs/lifecycle/authenticate-users/oauth/endpoints
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, joinName, omitKeys, requireId, withUserOptions } from './oauth-defaults.ts';

/** ID token claims: https://fusionauth.io/docs/lifecycle/authenticate-users/oauth/tokens#id-token */
export interface FusionAuthProfile {
	iss: string;
	sub: string;
	aud: string;
	exp: number;
	iat: number;
	jti?: string;
	authenticationType?: string;
	email?: string;
	email_verified?: boolean;
	preferred_username?: string;
	name?: string;
	given_name?: string;
	middle_name?: string;
	family_name?: string;
	picture?: string;
	sid?: string;
	[claim: string]: unknown;
}

export type FusionAuthOptions = Partial<OAuthConfig<FusionAuthProfile>> & {
	/** Tenant id, when the FusionAuth instance has several tenants (needs `issuer` in code). */
	tenantId?: string;
};

/**
 * FusionAuth puts a `WWW-Authenticate` header on token answers that are not challenges, which
 * oauth4webapi reads as an RFC 6750 section 3 challenge and refuses. Drops the header from any answer
 * other than a 401; `undefined` when there is nothing to drop.
 */
export async function conformFusionAuthTokenResponse(response: Response): Promise<Response | undefined> {
	if (response.status === 401 || !response.headers.has('www-authenticate')) return undefined;
	const headers = new Headers(response.headers);
	headers.delete('www-authenticate');
	return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * FusionAuth sign-in. Callback URL: `<origin>/auth/callback/fusionauth`.
 * `issuer` is required (option or `AUTH_FUSIONAUTH_ISSUER`); it must equal the tenant's configured issuer.
 * @example FusionAuth({ clientId, clientSecret, issuer: 'https://auth.example.com', tenantId: '2f1c...' })
 */
export default function FusionAuth(options: FusionAuthOptions = {}): OAuthConfig<FusionAuthProfile> {
	const base = options.issuer?.replace(/\/+$/, '');
	const tenantId = options.tenantId;
	if (tenantId && !base) throw new TypeError('FusionAuth needs `issuer` in code when `tenantId` is set');
	return withUserOptions<FusionAuthProfile>(
		{
			id: 'fusionauth',
			name: 'FusionAuth',
			type: 'oidc',
			// A tenant's discovery document is selected by a query parameter.
			...(tenantId ? { wellKnown: `${base}/.well-known/openid-configuration?tenantId=${encodeURIComponent(tenantId)}` } : {}),
			authorization: { params: { scope: 'openid offline_access email profile', ...(tenantId ? { tenantId } : {}) } },
			token: base ? { url: `${base}/oauth2/token`, conform: conformFusionAuthTokenResponse } : { conform: conformFusionAuthTokenResponse },
			...(base ? { userinfo: `${base}/oauth2/userinfo` } : {}),
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.sub),
				name: firstString(profile.name, profile.preferred_username) ?? joinName(profile.given_name, profile.middle_name, profile.family_name),
				email: firstString(profile.email),
				image: firstString(profile.picture)
			}),
			style: { bg: '#0b2c4e', text: '#f58320' }
		},
		omitKeys(options, ['tenantId'])
	);
}

export { FusionAuth };
