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
import { checkPassword } from '#lib/demo/users.ts';

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
		authorize: (credentials) => checkPassword(credentials.username, credentials.password)
	}),
	mockOidcProvider(demoEnv.idpIssuer),
	mockOAuthProvider(demoEnv.idpIssuer),
	mockEntraProvider(demoEnv.tenantDiscovery),
	Nodemailer({ server: demoEnv.smtpUrl, from: demoEnv.mailFrom, maxAge: demoEnv.emailMaxAge }),
	Passkey()
];
// Real providers appear only when their credentials are configured (AUTH_GITHUB_ID, AUTH_GOOGLE_ID...).
if (process.env.AUTH_GITHUB_ID) providers.push(GitHub());
if (process.env.AUTH_GOOGLE_ID) providers.push(Google());

export const { handle, signIn, safeSignIn, signOut } = SvelteKitAuth({
	providers,
	adapter: store.adapter,
	// In the store's database, so the e-mail throttle and passkey challenges hold across instances.
	claimStore: store.claims,
	// With AUTH_SECRET set, the library reads AUTH_SECRET and AUTH_SECRET_1..3 itself (rotation).
	secret: process.env.AUTH_SECRET ? undefined : dev ? devSecret() : undefined,
	session: { strategy: demoEnv.strategy, maxAge: demoEnv.maxAge, updateAge: demoEnv.updateAge },
	// Under the database strategy, the demo user's credentials sign-in gets a real database session.
	credentialsDatabaseSessions: true,
	experimental: { enableWebAuthn: true },
	theme: { colorScheme: 'auto', brandColor: '#3b5bdb', buttonText: '#ffffff' },
	callbacks: {
		// update() from the client: accept only a display name, and validate it (the data comes from the browser).
		jwt({ token, trigger, session }) {
			const name = displayName(session);
			if (trigger === 'update' && name) token.name = name;
			return token;
		},
		async session({ session, token, user, trigger, newSession }) {
			const name = displayName(newSession);
			if (trigger === 'update' && user && name) {
				await store.adapter.updateUser!({ id: user.id, name });
				if (session.user) session.user.name = name;
			}
			// Expose the user id to pages (the default session exposes name, email and image only).
			const id = user?.id ?? token?.sub;
			if (session.user && id) session.user.id = id;
			return session;
		}
	}
});
