/**
 * What every attack family shares: an attacker's origin, a signed-in API client made through the
 * real credentials sign-in, reading the session as the app sees it, and looks into the server's store.
 * Attacks go through Playwright's request API (any header, cookie and body a browser would refuse to send)
 * against the production builds of e2e/servers.ts.
 */
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';

export const EVIL = 'https://evil.example';

/** GET /auth/csrf: the double-submit token (the cookie lands in `request`'s jar). */
export async function csrfToken(request: APIRequestContext): Promise<string> {
	const answer = await request.get('/auth/csrf');
	expect(answer.status()).toBe(200);
	return ((await answer.json()) as { csrfToken: string }).csrfToken;
}

/** Signs `request` in as the demo credentials user, the way the demo's form does (same origin, token sent). */
export async function signInDemo(request: APIRequestContext, baseURL: string): Promise<void> {
	const token = await csrfToken(request);
	const answer = await request.post('/auth/callback/credentials', {
		form: { username: 'demo', password: 'demo', csrfToken: token, callbackUrl: '/' },
		headers: { origin: baseURL },
		maxRedirects: 0
	});
	expect(answer.status(), 'the control sign-in succeeds').toBe(302);
	expect(await session(request)).not.toBeNull();
}

export interface SessionJson {
	user?: { name?: string | null; email?: string | null; id?: string };
	expires: string;
}

/** The session as the app sees it for this client's cookies (null when signed out). */
export async function session(request: APIRequestContext): Promise<SessionJson | null> {
	const answer = await request.get('/auth/session');
	expect(answer.status(), 'the session endpoint never fails').toBe(200);
	return (await answer.json()) as SessionJson | null;
}

/** The `Set-Cookie` lines of an answer. */
export function setCookies(answer: APIResponse): string[] {
	return answer
		.headersArray()
		.filter((h) => h.name.toLowerCase() === 'set-cookie')
		.map((h) => h.value);
}

/** Whether an answer sets a (non-empty, non-expiring) session cookie. */
export function setsSession(answer: APIResponse): boolean {
	return setCookies(answer).some((line) => /session-token(\.\d+)?=[^;]/.test(line) && !/Max-Age=0/i.test(line));
}

/** A unique address per case, so parallel cases never read each other's mail or users. */
export function uniqueAddress(tag: string): string {
	return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/** POST signin/<provider> with `query` (e.g. `login_hint`), then the IdP's consent: the callback URL it sends the browser to. */
export async function startOAuth(request: APIRequestContext, baseURL: string, provider: string, query: Record<string, string>): Promise<string> {
	const start = await request.post(`/auth/signin/${provider}?${new URLSearchParams(query)}`, { form: {}, headers: { origin: baseURL }, maxRedirects: 0 });
	expect(start.status(), 'the sign-in starts').toBe(302);
	const consent = await request.get(start.headers().location, { maxRedirects: 0 });
	expect(consent.status(), 'the identity provider consents').toBe(302);
	return consent.headers().location;
}

/** The app's answer to a callback: the error value of its redirect, and whether it set a session cookie. */
export async function finishOAuth(request: APIRequestContext, url: string) {
	const answer = await request.get(url, { maxRedirects: 0 });
	const location = answer.headers().location;
	// Only the query matters here: any base resolves a relative Location.
	const error = location ? new URL(location, 'http://relative.invalid').searchParams.get('error') : null;
	return { status: answer.status(), error, session: setsSession(answer) };
}

/** Signs `request` in as a fresh user of the mock OpenID provider (a new user per address, nobody else's state). */
export async function signInOidc(request: APIRequestContext, baseURL: string, email = uniqueAddress('oidc')): Promise<string> {
	const done = await finishOAuth(request, await startOAuth(request, baseURL, 'mock-oidc', { login_hint: email }));
	expect(done, 'the control sign-in succeeds').toEqual({ status: 302, error: null, session: true });
	return email;
}
