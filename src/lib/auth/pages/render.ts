/**
 * Server rendering of the built-in pages into complete HTML documents (svelte/server `render`), used by the
 * signin, signout, error and verify-request routes when `pages.*` does not replace them.
 * Svelte escapes every interpolated value, so provider names, callback URLs and `?error=` values from the
 * query string cannot inject markup. The stylesheet is built from validated colours only (theme.ts).
 */
import { render } from 'svelte/server';
import type { Component } from 'svelte';
import type { Theme } from '../model.ts';
import ErrorPage from './ErrorPage.svelte';
import SignInPage from './SignInPage.svelte';
import SignOutPage from './SignOutPage.svelte';
import VerifyRequestPage from './VerifyRequestPage.svelte';
import { errorPageContent } from './messages.ts';
import { buildStylesheet, themeClass } from './theme.ts';
import type { ErrorPageProps, SignInPageProps, SignOutPageProps, VerifyRequestPageProps } from './types.ts';


function renderDocument<P extends { theme: Required<Theme> }>(page: Component<P>, props: P): string {
	const { head, body } = render(page, { props });
	return (
		'<!DOCTYPE html><html lang="en" dir="ltr"><head><meta charset="utf-8">' +
		'<meta name="viewport" content="width=device-width, initial-scale=1">' +
		// Auth pages have nothing for search engines, and must not leak the URL (with its callbackUrl) as a referrer.
		'<meta name="robots" content="noindex"><meta name="referrer" content="same-origin">' +
		`<style>${buildStylesheet(props.theme)}</style>${head}</head>` +
		`<body class="${themeClass(props.theme)}">${body}</body></html>`
	);
}

/**
 * The sign-in page listing every provider with its own form.
 *
 * @example
 * ```ts
 * const html = renderSignInPage({ providers, csrfToken: '', callbackUrl: '/account', error: url.searchParams.get('error') ?? undefined, theme: config.theme });
 * return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
 * ```
 */
export function renderSignInPage(props: SignInPageProps): string {
	return renderDocument(SignInPage, props);
}

/** The "are you sure?" page whose form POSTs to `actionUrl`. */
export function renderSignOutPage(props: SignOutPageProps): string {
	return renderDocument(SignOutPage, props);
}

/**
 * The error page and its status: Configuration 500, AccessDenied and Verification 403, anything else 200
 * (as Auth.js answers them).
 *
 * @example
 * ```ts
 * const { html, status } = renderErrorPage({ error: 'AccessDenied', signInUrl: '/auth/signin', origin, theme });
 * ```
 */
export function renderErrorPage(props: ErrorPageProps): { html: string; status: number } {
	return { html: renderDocument(ErrorPage, props), status: errorPageContent(props.error).status };
}

/** The "check your email" page shown after a magic link was sent. */
export function renderVerifyRequestPage(props: VerifyRequestPageProps): string {
	return renderDocument(VerifyRequestPage, props);
}
