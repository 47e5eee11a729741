/** The demo's remote functions: sign-in, sign-out and session update, one line each (docs/remote-functions.md). */
import { createHash } from 'node:crypto';
import { getRequestEvent, query } from '$app/server';
import { remoteSignIn, remoteSignOut, remoteUpdateSession } from '#lib/auth/remote-functions.ts';
import { api, requireUser } from './auth.ts';

export const signIn = remoteSignIn(api);
export const signOut = remoteSignOut(api);
export const updateSession = remoteUpdateSession(api);

/**
 * The signed-in user's linked sign-in methods, as a remote query: a guard and an in-process API read inside a
 * query, where SvelteKit 3 forbids `event.url` (docs/remote-functions.md). An anonymous caller is sent to sign in.
 */
export const myAccounts = query(async () => {
	const event = getRequestEvent();
	const { user } = await requireUser(event);
	const accounts = await api.accounts.list(event);
	return { name: user.name ?? user.email ?? '', providers: accounts.ok ? accounts.value.map((a) => a.provider) : [] };
});

/**
 * What /api/provider-token answers, as a remote query: Mock OIDC's access token, refreshed first when due, shown
 * as a fingerprint. Under jwt sessions a refresh rewrites the session cookie, which SvelteKit does not let a query
 * write: the library's hook puts it on the response (docs/remote-functions.md).
 */
export const providerToken = query(async () => {
	const token = await api.getAccessToken(getRequestEvent(), 'mock-oidc');
	if (!token.ok) return { error: token.error.type };
	return { fingerprint: createHash('sha256').update(token.value.accessToken).digest('hex').slice(0, 16) };
});
