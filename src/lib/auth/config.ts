/**
 * resolveConfig(): defaults, environment, and every check that can fail before a request arrives.
 * A static config is resolved once at startup (a misconfiguration stops the server with a message that
 * says what to do); a config function is resolved per request and cached per returned object.
 * A leaf of the library: it imports no flow, action or session code.
 */
import { MissingAdapter, MissingSecret, UnsupportedStrategy, UntrustedHost } from './errors.ts';
import { randomToken } from './crypto/index.ts';
import { decode, encode } from './crypto/jwt.ts';
import { createLogger } from './config/logger.ts';
import { wrapEvents } from './config/events.ts';
import { checkAdapter } from './config/adapter.ts';
import { assertWebAuthnConfig } from './config/webauthn.ts';
import { rawProviders, resolveProviders } from './config/providers.ts';
import { skipCSRFCheck } from './symbols.ts';
import { defaultRedirect } from './config/redirect.ts';
import { resolveLimits } from './config/limits.ts';
import { resolveCleanup } from './config/cleanup.ts';
import { resolveSessionCache } from './config/session-cache.ts';
import { evictingWrites } from './stores/session-cache.ts';
import { defaultClaimStore } from './stores/claims.ts';
import type { ResolvedConfig } from './config/types.ts';
import type { Theme } from './model.ts';
import type { CallbacksOptions, SvelteKitAuthConfig } from './options.ts';

export type { ResolvedConfig } from './config/types.ts';

export const MIN_SECRET_LENGTH = 32;

/** The default `jwt` callback: the token as it is (session/jwt-strategy.ts skips change detection for it). */
export const defaultJwtCallback: NonNullable<CallbacksOptions['jwt']> = ({ token }) => token;
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

/** `"false"`, `"0"`, `"no"`, `"off"` and empty are false (Auth.js took any non-empty value as true). */
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

/**
 * The origin every generated URL uses: AUTH_URL's when set, otherwise the one SvelteKit resolved for the
 * request (`event.url`), which the app vouches for with `trustHost`. The library never reads
 * X-Forwarded-* itself (docs/deployment.md). Without either, a production server cannot tell an
 * attacker's Host header from its own name, so it refuses to start.
 */
function resolveOrigin(config: SvelteKitAuthConfig, env: Record<string, string | undefined>, dev: boolean): URL | undefined {
	const configured = env.AUTH_URL;
	if (configured) {
		let url: URL;
		try {
			url = new URL(configured);
		} catch {
			throw new UntrustedHost(`AUTH_URL "${configured.slice(0, 100)}" is not an absolute URL such as https://example.com.`);
		}
		if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new UntrustedHost('AUTH_URL must be an http(s) URL.');
		return new URL(url.origin);
	}
	// Platforms that set the request URL themselves, as Auth.js recognises them.
	const platform = !!(env.VERCEL || env.CF_PAGES);
	const trusted = config.trustHost ?? parseBooleanEnv(env.AUTH_TRUST_HOST) ?? (platform || dev);
	if (!trusted) {
		throw new UntrustedHost(
			'No trusted origin: set AUTH_URL=https://your.host, or AUTH_TRUST_HOST=true when your SvelteKit adapter resolves the origin (adapter-node: ORIGIN at build time, or PROTOCOL_HEADER/HOST_HEADER behind your proxy); see docs/deployment.md.'
		);
	}
	return undefined;
}

/** Applies defaults and checks a configuration. Throws an AuthError subclass naming what to fix. */
export function resolveConfig(config: SvelteKitAuthConfig, options: ResolveOptions = {}): ResolvedConfig {
	const env = options.env ?? config.env ?? (typeof process !== 'undefined' ? process.env : {});
	const logger = createLogger(config.logger, config.debug);
	const strategy = config.session?.strategy ?? (config.adapter ? 'database' : 'jwt');
	const secret = resolveSecrets(config, env);
	const url = resolveOrigin(config, env, options.dev ?? false);
	const raw = rawProviders(config.providers, env);
	const redirectProxyUrl = config.redirectProxyUrl ?? env.AUTH_REDIRECT_PROXY_URL;
	const providers = resolveProviders(raw, { env, secret, hasAdapter: !!config.adapter, redirectProxyUrl });
	if (strategy === 'database' && !config.adapter) throw new MissingAdapter('session.strategy "database" needs an `adapter`.');
	if (raw.length > 0 && raw.every((p) => p.type === 'credentials') && strategy === 'database' && !config.credentialsDatabaseSessions) {
		throw new UnsupportedStrategy(
			'Credentials sign-ins use JWT sessions. Set session.strategy "jwt", or opt in with `credentialsDatabaseSessions: true`.'
		);
	}
	// Before the adapter checks, so a missing experimental flag is the error the user sees first.
	assertWebAuthnConfig({ ...config, providers: raw }, logger);
	const checked = checkAdapter(config.adapter, raw, strategy, logger);
	// Always, not only with session.cache: another config on the same adapter object may cache its sessions.
	const adapter = checked && evictingWrites(checked, config.adapter!);
	const sessionCache = resolveSessionCache(config.session?.cache, strategy, config.adapter);
	const rateLimit = resolveLimits(config.rateLimit);
	const maxAge = config.session?.maxAge ?? DEFAULT_MAX_AGE;
	const theme: Required<Theme> = { colorScheme: 'auto', logo: '', brandColor: '', buttonText: '', ...config.theme };
	return Object.freeze({
		providers,
		adapter,
		basePath: (config.basePath ?? `${options.base ?? ''}/auth`).replace(/\/+$/, ''),
		secret,
		url,
		session: {
			strategy,
			maxAge,
			updateAge: config.session?.updateAge ?? DEFAULT_UPDATE_AGE,
			generateSessionToken: config.session?.generateSessionToken ?? (() => randomToken(32)),
			cache: sessionCache.option
		},
		sessionCache: sessionCache.cache,
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
		useSecureCookies: config.useSecureCookies,
		redirectProxyUrl,
		experimental: { enableWebAuthn: config.experimental?.enableWebAuthn ?? false },
		skipCSRFCheck: config.skipCSRFCheck === skipCSRFCheck,
		credentialsDatabaseSessions: config.credentialsDatabaseSessions ?? false,
		claimStore: config.claimStore ?? defaultClaimStore,
		rateLimit,
		cleanup: resolveCleanup(config.cleanup, config.adapter),
		env,
		fetch: globalThis.fetch.bind(globalThis)
	}) as ResolvedConfig;
}
