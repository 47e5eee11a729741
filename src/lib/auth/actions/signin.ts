/**
 * GET signin: the built-in page (or a redirect to `pages.signIn`).
 * POST signin/:provider: OAuth/OIDC -> the authorization URL; e-mail -> send the link; other kinds -> the page.
 * `signIn` is the same for an in-process caller, where credentials sign in directly.
 */
import { renderSignInPage } from '../pages/render.ts';
import { startOAuth } from '../flows/oauth/authorize.ts';
import { normalizeAddress, emailAccount, sendLink } from '../flows/email/send.ts';
import { userForAddress } from '../identity/plan.ts';
import { ensureCsrfToken } from '../security/csrf.ts';
import { resolveCallbackUrl, resolveRedirect } from '../security/redirects.ts';
import { countRequest } from '../security/limits.ts';
import type { EmailProvider } from '../config/types.ts';
import type { RequestContext } from '../context.ts';
import { credentialsSignIn } from './callback.ts';
import { askSignInCallback } from './complete.ts';
import { field, type Fields } from './input.ts';
import { findProvider, publicProviders } from './providers.ts';
import { html, redirect, withParams, type ActionResult } from './result.ts';

export interface SignInInput {
	/** Where to land afterwards; judged by the `redirect` callback. */
	callbackUrl?: string | null;
	/** Credential fields, or `email` for an e-mail provider. */
	fields: Fields;
	/** Extra authorization parameters for an OAuth/OIDC provider (e.g. `prompt`, `login_hint`). */
	authorizationParams?: Record<string, string>;
}

export async function signInPage(ctx: RequestContext): Promise<ActionResult> {
	const { config, url } = ctx;
	const query = url.searchParams;
	const callbackUrl = await resolveCallbackUrl(ctx, query.get('callbackUrl'));
	const error = query.get('error') ?? undefined;
	const code = query.get('code') ?? undefined;
	if (config.pages.signIn) return redirect(withParams(config.pages.signIn, { callbackUrl, error, code }));
	return html(
		renderSignInPage({
			providers: publicProviders(ctx),
			csrfToken: await ensureCsrfToken(ctx),
			callbackUrl,
			error,
			code,
			email: query.get('email') ?? undefined,
			theme: config.theme
		})
	);
}

/** The e-mail flow's start: the signIn callback (with `email.verificationRequest`), then the link. */
async function emailSignIn(ctx: RequestContext, provider: EmailProvider, email: unknown, callbackUrl: string): Promise<ActionResult> {
	// Per client, whatever the address: the per-address interval alone lets one client mail every address once.
	await countRequest(ctx, 'email');
	const identifier = normalizeAddress(provider, email);
	const user = await userForAddress(ctx, identifier);
	const instead = await askSignInCallback(ctx, { user, account: emailAccount(provider, identifier), email: { verificationRequest: true } });
	// A string from the signIn callback is a redirect target like any other: it passes the redirect callback.
	if (instead) return redirect(await resolveRedirect(ctx, instead));
	await sendLink(ctx, provider, identifier, callbackUrl);
	return redirect(withParams(ctx.actionUrl('verify-request'), { provider: provider.id, type: 'email' }));
}

/** POST signin/:provider (no provider id: back to the sign-in page, as Auth.js answers). */
export async function startSignIn(ctx: RequestContext, providerId: string | undefined, input: SignInInput): Promise<ActionResult> {
	const signInPageUrl = ctx.actionUrl('signin');
	if (!providerId) return redirect(signInPageUrl);
	const provider = findProvider(ctx.config, providerId);
	const callbackUrl = await resolveCallbackUrl(ctx, input.callbackUrl);
	if (provider.type === 'oauth' || provider.type === 'oidc') {
		await countRequest(ctx, 'oauth');
		return redirect(await startOAuth(ctx, provider, input.authorizationParams));
	}
	if (provider.type === 'email') return emailSignIn(ctx, provider, field(input.fields, 'email'), callbackUrl);
	// Credentials post to their callback, passkeys need the browser's ceremony: both start on the page.
	return redirect(signInPageUrl);
}

/**
 * The in-process sign-in (form actions, remote functions, server code): any provider kind; credentials
 * are checked and signed in directly, without a second request.
 */
export async function signIn(ctx: RequestContext, providerId: string, input: SignInInput): Promise<ActionResult> {
	const provider = findProvider(ctx.config, providerId);
	if (provider.type === 'credentials') return credentialsSignIn(ctx, provider, input.fields, input.callbackUrl);
	return startSignIn(ctx, providerId, input);
}
