/**
 * GET signin: the built-in page (or a redirect to `pages.signIn`).
 * POST signin/:provider: OAuth/OIDC -> the authorization URL; e-mail -> send the link; other kinds -> the page.
 */
import { renderSignInPage } from '../pages/render.ts';
import { startOAuth } from '../flows/oauth.ts';
import { sendVerification } from '../flows/email.ts';
import { ensureCsrfToken } from '../security/csrf.ts';
import { resolveCallbackUrl } from '../security/callback-url.ts';
import { resolveRedirect } from '../security/redirects.ts';
import { htmlResponse, redirectResponse, withParams } from '../core/respond.ts';
import { findProvider, publicProviders } from './providers.ts';
import { field, type Body } from '../core/body.ts';
import type { RequestContext } from '../core/context.ts';

export async function signInPage(ctx: RequestContext): Promise<Response> {
	const { config, url } = ctx;
	const query = url.searchParams;
	const callbackUrl = await resolveCallbackUrl(ctx, query.get('callbackUrl'));
	if (config.pages.signIn) {
		return redirectResponse(ctx, withParams(config.pages.signIn, { callbackUrl, error: query.get('error') ?? undefined, code: query.get('code') ?? undefined }));
	}
	const html = renderSignInPage({
		providers: publicProviders(ctx),
		csrfToken: await ensureCsrfToken(ctx),
		callbackUrl,
		error: query.get('error') ?? undefined,
		code: query.get('code') ?? undefined,
		email: query.get('email') ?? undefined,
		theme: config.theme
	});
	return htmlResponse(ctx, html);
}

export async function signInPost(ctx: RequestContext, providerId: string | undefined, body: Body): Promise<Response> {
	const signInPageUrl = `${ctx.origin}${ctx.config.basePath}/signin`;
	if (!providerId) return redirectResponse(ctx, signInPageUrl);
	const provider = findProvider(ctx, providerId);
	const callbackUrl = await resolveCallbackUrl(ctx, field(body, 'callbackUrl') ?? ctx.url.searchParams.get('callbackUrl'));
	if (provider.type === 'oauth' || provider.type === 'oidc') {
		// Query parameters of this request are forwarded to the IdP (e.g. ?prompt=consent), AUTHJS-BEHAVIOUR.md 2.3.
		const params = Object.fromEntries([...ctx.url.searchParams].filter(([key]) => key !== 'callbackUrl'));
		return redirectResponse(ctx, await startOAuth(ctx, provider, params));
	}
	if (provider.type === 'email') {
		const email = field(body, 'email') ?? '';
		// A string from the signIn callback comes back here too: every redirect target passes the redirect callback.
		return redirectResponse(ctx, await resolveRedirect(ctx, await sendVerification(ctx, provider, { email, callbackUrl })));
	}
	return redirectResponse(ctx, signInPageUrl);
}
