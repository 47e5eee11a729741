/**
 * Building blocks for providers that depart from plain OAuth 2: endpoints built from the base URL of a
 * self-hosted or per-tenant service, token answers that RFC 6749 section 5.1 (and so oauth4webapi)
 * would refuse, and API calls that carry the access token somewhere other than a Bearer header.
 */
import type { TokenSet } from '../model.ts';
import type { EndpointContext, OAuthConfig } from './types.ts';

/** What the core hands a `token.request` handler: the validated callback parameters and the redirect_uri. */
export type TokenRequestContext = EndpointContext;

/**
 * The base URL of a self-hosted or per-tenant service (the `issuer` option), without trailing slashes.
 * Endpoints are built from it when the factory runs, so it must be given in code: AUTH_<ID>_ISSUER is
 * applied later, when the provider object already exists.
 */
export function requireBaseUrl(value: unknown, provider: string, example: string): string {
	if (typeof value !== 'string' || value.trim() === '') {
		throw new TypeError(`${provider} needs \`issuer\` in code: the base URL of your server, e.g. ${example}`);
	}
	return new URL(value.trim()).href.replace(/\/+$/, '');
}

/** A factory option the provider cannot work without (e.g. a client id sent under another name). */
export function requireOption(value: unknown, provider: string, option: string, why: string): string {
	if (typeof value === 'string' && value.trim() !== '') return value.trim();
	throw new TypeError(`${provider} needs \`${option}\` in code: ${why}`);
}

/** The access token of the sign-in, or a TypeError naming the API that needed it. */
export function accessTokenOf(context: EndpointContext, api: string): string {
	const token = context.tokens.access_token;
	if (typeof token !== 'string' || token === '') throw new TypeError(`No access_token to call ${api}`);
	return token;
}

export interface FetchJsonInit {
	method?: 'GET' | 'POST';
	headers?: Record<string, string>;
	body?: string | URLSearchParams;
	/** Names the call in errors instead of the URL, for URLs that carry a credential. */
	label?: string;
}

/**
 * A JSON API call through the `fetch` the core handed over, for APIs that take the token in the query
 * or the path. Errors name the method and `label` (default: origin and path, never the query).
 */
export async function fetchJson<T>(context: EndpointContext, url: string | URL, init: FetchJsonInit = {}): Promise<T> {
	const target = new URL(url);
	const method = init.method ?? 'GET';
	const label = init.label ?? `${target.origin}${target.pathname}`;
	const response = await context.fetch(target, { method, headers: { accept: 'application/json', ...init.headers }, body: init.body });
	if (!response.ok) throw new Error(`${method} ${label} answered ${response.status}`);
	try {
		return (await response.json()) as T;
	} catch {
		throw new TypeError(`${method} ${label} answered no JSON`);
	}
}

/** A token set a `token.request` handler returns, from the provider's JSON answer. */
export function bearerTokenSet(body: Record<string, unknown>): TokenSet {
	if (typeof body.access_token !== 'string' || body.access_token === '') {
		throw new TypeError('The token answer has no access_token');
	}
	const scope = Array.isArray(body.scope) ? body.scope.join(' ') : body.scope;
	const tokens: TokenSet = { ...body, token_type: typeof body.token_type === 'string' ? body.token_type.toLowerCase() : 'bearer' };
	if (typeof scope === 'string') tokens.scope = scope;
	else delete tokens.scope;
	if (typeof body.expires_in === 'string' && Number.isFinite(Number(body.expires_in))) tokens.expires_in = Number(body.expires_in);
	return tokens;
}

export interface ConformOptions {
	/** Drop `expires_in: 0`, which the provider uses for "never expires" (it would read as "expired now"). */
	zeroMeansNoExpiry?: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `token.conform` for token answers oauth4webapi refuses: a missing `token_type` becomes `bearer` (the
 * token is used as an RFC 6750 bearer token), an array `scope` is joined with spaces, a null `scope` is
 * dropped. Returns `undefined` (keep the original) for errors, non-JSON bodies and conforming answers.
 */
export async function conformTokenResponse(response: Response, options: ConformOptions = {}): Promise<Response | undefined> {
	if (!response.ok) return undefined;
	let body: unknown;
	try {
		body = await response.clone().json();
	} catch {
		return undefined;
	}
	if (!isRecord(body) || typeof body.access_token !== 'string') return undefined;
	const fixed: Record<string, unknown> = { ...body };
	if (fixed.token_type === undefined || fixed.token_type === null) fixed.token_type = 'bearer';
	if (Array.isArray(fixed.scope)) fixed.scope = fixed.scope.join(' ');
	else if (fixed.scope === null) delete fixed.scope;
	if (options.zeroMeansNoExpiry && (fixed.expires_in === 0 || fixed.expires_in === '0')) delete fixed.expires_in;
	if (JSON.stringify(fixed) === JSON.stringify(body)) return undefined;
	const headers = new Headers(response.headers);
	headers.delete('content-length');
	headers.set('content-type', 'application/json');
	return new Response(JSON.stringify(fixed), { status: response.status, statusText: response.statusText, headers });
}

/**
 * The redirect_uri a token request must repeat (RFC 6749 section 4.1.3): the provider's `redirectUri`
 * option when given, else the one the core sent with the authorization request.
 */
export function redirectUriOf(context: EndpointContext, name: string): string {
	const value = context.provider.redirectUri ?? context.redirectUri;
	if (typeof value === 'string' && value !== '') return value;
	throw new TypeError(`${name} needs \`redirectUri\`: the callback URL registered with it, e.g. https://example.com/auth/callback/${context.provider.id}`);
}
