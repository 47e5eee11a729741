/**
 * Authorization-server metadata, client metadata and client authentication for the OAuth/OIDC flow,
 * all built for oauth4webapi. Discovery is lazy and cached per issuer, so the app starts while the
 * identity provider is down, and a failed discovery is retried on the next sign-in.
 */
import * as oauth from 'oauth4webapi';
import { InvalidEndpoints, OAuthSignInError } from '../errors.ts';
import type { RequestContext } from '../core/context.ts';
import type { EndpointHandler, OAuthConfig } from '../providers/types.ts';
import { clearTenantKeys, expectedDiscoveryIssuer, tenantTemplateOf } from './oauth-tenant.ts';

/** Used when a provider has explicit endpoints but no issuer (AUTHJS-BEHAVIOUR.md 7.4 step 3). */
const FALLBACK_ISSUER = 'https://authjs.dev';

/** One discovery per issuer (or wellKnown URL) per process; rejected promises are dropped, not cached. */
const discoveryCache = new Map<string, Promise<oauth.AuthorizationServer>>();

export interface Endpoint {
	url?: URL;
	params?: Record<string, unknown>;
	request?: EndpointHandler<Record<string, string>, unknown>['request'];
}

/** Normalises `authorization` / `token` / `userinfo`: a URL string, `{ url, params, request }`, or nothing. */
export function endpoint(value: string | EndpointHandler<Record<string, string>, unknown> | undefined): Endpoint {
	if (!value) return {};
	if (typeof value === 'string') return { url: new URL(value) };
	return { url: value.url ? new URL(value.url) : undefined, params: value.params, request: value.request };
}

/** The oauth4webapi transport options every request of a flow carries: the config's fetch, and http only when opted in. */
export function httpOptions(ctx: RequestContext, provider: OAuthConfig) {
	const fetchImpl = ctx.config.fetch;
	return {
		[oauth.customFetch]: (url: string, init: RequestInit) => fetchImpl(url, init),
		[oauth.allowInsecureRequests]: provider.unsafeAllowInsecureRequests === true
	};
}

/**
 * Plain-http endpoints carry codes and tokens in clear text: refused unless the provider sets the
 * explicitly unsafe `unsafeAllowInsecureRequests` (meant for local mock identity providers only).
 */
function assertSecure(provider: OAuthConfig, url: string | URL | undefined, what: string): void {
	if (!url || provider.unsafeAllowInsecureRequests === true) return;
	const protocol = new URL(url).protocol;
	if (protocol === 'https:') return;
	throw new InvalidEndpoints(
		`Provider "${provider.id}": the ${what} uses ${protocol} but only https: is allowed. ` +
			'Set `unsafeAllowInsecureRequests: true` on the provider for a local mock identity provider only.',
		{ cause: { provider: provider.id, [what]: String(url) } }
	);
}

async function discover(ctx: RequestContext, provider: OAuthConfig): Promise<oauth.AuthorizationServer> {
	const issuer = new URL(provider.issuer!);
	// A provider that may accept a `{tenantid}` template gets its own entry: a document accepted for
	// it must not reach a strict provider of the same issuer through the cache.
	const key = `${provider.wellKnown ?? issuer.href} ${tenantTemplateOf(provider, issuer)?.href ?? ''}`;
	let pending = discoveryCache.get(key);
	if (!pending) {
		pending = (async () => {
			const options = httpOptions(ctx, provider);
			// A custom wellKnown URL is fetched as given; oauth4webapi still validates the document
			// (issuer must match exactly: OpenID Connect Discovery 1.0 section 4.3).
			const response = provider.wellKnown
				? await options[oauth.customFetch](provider.wellKnown, { method: 'GET', headers: { accept: 'application/json' }, redirect: 'manual' })
				: await oauth.discoveryRequest(issuer, { ...options, algorithm: 'oidc' });
			// A multi-tenant issuer that opted in may be discovered as its `{tenantid}` template; the
			// comparison itself stays oauth4webapi's, against that template (oauth-tenant.ts).
			return oauth.processDiscoveryResponse(await expectedDiscoveryIssuer(provider, issuer, response), response);
		})();
		discoveryCache.set(key, pending);
		pending.catch(() => discoveryCache.delete(key));
	}
	try {
		return await pending;
	} catch (error) {
		throw new OAuthSignInError(`Provider "${provider.id}": discovery of ${issuer.href} failed`, {
			cause: { provider: provider.id, issuer: issuer.href, err: safeError(error) }
		});
	}
}

/** Test hook: forget every cached discovery document (and the key sets shared between tenants). */
export function clearDiscoveryCache(): void {
	discoveryCache.clear();
	clearTenantKeys();
}

/** Whether the profile comes from the userinfo endpoint (always for oauth; for oidc only with `idToken: false`). */
export function usesUserinfo(provider: OAuthConfig): boolean {
	return provider.type === 'oauth' || provider.idToken === false;
}

/**
 * The authorization server as oauth4webapi wants it: discovery (when the issuer is known and an
 * endpoint is missing), with the provider's explicit endpoints laid over it.
 */
export async function resolveServer(ctx: RequestContext, provider: OAuthConfig): Promise<oauth.AuthorizationServer> {
	const authorization = endpoint(provider.authorization);
	const token = endpoint(provider.token as EndpointHandler<Record<string, string>, unknown>);
	const userinfo = endpoint(provider.userinfo as EndpointHandler<Record<string, string>, unknown>);
	const needsUserinfo = usesUserinfo(provider) && !userinfo.request;
	const incomplete =
		!authorization.url ||
		(!token.url && !token.request) ||
		(provider.type === 'oidc' && !provider.jwks_endpoint) ||
		(needsUserinfo && !userinfo.url);
	if (provider.issuer) assertSecure(provider, provider.issuer, 'issuer');
	if (provider.wellKnown) assertSecure(provider, provider.wellKnown, 'wellKnown');

	const base: oauth.AuthorizationServer =
		incomplete && provider.issuer ? await discover(ctx, provider) : { issuer: provider.issuer ?? FALLBACK_ISSUER };
	const overrides: { -readonly [K in keyof oauth.AuthorizationServer]?: oauth.AuthorizationServer[K] } = {};
	if (authorization.url) overrides.authorization_endpoint = authorization.url.origin + authorization.url.pathname;
	if (token.url) overrides.token_endpoint = token.url.href;
	if (userinfo.url) {
		// `userinfo.params` become query parameters of the userinfo request (e.g. Graph API `fields`).
		const url = new URL(userinfo.url);
		for (const [key, value] of Object.entries(userinfo.params ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
		overrides.userinfo_endpoint = url.href;
	}
	if (provider.jwks_endpoint) overrides.jwks_uri = String(provider.jwks_endpoint);
	// Keep the discovered object itself when nothing overrides it: oauth4webapi caches the JWKS per object.
	const as = Object.keys(overrides).length ? { ...base, ...overrides } : base;

	const missing: string[] = [];
	if (!as.authorization_endpoint) missing.push('authorization');
	if (!as.token_endpoint && !token.request) missing.push('token');
	if (needsUserinfo && !as.userinfo_endpoint) missing.push('userinfo');
	// The id_token signature is verified against the issuer's keys: an oidc provider needs them.
	if (provider.type === 'oidc' && !as.jwks_uri) missing.push('jwks');
	if (missing.length) {
		throw new InvalidEndpoints(`Provider "${provider.id}" has no ${missing.join(', ')} endpoint (set it, or an issuer with discovery)`, {
			cause: { provider: provider.id, missing }
		});
	}
	for (const [what, url] of [
		['authorization endpoint', as.authorization_endpoint],
		['token endpoint', as.token_endpoint],
		['userinfo endpoint', as.userinfo_endpoint],
		['jwks_uri', as.jwks_uri]
	] as const) {
		assertSecure(provider, url, what);
	}
	return as;
}

/** Client metadata: `client_id` plus the provider's `client` overrides (oauth4webapi Client). */
export function clientOf(provider: OAuthConfig): oauth.Client {
	return { client_id: provider.clientId ?? '', ...(provider.client ?? {}) } as oauth.Client;
}

/** Client authentication at the token endpoint (RFC 6749 section 2.3); default client_secret_basic. */
export function clientAuthOf(provider: OAuthConfig): oauth.ClientAuth {
	const method = provider.client?.token_endpoint_auth_method as string | undefined;
	const secret = provider.clientSecret;
	const needSecret = () => {
		if (typeof secret !== 'string' || !secret) {
			throw new InvalidEndpoints(`Provider "${provider.id}" uses ${method ?? 'client_secret_basic'} but has no clientSecret`, {
				cause: { provider: provider.id }
			});
		}
		return secret;
	};
	switch (method) {
		case undefined:
		case 'client_secret_basic':
			return oauth.ClientSecretBasic(needSecret());
		case 'client_secret_post':
			return oauth.ClientSecretPost(needSecret());
		case 'client_secret_jwt':
			return oauth.ClientSecretJwt(needSecret());
		case 'none':
			return oauth.None();
		default:
			throw new InvalidEndpoints(`Provider "${provider.id}": unsupported token_endpoint_auth_method "${method}"`, {
				cause: { provider: provider.id, method }
			});
	}
}

/**
 * A copy of an oauth4webapi / network error that keeps its name, message and OAuth error fields but
 * drops its `cause`, which can hold token responses and id_token claims (never log a credential).
 */
export function safeError(error: unknown): Error {
	if (!(error instanceof Error)) return new Error(String(error));
	const copy = new Error(error.message);
	copy.name = error.name;
	copy.stack = `${error.name}: ${error.message}`;
	const source = error as Error & Record<string, unknown>;
	for (const field of ['code', 'error', 'error_description', 'status']) {
		if (typeof source[field] === 'string' || typeof source[field] === 'number') {
			(copy as unknown as Record<string, unknown>)[field] = source[field];
		}
	}
	// oauth4webapi puts the offending Response in `cause` for unexpected HTTP statuses: keep its status only.
	if (source.cause instanceof Response && !('status' in copy)) (copy as unknown as Record<string, unknown>).status = source.cause.status;
	return copy;
}
