/**
 * EVE Online single sign-on (OAuth 2, SSO v2).
 * Docs: https://docs.esi.evetech.net/docs/sso/
 */
import type { OAuthConfig } from './types.ts';
import { firstString, requireId, withUserOptions } from './oauth-defaults.ts';

/** GET https://login.eveonline.com/oauth/verify: the character behind the token. */
export interface EVEOnlineProfile {
	CharacterID: number;
	CharacterName: string;
	ExpiresOn: string;
	Scopes: string;
	TokenType: string;
	/** Changes when the character is sold to another account. */
	CharacterOwnerHash: string;
	IntellectualProperty: string;
	[key: string]: unknown;
}

/**
 * EVE Online sign-in. Callback URL: `<origin>/auth/callback/eveonline`. The account is the character;
 * EVE shares no e-mail address.
 * @example EVEOnline({ clientId: env.AUTH_EVEONLINE_ID, clientSecret: env.AUTH_EVEONLINE_SECRET })
 */
export default function EVEOnline(options: Partial<OAuthConfig<EVEOnlineProfile>> = {}): OAuthConfig<EVEOnlineProfile> {
	return withUserOptions<EVEOnlineProfile>(
		{
			id: 'eveonline',
			name: 'EVE Online',
			type: 'oauth',
			authorization: { url: 'https://login.eveonline.com/v2/oauth/authorize', params: { scope: 'publicData' } },
			token: { url: 'https://login.eveonline.com/v2/oauth/token' },
			userinfo: { url: 'https://login.eveonline.com/oauth/verify' },
			checks: ['state'],
			profile: (profile) => {
				const id = requireId(profile.CharacterID);
				return {
					id,
					name: firstString(profile.CharacterName),
					email: null,
					image: `https://images.evetech.net/characters/${encodeURIComponent(id)}/portrait?size=128`
				};
			},
			style: { bg: '#000000', text: '#ffffff' }
		},
		options
	);
}

export { EVEOnline };
