/**
 * Providers as the routes use them: factories called, `AUTH_<ID>_*` environment defaults applied, ids
 * checked, and each kind settled once (config/oauth.ts for OAuth/OIDC). A provider problem that can be
 * known before a request arrives stops the server at startup with a message naming the fix.
 */
import { InvalidEndpoints, MissingAdapter, MissingAuthorize } from '../errors.ts';
import { DEFAULT_EMAIL_MAX_AGE } from '../providers/email-base.ts';
import { normalizeIdentifier } from '../providers/email-identifier.ts';
import { applyProviderEnv } from '../providers/env.ts';
import type { AnyProviderConfig, EmailConfig, Provider } from '../providers/types.ts';
import { settleOAuthProvider } from './oauth.ts';
import type { EmailProvider, ResolvedProvider } from './types.ts';

/** Default seconds between two sign-in e-mails to one address (docs/email.md). */
const DEFAULT_MIN_INTERVAL = 60;

export interface ProviderSettings {
	env: Record<string, string | undefined>;
	/** The config's secrets, newest first. */
	secret: string[];
	hasAdapter: boolean;
	redirectProxyUrl?: string;
}

function checkRaw(provider: AnyProviderConfig, seen: Set<string>, settings: ProviderSettings): void {
	if (!provider.id || !/^[a-z0-9][a-z0-9_-]*$/i.test(provider.id)) throw new TypeError(`Provider id "${provider.id}" must be a URL-safe identifier`);
	if (seen.has(provider.id)) throw new TypeError(`Two providers share the id "${provider.id}": give one an explicit \`id\``);
	seen.add(provider.id);
	if (provider.type === 'credentials' && typeof provider.authorize !== 'function') {
		throw new MissingAuthorize(`The credentials provider "${provider.id}" has no authorize() function.`);
	}
	if ((provider.type === 'oauth' || provider.type === 'oidc') && !provider.issuer && !provider.wellKnown) {
		const missing = (['authorization', 'token'] as const).filter((k) => !provider[k]);
		if (provider.type === 'oauth' && !provider.userinfo) missing.push('userinfo' as never);
		if (missing.length) throw new InvalidEndpoints(`Provider "${provider.id}" has no issuer and no ${missing.join(', ')} endpoint.`);
	}
	if (provider.type === 'email' && !settings.hasAdapter) {
		throw new MissingAdapter(`The e-mail provider "${provider.id}" needs an adapter to store verification tokens: set \`adapter\`.`);
	}
}

/**
 * Secrets a link may have been hashed with, newest first: rotation keeps outstanding links valid. Auth.js
 * hashed with the whole array stringified ("new,old"), so links it issued before a migration still work.
 */
function hashSecretsOf(provider: EmailConfig, secret: string[]): string[] {
	if (provider.secret) return [provider.secret];
	return secret.length > 1 ? [...secret, secret.join(',')] : [...secret];
}

function settleEmail(provider: EmailConfig, secret: string[]): EmailProvider {
	return {
		id: provider.id,
		name: provider.name,
		type: 'email',
		options: provider,
		maxAge: provider.maxAge ?? DEFAULT_EMAIL_MAX_AGE,
		minInterval: provider.minIntervalSeconds ?? DEFAULT_MIN_INTERVAL,
		normalize: provider.normalizeIdentifier ?? normalizeIdentifier,
		hashSecrets: hashSecretsOf(provider, secret)
	};
}

function settle(provider: AnyProviderConfig, settings: ProviderSettings): ResolvedProvider {
	switch (provider.type) {
		case 'oauth':
		case 'oidc':
			return settleOAuthProvider(provider, settings.redirectProxyUrl);
		case 'email':
			return settleEmail(provider, settings.secret);
		case 'credentials':
			return { id: provider.id, name: provider.name, type: 'credentials', options: provider, fields: Object.keys(provider.credentials ?? {}) };
		case 'webauthn':
			return { id: provider.id, name: provider.name, type: 'webauthn', options: provider };
		default:
			throw new TypeError(`Provider "${(provider as AnyProviderConfig).id}" has an unknown type "${(provider as { type?: unknown }).type}"`);
	}
}

/** The raw provider objects (factories called, env applied), for the startup checks that need them. */
export function rawProviders(providers: Provider[] | undefined, env: Record<string, string | undefined>): AnyProviderConfig[] {
	return (providers ?? []).map((p) => applyProviderEnv(typeof p === 'function' ? p() : { ...p }, env));
}

/** Checks and settles every provider; throws at the first one that cannot work. */
export function resolveProviders(raw: AnyProviderConfig[], settings: ProviderSettings): readonly ResolvedProvider[] {
	const seen = new Set<string>();
	for (const provider of raw) checkRaw(provider, seen, settings);
	return Object.freeze(raw.map((provider) => Object.freeze(settle(provider, settings))));
}
