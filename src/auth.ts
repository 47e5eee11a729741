/**
 * The demo app's SvelteKitAuth call: every provider kind against local stand-ins (mocks/), so a newcomer
 * can sign in with each of them on a fresh machine without an account anywhere.
 */
import { dev } from '$app/env';
import { SvelteKitAuth } from '#lib/auth/index.ts';
import Credentials from '#lib/auth/providers/credentials.ts';
import Nodemailer from '#lib/auth/providers/nodemailer.ts';
import Passkey from '#lib/auth/providers/passkey.ts';
import GitHub from '#lib/auth/providers/github.ts';
import Google from '#lib/auth/providers/google.ts';
import type { Provider } from '#lib/auth/providers/types.ts';
import { mockEntraProvider, mockOAuthProvider, mockOidcProvider } from '../mocks/idp-providers.ts';
import { store } from '#lib/demo/adapter.ts';
import { devSecret } from '#lib/demo/dev-secret.ts';
import { demoEnv } from '#lib/demo/env.ts';
import { checkPassword, roleOf, storedUser } from '#lib/demo/users.ts';

function displayName(data: unknown): string | null {
	const name = (data as { name?: unknown } | null)?.name;
	return typeof name === 'string' && name.trim().length > 0 && name.length <= 80 ? name.trim() : null;
}

const providers: Provider[] = [
	Credentials({
		credentials: {
			username: { label: 'Username', autocomplete: 'username', required: true },
			password: { label: 'Password', type: 'password', autocomplete: 'current-password', required: true }
		},
		// A stored user (not only a JWT): it can link providers and add passkeys on /account.
		authorize: async (credentials) => storedUser(store.adapter, checkPassword(credentials.username, credentials.password))
	}),
	// Keeps its access token fresh (the mock's refresh tokens rotate) and signs out at the mock too.
	{ ...mockOidcProvider(demoEnv.idpIssuer), refresh: true, federatedSignOut: true },
	mockOAuthProvider(demoEnv.idpIssuer),
	mockEntraProvider(demoEnv.tenantDiscovery),
	Nodemailer({ server: demoEnv.smtpUrl, from: demoEnv.mailFrom, maxAge: demoEnv.emailMaxAge }),
	Passkey()
];
// Real providers appear only when their credentials are configured (AUTH_GITHUB_ID, AUTH_GOOGLE_ID...).
if (process.env.AUTH_GITHUB_ID) providers.push(GitHub());
if (process.env.AUTH_GOOGLE_ID) providers.push(Google());

/** The demo's own pages; every sign-in error and guard refusal lands on /signin, in the app's design. */
const APP_PAGES = { signIn: '/signin', error: '/signin', signOut: '/signout', verifyRequest: '/verify-request' };

// `api` is the in-process entry; src/auth.remote.ts builds the demo's remote functions on it.
export const { handle, signIn, safeSignIn, signOut, api, requireUser, requireRole } = SvelteKitAuth({
	providers,
	pages: demoEnv.pages === 'app' ? APP_PAGES : undefined,
	adapter: store.adapter,
	// In the store's database (or Redis with REDIS_URL), so the e-mail throttle, passkey challenges and
	// abuse limits hold across instances.
	claimStore: store.claims,
	// The library's limits unless DEMO_RATE_LIMIT overrides some (the e2e servers, whose one client signs in all day).
	rateLimit: demoEnv.rateLimit,
	// With AUTH_SECRET set, the library reads AUTH_SECRET and AUTH_SECRET_1..3 itself (rotation).
	secret: process.env.AUTH_SECRET ? undefined : dev ? devSecret() : undefined,
	session: {
		strategy: demoEnv.strategy,
		maxAge: demoEnv.maxAge,
		updateAge: demoEnv.updateAge,
		// Off unless DEMO_SESSION_CACHE says for how many seconds (docs/configuration.md, "Session cache").
		cache: demoEnv.strategy === 'database' && demoEnv.sessionCacheMaxAge ? { maxAge: demoEnv.sessionCacheMaxAge } : false
	},
	// Under the database strategy, the demo user's credentials sign-in gets a real database session.
	credentialsDatabaseSessions: true,
	experimental: { enableWebAuthn: true },
	theme: { colorScheme: 'auto', brandColor: '#3b5bdb', buttonText: '#ffffff' },
	callbacks: {
		// A deny list as apps write one: nobody at blocked.example signs in, whichever provider they use (for
		// e-mail, before any link is sent). Returning false answers AccessDenied.
		signIn({ user }) {
			return !(user.email ?? '').endsWith('@blocked.example');
		},
		jwt({ token, user, trigger, session }) {
			// At sign-in (only then is `user` passed): the role goes into the encrypted token (docs/authorization.md).
			if (user) token.role = roleOf(user.id);
			// update() from the client: accept only a display name, and validate it (the data comes from the browser).
			const name = displayName(session);
			if (trigger === 'update' && name) token.name = name;
			return token;
		},
		// Not `async`: it answers at once unless it writes, so a signed-in read waits for no promise (docs/configuration.md, Callbacks).
		session({ session, token, user, trigger, newSession }) {
			// Expose the user id and role to pages (the default session exposes name, email and image only).
			// jwt: the role the token got at sign-in; database: from the stored user, on every read.
			const id = user?.id ?? token?.sub;
			const role = token ? token.role : roleOf(user?.id);
			if (session.user && id) session.user.id = id;
			if (session.user && typeof role === 'string') session.user.role = role;
			const name = trigger === 'update' ? displayName(newSession) : null;
			// database: update() renames the stored user, and the session shows the new name once it is written.
			if (!user || !name) return session;
			return Promise.resolve(store.adapter.updateUser!({ id: user.id, name })).then(() => {
				if (session.user) session.user.name = name;
				return session;
			});
		}
	}
});
