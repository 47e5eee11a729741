/**
 * Slack ("Sign in with Slack", OpenID Connect).
 * Docs: https://api.slack.com/authentication/sign-in-with-slack
 */
import type { OAuthConfig } from './types.ts';
import { oidcPreset } from './oidc-preset.ts';

/** ID token claims: https://api.slack.com/authentication/sign-in-with-slack#response */
export interface SlackProfile {
	iss: string;
	/** The Slack user id; equal to `https://slack.com/user_id`. */
	sub: string;
	aud: string;
	exp: number;
	iat: number;
	auth_time: number;
	nonce?: string;
	at_hash?: string;
	'https://slack.com/team_id': string;
	'https://slack.com/user_id': string;
	email?: string;
	email_verified?: boolean;
	date_email_verified?: number;
	locale?: string;
	name?: string;
	picture?: string;
	given_name?: string;
	family_name?: string;
	'https://slack.com/team_name'?: string;
	'https://slack.com/team_domain'?: string;
	[claim: string]: unknown;
}

/**
 * Slack sign-in. Callback URL: `<origin>/auth/callback/slack` (Slack requires https, also in development).
 * A Slack user id is unique per workspace only: the same person in two workspaces is two accounts.
 * @example Slack({ clientId: env.AUTH_SLACK_ID, clientSecret: env.AUTH_SLACK_SECRET })
 */
export default function Slack(options: Partial<OAuthConfig<SlackProfile>> = {}): OAuthConfig<SlackProfile> {
	return oidcPreset<SlackProfile>({
			id: 'slack',
			name: 'Slack',
			issuer: 'https://slack.com',
			style: { bg: '#4a154b', text: '#ffffff' },
			// Slack's OIDC flow documents `nonce`, not PKCE.
			checks: ['nonce', 'state'],
			idFrom: (p) => [p.sub, p['https://slack.com/user_id']],
			nameFrom: (p) => [p.name]
		}, options);
}

export { Slack };
