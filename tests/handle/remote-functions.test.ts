/**
 * The remote functions' work (core/remote-calls.ts), run as SvelteKit runs a remote function: inside the
 * `resolve` of the real `handle`, on the remote call's own request, with kit's `event.cookies` written onto
 * the remote response. remote-functions.ts only hands the outcome to kit's `redirect`/`invalid`/`error`;
 * e2e/remote-functions.spec.ts drives that layer on the production build.
 */
import { describe, expect, test } from 'vitest';
import GitHub from '#lib/auth/providers/github.ts';
import { MemoryAdapter } from '#lib/auth/adapters/memory.ts';
import { SQLiteAdapter, openSQLite } from '#lib/auth/adapters/sqlite.ts';
import { CredentialsSignin } from '#lib/auth/errors.ts';
import { submitSessionUpdate, submitSignIn, submitSignOut, type RemoteOutcome } from '#lib/auth/core/remote-calls.ts';
import type { CallerEvent } from '#lib/auth/core/api.ts';
import type { EmailConfig } from '#lib/auth/providers/types.ts';
import { Browser, DEMO_USER, ORIGIN, baseConfig, demoCredentials, makeAuth, type Auth } from './harness.ts';

/** Kit's `event.cookies`, as far as the entry uses it: what is set travels on the response as Set-Cookie. */
class KitCookies {
	readonly sets: string[] = [];
	set(name: string, value: string, options: { path: string; maxAge?: number }): void {
		this.sets.push(`${name}=${encodeURIComponent(value)}; Path=${options.path}${options.maxAge === undefined ? '' : `; Max-Age=${options.maxAge}`}`);
	}
}

const PAGE = { origin: ORIGIN, referer: `${ORIGIN}/remote?/remote=abc/signIn` };
const GOOD = { id: 'credentials', credentials: { username: 'demo', _password: 'demo' } };

/** A remote function call through `handle`: `run` is the function's body, given kit's event. */
async function call<T>(browser: Browser, run: (event: CallerEvent) => Promise<RemoteOutcome<T>>, headers: Record<string, string> = PAGE) {
	let outcome: RemoteOutcome<T> | undefined;
	// kit's client posts its own binary form format there; the body itself is never read in these tests.
	const init = { method: 'POST', headers: { 'content-type': 'application/x-sveltekit-formdata', ...headers }, body: 'binary form' };
	const response = await browser.fetch('/_app/remote/abc/signIn', init, async (event) => {
		const cookies = new KitCookies();
		outcome = await run({ ...event, cookies });
		const answer = new Response(JSON.stringify(outcome));
		for (const cookie of cookies.sets) answer.headers.append('set-cookie', cookie);
		return answer;
	});
	return { outcome: outcome!, response, sessionCookies: response.headers.getSetCookie().filter((c) => c.includes('session-token')) };
}

const signIn = (auth: Auth, input: unknown, options?: Parameters<typeof submitSignIn>[3]) => (event: CallerEvent) => submitSignIn(auth.api, event, input, options);
const sessionOf = async (browser: Browser) => (await (await browser.fetch('/')).json()).session;

describe('the remote sign-in form through handle', () => {
	test("credentials sign in on the call's own request: the cookie rides on the remote response, and the target is the page without kit's /remote parameter", async () => {
		const auth = makeAuth();
		const browser = new Browser(auth);
		const { outcome, sessionCookies } = await call(browser, signIn(auth, GOOD));
		expect(outcome).toEqual({ type: 'redirect', location: `${ORIGIN}/remote` });
		expect(sessionCookies).toHaveLength(1);
		expect(await sessionOf(browser)).toMatchObject({ user: { name: DEMO_USER.name, email: DEMO_USER.email } });
	});

	test('a wrong password is an issue on the credentials group, not an exception: no cookie, no session', async () => {
		const auth = makeAuth();
		const browser = new Browser(auth);
		const { outcome, response } = await call(browser, signIn(auth, { ...GOOD, credentials: { username: 'demo', _password: 'nope' } }));
		expect(outcome).toEqual({ type: 'invalid', issues: [{ path: ['credentials'], message: 'Sign in failed. Check the details you provided are correct.' }] });
		expect(response.headers.getSetCookie()).toEqual([]);
		expect(await sessionOf(browser)).toBeNull();
	});

	test("the app's message option gets the error with its code", async () => {
		class Locked extends CredentialsSignin {
			code = 'locked';
		}
		const auth = makeAuth(baseConfig({ providers: [demoCredentials({ authorize: () => { throw new Locked(); } })] }));
		const message = (error: unknown) => (error instanceof CredentialsSignin ? `code ${error.code}` : undefined);
		const { outcome } = await call(new Browser(auth), signIn(auth, GOOD, { message }));
		expect(outcome).toMatchObject({ type: 'invalid', issues: [{ path: ['credentials'], message: 'code locked' }] });
	});

	test.each([
		['a foreign Origin', { origin: 'https://evil.example' }],
		['Sec-Fetch-Site: cross-site and no Origin', { 'sec-fetch-site': 'cross-site' }],
		['Origin: null', { origin: 'null' }],
		['neither header and no csrfToken', {}]
	])('a call with %s is a 403 error and signs nobody in', async (_, headers) => {
		const auth = makeAuth();
		const browser = new Browser(auth);
		const { outcome, sessionCookies } = await call(browser, signIn(auth, GOOD), headers);
		expect(outcome).toEqual({ type: 'error', status: 403, message: 'The form expired or came from another site. Please try again.' });
		expect(sessionCookies).toEqual([]);
		expect(await sessionOf(browser)).toBeNull();
	});

	test('without Origin and Sec-Fetch-Site, a csrfToken field matching the CSRF cookie is the proof (double submit)', async () => {
		const auth = makeAuth();
		const browser = new Browser(auth);
		const { csrfToken } = await (await browser.fetch('/auth/csrf')).json();
		const { outcome } = await call(browser, signIn(auth, { ...GOOD, csrfToken }), {});
		expect(outcome).toEqual({ type: 'redirect', location: `${ORIGIN}/` });
		expect(await sessionOf(browser)).not.toBeNull();
	});

	test('a foreign redirectTo goes through the redirect callback: the default keeps this origin', async () => {
		const auth = makeAuth();
		for (const redirectTo of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
			const { outcome } = await call(new Browser(auth), signIn(auth, { ...GOOD, redirectTo }));
			expect(outcome.type === 'redirect' && new URL(outcome.location).origin).toBe(ORIGIN);
		}
	});

	test('the signIn callback and events apply: false sends the browser to the error page, a success fires events.signIn once', async () => {
		const refused = makeAuth(baseConfig({ callbacks: { signIn: () => false } }));
		expect((await call(new Browser(refused), signIn(refused, GOOD))).outcome).toEqual({ type: 'redirect', location: `${ORIGIN}/auth/error?error=AccessDenied` });
		const events: unknown[] = [];
		const auth = makeAuth(baseConfig({ events: { signIn: (message) => void events.push(message) } }));
		await call(new Browser(auth), signIn(auth, GOOD));
		expect(events).toHaveLength(1);
	});

	test('OAuth: a redirect to the authorization endpoint with the check cookies and the form’s authorization params', async () => {
		const auth = makeAuth(baseConfig({ providers: [GitHub({ clientId: 'id', clientSecret: 'secret' })] }));
		const browser = new Browser(auth);
		const { outcome, response } = await call(browser, signIn(auth, { id: 'github', authorizationParams: { login: 'ada' } }));
		if (outcome.type !== 'redirect') throw new Error(`expected a redirect, got ${outcome.type}`);
		const url = new URL(outcome.location);
		expect(url.origin + url.pathname).toBe('https://github.com/login/oauth/authorize');
		expect(url.searchParams.get('login')).toBe('ada');
		expect(url.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/auth/callback/github`);
		expect(response.headers.getSetCookie().map((c) => c.split('=')[0])).toEqual(expect.arrayContaining(['authjs.pkce.code_verifier']));
	});

	test('e-mail: an address the provider refuses is an issue on the email field; a good one mails the link back to the page', async () => {
		const sent: string[] = [];
		const email: EmailConfig = { id: 'email', name: 'Email', type: 'email', sendVerificationRequest: ({ url }) => void sent.push(url) };
		const auth = makeAuth(baseConfig({ adapter: MemoryAdapter(), session: { strategy: 'jwt' }, providers: [email] }));
		const refused = await call(new Browser(auth), signIn(auth, { id: 'email', email: 'nobody@nodot' }));
		expect(refused.outcome).toEqual({ type: 'invalid', issues: [{ path: ['email'], message: 'The e-mail could not be sent.' }] });
		expect(sent).toEqual([]);
		const { outcome } = await call(new Browser(auth), signIn(auth, { id: 'email', email: 'ada@example.test' }));
		expect(outcome).toEqual({ type: 'redirect', location: `${ORIGIN}/auth/verify-request?provider=email&type=email` });
		expect(new URL(sent[0]!).searchParams.get('callbackUrl')).toBe(`${ORIGIN}/remote`);
	});

	test('bad input is a 4xx error and writes nothing: an unknown provider 404, no provider 400, a malformed group 400', async () => {
		const auth = makeAuth();
		for (const [input, status] of [
			[{ provider: 'nope' }, 404],
			[{ credentials: { username: 'demo' } }, 400],
			[{ id: 'credentials', credentials: 'demo' }, 400]
		] as const) {
			const { outcome, response } = await call(new Browser(auth), signIn(auth, input));
			expect(outcome).toMatchObject({ type: 'error', status });
			expect(response.headers.getSetCookie()).toEqual([]);
		}
	});
});

describe('the remote sign-out form and session-update command through handle', () => {
	async function signedIn(auth: Auth) {
		const browser = new Browser(auth);
		await browser.signIn();
		expect(await sessionOf(browser)).not.toBeNull();
		return browser;
	}

	test('sign-out ends the session and goes back to the page; a cross-site sign-out is 403 and the session survives', async () => {
		const auth = makeAuth();
		const browser = await signedIn(auth);
		const refused = await call(browser, (event) => submitSignOut(auth.api, event, {}), { origin: 'https://evil.example' });
		expect(refused.outcome).toMatchObject({ type: 'error', status: 403 });
		expect(await sessionOf(browser)).not.toBeNull();
		const { outcome, sessionCookies } = await call(browser, (event) => submitSignOut(auth.api, event, {}));
		expect(outcome).toEqual({ type: 'redirect', location: `${ORIGIN}/remote` });
		expect(sessionCookies).toEqual(['authjs.session-token=; Path=/; Max-Age=0']);
		expect(await sessionOf(browser)).toBeNull();
	});

	test('updateSession runs the jwt callback with trigger "update" and returns the new session; a cross-site call is 403 and changes nothing', async () => {
		const updates: unknown[] = [];
		const auth = makeAuth(
			baseConfig({ callbacks: { jwt: ({ token, trigger, session }) => (trigger === 'update' ? (updates.push(session), { ...token, name: String((session as { name: string }).name) }) : token) } })
		);
		const browser = await signedIn(auth);
		const refused = await call(browser, (event) => submitSessionUpdate(auth.api, event, { name: 'Mallory' }), { origin: 'https://evil.example' });
		expect(refused.outcome).toMatchObject({ type: 'error', status: 403 });
		expect(updates).toEqual([]);
		const { outcome } = await call(browser, (event) => submitSessionUpdate(auth.api, event, { name: 'Renamed' }));
		expect(outcome).toMatchObject({ type: 'result', value: { user: { name: 'Renamed' } } });
		expect((await sessionOf(browser)).user.name).toBe('Renamed');
	});

	test('under the database strategy (SQLite): a remote credentials sign-in stores a session, the remote sign-out deletes it', async () => {
		const adapter = SQLiteAdapter(openSQLite(':memory:'));
		const auth = makeAuth(
			baseConfig({
				adapter,
				session: { strategy: 'database' },
				credentialsDatabaseSessions: true,
				providers: [demoCredentials({ authorize: async () => (await adapter.getUser!('u1')) ?? adapter.createUser!({ id: 'u1', email: 'u1@example.test', emailVerified: null }) })]
			})
		);
		const browser = new Browser(auth);
		await call(browser, signIn(auth, GOOD));
		const token = browser.sessionCookie()!;
		expect(token).toMatch(/^[0-9a-f]{64}$/);
		expect(await sessionOf(browser)).toMatchObject({ user: { email: 'u1@example.test' } });
		await call(browser, (event) => submitSignOut(auth.api, event, {}));
		expect(await sessionOf(browser)).toBeNull();
		const reused = new Browser(auth);
		reused.jar.set('authjs.session-token', token);
		expect(await sessionOf(reused)).toBeNull();
	});
});
