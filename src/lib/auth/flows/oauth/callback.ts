/**
 * The callback (RFC 6749 sections 4.1.2 to 4.1.4, OIDC Core 3.1.3): validates the authorization
 * response, redeems the code and reads the profile, all through oauth4webapi. Verifies only: the result is
 * a candidate for identity/, nothing is stored.
 */
import * as oauth from 'oauth4webapi';
import { AuthError, CallbackRouteError, InvalidCheck, InvalidEndpoints, OAuthCallbackError, asRequestFault } from '../../errors.ts';
import { useCheck, type CheckKey } from '../../security/checks.ts';
import type { OAuthProvider } from '../../config/types.ts';
import type { RequestContext } from '../../context.ts';
import type { EndpointContext } from '../../providers/types.ts';
import type { Profile, TokenSet } from '../../model.ts';
import type { SignInCandidate } from '../candidate.ts';
import { redirectUriOf } from './proxy.ts';
import { buildCandidate, withExpiresAt } from './profile.ts';
import { httpOptions, resolveServer, safeError } from './server.ts';
import { checksIdToken, verifyIdTokenSignature } from './id-token.ts';
import { serverForTenant, tenantKeyCache } from './tenant.ts';

/** The authorization response's parameters, read where the provider's response mode puts them. */
export interface CallbackParams {
	params: URLSearchParams;
	/** Posted as a form (`response_mode=form_post`): Apple's `user` field may ride along. */
	form: boolean;
}

/** Wraps a protocol or network failure: the message names the stage, the cause holds no token. */
function failure(provider: OAuthProvider, stage: string, error: unknown): AuthError {
	if (error instanceof AuthError) return error;
	const code = (error as { code?: unknown })?.code;
	return new CallbackRouteError(`Provider "${provider.id}": ${stage} failed${typeof code === 'string' ? ` (${code})` : ''}`, {
		cause: { provider: provider.id, stage, err: safeError(error) }
	});
}

async function step<T>(provider: OAuthProvider, stage: string, run: () => Promise<T> | T): Promise<T> {
	try {
		return await run();
	} catch (error) {
		throw failure(provider, stage, error);
	}
}

/** useCheck, with the provider and the check named in the cause for the log. */
async function openCheck(ctx: RequestContext, key: CheckKey, provider: OAuthProvider): Promise<string> {
	try {
		return await useCheck(ctx, key, provider.id);
	} catch (error) {
		if (!(error instanceof InvalidCheck)) throw error;
		throw new InvalidCheck(error.message, { cause: { provider: provider.id, check: key } });
	}
}

/** Plain OAuth 2 has no profile standard: the userinfo endpoint's JSON, or the provider's handler. */
async function fetchOAuthProfile(ctx: RequestContext, provider: OAuthProvider, as: oauth.AuthorizationServer, tokens: TokenSet): Promise<Profile> {
	if (provider.userinfo.request) {
		const context: EndpointContext = { provider: provider.options, tokens, fetch: ctx.config.fetch };
		const profile = await provider.userinfo.request(context);
		if (!profile || typeof profile !== 'object') throw new TypeError('userinfo.request() returned no profile object');
		return profile as Profile;
	}
	const response = await oauth.userInfoRequest(as, provider.client, tokens.access_token!, httpOptions(ctx, provider));
	if (!response.ok) throw Object.assign(new Error(`userinfo endpoint answered HTTP ${response.status}`), { status: response.status });
	const profile: unknown = await response.json();
	if (!profile || typeof profile !== 'object' || Array.isArray(profile)) throw new TypeError('userinfo endpoint returned no JSON object');
	return profile as Profile;
}

interface Redeemed {
	tokens: TokenSet;
	/** The verified id_token claims, when there is an id_token this provider can verify. */
	claims?: Profile;
	/** The server the tokens were verified against (a tenant's issuer for a multi-tenant provider). */
	server: oauth.AuthorizationServer;
}

/** Redeems the code at the token endpoint and verifies the answer (and its id_token) through oauth4webapi. */
async function redeemCode(
	ctx: RequestContext,
	provider: OAuthProvider,
	as: oauth.AuthorizationServer,
	validated: URLSearchParams,
	checks: { codeVerifier: string | typeof oauth.nopkce; expectedNonce: string | typeof oauth.expectNoNonce }
): Promise<Redeemed> {
	const oidc = provider.type === 'oidc';
	if (provider.token.request) {
		// A custom token handler bypasses oauth4webapi, so nothing could validate an id_token it returns.
		if (oidc) throw new InvalidEndpoints(`Provider "${provider.id}": token.request is only supported for type "oauth"`);
		const context: EndpointContext = {
			provider: provider.options,
			tokens: {},
			fetch: ctx.config.fetch,
			params: Object.fromEntries(validated),
			redirectUri: redirectUriOf(ctx, provider)
		};
		const request = provider.token.request;
		const tokens = await step(provider, 'token request', async () => {
			const result = await request(context);
			if (!result || typeof result !== 'object') throw new TypeError('token.request() returned no token set');
			return { ...(result as TokenSet) };
		});
		return { tokens, server: as };
	}
	const options = httpOptions(ctx, provider);
	const { client, clientAuth } = provider;
	let response = await step(provider, 'token request', () =>
		oauth.authorizationCodeGrantRequest(as, client, clientAuth, validated, redirectUriOf(ctx, provider), checks.codeVerifier, options)
	);
	// `token.conform` rewrites a non-conforming answer (e.g. Twitch's array `scope`) before it is processed.
	const token = provider.options.token;
	const conform = typeof token === 'object' ? token.conform : undefined;
	if (conform) response = (await step(provider, 'token conform', async () => conform(response.clone()))) ?? response;
	// Before oauth4webapi processes the answer, so that it verifies iss, aud, exp, nonce and the
	// signature against the user's concrete tenant issuer, never against the template.
	const server = await step(provider, 'id_token tenant', () => serverForTenant(provider.options, as, response));
	const processed = await step(provider, 'token response', () =>
		oauth.processAuthorizationCodeResponse(server, client, response, { expectedNonce: checks.expectedNonce, requireIdToken: oidc })
	);
	let claims: Profile | undefined;
	if (processed.id_token && checksIdToken(provider, server)) {
		// oauth4webapi checked iss, aud, exp, iat and nonce; the JWS signature is verified here (OIDC Core
		// 3.1.3.7 item 6), which Auth.js leaves to TLS alone.
		const keys = { ...options, ...tenantKeyCache(as, server) };
		const idToken = processed.id_token;
		await step(provider, 'id_token signature', () => verifyIdTokenSignature(provider, server, response, idToken, keys));
		claims = { ...(oauth.getValidatedIdTokenClaims(processed) as Profile) };
	}
	return { tokens: { ...(processed as TokenSet) }, claims, server };
}

/** The profile: the id_token claims, or userinfo (whose `sub` must be the id_token's, OIDC Core 5.3.2). */
async function readProfile(ctx: RequestContext, provider: OAuthProvider, { tokens, claims, server }: Redeemed): Promise<Profile> {
	if (provider.type === 'oidc' && !provider.usesUserinfo) return claims!;
	if (provider.type === 'oidc') {
		return step(provider, 'userinfo', async () => {
			const response = await oauth.userInfoRequest(server, provider.client, tokens.access_token!, httpOptions(ctx, provider));
			return { ...(await oauth.processUserInfoResponse(server, provider.client, String(claims!.sub), response)) } as Profile;
		});
	}
	return step(provider, 'userinfo', () => fetchOAuthProfile(ctx, provider, server, tokens));
}

/**
 * Verifies the authorization response of `provider` for this request and returns the candidate: the
 * profile-derived user, the account with its tokens, the raw profile. Consumes the check cookies (marked
 * for deletion in `ctx.cookies`). Throws:
 * - InvalidCheck: a check cookie is missing, forged, expired or minted for another provider;
 * - OAuthCallbackError: the IdP answered `error=` (cause: providerId, error, error_description);
 * - CallbackRouteError: state mismatch, token endpoint failure, invalid id_token (signature, iss, aud,
 *   exp, nonce), a multi-tenant id_token without a valid tenant claim, userinfo failure (cause: provider,
 *   stage, err without tokens);
 * - OAuthProfileParseError: `profile()` threw;
 * - InvalidEndpoints / OAuthSignInError: configuration or discovery problems.
 * @example const candidate = await verifyOAuthCallback(ctx, provider, { params: ctx.url.searchParams, form: false });
 */
export async function verifyOAuthCallback(ctx: RequestContext, provider: OAuthProvider, { params, form }: CallbackParams): Promise<SignInCandidate> {
	// Every check cookie is opened before any network call: a forged or foreign cookie costs nothing.
	const { checks } = provider;
	const expectedState = checks.has('state') ? await openCheck(ctx, 'state', provider) : oauth.expectNoState;
	const codeVerifier = checks.has('pkce') ? await openCheck(ctx, 'pkceCodeVerifier', provider) : oauth.nopkce;
	const expectedNonce = checks.has('nonce') ? await openCheck(ctx, 'nonce', provider) : oauth.expectNoNonce;

	const as = await step(provider, 'discovery', () => resolveServer(ctx, provider));
	let validated: URLSearchParams;
	try {
		validated = oauth.validateAuthResponse(as, provider.client, params, expectedState);
	} catch (error) {
		if (error instanceof oauth.AuthorizationResponseError) {
			throw new OAuthCallbackError(`Provider "${provider.id}" answered error=${error.error}`, {
				cause: { providerId: provider.id, error: error.error, error_description: error.error_description }
			});
		}
		// A state or iss that does not match, a missing code: the request's parameters, not the provider.
		throw asRequestFault(failure(provider, 'authorization response', error));
	}
	const redeemed = await redeemCode(ctx, provider, as, validated, { codeVerifier, expectedNonce });
	redeemed.tokens = withExpiresAt(redeemed.tokens);
	const profile = await readProfile(ctx, provider, redeemed);
	// Apple posts the user's name as JSON in `user`, on the first authorization only.
	const user = form ? params.get('user') : null;
	if (user) {
		try {
			profile.user = JSON.parse(user);
		} catch {
			ctx.config.logger.warn('oauth-user-param', `Provider "${provider.id}" sent a user parameter that is not JSON`);
		}
	}
	return buildCandidate(provider.options, profile, redeemed.tokens);
}
