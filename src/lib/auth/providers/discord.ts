/**
 * Discord (OAuth 2).
 * Docs: https://discord.com/developers/docs/topics/oauth2
 */
import type { OAuthConfig } from './types.ts';
import { DEFAULT_CHECKS, firstString, requireId, withUserOptions } from './oauth-defaults.ts';

/** GET /users/@me: https://discord.com/developers/docs/resources/user#user-object */
export interface DiscordProfile {
	/** Snowflake, as a string. */
	id: string;
	username: string;
	/** "0" for accounts migrated to unique usernames. */
	discriminator: string;
	global_name: string | null;
	/** Avatar hash (prefix `a_` = animated), or null. */
	avatar: string | null;
	bot?: boolean;
	mfa_enabled?: boolean;
	banner?: string | null;
	accent_color?: number | null;
	locale?: string;
	verified?: boolean;
	email?: string | null;
	flags?: number;
	premium_type?: number;
	public_flags?: number;
	[key: string]: unknown;
}

/** Avatar URL rules: https://discord.com/developers/docs/reference#image-formatting-cdn-endpoints */
export function discordAvatarUrl(profile: DiscordProfile): string {
	if (profile.avatar) {
		const format = profile.avatar.startsWith('a_') ? 'gif' : 'png';
		return `https://cdn.discordapp.com/avatars/${profile.id}/${profile.avatar}.${format}`;
	}
	// Default avatars: (id >> 22) % 6 for new usernames, discriminator % 5 for legacy ones.
	const index = profile.discriminator === '0' ? Number((BigInt(profile.id) >> 22n) % 6n) : Number(profile.discriminator) % 5;
	return `https://cdn.discordapp.com/embed/avatars/${index}.png`;
}

/**
 * Discord sign-in. Callback URL: `<origin>/auth/callback/discord`.
 * @example Discord({ clientId: env.AUTH_DISCORD_ID, clientSecret: env.AUTH_DISCORD_SECRET })
 */
export default function Discord(options: Partial<OAuthConfig<DiscordProfile>> = {}): OAuthConfig<DiscordProfile> {
	return withUserOptions<DiscordProfile>(
		{
			id: 'discord',
			name: 'Discord',
			type: 'oauth',
			authorization: { url: 'https://discord.com/oauth2/authorize', params: { scope: 'identify email' } },
			token: { url: 'https://discord.com/api/oauth2/token' },
			userinfo: { url: 'https://discord.com/api/users/@me' },
			checks: [...DEFAULT_CHECKS],
			profile: (profile) => ({
				id: requireId(profile.id),
				name: firstString(profile.global_name, profile.username),
				email: firstString(profile.email),
				image: discordAvatarUrl(profile)
			}),
			style: { bg: '#5865f2', text: '#ffffff' }
		},
		options
	);
}

export { Discord };
