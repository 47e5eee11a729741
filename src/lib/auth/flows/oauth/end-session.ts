/**
 * RP-initiated logout (OpenID Connect RP-Initiated Logout 1.0, section 2): the URL that ends the user's
 * session at the identity provider and sends the browser back. oauth4webapi has no helper for this one
 * redirect; the endpoint comes from its discovery (`end_session_endpoint`), the parameters are the spec's.
 */
import type { OAuthProvider } from '../../config/types.ts';
import type { RequestContext } from '../../context.ts';
import { assertSecure } from '../../config/oauth.ts';
import { resolveServer } from './server.ts';

/**
 * `end_session_endpoint?id_token_hint&client_id&post_logout_redirect_uri`, or null when the provider
 * publishes no end_session_endpoint (logged: the sign-out stays local). `postLogoutRedirectUri` must
 * already have passed the `redirect` callback; the provider checks that it is registered.
 * @example const url = await endSessionUrl(ctx, provider, idToken, 'https://app.example/');
 */
export async function endSessionUrl(ctx: RequestContext, provider: OAuthProvider, idToken: string, postLogoutRedirectUri: string): Promise<string | null> {
	const as = await resolveServer(ctx, provider);
	if (!as.end_session_endpoint) {
		ctx.config.logger.warn('end-session-unsupported', `Provider "${provider.id}" publishes no end_session_endpoint: signed out locally only`);
		return null;
	}
	assertSecure(provider, as.end_session_endpoint, 'end_session_endpoint');
	const url = new URL(as.end_session_endpoint);
	// Section 2: id_token_hint RECOMMENDED; client_id with post_logout_redirect_uri; the URI registered at the OP.
	url.searchParams.set('id_token_hint', idToken);
	url.searchParams.set('client_id', provider.client.client_id);
	url.searchParams.set('post_logout_redirect_uri', postLogoutRedirectUri);
	return url.href;
}
