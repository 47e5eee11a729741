/**
 * BoxyHQ SAML Jackson: SAML single sign-on presented as OAuth 2 (self-hosted or BoxyHQ's service).
 * Docs: https://boxyhq.com/docs/jackson/overview
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, joinName, requireId, withUserOptions } from './oauth-defaults.ts';
import { requireBaseUrl } from './provider-helpers.ts';

/** GET /api/oauth/userinfo: https://boxyhq.com/docs/jackson/sso-flow */
export interface BoxyHQSAMLProfile {
	id: string;
	email: string;
	firstName?: string;
	lastName?: string;
	requested?: Record<string, unknown>;
	raw?: Record<string, unknown>;
	[key: string]: unknown;
}

/**
 * BoxyHQ SAML sign-in. Callback URL: `<origin>/auth/callback/boxyhq-saml`.
 * `issuer` (the Jackson URL) is required in code. Name the tenant and product at sign-in, e.g.
 * `signIn('boxyhq-saml', {}, { tenant: 'example.com', product: 'my-app' })`, with `clientId` and
 * `clientSecret` set to `dummy`, or use the connection's own client id and secret.
 * @example BoxyHQSAML({ clientId: 'dummy', clientSecret: 'dummy', issuer: 'https://jackson.example.com' })
 */
export default function BoxyHQSAML(options: Partial<OAuthConfig<BoxyHQSAMLProfile>> = {}): OAuthConfig<BoxyHQSAMLProfile> {
	const issuer = requireBaseUrl(options.issuer, 'BoxyHQ SAML', 'https://jackson.example.com');
	return withUserOptions<BoxyHQSAMLProfile>(
		{
			id: 'boxyhq-saml',
			name: 'BoxyHQ SAML',
			type: 'oauth',
			issuer,
			authorization: { url: `${issuer}/api/oauth/authorize`, params: { provider: 'saml' } },
			token: { url: `${issuer}/api/oauth/token` },
			userinfo: { url: `${issuer}/api/oauth/userinfo` },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.id),
				name: joinName(profile.firstName, profile.lastName),
				email: firstString(profile.email),
				image: null
			}),
			style: { bg: '#25c2a0', text: '#ffffff' }
		},
		{ ...options, issuer }
	);
}

export { BoxyHQSAML };
