/**
 * The authorization server as oauth4webapi wants it, for a provider settled at startup (config/oauth.ts).
 * Discovery is lazy and cached per issuer, so the app starts while the identity provider is down, and a
 * failed discovery is retried on the next sign-in.
 */
import * as oauth from 'oauth4webapi';
import { InvalidEndpoints, OAuthSignInError } from '../../errors.ts';
import { assertSecure } from '../../config/oauth.ts';
import type { OAuthProvider } from '../../config/types.ts';
import type { RequestContext } from '../../context.ts';
import { clearTenantKeys, expectedDiscoveryIssuer, tenantTemplateOf } from './tenant.ts';

/** Used when a provider has explicit endpoints but no issuer (as Auth.js does). */
const FALLBACK_ISSUER = 'https://authjs.dev';

/** One discovery per issuer (or wellKnown URL) per process; rejected promises are dropped, not cached. */
const discoveryCache = new Map<string, Promise<oauth.AuthorizationServer>>();
/** The server of each settled provider, once discovery (if any) succeeded; dropped by clearDiscoveryCache. */
let servers = new WeakMap<OAuthProvider, oauth.AuthorizationServer>();

/** The oauth4webapi transport options every request of a flow carries: the config's fetch, and http only when opted in. */
export function httpOptions(ctx: RequestContext, provider: OAuthProvider) {
	const fetchImpl = ctx.config.fetch;
	return {
		[oauth.customFetch]: (url: string, init: RequestInit) => fetchImpl(url, init),
		[oauth.allowInsecureRequests]: provider.insecure
	};
}

async function discover(ctx: RequestContext, provider: OAuthProvider): Promise<oauth.AuthorizationServer> {
	const { issuer: configured, wellKnown } = provider.options;
	const issuer = new URL(configured!);
	// A provider that may accept a `{tenantid}` template gets its own entry: a document accepted for
	// it must not reach a strict provider of the same issuer through the cache.
	const key = `${wellKnown ?? issuer.href} ${tenantTemplateOf(provider.options, issuer)?.href ?? ''}`;
	let pending = discoveryCache.get(key);
	if (!pending) {
		pending = (async () => {
			const options = httpOptions(ctx, provider);
			// A custom wellKnown URL is fetched as given; oauth4webapi still validates the document
			// (issuer must match exactly: OpenID Connect Discovery 1.0 section 4.3).
			const response = wellKnown
				? await options[oauth.customFetch](wellKnown, { method: 'GET', headers: { accept: 'application/json' }, redirect: 'manual' })
				: await oauth.discoveryRequest(issuer, { ...options, algorithm: 'oidc' });
			// A multi-tenant issuer that opted in may be discovered as its `{tenantid}` template; the
			// comparison itself stays oauth4webapi's, against that template (tenant.ts).
			return oauth.processDiscoveryResponse(await expectedDiscoveryIssuer(provider.options, issuer, response), response);
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
	servers = new WeakMap();
	clearTenantKeys();
}

/** Whether any endpoint must come from discovery. */
function needsDiscovery(provider: OAuthProvider): boolean {
	const needsUserinfo = provider.usesUserinfo && !provider.userinfo.request;
	return (
		!provider.authorization.url ||
		(!provider.token.url && !provider.token.request) ||
		(provider.type === 'oidc' && !provider.options.jwks_endpoint) ||
		(needsUserinfo && !provider.userinfo.url) ||
		// RP-initiated logout's end_session_endpoint is published by discovery only.
		!!provider.endSession
	);
}

function build(provider: OAuthProvider, base: oauth.AuthorizationServer): oauth.AuthorizationServer {
	const { authorization, token, userinfo } = provider;
	const overrides: { -readonly [K in keyof oauth.AuthorizationServer]?: oauth.AuthorizationServer[K] } = {};
	if (authorization.url) overrides.authorization_endpoint = authorization.url.origin + authorization.url.pathname;
	if (token.url) overrides.token_endpoint = token.url.href;
	if (userinfo.url) {
		// `userinfo.params` become query parameters of the userinfo request (e.g. Graph API `fields`).
		const url = new URL(userinfo.url);
		for (const [key, value] of Object.entries(userinfo.params ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
		overrides.userinfo_endpoint = url.href;
	}
	if (provider.options.jwks_endpoint) overrides.jwks_uri = String(provider.options.jwks_endpoint);
	// Keep the discovered object itself when nothing overrides it: oauth4webapi caches the JWKS per object.
	const as = Object.keys(overrides).length ? { ...base, ...overrides } : base;

	const missing: string[] = [];
	if (!as.authorization_endpoint) missing.push('authorization');
	if (!as.token_endpoint && !token.request) missing.push('token');
	if (provider.usesUserinfo && !userinfo.request && !as.userinfo_endpoint) missing.push('userinfo');
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

/**
 * The authorization server of `provider`: discovery (when the issuer is known and an endpoint is
 * missing), with the provider's explicit endpoints laid over it. Built once per provider.
 */
export async function resolveServer(ctx: RequestContext, provider: OAuthProvider): Promise<oauth.AuthorizationServer> {
	const known = servers.get(provider);
	if (known) return known;
	const base = needsDiscovery(provider) && provider.options.issuer ? await discover(ctx, provider) : { issuer: provider.options.issuer ?? FALLBACK_ISSUER };
	const as = build(provider, base);
	servers.set(provider, as);
	return as;
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
