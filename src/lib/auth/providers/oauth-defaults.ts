/**
 * Shared building blocks for the OAuth/OIDC provider catalogue: merging a user's options over a
 * factory's defaults, the default profile mapping, and the small authenticated API calls some
 * providers need to assemble a profile (GitHub, Bitbucket, Notion, Dropbox).
 *
 * Factories stay plain functions returning plain objects (the shape Auth.js providers have), so an app's
 * existing Auth.js provider configs keep working.
 */
import * as oauth from 'oauth4webapi';
import type { Profile, User } from '../model.ts';
import type { EndpointContext, OAuthChecks, OAuthConfig } from './types.ts';

/**
 * Checks for OAuth providers: PKCE (RFC 7636) plus `state`, because several providers ignore an
 * unknown `code_challenge` silently, and then `state` is the only callback CSRF protection left.
 */
export const DEFAULT_CHECKS: OAuthChecks[] = ['pkce', 'state'];

/** Scope every OIDC preset asks for unless the provider documents another one. */
export const OIDC_SCOPE = 'openid profile email';

type Plain = Record<string, unknown>;

function isPlainObject(value: unknown): value is Plain {
	if (typeof value !== 'object' || value === null) return false;
	const proto = Object.getPrototypeOf(value);
	return proto === Object.prototype || proto === null;
}

function mergeDeep(base: Plain, override: Plain): Plain {
	const out: Plain = { ...base };
	for (const [key, value] of Object.entries(override)) {
		if (value === undefined) continue;
		const current = out[key];
		out[key] = isPlainObject(current) && isPlainObject(value) ? mergeDeep(current, value) : value;
	}
	return out;
}

/**
 * Lays the user's options over a factory's defaults; the user always wins.
 * Plain objects merge key by key (so `authorization: { params: { scope } }` keeps the default URL),
 * `undefined` is ignored, and arrays REPLACE the default: Auth.js merges arrays index by index, so a
 * user's `checks: ['pkce']` could never drop a default `'nonce'` (docs/authjs-compatibility.md).
 *
 * @example withUserOptions(defaults, { clientId: 'abc', checks: ['state'] })
 */
export function withUserOptions<P extends Record<string, any>>(
	defaults: OAuthConfig<P>,
	options: Partial<OAuthConfig<P>> = {}
): OAuthConfig<P> {
	return mergeDeep(defaults as Plain, options as Plain) as OAuthConfig<P>;
}

/** Drops the factory-only keys (e.g. `tenantId`) so they do not leak into the provider object. */
export function omitKeys<T extends Plain, K extends string>(options: T, keys: readonly K[]): Omit<T, K> {
	const out: Plain = { ...options };
	for (const key of keys) delete out[key];
	return out as Omit<T, K>;
}

/**
 * Account ids must be strings: Auth.js passes numeric ids (GitHub, GitLab) through unchanged, which
 * stores a number as `providerAccountId`. A missing id would make every
 * sign-in a new account, so it is an error (the flow reports it as OAuthProfileParseError).
 */
export function requireId(...candidates: unknown[]): string {
	for (const candidate of candidates) {
		if (typeof candidate === 'string' && candidate !== '') return candidate;
		if (typeof candidate === 'number' || typeof candidate === 'bigint') return String(candidate);
	}
	throw new TypeError('The provider profile has no account id');
}

/** First non-empty string among the candidates, else `null` (User fields are `string | null`). */
export function firstString(...candidates: unknown[]): string | null {
	for (const candidate of candidates) {
		if (typeof candidate === 'string' && candidate.trim() !== '') return candidate;
	}
	return null;
}

/** "Ada" + "Lovelace" -> "Ada Lovelace"; both missing -> null. */
export function joinName(...parts: unknown[]): string | null {
	return firstString(parts.filter((part) => typeof part === 'string' && part.trim() !== '').join(' '));
}

/**
 * The default mapping of the spec ("keeps id, name, email, image"): OIDC claims first, then the common
 * OAuth field names.
 */
export function defaultProfile(profile: Profile): User {
	return {
		id: requireId(profile.sub, profile.id),
		name: firstString(profile.name, profile.nickname, profile.preferred_username),
		email: firstString(profile.email),
		image: firstString(profile.picture)
	};
}

/** A provider API call: method, extra headers, and a body for RPC-style APIs that take one. */
export interface RequestJsonInit {
	method?: 'GET' | 'POST';
	headers?: Record<string, string>;
	body?: string | URLSearchParams;
}

/**
 * Calls a provider API with the access token through oauth4webapi (Bearer header, RFC 6750
 * WWW-Authenticate challenges surface as errors) and the `fetch` the core handed to the endpoint
 * handler, so tests and the library's hooks control the network.
 * Returns the parsed JSON body; a non-2xx status throws (without the token in the message).
 */
export async function requestJson<T>(
	context: EndpointContext,
	url: string,
	init: RequestJsonInit = {}
): Promise<T> {
	const accessToken = context.tokens.access_token;
	if (typeof accessToken !== 'string' || accessToken === '') {
		throw new TypeError(`No access_token to call ${new URL(url).origin}`);
	}
	const response = await oauth.protectedResourceRequest(
		accessToken,
		init.method ?? 'GET',
		new URL(url),
		new Headers({ accept: 'application/json', ...init.headers }),
		init.body ?? null,
		{
			// DOM fetch and oauth4webapi's narrower CustomFetch differ only in the accepted body types.
			[oauth.customFetch]: context.fetch as unknown as oauth.ProtectedResourceRequestOptions[typeof oauth.customFetch],
			// Only ever true for local mock providers (see OAuthConfig.unsafeAllowInsecureRequests).
			[oauth.allowInsecureRequests]: context.provider.unsafeAllowInsecureRequests === true
		}
	);
	if (!response.ok) {
		throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}`);
	}
	return (await response.json()) as T;
}

/** Like {@link requestJson}, but a failure yields `null`: for optional extras such as an e-mail list. */
export async function requestOptionalJson<T>(
	context: EndpointContext,
	url: string,
	init?: RequestJsonInit
): Promise<T | null> {
	try {
		return await requestJson<T>(context, url, init);
	} catch {
		return null;
	}
}
