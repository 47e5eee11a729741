/**
 * WorkOS SSO (OAuth 2 in front of SAML and OIDC connections).
 * Docs: https://workos.com/docs/reference/sso
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, joinName, omitKeys, requireId, withUserOptions } from './oauth-defaults.ts';
import { conformTokenResponse } from './provider-helpers.ts';

/** GET /sso/profile: https://workos.com/docs/reference/sso/profile */
export interface WorkOSProfile {
	object: 'profile';
	id: string;
	organization_id?: string | null;
	connection_id: string;
	connection_type: string;
	idp_id: string;
	email: string;
	first_name?: string | null;
	last_name?: string | null;
	role?: { slug: string };
	raw_attributes?: { picture?: string; [key: string]: unknown };
	[key: string]: unknown;
}

export type WorkOSOptions = Partial<OAuthConfig<WorkOSProfile>> & {
	/** A connection id (`conn_...`) to always use; otherwise pass `connection` or `organization` at sign-in. */
	connection?: string;
};

/**
 * WorkOS sign-in. Callback URL: `<origin>/auth/callback/workos`. Pick the connection at sign-in, e.g.
 * `signIn('workos', {}, { organization: 'org_01...' })`. The token answer (`{ access_token, profile }`)
 * has no `token_type`, which `token.conform` adds. `issuer` overrides the API base (`https://api.workos.com/`).
 * @example WorkOS({ clientId: env.AUTH_WORKOS_ID, clientSecret: env.AUTH_WORKOS_SECRET })
 */
export default function WorkOS(options: WorkOSOptions = {}): OAuthConfig<WorkOSProfile> {
	const api = (options.issuer ?? 'https://api.workos.com').replace(/\/+$/, '');
	return withUserOptions<WorkOSProfile>(
		{
			id: 'workos',
			name: 'WorkOS',
			type: 'oauth',
			// WorkOS has no scopes.
			authorization: { url: `${api}/sso/authorize`, params: { scope: '', ...(options.connection ? { connection: options.connection } : {}) } },
			token: { url: `${api}/sso/token`, conform: (response) => conformTokenResponse(response) },
			userinfo: { url: `${api}/sso/profile` },
			// WorkOS reads the client credentials from the form body.
			client: { token_endpoint_auth_method: 'client_secret_post' },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.id),
				name: joinName(profile.first_name, profile.last_name),
				email: firstString(profile.email),
				image: firstString(profile.raw_attributes?.picture)
			}),
			style: { bg: '#6363f1', text: '#ffffff' }
		},
		omitKeys(options, ['connection'])
	);
}

export { WorkOS };
