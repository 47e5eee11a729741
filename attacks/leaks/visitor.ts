/**
 * A client of the leaks family's own server (attacks/own-server.ts): a Playwright request context with its
 * own cookies, which sends same-origin requests as the app's pages do (the build calls itself by the shared
 * server's origin), goes through the mock identity provider, and brings the app's redirects back to the own
 * server. Every answer it got is kept, for the checks of attacks/leaks.spec.ts.
 */
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import type { Playwright } from '../cookies/forge.ts';
import type { OwnServer } from '../own-server.ts';

export interface Seen {
	/** Method and path, for messages. */
	what: string;
	status: number;
	location: string;
	contentType: string;
	body: string;
}

/** Cookies whose values a client must never see again in a page or a log: the session and the check cookies. */
const SECRET_COOKIE = /session-token|pkce|state|nonce|challenge/;

export class Visitor {
	readonly seen: Seen[] = [];
	/** Values of the secret cookies the server set during the visit. */
	readonly tokens: string[] = [];
	private constructor(
		readonly server: OwnServer,
		readonly request: APIRequestContext
	) {}

	static async open(playwright: Playwright, server: OwnServer): Promise<Visitor> {
		return new Visitor(server, await playwright.request.newContext({ baseURL: server.url }));
	}

	/** A URL of the app (it names the shared server's origin) as a path on the own server; others as they are. */
	own(url: string): string {
		const parsed = new URL(url, this.server.origin);
		return parsed.origin === this.server.origin ? `${parsed.pathname}${parsed.search}` : url;
	}

	private async keep(what: string, answer: APIResponse): Promise<Seen> {
		for (const { name, value } of answer.headersArray()) {
			if (name.toLowerCase() !== 'set-cookie') continue;
			const [cookie, token] = value.split(';')[0].split(/=(.*)/s);
			if (SECRET_COOKIE.test(cookie) && token) this.tokens.push(token);
		}
		const seen = {
			what,
			status: answer.status(),
			location: answer.headers().location ?? '',
			contentType: answer.headers()['content-type'] ?? '',
			body: await answer.text()
		};
		this.seen.push(seen);
		return seen;
	}

	async get(path: string, headers: Record<string, string> = {}): Promise<Seen> {
		return this.keep(`GET ${path}`, await this.request.get(this.own(path), { headers, maxRedirects: 0 }));
	}

	/** A same-origin POST: a form (or JSON with `json: true`), as the app's own pages and client send it. */
	async post(path: string, fields: Record<string, unknown>, options: { json?: boolean; headers?: Record<string, string> } = {}): Promise<Seen> {
		const body = options.json ? { data: fields } : { form: fields as Record<string, string> };
		const headers = { origin: this.server.origin, ...options.headers };
		return this.keep(`POST ${path}`, await this.request.post(this.own(path), { ...body, headers, maxRedirects: 0 }));
	}

	/** Where a redirect of the app leads, fetched from the own server (the error or sign-in page). */
	async follow(seen: Seen): Promise<Seen> {
		expect(seen.location, `${seen.what} redirects`).not.toBe('');
		return this.get(seen.location, { accept: 'text/html' });
	}

	/**
	 * An OAuth sign-in through the mock identity provider, up to the app's answer to the callback.
	 * `query` goes to the provider (`login_hint`, `mock_fault`, `mock_token_ttl`).
	 */
	async oauth(provider: string, query: Record<string, string>): Promise<Seen> {
		const start = await this.post(`/auth/signin/${provider}?${new URLSearchParams(query)}`, {});
		expect(start.status, `${provider} sign-in starts`).toBe(302);
		const consent = await this.request.get(start.location, { maxRedirects: 0 });
		expect(consent.status(), 'the identity provider answers').toBe(302);
		return this.get(consent.headers().location);
	}

	async close(): Promise<void> {
		await this.request.dispose();
	}
}
