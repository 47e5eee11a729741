/**
 * Drives the account-linking rules (docs/account-linking.md) through `handle`: a real config over the
 * memory adapter, browsers that keep cookies, real round trips to the mock identity provider, an e-mail
 * sender that keeps what it would mail, and a software authenticator. Every decision identity/ takes is
 * read from its debug log line (`identity-decision`), so each test proves the row it is named after.
 */
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { MemoryAdapter } from '#lib/auth/adapters/memory.ts';
import type { Adapter } from '#lib/auth/types.ts';
import type { EmailConfig } from '#lib/auth/providers/types.ts';
import type { SvelteKitAuthConfig } from '#lib/auth/types.ts';
import { Browser, SECRET, makeAuth, setCookies, type Auth } from '../handle/harness.ts';

export const ORIGIN = 'http://app.test';

/** The row ids of docs/account-linking.md, in the order they appear there. */
export function documentedRows(): string[] {
	const doc = readFileSync(new URL('../../docs/account-linking.md', import.meta.url), 'utf8');
	return [...doc.matchAll(/^\| `([a-z-]+\.[a-z-]+)` \|/gm)].map((match) => match[1]);
}

export interface World {
	auth: Auth;
	/** The adapter itself (the config holds a wrapped copy). */
	store: Adapter;
	/** Every `identity-decision` row, in order. */
	rows: string[];
	/** What the e-mail provider would have mailed: the link, per address. */
	mail: Map<string, string>;
	errors: Error[];
	browser(): Browser;
}

/** An e-mail provider whose sender keeps the link instead of mailing it. */
export function keepingSender(mail: Map<string, string>): EmailConfig {
	return {
		id: 'email',
		name: 'Email',
		type: 'email',
		minIntervalSeconds: 0,
		sendVerificationRequest: ({ identifier, url }) => void mail.set(identifier, url)
	};
}

/** `mail`: the map a `keepingSender` of the config writes to. */
export function world(config: Partial<SvelteKitAuthConfig> & { store?: Adapter | null; mail?: Map<string, string> }): World {
	const { store: given, mail = new Map<string, string>(), ...rest } = config;
	const store = given === null ? undefined : (given ?? MemoryAdapter());
	const rows: string[] = [];
	const errors: Error[] = [];
	const auth = makeAuth({
		secret: SECRET,
		trustHost: true,
		env: {},
		adapter: store,
		providers: [],
		experimental: { enableWebAuthn: true },
		callbacks: {
			// The user's id in the session JSON, so a test can tell who is signed in.
			session: ({ session, token, user }) => ({ ...session, user: { ...session.user, id: user?.id ?? token?.sub } })
		},
		logger: {
			error: (error) => void errors.push(error),
			warn: () => {},
			debug: (code, message) => void (code === 'identity-decision' && rows.push((message as { row: string }).row))
		},
		...rest
	});
	return { auth, store: store as Adapter, rows, mail, errors, browser: () => new Browser(auth, ORIGIN) };
}

/** The id of the browser's signed-in user, or null. */
export async function whoIs(browser: Browser): Promise<string | null> {
	const session = await (await browser.fetch('/auth/session')).json();
	return session?.user?.id ?? null;
}

/** Asserts the last decision's row, and that the decision was the only one since `from`. */
export function expectRow(w: World, row: string, from = 0): void {
	expect(w.rows.slice(from)).toEqual([row]);
}

/** The `error` a redirect carries, or null. */
export function errorOf(response: Response): string | null {
	const location = response.headers.get('location');
	return location ? new URL(location).searchParams.get('error') : null;
}

/** Whether a response set a new session cookie. */
export function startedSession(response: Response): boolean {
	return setCookies(response).some((c) => c.name.endsWith('session-token') && c.value !== '');
}

/**
 * POST signin/<id> (the query reaches the IdP: `login_hint`, and `extra` such as a `mock_fault`), the mock
 * IdP's consent, then the callback.
 */
export async function oauthSignIn(browser: Browser, providerId: string, hint: string, extra: Record<string, string> = {}): Promise<Response> {
	const start = await browser.post(`/auth/signin/${providerId}?${new URLSearchParams({ login_hint: hint, ...extra })}`, {});
	const authorize = start.headers.get('location');
	if (start.status !== 302 || !authorize) throw new Error(`sign-in start answered ${start.status}`);
	const consent = await fetch(authorize, { redirect: 'manual' });
	const back = new URL(consent.headers.get('location')!);
	return browser.fetch(`${back.pathname}${back.search}`);
}

/** Asks for a link for `email` and follows it. */
export async function emailSignIn(w: World, browser: Browser, email: string): Promise<Response> {
	await browser.post('/auth/signin/email', { email });
	const link = new URL(w.mail.get(email)!);
	return browser.fetch(`${link.pathname}${link.search}`);
}
