/**
 * Hugging Face (OpenID Connect).
 * Docs: https://huggingface.co/docs/hub/oauth
 */
import type { OAuthConfig } from './types.ts';
import { oidcPreset } from './oidc-preset.ts';

/** ID token claims: https://huggingface.co/docs/hub/oauth#currently-supported-scopes */
export interface HuggingfaceProfile {
	iss: string;
	sub: string;
	aud: string;
	exp: number;
	iat: number;
	name?: string;
	preferred_username?: string;
	profile?: string;
	picture?: string;
	website?: string;
	email?: string;
	email_verified?: boolean;
	isPro?: boolean;
	canPay?: boolean;
	orgs?: Array<{ sub: string; name: string; picture: string; preferred_username: string; isEnterprise: boolean; roleInOrg?: string }>;
	[claim: string]: unknown;
}

/**
 * Hugging Face sign-in. Callback URL: `<origin>/auth/callback/huggingface`. The `email` scope needs the
 * e-mail permission on the OAuth app.
 * @example Huggingface({ clientId: env.AUTH_HUGGINGFACE_ID, clientSecret: env.AUTH_HUGGINGFACE_SECRET })
 */
export default function Huggingface(options: Partial<OAuthConfig<HuggingfaceProfile>> = {}): OAuthConfig<HuggingfaceProfile> {
	return oidcPreset<HuggingfaceProfile>(
		{
			id: 'huggingface',
			name: 'Hugging Face',
			issuer: 'https://huggingface.co',
			style: { bg: '#ffd21e', text: '#000000' },
			nameFrom: (p) => [p.name, p.nickname, p.preferred_username]
		},
		options
	);
}

export { Huggingface };
