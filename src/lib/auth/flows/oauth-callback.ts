/**
 * The callback (RFC 6749 section 4.1.2-4.1.4, OIDC Core 3.1.3, AUTHJS-BEHAVIOUR.md 7.4): validates the
 * authorization response, redeems the code and reads the profile, all through oauth4webapi.
 */
import * as oauth from 'oauth4webapi';
import { AuthError, CallbackRouteError, InvalidCheck, InvalidEndpoints, OAuthCallbackError } from '../errors.ts';
import { useCheck, type CheckKey } from '../security/checks.ts';
import type { RequestContext, SignInCandidate } from '../core/context.ts';
import type { EndpointContext, EndpointHandler, OAuthConfig } from '../providers/types.ts';
import type { Profile, TokenSet } from '../types.ts';
import { checksOf, redirectUriOf } from './oauth-policy.ts';
import { buildCandidate, withExpiresAt } from './oauth-profile.ts';
import { clientAuthOf, clientOf, endpoint, httpOptions, resolveServer, safeError, usesUserinfo } from './oauth-server.ts';
import { serverForTenant, tenantKeyCache } from './oauth-tenant.ts';

/**
 * Callback parameters: the query (GET) or the form body (POST, `response_mode=form_post`). `body` is
 * the form the core already parsed; without it the body is read from a clone of the request.
 */
export async function readCallbackParams(
	ctx: RequestContext,
	body?: Record<string, unknown> | null
): Promise<{ params: URLSearchParams; form: boolean }> {
	if (ctx.request.method !== 'POST') return { params: new URLSearchParams(ctx.url.searchParams), form: false };
	const params = new URLSearchParams();
	if (body) {
		for (const [key, value] of Object.entries(body)) if (typeof value === 'string') params.append(key, value);
		return { params, form: true };
	}
	if (ctx.request.bodyUsed) throw new TypeError('The callback body was consumed before the OAuth flow could read it: pass it as `body`');
	const type = ctx.request.headers.get('content-type') ?? '';
	if (/application\/x-www-form-urlencoded|multipart\/form-data/i.test(type)) {
		const form = await ctx.request.clone().formData();
		for (const [key, value] of form) if (typeof value === 'string') params.append(key, value);
	}
	return { params, form: true };
}

/** Wraps a protocol or network failure: the message names the stage, the cause holds no token. */
function failure(provider: OAuthConfig, stage: string, error: unknown): AuthError {
	if (error instanceof AuthError) return error;
	const code = (error as { code?: unknown })?.code;
	return new CallbackRouteError(`Provider "${provider.id}": ${stage} failed${typeof code === 'string' ? ` (${code})` : ''}`, {
		cause: { provider: provider.id, stage, err: safeError(error) }
	});
}

async function step<T>(provider: OAuthConfig, stage: string, run: () => Promise<T> | T): Promise<T> {
	try {
		return await run();
	} catch (error) {
		throw failure(provider, stage, error);
	}
}

/** useCheck, with the provider and the check named in the cause for the log. */
async function openCheck(ctx: RequestContext, key: CheckKey, provider: OAuthConfig): Promise<string> {
	try {
		return await useCheck(ctx, key, provider.id);
	} catch (error) {
		if (!(error instanceof InvalidCheck)) throw error;
		throw new InvalidCheck(error.message, { cause: { provider: provider.id, check: key } });
	}
}

/** Plain OAuth 2 has no profile standard: the userinfo endpoint's JSON, or the provider's handler. */
async function fetchOAuthProfile(ctx: RequestContext, provider: OAuthConfig, as: oauth.AuthorizationServer, tokens: TokenSet): Promise<Profile> {
	const userinfo = endpoint(provider.userinfo as EndpointHandler<Record<string, string>, unknown>);
	if (userinfo.request) {
		const context: EndpointContext = { provider, tokens, fetch: ctx.config.fetch };
		const profile = await userinfo.request(context);
		if (!profile || typeof profile !== 'object') throw new TypeError('userinfo.request() returned no profile object');
		return profile as Profile;
	}
	const response = await oauth.userInfoRequest(as, clientOf(provider), tokens.access_token!, httpOptions(ctx, provider));
	if (!response.ok) throw Object.assign(new Error(`userinfo endpoint answered HTTP ${response.status}`), { status: response.status });
	const profile: unknown = await response.json();
	if (!profile || typeof profile !== 'object' || Array.isArray(profile)) throw new TypeError('userinfo endpoint returned no JSON object');
	return profile as Profile;
}

/**
 * Finishes the OAuth/OIDC flow of `provider` for the callback request in `ctx` and returns the
 * verified user, account and raw profile. Consumes the check cookies (marked for deletion in
 * `ctx.cookies`). Throws:
 * - InvalidCheck: a check cookie is missing, forged, expired or minted for another provider;
 * - OAuthCallbackError: the IdP answered `error=` (cause: providerId, error, error_description);
 * - CallbackRouteError: state mismatch, token endpoint failure, invalid id_token (signature, iss,
 *   aud, exp, nonce), a multi-tenant id_token without a valid tenant claim (stage `id_token tenant`),
 *   userinfo failure (cause: provider, stage, err without tokens);
 * - OAuthProfileParseError: `profile()` threw;
 * - InvalidEndpoints / OAuthSignInError: configuration or discovery problems.
 * `body`: the POST form the core already parsed (form_post callbacks); omit it to read the request.
 * @example const candidate = await handleOAuthCallback(ctx, provider);
 */
export async function handleOAuthCallback(
	ctx: RequestContext,
	provider: OAuthConfig,
	body?: Record<string, unknown> | null
): Promise<SignInCandidate> {
	const { params, form } = await step(provider, 'reading the callback', () => readCallbackParams(ctx, body));
	// Every check cookie is opened before any network call: a forged or foreign cookie costs nothing.
	const checks = checksOf(ctx, provider);
	const expectedState = checks.has('state') ? await openCheck(ctx, 'state', provider) : oauth.expectNoState;
	const codeVerifier = checks.has('pkce') ? await openCheck(ctx, 'pkceCodeVerifier', provider) : oauth.nopkce;
	const expectedNonce = checks.has('nonce') ? await openCheck(ctx, 'nonce', provider) : oauth.expectNoNonce;

	const as = await step(provider, 'discovery', () => resolveServer(ctx, provider));
	const client = clientOf(provider);
	let validated: URLSearchParams;
	try {
		validated = oauth.validateAuthResponse(as, client, params, expectedState);
	} catch (error) {
		if (error instanceof oauth.AuthorizationResponseError) {
			throw new OAuthCallbackError(`Provider "${provider.id}" answered error=${error.error}`, {
				cause: { providerId: provider.id, error: error.error, error_description: error.error_description }
			});
		}
		throw failure(provider, 'authorization response', error);
	}

	const oidc = provider.type === 'oidc';
	// The server the tokens are verified against: `as`, or for a `{tenantid}` template issuer its copy
	// naming the tenant of the id_token (oauth-tenant.ts).
	let server = as;
	const token = endpoint(provider.token as EndpointHandler<Record<string, string>, unknown>);
	let tokens: TokenSet;
	let idTokenClaims: Profile | undefined;
	if (token.request) {
		// A custom token handler bypasses oauth4webapi, so nothing could validate an id_token it returns.
		if (oidc) throw new InvalidEndpoints(`Provider "${provider.id}": token.request is only supported for type "oauth"`);
		const context = { provider, tokens: {}, fetch: ctx.config.fetch, params: Object.fromEntries(validated) };
		tokens = await step(provider, 'token request', async () => {
			const result = await token.request!(context as EndpointContext);
			if (!result || typeof result !== 'object') throw new TypeError('token.request() returned no token set');
			return { ...(result as TokenSet) };
		});
	} else {
		const options = httpOptions(ctx, provider);
		const redirectUri = redirectUriOf(ctx, provider);
		const clientAuth = clientAuthOf(provider);
		let response = await step(provider, 'token request', () =>
			oauth.authorizationCodeGrantRequest(as, client, clientAuth, validated, redirectUri, codeVerifier, options)
		);
		// `token.conform` rewrites a non-conforming answer (e.g. Twitch's array `scope`) before it is processed.
		const conform = typeof provider.token === 'object' ? provider.token.conform : undefined;
		if (conform) response = (await step(provider, 'token conform', async () => conform(response.clone()))) ?? response;
		// Before oauth4webapi processes the answer, so that it verifies iss, aud, exp, nonce and the
		// signature against the user's concrete tenant issuer, never against the template.
		server = await step(provider, 'id_token tenant', () => serverForTenant(provider, as, response));
		const processed = await step(provider, 'token response', () =>
			oauth.processAuthorizationCodeResponse(server, client, response, { expectedNonce, requireIdToken: oidc })
		);
		if (processed.id_token && (oidc || server.jwks_uri)) {
			// oauth4webapi checked iss, aud, exp, iat and nonce; the JWS signature is verified against
			// the issuer's JWKS here (OIDC Core 3.1.3.7 item 6), which Auth.js leaves to TLS alone.
			// A plain oauth provider without JWKS only stores the id_token; its profile is userinfo.
			const keys = { ...options, ...tenantKeyCache(as, server) };
			await step(provider, 'id_token signature', () => oauth.validateApplicationLevelSignature(server, response, keys));
			idTokenClaims = { ...(oauth.getValidatedIdTokenClaims(processed) as Profile) };
		}
		tokens = { ...(processed as TokenSet) };
	}
	tokens = withExpiresAt(tokens);

	let profile: Profile;
	if (oidc && !usesUserinfo(provider)) {
		profile = idTokenClaims!;
	} else if (oidc) {
		profile = await step(provider, 'userinfo', async () => {
			const response = await oauth.userInfoRequest(server, client, tokens.access_token!, httpOptions(ctx, provider));
			// The userinfo `sub` must be the id_token's (OIDC Core 5.3.2).
			return { ...(await oauth.processUserInfoResponse(server, client, String(idTokenClaims!.sub), response)) } as Profile;
		});
	} else {
		profile = await step(provider, 'userinfo', () => fetchOAuthProfile(ctx, provider, server, tokens));
	}
	// Apple posts the user's name as JSON in `user`, on the first authorization only.
	const user = form ? params.get('user') : null;
	if (user) {
		try {
			profile.user = JSON.parse(user);
		} catch {
			ctx.config.logger.warn('oauth-user-param', `Provider "${provider.id}" sent a user parameter that is not JSON`);
		}
	}
	return buildCandidate(provider, profile, tokens);
}
