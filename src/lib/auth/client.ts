/**
 * Browser entry (public path `#lib/auth/client`): sign in, sign out and update the session with fetch.
 * It imports no server module and nothing from `$app`, so it stays a few hundred bytes in the bundle.
 * No CSRF token is fetched: the server checks Origin / Sec-Fetch-Site on every state-changing auth route.
 */
import type { Session } from './model.ts';

let basePath = '/auth';

/**
 * Where the auth routes live, when not at `/auth` (include kit's `paths.base` if the app has one).
 *
 * @example
 * ```ts
 * configureClient({ basePath: '/app/auth' });
 * ```
 */
export function configureClient(options: { basePath?: string }): void {
	if (options.basePath !== undefined) basePath = options.basePath.replace(/\/+$/, '');
}

export interface SignInOptions {
	/** Where to land after signing in. Default: `callbackUrl`, else the current page. */
	redirectTo?: string;
	/** @deprecated use `redirectTo` */
	callbackUrl?: string;
	/** `false` returns the result instead of navigating. Default `true`. */
	redirect?: boolean;
	/** `"credentials"` posts to the callback route, as the id `"credentials"` does. */
	type?: string;
	/** Any other key is posted as a form field (e.g. `email`, `username`, `password`). */
	[field: string]: unknown;
}

export interface SignInResult {
	/** The `error` type from the server's answer (e.g. `CredentialsSignin`). */
	error?: string;
	/** The `code` of a CredentialsSignin. */
	code?: string;
	status: number;
	/** False when the server answered with an error, even with HTTP 200 (Auth.js returned true: #10931). */
	ok: boolean;
	/** Where the server would redirect; null on error. */
	url: string | null;
}

const here = () => window.location.href;

function navigate(url: string): undefined {
	window.location.href = url;
	// Assigning a URL that differs only by its fragment does not load the page.
	if (url.includes('#')) window.location.reload();
	return undefined;
}

async function post(path: string, body: URLSearchParams): Promise<{ status: number; ok: boolean; url?: string }> {
	const res = await fetch(basePath + path, {
		method: 'POST',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Auth-Return-Redirect': '1' },
		body
	});
	const data = await res.json().catch(() => null);
	return { status: res.status, ok: res.ok, url: typeof data?.url === 'string' ? data.url : undefined };
}

/**
 * Start a sign-in. OAuth and e-mail go to `<basePath>/signin/<id>`; credentials to `<basePath>/callback/<id>`.
 * Without a provider, navigates to the sign-in page.
 *
 * @example
 * ```ts
 * await signIn('github', { redirectTo: '/account' });
 * const result = await signIn('credentials', { username, password, redirect: false });
 * if (result?.error === 'CredentialsSignin') showError(result.code);
 * ```
 */
export async function signIn(
	provider?: string,
	options: SignInOptions = {},
	authorizationParams?: Record<string, string> | string
): Promise<SignInResult | undefined> {
	const { redirect = true, redirectTo, callbackUrl, type, ...fields } = options;
	const target = redirectTo ?? callbackUrl ?? here();
	if (!provider) {
		return navigate(`${basePath}/signin?${new URLSearchParams({ callbackUrl: target })}`);
	}
	const action = type === 'credentials' || provider === 'credentials' ? 'callback' : 'signin';
	const query = new URLSearchParams(authorizationParams).toString();
	const body = new URLSearchParams({ callbackUrl: target });
	for (const [key, value] of Object.entries(fields)) if (value != null) body.set(key, String(value));

	const res = await post(`/${action}/${encodeURIComponent(provider)}${query ? `?${query}` : ''}`, body);
	const params = res.url ? new URL(res.url, window.location.origin).searchParams : undefined;
	const error = params?.get('error') ?? undefined;
	// Like Auth.js, an error also navigates (to the sign-in page carrying ?error=); only a failed request stays.
	if (redirect && res.url) return navigate(res.url);
	return {
		error,
		code: params?.get('code') ?? undefined,
		status: res.status,
		ok: res.ok && !error,
		url: error ? null : (res.url ?? null)
	};
}

/**
 * Sign out: `<basePath>/signout` clears the session, then the browser goes to `redirectTo` (default: here).
 *
 * @example
 * ```ts
 * await signOut({ redirectTo: '/' });
 * ```
 */
export async function signOut(options: { redirectTo?: string; callbackUrl?: string; redirect?: boolean } = {}): Promise<{ url: string | null } | undefined> {
	const target = options.redirectTo ?? options.callbackUrl ?? here();
	const res = await post('/signout', new URLSearchParams({ callbackUrl: target }));
	if (options.redirect !== false) return navigate(res.url ?? target);
	return { url: res.url ?? null };
}

async function sessionRequest(init?: RequestInit): Promise<Session | null> {
	const res = await fetch(`${basePath}/session`, init);
	return res.ok ? ((await res.json().catch(() => null)) as Session | null) : null;
}

/** The current session, or `null`. */
export function getSession(): Promise<Session | null> {
	return sessionRequest();
}

/**
 * Update the session: `data` reaches the `jwt` callback as `session` (trigger `update`). Returns the new
 * session, or `null` when the server refused (no session, or the request failed its checks).
 *
 * @example
 * ```ts
 * const session = await update({ name: 'New name' });
 * ```
 */
export function update(data: unknown): Promise<Session | null> {
	return sessionRequest({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ data }) });
}
