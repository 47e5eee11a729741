/**
 * Drives the real `handle` in-process: hand-built SvelteKit-shaped events (`request`, `url`, `locals`),
 * a `resolve` that renders a tiny JSON page, and a minimal browser that carries cookies between requests.
 * Form actions get a small real `cookies` object that records every `set` call.
 */
import { isRedirect } from '@sveltejs/kit';
import { createSvelteKitAuth, type ConfigInput, type KitEnvironment } from '#lib/auth/core/sveltekit.ts';
import Credentials from '#lib/auth/providers/credentials.ts';
import type { CredentialsConfig } from '#lib/auth/providers/types.ts';
import type { GuardEvent } from '#lib/auth/core/guard.ts';
import type { SvelteKitAuthConfig } from '#lib/auth/types.ts';

export const SECRET = 'handle-test-secret-that-is-at-least-32-chars';
export const ORIGIN = 'http://app.test';
export const DEMO_USER = { id: 'u1', name: 'Demo', email: 'demo@example.com' };

export type Auth = ReturnType<typeof createSvelteKitAuth>;
type Locals = { auth: () => Promise<unknown> };
export type Render = (event: { request: Request; url: URL; locals: Locals }) => Response | Promise<Response>;

/** The demo credentials provider: `demo` / `demo` signs in, anything else is null. */
export function demoCredentials(overrides: Partial<CredentialsConfig> = {}): CredentialsConfig {
	return Credentials({
		credentials: { username: { label: 'Username' }, password: { label: 'Password', type: 'password' } },
		authorize: ({ username, password }) => (username === 'demo' && password === 'demo' ? { ...DEMO_USER } : null),
		...overrides
	});
}

/** A valid static config; `env: {}` keeps the developer's AUTH_* variables out of the tests. */
export function baseConfig(overrides: Partial<SvelteKitAuthConfig> = {}): SvelteKitAuthConfig {
	return { secret: SECRET, trustHost: true, env: {}, providers: [demoCredentials()], ...overrides };
}

export function makeAuth(config: ConfigInput = baseConfig(), kit: Partial<KitEnvironment> = {}): Auth {
	return createSvelteKitAuth(config, { building: false, dev: false, base: '', ...kit });
}

/** Renders the session as JSON: what a page that reads `locals.auth()` once would answer. */
export const renderSession: Render = async (event) =>
	Response.json({ page: event.url.pathname, session: await event.locals.auth() });

/**
 * One request through `handle`. `address` is what SvelteKit's `getClientAddress()` answers (the adapter's
 * view of the client); without it the event has no `getClientAddress`, like a hand-built one.
 */
export async function drive(auth: Auth, url: string, init: RequestInit = {}, render: Render = renderSession, address?: string): Promise<Response> {
	const full = new URL(url, ORIGIN);
	const event = { request: new Request(full, init), url: full, locals: {}, ...(address ? { getClientAddress: () => address } : {}) };
	return auth.handle({ event, resolve: (e: never) => render(e) });
}

export interface SetCookie {
	name: string;
	value: string;
	attributes: Record<string, string | true>;
	raw: string;
}

export function parseSetCookie(raw: string): SetCookie {
	const [pair, ...rest] = raw.split('; ');
	const eq = pair.indexOf('=');
	const attributes: Record<string, string | true> = {};
	for (const part of rest) {
		const i = part.indexOf('=');
		attributes[(i < 0 ? part : part.slice(0, i)).toLowerCase()] = i < 0 ? true : part.slice(i + 1);
	}
	return { name: pair.slice(0, eq), value: decodeURIComponent(pair.slice(eq + 1)), attributes, raw };
}

export function setCookies(response: Response): SetCookie[] {
	return response.headers.getSetCookie().map(parseSetCookie);
}

export function isDeletion(cookie: SetCookie): boolean {
	return cookie.attributes['max-age'] === '0';
}

/** A browser: keeps cookies, sends them back, follows nothing on its own. */
export class Browser {
	readonly jar = new Map<string, string>();
	constructor(
		readonly auth: Auth,
		readonly origin = ORIGIN,
		/** The client address SvelteKit reports for this browser; none by default. */
		readonly address?: string
	) {}

	cookieHeader(): string {
		return [...this.jar].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
	}

	receive(response: Response): SetCookie[] {
		const cookies = setCookies(response);
		for (const cookie of cookies) {
			if (isDeletion(cookie)) this.jar.delete(cookie.name);
			else this.jar.set(cookie.name, cookie.value);
		}
		return cookies;
	}

	async fetch(path: string, init: RequestInit = {}, render?: Render): Promise<Response> {
		const headers = new Headers(init.headers);
		if (this.jar.size && !headers.has('cookie')) headers.set('cookie', this.cookieHeader());
		const response = await drive(this.auth, new URL(path, this.origin).href, { ...init, headers }, render, this.address);
		this.receive(response);
		return response;
	}

	/** A same-origin form POST, as a browser submitting one of our forms sends it. */
	post(path: string, fields: Record<string, string>, headers: Record<string, string> = { origin: this.origin }): Promise<Response> {
		return this.fetch(path, {
			method: 'POST',
			headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
			body: new URLSearchParams(fields)
		});
	}

	async signIn(fields: Record<string, string> = { username: 'demo', password: 'demo' }): Promise<Response> {
		return this.post('/auth/callback/credentials', fields);
	}

	sessionCookie(): string | undefined {
		return [...this.jar].find(([name]) => name.endsWith('authjs.session-token'))?.[1];
	}
}

/** A small real implementation of kit's `cookies.set` that records what the action wrote. */
export class RecordingCookies {
	readonly sets: Array<{ name: string; value: string; options: Record<string, unknown> }> = [];
	set(name: string, value: string, options: Record<string, unknown> & { path: string }): void {
		this.sets.push({ name, value, options });
	}
}

/** An event for a `/signin` or `/signout` page-server form action (from client `address`, when given). */
export function actionEvent(path: string, fields: Record<string, string>, headers: Record<string, string> = { origin: ORIGIN }, address?: string) {
	const url = new URL(path, ORIGIN);
	const request = new Request(url, {
		method: 'POST',
		headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
		body: new URLSearchParams(fields)
	});
	return { request, url, locals: {}, cookies: new RecordingCookies(), ...(address ? { getClientAddress: () => address } : {}) };
}

/** Runs an action that is expected to throw kit's Redirect; returns its status and location. */
export async function expectRedirect(run: () => Promise<unknown>): Promise<{ status: number; location: string }> {
	try {
		await run();
	} catch (thrown) {
		if (isRedirect(thrown)) return { status: thrown.status, location: thrown.location };
		throw thrown;
	}
	throw new Error('The action did not redirect');
}

/** A logger that keeps what it is given, to assert on what was logged. */
export function collectingLogger() {
	const errors: Error[] = [];
	const warnings: string[] = [];
	return { errors, warnings, logger: { error: (e: Error) => void errors.push(e), warn: (code: string) => void warnings.push(code), debug: () => {} } };
}

/**
 * kit's event inside a query: `url`, `route` and `params` throw (kit's `remote_request_property` error), and so
 * does writing a cookie (`remote_cookie_forbidden`); `written` records what the library tried to write.
 */
export function inQuery(event: object, isRemoteRequest: boolean, written: string[] = []): GuardEvent {
	const refuse = (name: string) => {
		written.push(name);
		throw new Error('Cannot set cookies in `query` or `prerender` functions');
	};
	const cookies = { get: () => undefined, getAll: () => [], set: refuse, delete: refuse, serialize: () => '' };
	const derived = { ...event, isRemoteRequest, cookies } as unknown as GuardEvent;
	for (const property of ['url', 'route', 'params']) {
		Object.defineProperty(derived, property, {
			get() {
				throw new Error(`Cannot access \`event.${property}\` in a query. Pass the value as an argument to the query instead`);
			}
		});
	}
	return derived;
}
