/**
 * Battle.net (OpenID Connect; one issuer per region).
 * Docs: https://develop.battle.net/documentation/guides/using-oauth
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, OIDC_SCOPE, firstString, requireId, withUserOptions } from './oauth-defaults.ts';

/** ID token claims: Battle.net shares the BattleTag, never the e-mail. */
export interface BattleNetProfile {
	iss: string;
	sub: string;
	aud: string;
	exp: number;
	iat: number;
	battle_tag: string;
	[claim: string]: unknown;
}

/** The regional issuers Battle.net documents. */
export type BattleNetIssuer =
	| 'https://oauth.battle.net'
	| 'https://oauth.battlenet.com.cn'
	| 'https://www.battlenet.com.cn/oauth'
	| `https://${'us' | 'eu' | 'kr' | 'tw'}.battle.net/oauth`;

/**
 * Battle.net sign-in. Callback URL: `<origin>/auth/callback/battlenet`.
 * `issuer` is required (option or `AUTH_BATTLENET_ISSUER`): `https://oauth.battle.net` outside China.
 * @example BattleNet({ clientId, clientSecret, issuer: 'https://oauth.battle.net' })
 */
export default function BattleNet(options: Partial<OAuthConfig<BattleNetProfile>> & { issuer?: BattleNetIssuer | string } = {}): OAuthConfig<BattleNetProfile> {
	return withUserOptions<BattleNetProfile>(
		{
			id: 'battlenet',
			name: 'Battle.net',
			type: 'oidc',
			authorization: { params: { scope: OIDC_SCOPE } },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({ id: requireId(profile.sub), name: firstString(profile.battle_tag), email: null, image: null }),
			style: { bg: '#148eff', text: '#ffffff' }
		},
		options
	);
}

export { BattleNet };
