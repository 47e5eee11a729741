/**
 * Pipedrive (OAuth 2).
 * Docs: https://pipedrive.readme.io/docs/marketplace-oauth-authorization
 */
import type { EndpointContext, OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, requestJson, requireId, withUserOptions } from './oauth-defaults.ts';

/** GET /api/v1/users/me (abridged): https://developers.pipedrive.com/docs/api/v1/Users#getCurrentUser */
export interface PipedriveProfile {
	success: boolean;
	data: {
		id: number;
		name: string;
		email: string;
		icon_url?: string | null;
		default_currency?: string;
		locale?: string;
		lang?: number;
		phone?: string | null;
		activated?: boolean;
		is_admin?: number;
		timezone_name?: string;
		company_id?: number;
		company_name?: string;
		company_domain?: string;
		[key: string]: unknown;
	};
	[key: string]: unknown;
}

/**
 * The token answer names the company's API host (`api_domain`, e.g. `https://acme.pipedrive.com`), which
 * Pipedrive asks apps to call; only an https Pipedrive host is accepted, else the global API host.
 */
export function pipedriveApiBase(apiDomain: unknown): string {
	if (typeof apiDomain === 'string') {
		try {
			const url = new URL(apiDomain);
			if (url.protocol === 'https:' && (url.hostname === 'pipedrive.com' || url.hostname.endsWith('.pipedrive.com'))) return url.origin;
		} catch {
			// Not a URL: fall back to the global host.
		}
	}
	return 'https://api.pipedrive.com';
}

export function fetchPipedriveProfile(context: EndpointContext): Promise<PipedriveProfile> {
	return requestJson<PipedriveProfile>(context, `${pipedriveApiBase(context.tokens.api_domain)}/api/v1/users/me`);
}

/**
 * Pipedrive sign-in. Callback URL: `<origin>/auth/callback/pipedrive`. Pipedrive grants the scopes
 * configured on the app, so the `scope` parameter stays empty.
 * @example Pipedrive({ clientId: env.AUTH_PIPEDRIVE_ID, clientSecret: env.AUTH_PIPEDRIVE_SECRET })
 */
export default function Pipedrive(options: Partial<OAuthConfig<PipedriveProfile>> = {}): OAuthConfig<PipedriveProfile> {
	return withUserOptions<PipedriveProfile>(
		{
			id: 'pipedrive',
			name: 'Pipedrive',
			type: 'oauth',
			authorization: { url: 'https://oauth.pipedrive.com/oauth/authorize', params: { scope: '' } },
			token: { url: 'https://oauth.pipedrive.com/oauth/token' },
			userinfo: { url: 'https://api.pipedrive.com/api/v1/users/me', request: fetchPipedriveProfile },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.data?.id),
				name: firstString(profile.data?.name),
				email: firstString(profile.data?.email),
				image: firstString(profile.data?.icon_url)
			}),
			style: { bg: '#017737', text: '#ffffff' }
		},
		options
	);
}

export { Pipedrive };
