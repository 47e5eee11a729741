/**
 * The redirect proxy (one stable callback URL for many preview deployments, as Auth.js's
 * `redirectProxyUrl`): which redirect_uri a deployment sends, and the hop by which the proxy deployment
 * forwards a callback to the deployment that started it. Both deployments must share the secret.
 */
import { InvalidCheck } from '../../errors.ts';
import { decode } from '../../crypto/jwt.ts';
import type { OAuthProvider } from '../../config/types.ts';
import type { RequestContext } from '../../context.ts';

/** Salt of the JWE that the `state` parameter itself is (it carries the origin for the redirect proxy). */
export const STATE_SALT = 'encodedState';

/** Whether this deployment uses a proxy other than itself: then the state must carry our callback URL. */
function isProxied(ctx: RequestContext, provider: OAuthProvider): boolean {
	return !!provider.proxyCallbackUrl && new URL(provider.proxyCallbackUrl).origin !== ctx.origin;
}

/** The redirect_uri: the proxy when one is configured and this deployment is not it, else our callback. */
export function redirectUriOf(ctx: RequestContext, provider: OAuthProvider): string {
	return isProxied(ctx, provider) ? provider.proxyCallbackUrl! : ctx.actionUrl('callback', provider.id);
}

/**
 * The hop. When this deployment *is* the provider's redirect proxy and the sealed `state` names another
 * deployment's callback, returns the URL to send the browser to (that callback plus every original
 * parameter); the other deployment then finishes the flow with its own check cookies. Null when the
 * callback is for us. A state this deployment cannot open is InvalidCheck.
 * @example const hop = await resolveRedirectProxy(ctx, provider); if (hop) return redirect(hop);
 */
export async function resolveRedirectProxy(ctx: RequestContext, provider: OAuthProvider): Promise<string | null> {
	const proxy = provider.proxyCallbackUrl;
	if (!proxy || new URL(proxy).origin !== ctx.origin || ctx.request.method !== 'GET') return null;
	const state = ctx.url.searchParams.get('state');
	if (!state) return null;
	const payload = await decode({ token: state, secret: ctx.config.secret, salt: STATE_SALT });
	if (!payload) throw new InvalidCheck('state value could not be parsed', { cause: { provider: provider.id } });
	if (typeof payload.origin !== 'string') return null;
	let target: URL;
	try {
		target = new URL(payload.origin);
	} catch {
		throw new InvalidCheck('state origin is not a URL', { cause: { provider: provider.id } });
	}
	if (target.origin === ctx.origin) return null;
	for (const [key, value] of ctx.url.searchParams) target.searchParams.append(key, value);
	return target.href;
}
