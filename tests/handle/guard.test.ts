/**
 * requireUser / requireRole through the real `handle`, in both session strategies: the role comes from the
 * app's jwt/session callbacks, and every refusal is answered as kit would send it (a redirect, or an
 * HttpError kit renders as JSON or as the error page). `kitAnswer` does what kit does with those throws.
 */
import { describe, expect, test } from 'vitest';
import { isHttpError, isRedirect } from '@sveltejs/kit';
import { MemoryAdapter } from '#lib/auth/adapters/memory.ts';
import Credentials from '#lib/auth/providers/credentials.ts';
import type { GuardEvent } from '#lib/auth/core/guard.ts';
import type { SvelteKitAuthConfig } from '#lib/auth/types.ts';
import { Browser, baseConfig, makeAuth, type Auth, type Render } from './harness.ts';

const USERS: Record<string, { id: string; name: string; email: string }> = {
	admin: { id: 'u-admin', name: 'Ada Admin', email: 'ada@example.com' },
	reader: { id: 'u-reader', name: 'Rex Reader', email: 'rex@example.com' }
};
/** The app's rule: who is an administrator. */
const roleOf = (userId: string | undefined) => (userId === 'u-admin' ? 'admin' : undefined);

const credentials = Credentials({
	credentials: { username: {}, password: {} },
	authorize: ({ username, password }) => (password === 'pw' && typeof username === 'string' ? (USERS[username] ?? null) : null)
});

/** The recipe of docs/authorization.md: jwt stores the role at sign-in; session exposes it (jwt: from the token, database: from the user). */
const callbacks: SvelteKitAuthConfig['callbacks'] = {
	jwt: ({ token, user }) => (user ? { ...token, role: roleOf(user.id) } : token),
	session: ({ session, token, user }) => {
		const role = token ? token.role : roleOf(user?.id);
		if (session.user && typeof role === 'string') (session.user as { role?: string }).role = role;
		return session;
	}
};

const strategies = {
	jwt: () => makeAuth(baseConfig({ providers: [credentials], callbacks })),
	database: () =>
		makeAuth(baseConfig({ providers: [credentials], callbacks, adapter: MemoryAdapter(), session: { strategy: 'database' }, credentialsDatabaseSessions: true }))
};

/**
 * What kit does with a guard's throw: a redirect, or the HttpError with its status (kit writes its body as JSON
 * for JSON clients and renders its error page for browsers; the body is what both show).
 */
function kitAnswer(guard: (event: GuardEvent) => Promise<unknown>, flags: Partial<GuardEvent> = {}): Render {
	return async (event) => {
		try {
			const session = await guard({ ...(event as unknown as GuardEvent), ...flags });
			return Response.json({ ok: true, session });
		} catch (thrown) {
			if (isRedirect(thrown)) return new Response(null, { status: thrown.status, headers: { location: thrown.location } });
			if (isHttpError(thrown)) return Response.json(thrown.body, { status: thrown.status });
			throw thrown;
		}
	};
}

const NAVIGATION = { accept: 'text/html,application/xhtml+xml', 'sec-fetch-dest': 'document' };
const FETCH = { accept: '*/*', 'sec-fetch-dest': 'empty' };

async function signedIn(auth: Auth, username: string): Promise<Browser> {
	const browser = new Browser(auth);
	expect((await browser.signIn({ username, password: 'pw' })).status).toBe(302);
	return browser;
}

for (const [strategy, build] of Object.entries(strategies)) {
	describe(`requireUser / requireRole (${strategy} sessions)`, () => {
		test('anonymous page view: 303 to the sign-in page with callbackUrl and error=SessionRequired', async () => {
			const auth = build();
			const r = await new Browser(auth).fetch('/admin/users?page=2', { headers: NAVIGATION }, kitAnswer((e) => auth.requireRole(e, 'admin')));
			expect(r.status).toBe(303);
			expect(r.headers.get('location')).toBe('/auth/signin?callbackUrl=%2Fadmin%2Fusers%3Fpage%3D2&error=SessionRequired');
		});

		test('anonymous fetch or API call: 401 JSON, no redirect', async () => {
			const auth = build();
			const r = await new Browser(auth).fetch('/api/stats', { headers: FETCH }, kitAnswer((e) => auth.requireUser(e)));
			expect(r.status).toBe(401);
			expect(await r.json()).toEqual({ status: 401, error: 'SessionRequired', message: 'Sign in to continue.' });
		});

		test("anonymous data request of kit's client: the redirect, which kit hands to its client", async () => {
			const auth = build();
			const r = await new Browser(auth).fetch('/admin', { headers: FETCH }, kitAnswer((e) => auth.requireUser(e), { isDataRequest: true }));
			expect(r.status).toBe(303);
		});

		test('signed in without the role: 403 Forbidden for the page and for the API', async () => {
			const auth = build();
			const reader = await signedIn(auth, 'reader');
			const guard = kitAnswer((e) => auth.requireRole(e, 'admin'));
			for (const headers of [NAVIGATION, FETCH]) {
				const r = await reader.fetch('/admin', { headers }, guard);
				expect(r.status).toBe(403);
				expect(await r.json()).toEqual({ status: 403, error: 'Forbidden', message: 'You do not have permission to open this.' });
			}
			// The same user passes requireUser: signed in is not the same as allowed.
			expect((await reader.fetch('/account', { headers: NAVIGATION }, kitAnswer((e) => auth.requireUser(e)))).status).toBe(200);
		});

		test('signed in with the role (from the callbacks): the session comes back, with the role', async () => {
			const auth = build();
			const admin = await signedIn(auth, 'admin');
			const r = await admin.fetch('/admin', { headers: NAVIGATION }, kitAnswer((e) => auth.requireRole(e, ['editor', 'admin'])));
			expect(r.status).toBe(200);
			expect((await r.json()).session.user).toMatchObject({ name: 'Ada Admin', role: 'admin' });
		});

		test('redirect: false answers a browser navigation with 401, not a redirect (an API route opened in a tab)', async () => {
			const auth = build();
			const r = await new Browser(auth).fetch('/admin/api/stats', { headers: NAVIGATION }, kitAnswer((e) => auth.requireRole(e, 'admin', { redirect: false })));
			expect(r.status).toBe(401);
			expect((await r.json()).error).toBe('SessionRequired');
		});
	});
}

test('with pages.signIn, the redirect goes to the app’s own sign-in page', async () => {
	const auth = makeAuth(baseConfig({ providers: [credentials], callbacks, pages: { signIn: '/login' } }));
	const r = await new Browser(auth).fetch('/protected', { headers: NAVIGATION }, kitAnswer((e) => auth.requireUser(e)));
	expect(r.headers.get('location')).toBe('/login?callbackUrl=%2Fprotected&error=SessionRequired');
});
