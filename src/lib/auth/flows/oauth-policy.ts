/**
 * Per-provider decisions shared by the authorization request and the callback, so both sides agree:
 * which checks run, whether the provider answers with form_post, and which redirect_uri is used.
 */
import type { RequestContext } from '../core/context.ts';
import type { CookieAttributes } from '../security/cookies.ts';
import type { OAuthConfig } from '../providers/types.ts';
import { endpoint } from './oauth-server.ts';

export type ActiveCheck = 'pkce' | 'state' | 'nonce';

/** Salt of the JWE that the `state` parameter itself is (it carries the origin for the redirect proxy). */
export const STATE_SALT = 'encodedState';

/** Parameters the incoming request may not override: they bind the response to this browser and client. */
export const PROTECTED_PARAMS = new Set([
	'client_id',
	'redirect_uri',
	'response_type',
	'state',
	'nonce',
	'code_challenge',
	'code_challenge_method'
]);

/** The provider's own static authorization parameters, in merge order (AUTHJS-BEHAVIOUR.md 7.2 step 2). */
export function providerParams(provider: OAuthConfig): Array<[string, unknown]> {
	const authorization = endpoint(provider.authorization);
	return [
		...Object.entries(authorization.params ?? {}),
		...(authorization.url ? [...authorization.url.searchParams.entries()] : []),
		...Object.entries(provider.authorizationParams ?? {})
	];
}

/** Whether the IdP posts its answer back (`response_mode=form_post`, e.g. Apple). */
export function isFormPost(provider: OAuthConfig): boolean {
	let mode: unknown;
	for (const [key, value] of providerParams(provider)) if (key === 'response_mode') mode = value;
	return mode === 'form_post';
}

/**
 * `<redirectProxyUrl>/callback/<id>` (provider option, then config, then AUTH_REDIRECT_PROXY_URL).
 * Dropped for form_post providers, as Auth.js does: the proxy hop only forwards query parameters.
 */
export function proxyCallbackUrl(ctx: RequestContext, provider: OAuthConfig): string | undefined {
	if (isFormPost(provider)) return undefined;
	const proxy = provider.redirectProxyUrl ?? ctx.config.redirectProxyUrl ?? ctx.config.env?.AUTH_REDIRECT_PROXY_URL;
	if (!proxy) return undefined;
	return `${proxy.replace(/\/+$/, '')}/callback/${encodeURIComponent(provider.id)}`;
}

/** The redirect_uri: the proxy when one is configured and this deployment is not it, else our callback. */
export function redirectUriOf(ctx: RequestContext, provider: OAuthConfig): string {
	const proxy = proxyCallbackUrl(ctx, provider);
	if (proxy && new URL(proxy).origin !== ctx.origin) return proxy;
	return ctx.actionUrl('callback', provider.id);
}

/**
 * Effective checks: `['pkce']` by default, `none` disables all, `nonce` only for OIDC, `state`
 * forced on with a redirect proxy (the state carries the origin to send the user back to).
 * A user list replaces the default (quirk 26 fixed: no index-wise merge).
 */
export function checksOf(ctx: RequestContext, provider: OAuthConfig): Set<ActiveCheck> {
	const list = provider.checks ?? ['pkce'];
	const checks = new Set<ActiveCheck>(
		list.includes('none') ? [] : list.filter((c): c is ActiveCheck => c === 'pkce' || c === 'state' || c === 'nonce')
	);
	if (provider.type !== 'oidc') checks.delete('nonce');
	if (proxyCallbackUrl(ctx, provider)) checks.add('state');
	return checks;
}

/**
 * Extra cookie attributes for the check cookies. A form_post answer is a cross-site POST, which
 * SameSite=Lax cookies do not accompany, so all check cookies become SameSite=None; Secure
 * (https://developer.apple.com/documentation/sign_in_with_apple/request_an_authorization_to_the_sign_in_with_apple_server).
 * Auth.js does this for state and nonce only; PKCE needs it as well or the flow cannot finish.
 */
export function checkCookieAttributes(provider: OAuthConfig): Partial<CookieAttributes> {
	return isFormPost(provider) ? { sameSite: 'none', secure: true } : {};
}
