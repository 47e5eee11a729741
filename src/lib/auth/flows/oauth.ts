/**
 * OAuth 2.0 / OpenID Connect sign-in (provider types `oauth` and `oidc`), implemented only through
 * oauth4webapi. The signin action calls `startOAuth`, the callback action calls
 * `resolveRedirectProxy` and then `handleOAuthCallback`, and hands the candidate to identity/.
 */
import { InvalidCheck } from '../errors.ts';
import { decode } from '../session/jwt.ts';
import type { RequestContext } from '../core/context.ts';
import type { OAuthConfig } from '../providers/types.ts';
import { STATE_SALT, proxyCallbackUrl } from './oauth-policy.ts';

export { startOAuth } from './oauth-authorize.ts';
export { handleOAuthCallback, readCallbackParams } from './oauth-callback.ts';
export { clearDiscoveryCache } from './oauth-server.ts';
export { defaultAccount, defaultProfile } from './oauth-profile.ts';

/**
 * The redirect-proxy hop (AUTHJS-BEHAVIOUR.md 7.4 step 2). When this deployment *is* the provider's
 * redirect proxy and the sealed `state` names another deployment's callback, returns the URL to
 * send the browser to (that callback plus every original parameter); the other deployment then
 * finishes the flow with its own check cookies. Returns null when the callback is for us.
 * Both deployments must share the secret. A state this deployment cannot open is InvalidCheck.
 * @example
 * const hop = await resolveRedirectProxy(ctx, provider);
 * if (hop) return Response.redirect(hop, 302);
 */
export async function resolveRedirectProxy(ctx: RequestContext, provider: OAuthConfig): Promise<string | null> {
	const proxy = proxyCallbackUrl(ctx, provider);
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
