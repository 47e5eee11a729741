/**
 * resolveConfig(): defaults, environment, and every check that can fail before a request arrives.
 * A static config is resolved once at startup (a misconfiguration stops the server with a message that
 * says what to do); a config function is resolved per request and cached per returned object.
 */
import { MissingAdapter, MissingAuthorize, MissingSecret, UnsupportedStrategy, InvalidEndpoints } from './errors.ts';
import { randomToken } from './crypto/index.ts';
import { createLogger } from './core/logger.ts';
import { wrapEvents } from './core/events.ts';
import { defaultRedirect } from './security/redirects.ts';
import { applyProviderEnv } from './providers/env.ts';
import { adapterChecks } from './core/adapter-checks.ts';
import { assertWebAuthnConfig } from './flows/webauthn-assert.ts';
import { skipCSRFCheck } from './core/symbols.ts';
import { defaultClaimStore } from './stores/claims.ts';
import { decode, encode } from './session/jwt.ts';
import type { ResolvedConfig } from './core/context.ts';
import type { AnyProviderConfig } from './providers/types.ts';
import type { SvelteKitAuthConfig, Theme } from './types.ts';

export const MIN_SECRET_LENGTH = 32;

/** The default `jwt` callback: the token as it is (session/jwt-strategy.ts skips change detection for it). */
export const defaultJwtCallback: NonNullable<NonNullable<SvelteKitAuthConfig['callbacks']>['jwt']> = ({ token }) => token;
const DEFAULT_MAX_AGE = 30 * 24 * 60 * 60;
const DEFAULT_UPDATE_AGE = 24 * 60 * 60;

export interface ResolveOptions {
	/** Running under `vite dev`: trustHost defaults to true. */
	dev?: boolean;
	/** Where `AUTH_*` variables come from; default `config.env ?? process.env`. */
	env?: Record<string, string | undefined>;
	/** kit's `paths.base`, prefixed to the default basePath. */
	base?: string;
}

/** `"false"`, `"0"`, `"no"`, `"off"` and empty are false: Auth.js took any non-empty value as true (quirk 16). */
export function parseBooleanEnv(value: string | undefined): boolean | undefined {
	if (value === undefined) return undefined;
	return !/^(|false|0|no|off)$/i.test(value.trim());
}

function resolveSecrets(config: SvelteKitAuthConfig, env: Record<string, string | undefined>): string[] {
	const configured = config.secret ?? [env.AUTH_SECRET_3, env.AUTH_SECRET_2, env.AUTH_SECRET_1, env.AUTH_SECRET];
	const list = (Array.isArray(configured) ? configured : [configured]).filter((s): s is string => !!s);
	if (list.length === 0) {
		throw new MissingSecret(
			'AUTH_SECRET is not set. Set it to a random string of at least 32 characters, e.g. the output of `openssl rand -base64 33`.'
		);
	}
	const short = list.findIndex((s) => s.length < MIN_SECRET_LENGTH);
	if (short >= 0) {
		throw new MissingSecret(
			`The auth secret #${short + 1} (AUTH_SECRET or config.secret) is shorter than ${MIN_SECRET_LENGTH} characters. Generate one with \`openssl rand -base64 33\`.`
		);
	}
	return list;
}

function checkProviders(providers: AnyProviderConfig[], config: SvelteKitAuthConfig, strategy: string): void {
	const seen = new Set<string>();
	for (const provider of providers) {
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
		if (provider.type === 'email' && !config.adapter) {
			throw new MissingAdapter(`The e-mail provider "${provider.id}" needs an adapter to store verification tokens: set \`adapter\`.`);
		}
	}
	if (strategy === 'database' && !config.adapter) throw new MissingAdapter('session.strategy "database" needs an `adapter`.');
	const onlyCredentials = providers.length > 0 && providers.every((p) => p.type === 'credentials');
	if (onlyCredentials && strategy === 'database' && !config.credentialsDatabaseSessions) {
		throw new UnsupportedStrategy(
			'Credentials sign-ins use JWT sessions. Set session.strategy "jwt", or opt in with `credentialsDatabaseSessions: true`.'
		);
	}
}

/** Applies defaults and checks a configuration. Throws an AuthError subclass naming what to fix. */
export function resolveConfig(config: SvelteKitAuthConfig, options: ResolveOptions = {}): ResolvedConfig {
	const env = options.env ?? config.env ?? (typeof process !== 'undefined' ? process.env : {});
	const logger = createLogger(config.logger, config.debug);
	const strategy = config.session?.strategy ?? (config.adapter ? 'database' : 'jwt');
	const providers = (config.providers ?? []).map((p) => applyProviderEnv(typeof p === 'function' ? p() : { ...p }, env));
	checkProviders(providers, config, strategy);
	// Before the adapter checks, so a missing experimental flag is the error the user sees first.
	if (providers.some((p) => p.type === 'webauthn')) assertWebAuthnConfig({ ...config, providers }, logger);
	const adapter = adapterChecks(config, providers, strategy, logger);
	const maxAge = config.session?.maxAge ?? DEFAULT_MAX_AGE;
	const theme: Required<Theme> = { colorScheme: 'auto', logo: '', brandColor: '', buttonText: '', ...config.theme };
	const basePath = (config.basePath ?? `${options.base ?? ''}/auth`).replace(/\/+$/, '');
	return Object.freeze({
		providers,
		adapter,
		basePath,
		secret: resolveSecrets(config, env),
		session: {
			strategy,
			maxAge,
			updateAge: config.session?.updateAge ?? DEFAULT_UPDATE_AGE,
			generateSessionToken: config.session?.generateSessionToken ?? (() => randomToken(32))
		},
		jwt: { maxAge: config.jwt?.maxAge ?? maxAge, encode: config.jwt?.encode ?? encode, decode: config.jwt?.decode ?? decode },
		callbacks: {
			signIn: config.callbacks?.signIn ?? (() => true),
			redirect: config.callbacks?.redirect ?? defaultRedirect,
			session: config.callbacks?.session ?? (({ session }) => session),
			jwt: config.callbacks?.jwt ?? defaultJwtCallback
		},
		events: wrapEvents(config.events, logger),
		pages: { ...config.pages },
		theme,
		cookies: config.cookies ?? {},
		logger,
		trustHost: config.trustHost ?? parseBooleanEnv(env.AUTH_TRUST_HOST) ?? (env.AUTH_URL ? true : undefined) ?? options.dev ?? false,
		useSecureCookies: config.useSecureCookies,
		redirectProxyUrl: config.redirectProxyUrl ?? env.AUTH_REDIRECT_PROXY_URL,
		experimental: { enableWebAuthn: config.experimental?.enableWebAuthn ?? false },
		skipCSRFCheck: config.skipCSRFCheck === skipCSRFCheck,
		credentialsDatabaseSessions: config.credentialsDatabaseSessions ?? false,
		claimStore: config.claimStore ?? defaultClaimStore,
		env,
		fetch: globalThis.fetch.bind(globalThis)
	}) as ResolvedConfig;
}
