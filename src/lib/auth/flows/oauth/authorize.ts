/**
 * The authorization request (RFC 6749 section 4.1.1): builds the URL the browser is sent to and seals
 * the check values (state, PKCE verifier, nonce) into cookies bound to the provider.
 */
import * as oauth from 'oauth4webapi';
import { setCheck } from '../../security/checks.ts';
import { CHECK_MAX_AGE, type CookieAttributes } from '../../cookies.ts';
import { encode } from '../../crypto/jwt.ts';
import type { OAuthProvider } from '../../config/types.ts';
import type { RequestContext } from '../../context.ts';
import { STATE_SALT, redirectUriOf } from './proxy.ts';
import { resolveServer } from './server.ts';

/** Applied when neither the provider nor the request names a scope (as Auth.js does). */
const DEFAULT_SCOPE = 'openid profile email';

/** Parameters the incoming request may not override: they bind the response to this browser and client. */
const PROTECTED_PARAMS = new Set(['client_id', 'redirect_uri', 'response_type', 'state', 'nonce', 'code_challenge', 'code_challenge_method']);

function setParam(search: URLSearchParams, key: string, value: unknown): void {
	if (value === undefined || value === null) return;
	// OIDC Core 5.5: the `claims` request parameter is a JSON object.
	search.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
}

/**
 * Extra attributes of the check cookies. A form_post answer is a cross-site POST, which SameSite=Lax
 * cookies do not accompany, so all check cookies become SameSite=None; Secure
 * (https://developer.apple.com/documentation/sign_in_with_apple/request_an_authorization_to_the_sign_in_with_apple_server).
 * Auth.js does this for state and nonce only; PKCE needs it as well or the flow cannot finish.
 */
function checkCookieAttributes(provider: OAuthProvider): Partial<CookieAttributes> {
	return provider.formPost ? { sameSite: 'none', secure: true } : {};
}

/**
 * Builds the authorization URL for `provider` and sets its check cookies on `ctx.cookies`.
 *
 * Parameters merge in this order, the last one winning: `response_type`, `client_id`, `redirect_uri`;
 * the provider's settled params (endpoint params, the URL's own query, `authorizationParams`); `params`
 * (the sign-in request's query or form `authorizationParams`). The request cannot override client_id,
 * redirect_uri, response_type or the check parameters, which are always set last.
 * @example const url = await startOAuth(ctx, provider, { prompt: 'consent' });
 */
export async function startOAuth(ctx: RequestContext, provider: OAuthProvider, params: Record<string, string> = {}): Promise<string> {
	const as = await resolveServer(ctx, provider);
	const url = new URL(as.authorization_endpoint!);
	const search = url.searchParams;
	search.set('response_type', 'code');
	search.set('client_id', provider.client.client_id);
	search.set('redirect_uri', redirectUriOf(ctx, provider));
	for (const [key, value] of provider.params) setParam(search, key, value);
	for (const [key, value] of Object.entries(params)) if (!PROTECTED_PARAMS.has(key)) setParam(search, key, value);
	// An explicit empty scope (Zoom) is deliberate: only a missing one gets the default.
	if (!search.has('scope')) search.set('scope', DEFAULT_SCOPE);
	// A fragment the provider's authorization URL requires (WeChat's `#wechat_redirect`) is kept.
	if (provider.authorization.url?.hash) url.hash = provider.authorization.url.hash;

	const { checks } = provider;
	const cookie = checkCookieAttributes(provider);
	if (checks.has('state')) {
		// The state is itself a sealed JWE: a redirect proxy reads the origin to send the user back to
		// (proxy.ts); the random part makes it unguessable (RFC 6749 section 10.12).
		const origin = provider.proxyCallbackUrl ? { origin: ctx.actionUrl('callback', provider.id) } : {};
		const state = await encode({
			token: { random: oauth.generateRandomState(), ...origin },
			secret: ctx.config.secret,
			salt: STATE_SALT,
			maxAge: CHECK_MAX_AGE
		});
		search.set('state', state);
		await setCheck(ctx, 'state', state, provider.id, cookie);
	}
	if (checks.has('pkce')) {
		// RFC 7636: always S256, never plain.
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
