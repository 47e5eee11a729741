/**
 * Information leaks: every error type the demo can answer over HTTP, caused on a production server of the
 * spec's own (attacks/own-server.ts, so its log can be read). The rule for each: the answer (status,
 * Location, body) and the page it leads to carry the error's wire value (and a `code` where its rule says
 * so), never a stack frame, a server path, an internal exception message, AUTH_SECRET or a token; a Location
 * names `error`, `code` and `callbackUrl` only; the server's log at its default level has no stack for a
 * client's mistake, and no secret or token for anything. The one server fault here (a provider whose
 * discovery is down) may log its stack. Not caused here: AccountNotLinked and AccountLinkingUnavailable (a
 * passkey ceremony, a credentials user the adapter does not store: e2e/account-linking.spec.ts),
 * LastSignInMethod (every demo user has an address, and e-mail is a way to sign in: tests/tokens/sessions.test.ts),
 * and the startup errors (e2e/startup.spec.ts).
 */
import { expect, test, type TestInfo } from '@playwright/test';
import { IDP_URL, RAISED_LIMITS, SECRET } from '../e2e/servers.ts';
import { serverOf } from '../e2e/store.ts';
import { startOwnServer, type OwnServer } from './own-server.ts';
import { leaksIn, stacksIn } from './readable.ts';
import { Visitor, type Seen } from './leaks/visitor.ts';
import { uniqueAddress } from './support.ts';

interface Case {
	/** The library's error type (errors.ts). */
	type: string;
	/** What causes it. */
	how: string;
	/** What the client reads: the `error=` of a Location, or the `error` of a JSON body (per session strategy). */
	wire: string | ((strategy: string) => string);
	/** A server fault: the log may carry its stack. */
	serverFault?: true;
	/** Causes the error; the answer that carries it. */
	run(v: Visitor): Promise<Seen>;
}

/** An OIDC user of the mock provider, signed in (a user of its own per case). */
async function oidcUser(v: Visitor, query: Record<string, string> = {}): Promise<string> {
	const email = uniqueAddress('leaks');
	const back = await v.oauth('mock-oidc', { login_hint: email, ...query });
	expect(back.status, 'the control sign-in succeeds').toBe(302);
	expect(back.location).not.toContain('error=');
	return email;
}

const CASES: Case[] = [
	{ type: 'CredentialsSignin', how: 'a wrong password', wire: 'CredentialsSignin', run: (v) => v.post('/auth/callback/credentials', { username: 'demo', password: 'wrong', callbackUrl: '/' }) },
	{
		type: 'RateLimited',
		how: 'a third wrong password for one user name (the own server allows two)',
		wire: 'RateLimited',
		run: async (v) => {
			const attempt = () => v.post('/auth/callback/credentials', { username: 'limited', password: 'wrong' });
			await attempt();
			await attempt();
			return attempt();
		}
	},
	{ type: 'AccessDenied', how: "an address the app's signIn callback refuses (@blocked.example)", wire: 'AccessDenied', run: (v) => v.post('/auth/signin/nodemailer', { email: 'someone@blocked.example' }) },
	{ type: 'EmailSignInError', how: 'an e-mail sign-in for something that is no address', wire: 'EmailSignin', run: (v) => v.post('/auth/signin/nodemailer', { email: 'not-an-address' }) },
	{
		type: 'EmailRateLimited',
		how: 'a second sign-in e-mail to one address at once',
		wire: 'EmailSignin',
		run: async (v) => {
			const email = uniqueAddress('twice');
			await v.post('/auth/signin/nodemailer', { email });
			return v.post('/auth/signin/nodemailer', { email });
		}
	},
	{ type: 'Verification', how: 'a sign-in link with a made-up token', wire: 'Verification', run: (v) => v.get(`/auth/callback/nodemailer?${new URLSearchParams({ token: 'f'.repeat(64), email: uniqueAddress('link') })}`) },
	{ type: 'MissingCSRF', how: 'a sign-out posted from another site', wire: 'MissingCSRF', run: (v) => v.post('/auth/signout', { callbackUrl: '/' }, { json: true, headers: { origin: 'https://evil.example' } }) },
	{
		type: 'BadRequest',
		how: 'a JSON body that does not parse',
		wire: 'BadRequest',
		run: async (v) => {
			const answer = await v.request.post('/auth/signin/nodemailer', { data: '{"email":', headers: { origin: v.server.origin, 'content-type': 'application/json' }, maxRedirects: 0 });
			return { what: 'POST /auth/signin/nodemailer (broken JSON)', status: answer.status(), location: '', contentType: answer.headers()['content-type'] ?? '', body: await answer.text() };
		}
	},
	{ type: 'InvalidProvider', how: 'a sign-in with a provider id the app does not have', wire: 'InvalidProvider', run: (v) => v.post('/auth/signin/no-such-provider', {}) },
	{ type: 'UnknownAction', how: 'an auth path with too many segments', wire: 'UnknownAction', run: (v) => v.get('/auth/signin/mock-oidc/extra') },
	{
		type: 'MethodNotAllowed',
		how: 'a PUT to the session route',
		wire: 'UnknownAction',
		run: async (v) => {
			const answer = await v.request.put('/auth/session', { data: {}, headers: { origin: v.server.origin }, maxRedirects: 0 });
			return { what: 'PUT /auth/session', status: answer.status(), location: '', contentType: answer.headers()['content-type'] ?? '', body: await answer.text() };
		}
	},
	{ type: 'OAuthCallbackError', how: 'the identity provider answering error=access_denied', wire: 'OAuthCallbackError', run: (v) => v.oauth('mock-oidc', { login_hint: uniqueAddress('refused'), mock_fault: 'error' }) },
	{ type: 'CallbackRouteError', how: 'an authorization response with another state', wire: 'Configuration', run: (v) => v.oauth('mock-oidc', { login_hint: uniqueAddress('state'), mock_fault: 'wrong-state' }) },
	{ type: 'InvalidCheck', how: 'a callback without its check cookies, asked for JSON', wire: 'Configuration', run: (v) => v.get('/auth/callback/mock-oidc?code=x&state=y', { accept: 'application/json' }) },
	{ type: 'OAuthSignInError', how: "a sign-in whose provider's discovery is down (a server fault)", wire: 'Configuration', serverFault: true, run: (v) => v.post('/auth/signin/mock-entra', {}) },
	{
		type: 'OAuthAccountNotLinked',
		how: "an OAuth sign-in with the demo user's address",
		wire: 'OAuthAccountNotLinked',
		run: async (v) => {
			// The demo user is stored at its first sign-in; signed out again, the OAuth sign-in is no linking.
			expect((await v.post('/auth/callback/credentials', { username: 'demo', password: 'demo' })).status).toBe(302);
			expect((await v.post('/auth/signout', {})).status).toBe(302);
			return v.oauth('mock-oidc', { login_hint: 'demo@example.test' });
		}
	},
	{ type: 'WebAuthnVerificationError', how: 'a passkey answer without its challenge', wire: 'WebAuthnVerificationError', run: (v) => v.post('/auth/callback/passkey', { action: 'authenticate', data: '{}' }) },
	{ type: 'SessionRequired', how: 'a protected page opened signed out', wire: 'SessionRequired', run: (v) => v.get('/protected', { accept: 'text/html' }) },
	{ type: 'SessionRequired', how: "the demo's token API called signed out", wire: 'SessionRequired', run: (v) => v.get('/api/provider-token') },
	{
		type: 'Forbidden',
		how: 'a signed-in user without the admin role on the admin API',
		wire: 'Forbidden',
		run: async (v) => {
			await oidcUser(v);
			return v.get('/admin/api/stats', { accept: 'application/json' });
		}
	},
	{
		type: 'UnknownAccount',
		how: 'an access token asked for a provider the user has no account of',
		wire: 'UnknownAccount',
		run: async (v) => {
			await oidcUser(v);
			return v.get('/api/provider-token?provider=mock-oauth');
		}
	},
	{
		type: 'RefreshTokenError',
		how: 'an access token whose refresh token the provider revoked',
		wire: 'RefreshTokenError',
		run: async (v) => {
			const email = await oidcUser(v, { mock_token_ttl: '60' });
			// The user withdraws consent at the provider (mocks/idp-grants.ts): every refresh token of theirs is revoked.
			const revoked = await fetch(`${IDP_URL}/mock/revoke-grants`, { method: 'POST', body: new URLSearchParams({ sub: `mock-${email.split('@')[0]}` }) });
			expect(revoked.status).toBe(200);
			expect(JSON.parse((await v.get('/auth/session')).body)).toMatchObject({ error: 'RefreshTokenError' });
			return v.get('/api/provider-token');
		}
	},
	{
		type: 'UnknownAccount',
		how: "unlinking an account that is not one of the user's",
		wire: 'UnknownAccount',
		run: async (v) => {
			await oidcUser(v);
			return v.post('/account?/unlink', { provider: 'mock-oidc', providerAccountId: 'someone-else' }, { headers: { accept: 'application/json', 'x-sveltekit-action': 'true' } });
		}
	},
	{
		type: 'UnknownSession (database) / UnsupportedStrategy (jwt)',
		how: 'revoking a session id that is not one of the user’s',
		// Session management needs stored sessions: under jwt the in-process API refuses the call itself.
		wire: (strategy) => (strategy === 'database' ? 'UnknownSession' : 'UnsupportedStrategy'),
		run: async (v) => {
			await oidcUser(v);
			return v.post('/account?/revokeSession', { id: 'not-a-session' }, { headers: { accept: 'application/json', 'x-sveltekit-action': 'true' } });
		}
	}
];

/** The error an answer carries: its Location's `error`, or its JSON body's. */
function errorOf(seen: Seen): string | null {
	if (seen.location) return new URL(seen.location, 'http://relative.invalid').searchParams.get('error');
	try {
		const body = JSON.parse(seen.body) as { error?: unknown; data?: unknown };
		return typeof body.error === 'string' ? body.error : typeof body.data === 'string' ? body.data : null;
	} catch {
		return null;
	}
}

test.describe('information leaks of every error the demo answers', () => {
	// In order, in one worker (its own server); a failed case does not skip the others.
	test.describe.configure({ mode: 'default' });
	let server: OwnServer;

	test.beforeAll(async ({}, info) => {
		test.setTimeout(60_000);
		const limits = { ...JSON.parse(RAISED_LIMITS), credentials: { window: 900, max: 2 } };
		// Nothing listens on port 9 (discard): the Entra-style provider's discovery fails, a server fault.
		server = await startOwnServer(info, 'leaks', 4162, { DEMO_RATE_LIMIT: JSON.stringify(limits), MOCK_TENANT_DISCOVERY: 'http://127.0.0.1:9' });
	});
	test.afterAll(async () => {
		await server?.stop();
	});

	for (const c of CASES) {
		const wireOf = (info: TestInfo) => (typeof c.wire === 'string' ? c.wire : c.wire(serverOf(info)));
		const named = typeof c.wire === 'string' ? c.wire : 'its type';
		const logRule = c.serverFault ? 'no secret or token in the log (a server fault may log its stack)' : 'no stack, secret or token in the log';
		test(`${c.type} (${c.how}): answer, Location and page carry ${named} only, no stack, path, internal message, secret or token; ${logRule}`, async ({ playwright }, info) => {
			const v = await Visitor.open(playwright, server);
			const logFrom = server.output().length;
			try {
				const answer = await c.run(v);
				expect(errorOf(answer) ?? answer.body, `${answer.what} answers the error`).toContain(wireOf(info));
				if (answer.location) {
					const keys = [...new URL(answer.location, server.origin).searchParams.keys()];
					expect(keys.every((key) => ['error', 'code', 'callbackUrl'].includes(key)), `Location ${answer.location}`).toBe(true);
					const page = await v.follow(answer);
					expect(page.status, `the page ${answer.location}`).toBeLessThan(500);
				}
				for (const seen of v.seen) {
					expect(seen.status, `${seen.what}`).toBeLessThan(500);
					expect(leaksIn(`${seen.location}\n${seen.body}`, v.tokens), `${seen.what} (${seen.status})`).toEqual([]);
				}
				// The server writes its log as it answers; give the pipe a moment.
				await new Promise((resolve) => setTimeout(resolve, 150));
				const log = server.output().slice(logFrom);
				if (!c.serverFault) expect(stacksIn(log), `the log:\n${log.slice(0, 2000)}`).toEqual([]);
				expect(log.includes(SECRET), 'AUTH_SECRET in the log').toBe(false);
				for (const token of v.tokens) expect(log.includes(token), `a cookie value in the log:\n${log.slice(0, 2000)}`).toBe(false);
			} finally {
				await v.close();
			}
		});
	}
});
