/**
 * The library's side of the adapter contract: checks at startup that the configuration's adapter has the
 * methods it needs, and wraps each method so a failure surfaces as one error type naming the method.
 */
import { AdapterError, MissingAdapter, MissingAdapterMethods } from '../errors.ts';
import type { Adapter } from '../model.ts';
import type { Logger } from './types.ts';

type AdapterMethod = keyof Adapter;

/** Own and inherited property names: a class-based adapter keeps its methods, non-enumerable, on the prototype. */
function methodNames(adapter: object): Set<string> {
	const names = new Set<string>();
	for (let o: object | null = adapter; o && o !== Object.prototype; o = Object.getPrototypeOf(o)) {
		for (const name of Object.getOwnPropertyNames(o)) if (name !== 'constructor') names.add(name);
	}
	return names;
}

/** Methods the e-mail provider calls. */
export const EMAIL_METHODS: AdapterMethod[] = ['createVerificationToken', 'useVerificationToken', 'getUserByEmail'];

/** Methods the database session strategy (and the user/account lifecycle behind it) calls. */
export const SESSION_METHODS: AdapterMethod[] = [
	'createUser', 'getUser', 'getUserByEmail', 'getUserByAccount', 'updateUser',
	'linkAccount', 'createSession', 'getSessionAndUser', 'updateSession', 'deleteSession'
];

/** Methods the WebAuthn (passkey) options, callback and registration call. */
export const WEBAUTHN_METHODS: AdapterMethod[] = [
	'createUser', 'getUser', 'getUserByEmail', 'linkAccount', 'getAuthenticator',
	'createAuthenticator', 'listAuthenticatorsByUserId', 'updateAuthenticatorCounter'
];

/** Methods an OAuth/OIDC sign-in with an adapter calls to find, create and link users, whatever the strategy. */
export const OAUTH_METHODS: AdapterMethod[] = ['createUser', 'getUser', 'getUserByEmail', 'getUserByAccount', 'linkAccount'];

/**
 * Ours: under the database strategy, a provider with `refresh` or `federatedSignOut` keeps its tokens on the
 * Account row: read with the user's accounts, rewritten after every refresh and sign-in. Federated sign-out
 * also reads which provider the session signed in with (`listSessions`).
 */
export const TOKEN_METHODS: AdapterMethod[] = ['listAccounts', 'updateAccount'];
export const SIGN_OUT_METHODS: AdapterMethod[] = [...TOKEN_METHODS, 'listSessions'];

export interface AdapterNeeds {
	strategy: 'jwt' | 'database';
	hasEmail: boolean;
	hasWebAuthn: boolean;
	hasOAuth: boolean;
	/** A provider has `refresh` or `federatedSignOut` on. */
	keepsTokens?: boolean;
	/** A provider has `federatedSignOut` on. */
	federatedSignOut?: boolean;
}

/**
 * The adapter methods a configuration needs. Unlike Auth.js, whose assertion checks the e-mail set
 * *instead of* the session set when both apply (`lib/utils/assert.ts`), this is the union of every set
 * that applies, so a missing method is reported at startup rather than on the first request that calls it.
 * @example requiredAdapterMethods({ strategy: 'database', hasEmail: true, hasWebAuthn: false, hasOAuth: true })
 */
export function requiredAdapterMethods(needs: AdapterNeeds): string[] {
	const required = new Set<string>();
	if (needs.strategy === 'database') SESSION_METHODS.forEach((m) => required.add(m));
	if (needs.hasEmail) EMAIL_METHODS.forEach((m) => required.add(m));
	if (needs.hasWebAuthn) WEBAUTHN_METHODS.forEach((m) => required.add(m));
	if (needs.hasOAuth) OAUTH_METHODS.forEach((m) => required.add(m));
	if (needs.keepsTokens && needs.strategy === 'database') TOKEN_METHODS.forEach((m) => required.add(m));
	if (needs.federatedSignOut && needs.strategy === 'database') SIGN_OUT_METHODS.forEach((m) => required.add(m));
	return [...required];
}

/**
 * Throws MissingAdapterMethods naming every required method the adapter lacks.
 * @example assertAdapterMethods(adapter, requiredAdapterMethods(needs))
 */
export function assertAdapterMethods(adapter: Adapter, required: readonly string[]): void {
	const record = adapter as Record<string, unknown>;
	const missing = required.filter((method) => typeof record[method] !== 'function');
	if (missing.length) {
		throw new MissingAdapterMethods(`Required adapter methods were missing: ${missing.join(', ')}`);
	}
}

/**
 * A copy of `adapter` whose every method is async and, when it throws or rejects, logs and rethrows an
 * AdapterError whose message names the method (`cause.err` keeps the original error, `cause.method` the name).
 * Methods the adapter lacks stay absent, so `in` checks still tell what it implements.
 * @example const adapter = wrapAdapter(userAdapter, logger); await adapter.getUser?.(id);
 */
export function wrapAdapter(adapter: Adapter, logger: Pick<Logger, 'error'>): Adapter {
	const wrapped: Record<string, unknown> = {};
	const source = adapter as Record<string, unknown>;
	for (const name of methodNames(adapter)) {
		const method = source[name];
		if (typeof method !== 'function') {
			wrapped[name] = method;
			continue;
		}
		wrapped[name] = async (...args: unknown[]) => {
			try {
				return await method.apply(adapter, args);
			} catch (error) {
				if (error instanceof AdapterError) throw error;
				const adapterError = new AdapterError(`Adapter method "${name}" failed`, {
					cause: { err: error instanceof Error ? error : new Error(String(error)), method: name }
				});
				logger.error(adapterError);
				throw adapterError;
			}
		};
	}
	return wrapped as Adapter;
}

/**
 * The adapter the routes use: checked against what the configuration needs (a database strategy without
 * getSessionAndUser is reported at startup, naming the method), then wrapped.
 */
export function checkAdapter(
	adapter: Adapter | undefined,
	providers: ReadonlyArray<{ type: string; refresh?: unknown; federatedSignOut?: unknown }>,
	strategy: 'jwt' | 'database',
	logger: Pick<Logger, 'error'>
): Adapter | undefined {
	if (!adapter) return undefined;
	assertAdapterMethods(
		adapter,
		requiredAdapterMethods({
			strategy,
			hasEmail: providers.some((p) => p.type === 'email'),
			hasWebAuthn: providers.some((p) => p.type === 'webauthn'),
			hasOAuth: providers.some((p) => p.type === 'oauth' || p.type === 'oidc'),
			keepsTokens: providers.some((p) => (p.type === 'oauth' || p.type === 'oidc') && !!(p.refresh || p.federatedSignOut)),
			federatedSignOut: providers.some((p) => p.type === 'oidc' && !!p.federatedSignOut)
		})
	);
	return wrapAdapter(adapter, logger);
}

/**
 * The adapter, for code that cannot run without one. resolveConfig refuses a configuration that would
 * reach such code without an adapter, so this only guards contexts built by hand.
 */
export function requireAdapter(config: { adapter?: Adapter }, purpose: string): Adapter {
	if (!config.adapter) throw new MissingAdapter(`${purpose} needs an adapter.`);
	return config.adapter;
}

/**
 * The adapter, with the methods a feature called at run time needs (session management, unlinking); a
 * configuration without them fails the call with MissingAdapterMethods naming them.
 * @example const adapter = requireAdapterMethods(ctx.config, 'Unlinking an account', ['listAccounts', 'unlinkAccount']);
 */
export function requireAdapterMethods(config: { adapter?: Adapter }, purpose: string, methods: readonly AdapterMethod[]): Adapter {
	const adapter = requireAdapter(config, purpose);
	const missing = methods.filter((method) => typeof adapter[method] !== 'function');
	if (missing.length) throw new MissingAdapterMethods(`${purpose} needs the adapter methods ${missing.join(', ')}`);
	return adapter;
}
