/**
 * Environment auto-configuration of providers: AUTH_<ID>_ID, AUTH_<ID>_SECRET, AUTH_<ID>_ISSUER for
 * OAuth/OIDC and AUTH_<ID>_KEY for e-mail APIs (id upper-cased, '-' -> '_'). Explicit options win.
 */
import type { AnyProviderConfig } from './types.ts';

export function envPrefix(id: string): string {
	return `AUTH_${id.toUpperCase().replace(/-/g, '_')}`;
}

export function applyProviderEnv(provider: AnyProviderConfig, env: Record<string, string | undefined>): AnyProviderConfig {
	const prefix = envPrefix(provider.id);
	if (provider.type === 'oauth' || provider.type === 'oidc') {
		return {
			...provider,
			clientId: provider.clientId ?? env[`${prefix}_ID`],
			clientSecret: provider.clientSecret ?? env[`${prefix}_SECRET`],
			issuer: provider.issuer ?? env[`${prefix}_ISSUER`]
		};
	}
	if (provider.type === 'email') return { ...provider, apiKey: provider.apiKey ?? env[`${prefix}_KEY`] };
	return provider;
}
