/**
 * Settles an OAuth 2.0 / OIDC provider once, when the configuration is resolved: its endpoints parsed,
 * its client metadata and client authentication built for oauth4webapi, its checks, static authorization
 * parameters, response mode and redirect proxy decided. The authorization request and the callback
 * then read the same settled values, so both sides always agree.
 */
import * as oauth from 'oauth4webapi';
import { InvalidEndpoints } from '../errors.ts';
import { envPrefix } from '../providers/env.ts';
import type { EndpointHandler, OAuthConfig } from '../providers/types.ts';
import type { ActiveCheck, Endpoint, OAuthProvider } from './types.ts';

/** Normalises `authorization` / `token` / `userinfo`: a URL string, `{ url, params, request }`, or nothing. */
function endpointOf(value: string | EndpointHandler<Record<string, string>, unknown> | undefined, name: string, id: string): Endpoint {
	if (!value) return {};
	try {
		if (typeof value === 'string') return { url: new URL(value) };
		return { url: value.url ? new URL(value.url) : undefined, params: value.params, request: value.request };
	} catch {
		throw new InvalidEndpoints(`Provider "${id}": the ${name} endpoint is not a URL`, { cause: { provider: id } });
	}
}

/**
 * Plain-http endpoints carry codes and tokens in clear text: refused unless the provider sets the
 * explicitly unsafe `unsafeAllowInsecureRequests` (meant for local mock identity providers only).
 */
export function assertSecure(provider: Pick<OAuthProvider, 'id' | 'insecure'>, url: string | URL | undefined, what: string): void {
	if (!url || provider.insecure) return;
	const protocol = new URL(url).protocol;
	if (protocol === 'https:') return;
	throw new InvalidEndpoints(
		`Provider "${provider.id}": the ${what} uses ${protocol} but only https: is allowed. ` +
			'Set `unsafeAllowInsecureRequests: true` on the provider for a local mock identity provider only.',
		{ cause: { provider: provider.id, [what]: String(url) } }
	);
}

/** Client authentication at the token endpoint (RFC 6749 section 2.3); default client_secret_basic. */
function clientAuthOf(provider: OAuthConfig): oauth.ClientAuth {
	const method = provider.client?.token_endpoint_auth_method as string | undefined;
	const secret = provider.clientSecret;
	const needSecret = () => {
		if (typeof secret !== 'string' || !secret) {
			throw new InvalidEndpoints(
				`Provider "${provider.id}" uses ${method ?? 'client_secret_basic'} but has no clientSecret: set it, or ${envPrefix(provider.id)}_SECRET`,
				{ cause: { provider: provider.id } }
			);
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

/** MAC algorithms (RFC 7518, section 3.2): an id_token in one of them is keyed with the client secret. */
const HMAC_ALGS = new Set(['HS256', 'HS384', 'HS512']);

/**
 * The HMAC algorithm of the client's `id_token_signed_response_alg`, if it names one. Such an id_token is
 * verified with the client secret (OpenID Connect Core 1.0, section 10.1), so the secret must be set.
 */
function idTokenHmacOf(provider: OAuthConfig): string | undefined {
	const alg = provider.client?.id_token_signed_response_alg;
	if (typeof alg !== 'string' || !HMAC_ALGS.has(alg)) return undefined;
	if (typeof provider.clientSecret !== 'string' || !provider.clientSecret) {
		throw new InvalidEndpoints(
			`Provider "${provider.id}" expects ${alg} id_tokens, which are verified with the client secret, but has no clientSecret: set it, or ${envPrefix(provider.id)}_SECRET`,
			{ cause: { provider: provider.id } }
		);
	}
	return alg;
}

/**
 * Effective checks: `['pkce']` by default, `none` disables all, `nonce` only for OIDC, `state` forced on
 * with a redirect proxy (the state carries the origin to send the user back to). A list the app gives
 * replaces the default; Auth.js merged it index by index, so a shorter list could not drop a check.
 */
function checksOf(provider: OAuthConfig, proxied: boolean): ReadonlySet<ActiveCheck> {
	const list = provider.checks ?? ['pkce'];
	const checks = new Set<ActiveCheck>(
		list.includes('none') ? [] : list.filter((c): c is ActiveCheck => c === 'pkce' || c === 'state' || c === 'nonce')
	);
	if (provider.type !== 'oidc') checks.delete('nonce');
	if (proxied) checks.add('state');
	return checks;
}

/** Default `refresh.beforeExpiry`: a page that reads the session then has a minute to use the access token. */
export const DEFAULT_REFRESH_BEFORE_EXPIRY = 60;

/**
 * `refresh`: the refresh token grant goes to the token endpoint through oauth4webapi, which a custom
 * `token.request` handler replaces, so the two cannot be combined.
 */
function refreshOf(raw: OAuthConfig, token: Endpoint): OAuthProvider['refresh'] {
	if (!raw.refresh) return undefined;
	if (token.request) {
		throw new InvalidEndpoints(`Provider "${raw.id}": \`refresh\` needs the token endpoint, but \`token.request\` replaces it`, { cause: { provider: raw.id } });
	}
	const beforeExpiry = raw.refresh === true ? DEFAULT_REFRESH_BEFORE_EXPIRY : (raw.refresh.beforeExpiry ?? DEFAULT_REFRESH_BEFORE_EXPIRY);
	if (!Number.isFinite(beforeExpiry) || beforeExpiry < 0) throw new TypeError(`Provider "${raw.id}": refresh.beforeExpiry must be a number of seconds >= 0`);
	return Object.freeze({ beforeExpiry });
}

/** `federatedSignOut`: RP-initiated logout identifies the session by its id_token, which only OIDC issues. */
function endSessionOf(raw: OAuthConfig): OAuthProvider['endSession'] {
	if (!raw.federatedSignOut) return undefined;
	if (raw.type !== 'oidc') {
		throw new InvalidEndpoints(`Provider "${raw.id}": \`federatedSignOut\` needs an OpenID Connect provider (type "oidc"): it sends the id_token as id_token_hint`, {
			cause: { provider: raw.id }
		});
	}
	const target = raw.federatedSignOut === true ? undefined : raw.federatedSignOut.postLogoutRedirectUri;
	if (target !== undefined && !target.startsWith('/') && !URL.canParse(target)) {
		throw new TypeError(`Provider "${raw.id}": federatedSignOut.postLogoutRedirectUri must be a path or an absolute URL`);
	}
	return Object.freeze({ postLogoutRedirectUri: target });
}

/**
 * Settles `raw` (env defaults already applied). `redirectProxyUrl` is the config's (or
 * AUTH_REDIRECT_PROXY_URL); the provider's own option wins. Throws InvalidEndpoints for what can be
 * known wrong without the network: a missing secret, a malformed or plain-http endpoint.
 */
export function settleOAuthProvider(raw: OAuthConfig, redirectProxyUrl: string | undefined): OAuthProvider {
	const authorization = endpointOf(raw.authorization, 'authorization', raw.id);
	const token = endpointOf(raw.token as EndpointHandler<Record<string, string>, unknown>, 'token', raw.id);
	const userinfo = endpointOf(raw.userinfo as EndpointHandler<Record<string, string>, unknown>, 'userinfo', raw.id);
	const params: Array<readonly [string, unknown]> = [
		...Object.entries(authorization.params ?? {}),
		...(authorization.url ? [...authorization.url.searchParams.entries()] : []),
		...Object.entries(raw.authorizationParams ?? {})
	];
	let mode: unknown;
	for (const [key, value] of params) if (key === 'response_mode') mode = value;
	const formPost = mode === 'form_post';
	// Dropped for form_post providers, as Auth.js does: the proxy hop only forwards query parameters.
	const proxy = formPost ? undefined : (raw.redirectProxyUrl ?? redirectProxyUrl);
	const provider: OAuthProvider = {
		id: raw.id,
		name: raw.name,
		type: raw.type,
		options: raw,
		authorization,
		token,
		userinfo,
		client: { client_id: raw.clientId ?? '', ...(raw.client ?? {}) } as oauth.Client,
		clientAuth: token.request ? oauth.None() : clientAuthOf(raw),
		checks: checksOf(raw, !!proxy),
		params,
		formPost,
		proxyCallbackUrl: proxy ? `${proxy.replace(/\/+$/, '')}/callback/${encodeURIComponent(raw.id)}` : undefined,
		usesUserinfo: raw.type === 'oauth' || raw.idToken === false,
		insecure: raw.unsafeAllowInsecureRequests === true,
		refresh: refreshOf(raw, token),
		endSession: endSessionOf(raw),
		idTokenHmac: idTokenHmacOf(raw)
	};
	for (const [what, url] of [
		['issuer', raw.issuer],
		['wellKnown', raw.wellKnown],
		['authorization endpoint', authorization.url],
		['token endpoint', token.url],
		['userinfo endpoint', userinfo.url],
		['jwks_uri', raw.jwks_endpoint]
	] as const) {
		assertSecure(provider, url, what);
	}
	return Object.freeze(provider);
}
