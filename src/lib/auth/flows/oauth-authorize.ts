/**
 * The authorization request (RFC 6749 section 4.1.1, AUTHJS-BEHAVIOUR.md 7.2): builds the URL the
 * browser is sent to and seals the check values (state, PKCE verifier, nonce) into cookies.
 */
import * as oauth from 'oauth4webapi';
import { setCheck } from '../security/checks.ts';
import { CHECK_MAX_AGE } from '../security/cookies.ts';
import { encode } from '../session/jwt.ts';
import type { RequestContext } from '../core/context.ts';
import type { OAuthConfig } from '../providers/types.ts';
import {
	PROTECTED_PARAMS,
	STATE_SALT,
	checkCookieAttributes,
	checksOf,
	providerParams,
	proxyCallbackUrl,
	redirectUriOf
} from './oauth-policy.ts';
import { clientOf, resolveServer } from './oauth-server.ts';

/** Applied when neither the provider nor the request names a scope (AUTHJS-BEHAVIOUR.md 7.1). */
const DEFAULT_SCOPE = 'openid profile email';

function setParam(search: URLSearchParams, key: string, value: unknown): void {
	if (value === undefined || value === null) return;
	// OIDC Core 5.5: the `claims` request parameter is a JSON object.
	search.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
}

/**
 * Builds the authorization URL for `provider` and sets its check cookies on `ctx.cookies`.
 *
 * Parameters merge in this order, the last one winning: `response_type`, `client_id`,
 * `redirect_uri`; `authorization.params`; the authorization URL's own query;
 * `provider.authorizationParams`; `params` (the sign-in request's query or form
 * `authorizationParams`). The request cannot override client_id, redirect_uri, response_type or the
 * check parameters, which are always set last.
 *
 * @example
 * const url = await startOAuth(ctx, provider, Object.fromEntries(ctx.url.searchParams));
 * return redirect(url); // with ctx.cookies written onto the response
 */
export async function startOAuth(ctx: RequestContext, provider: OAuthConfig, params: Record<string, string> = {}): Promise<string> {
	const as = await resolveServer(ctx, provider);
	const client = clientOf(provider);
	const url = new URL(as.authorization_endpoint!);
	const search = url.searchParams;
	search.set('response_type', 'code');
	search.set('client_id', client.client_id);
	search.set('redirect_uri', redirectUriOf(ctx, provider));
	for (const [key, value] of providerParams(provider)) setParam(search, key, value);
	for (const [key, value] of Object.entries(params)) if (!PROTECTED_PARAMS.has(key)) setParam(search, key, value);
	// An explicit empty scope (Zoom) is deliberate: only a missing one gets the default.
	if (!search.has('scope')) search.set('scope', DEFAULT_SCOPE);

	const checks = checksOf(ctx, provider);
	const cookie = checkCookieAttributes(provider);
	if (checks.has('state')) {
		// The state is itself a sealed JWE: a redirect proxy reads the origin to send the user back to
		// (AUTHJS-BEHAVIOUR.md 7.2 step 3); the random part makes it unguessable (RFC 6749 section 10.12).
		const proxied = proxyCallbackUrl(ctx, provider);
		const state = await encode({
			token: { random: oauth.generateRandomState(), ...(proxied ? { origin: ctx.actionUrl('callback', provider.id) } : {}) },
			secret: ctx.config.secret,
			salt: STATE_SALT,
			maxAge: CHECK_MAX_AGE
		});
		search.set('state', state);
		await setCheck(ctx, 'state', state, provider.id, cookie);
	}
	if (checks.has('pkce')) {
		// RFC 7636: always S256 (quirk 17: Auth.js never falls back to plain or nonce either).
		const verifier = oauth.generateRandomCodeVerifier();
		search.set('code_challenge', await oauth.calculatePKCECodeChallenge(verifier));
		search.set('code_challenge_method', 'S256');
		await setCheck(ctx, 'pkceCodeVerifier', verifier, provider.id, cookie);
	}
	if (checks.has('nonce')) {
		const nonce = oauth.generateRandomNonce();
		search.set('nonce', nonce);
		await setCheck(ctx, 'nonce', nonce, provider.id, cookie);
	}
	return url.href;
}
