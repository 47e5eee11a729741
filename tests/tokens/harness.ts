/**
 * Token refresh, federated sign-out and session management through `handle`: a real config over a real
 * store, browsers that keep cookies, real round trips to the mock identity provider (whose refresh tokens
 * rotate and whose sign-out checks its parameters, mocks/idp-grants.ts).
 */
import { MemoryAdapter } from '#lib/auth/adapters/memory.ts';
import type { Adapter, SvelteKitAuthConfig } from '#lib/auth/types.ts';
import type { OAuthConfig } from '#lib/auth/providers/types.ts';
import { clearRefreshFlights } from '#lib/auth/session/refresh.ts';
import { clearDiscoveryCache } from '#lib/auth/flows/oauth/server.ts';
import { mockOAuthProvider, mockOidcProvider } from '../../mocks/idp-providers.ts';
import type { MockIdp } from '../../mocks/idp.ts';
import { Browser, ORIGIN, RecordingCookies, SECRET, makeAuth, type Auth } from '../handle/harness.ts';

export { ORIGIN };
export type Strategy = 'jwt' | 'database';

export interface TokenWorld {
	auth: Auth;
	store: Adapter;
	errors: Error[];
	warnings: string[];
	browser(): Browser;
}

/** Mock OIDC with `refresh` and `federatedSignOut` on (options merged over both), Mock OAuth with `refresh`. */
export function providers(idp: MockIdp, oidc: Partial<OAuthConfig> = {}): OAuthConfig[] {
	return [
		{ ...mockOidcProvider(idp.issuer), refresh: true, federatedSignOut: true, ...oidc },
		{ ...mockOAuthProvider(idp.issuer), refresh: true }
	];
}

/** A fresh world: its own store and claim-free in-process state, so no test sees another's refresh. */
export function tokenWorld(idp: MockIdp, strategy: Strategy, config: Partial<SvelteKitAuthConfig> = {}): TokenWorld {
	clearRefreshFlights();
	clearDiscoveryCache();
	const store = MemoryAdapter();
	const errors: Error[] = [];
	const warnings: string[] = [];
	const auth = makeAuth({
		secret: SECRET,
		trustHost: true,
		env: {},
		adapter: store,
		session: { strategy },
		providers: providers(idp),
		callbacks: { session: ({ session, token, user }) => ({ ...session, user: { ...session.user, id: user?.id ?? token?.sub } }) },
		logger: { error: (error) => void errors.push(error), warn: (code) => void warnings.push(code), debug: () => {} },
		...config
	});
	return { auth, store, errors, warnings, browser: () => new Browser(auth, ORIGIN) };
}

/**
 * Signs `browser` in through the mock as `email` (its sub is `mock-<local part>`): POST signin (the query, with
 * `extra`, reaches the mock), the mock's consent, the callback with the browser's `userAgent`.
 */
export async function signIn(browser: Browser, email: string, provider = 'mock-oidc', extra: Record<string, string> = {}, userAgent = 'vitest-browser'): Promise<string> {
	const start = await browser.post(`/auth/signin/${provider}?${new URLSearchParams({ login_hint: email, ...extra })}`, {});
	const consent = await fetch(start.headers.get('location')!, { redirect: 'manual' });
	const back = new URL(consent.headers.get('location')!);
	const response = await browser.fetch(`${back.pathname}${back.search}`, { headers: { 'user-agent': userAgent } });
	if (response.status !== 302 || !browser.sessionCookie()) throw new Error(`sign-in answered ${response.status} ${response.headers.get('location')}`);
	return `mock-${email.split('@')[0]}`;
}

/** The session JSON of `GET /auth/session`. */
export async function sessionOf(browser: Browser): Promise<{ user?: { id?: string }; error?: string } | null> {
	return (await browser.fetch('/auth/session')).json();
}

/** A page's request from this browser, as the in-process API sees it (a same-origin form POST by default). */
export function eventOf(browser: Browser, { method = 'POST', origin = ORIGIN }: { method?: string; origin?: string | null } = {}) {
	const url = new URL('/account', ORIGIN);
	const headers: Record<string, string> = { cookie: browser.cookieHeader(), 'user-agent': 'vitest-browser' };
	if (origin) headers.origin = origin;
	return { request: new Request(url, { method, headers }), url, locals: {}, cookies: new RecordingCookies() };
}

/** Hands the cookies an in-process call set to the browser, as SvelteKit writes them on the page's response. */
export function keepCookies(browser: Browser, event: { cookies: RecordingCookies }): void {
	for (const { name, value, options } of event.cookies.sets) {
		if (options.maxAge === 0) browser.jar.delete(name);
		else browser.jar.set(name, value);
	}
}

let seq = 0;
/** A unique address per test (the mock's sub is derived from it). */
export const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${(seq++).toString(36)}@example.test`;
