/**
 * Sign-in, sign-out and session update as SvelteKit remote functions (`form` and `command` from
 * `$app/server`), built on the in-process entry (`SvelteKitAuth(...).api`): the same CSRF check, redirect
 * validation, callbacks, events and errors as the form actions and the auth routes.
 *
 * Remote functions are experimental in SvelteKit: the app opts in with `experimental: { remoteFunctions: true }`
 * in the `sveltekit()` options, and exports these from a `*.remote.ts` file of its own. Only that file imports
 * this one, so the library's main entry keeps working without the flag (docs/remote-functions.md).
 *
 * @example
 * // src/auth.remote.ts
 * import { remoteSignIn, remoteSignOut, remoteUpdateSession } from './lib/auth/remote-functions.ts';
 * import { api } from './auth.ts';
 * export const signIn = remoteSignIn(api);
 * export const signOut = remoteSignOut(api);
 * export const updateSession = remoteUpdateSession(api);
 */
// `invalid` (SvelteKit 2.47) and `form`/`command` (2.27) are newer than the oldest SvelteKit the folder
// supports (2.26): there this file is never imported, and the directives keep svelte-check quiet on it.
// @ts-ignore
import { error, invalid } from '@sveltejs/kit';
// @ts-ignore
import { command, form, getRequestEvent } from '$app/server';
import { redirectAnywhere } from './core/redirect-anywhere.ts';
import {
	submitSessionUpdate,
	submitSignIn,
	submitSignOut,
	type RemoteOutcome,
	type RemoteSignInInput,
	type RemoteSignInOptions,
	type RemoteSignOutInput
} from './core/remote-calls.ts';
import type { AuthApi } from './core/api.ts';

export type { RemoteSignInInput, RemoteSignInOptions, RemoteSignOutInput } from './core/remote-calls.ts';

/** Gives SvelteKit the outcome: the value, a 303 (to another origin too: the identity provider), issues, or an error. */
function settle<T>(outcome: RemoteOutcome<T>): T {
	switch (outcome.type) {
		case 'result':
			return outcome.value;
		case 'redirect':
			return redirectAnywhere(303, outcome.location, { external: true });
		// Each throws; the returns keep the narrowing where an older SvelteKit types `invalid` loosely.
		case 'invalid':
			return invalid(...outcome.issues);
		case 'error':
			return error(outcome.status, { message: outcome.message });
	}
}

/**
 * A remote form that signs in with any provider: credentials directly, OAuth/OIDC by a redirect to the
 * identity provider, e-mail by sending the link. One instance per provider with `signIn.for('<id>')`.
 * A refused sign-in (wrong credentials, an e-mail that cannot be sent) comes back as an issue on the field
 * group that was filled in (`fields.credentials.issues()`, `fields.email.issues()`), not as an exception.
 * @example
 * <script lang="ts">
 * 	import { signIn } from '../auth.remote.ts';
 * 	const login = signIn.for('credentials');
 * </script>
 * <form {...login}>
 * 	<input {...login.fields.credentials.username.as('text')} />
 * 	<input {...login.fields.credentials._password.as('password')} />
 * 	{#each login.fields.credentials.issues() ?? [] as issue}<p role="alert">{issue.message}</p>{/each}
 * 	<button>Sign in</button>
 * </form>
 */
export function remoteSignIn(api: AuthApi, options: RemoteSignInOptions = {}) {
	return form('unchecked', async (input: RemoteSignInInput) => settle(await submitSignIn(api, getRequestEvent(), input, options)));
}

/**
 * A remote form that ends the session and redirects (to `redirectTo`, else the page it was on).
 * @example
 * <form {...signOut}><button>Sign out</button></form>
 */
export function remoteSignOut(api: AuthApi) {
	return form('unchecked', async (input: RemoteSignOutInput) => settle(await submitSignOut(api, getRequestEvent(), input)));
}

/**
 * A remote command that runs the `jwt`/`session` callbacks with `trigger: 'update'` and the data it is
 * called with (which the callbacks must validate: it comes from the browser), and returns the new session.
 * @example
 * const session = await updateSession({ name: 'Ada' });
 * await invalidateAll(); // pages that loaded the session read it again
 */
export function remoteUpdateSession(api: AuthApi) {
	return command('unchecked', async (data: unknown) => settle(await submitSessionUpdate(api, getRequestEvent(), data)));
}
