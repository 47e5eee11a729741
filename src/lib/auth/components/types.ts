/** Props of the `SignIn` and `SignOut` components. */
import type { Snippet } from 'svelte';

/**
 * Options carried by the form. `redirectTo` (or `callbackUrl`) is where to land after sign-in;
 * `redirect` is sent only when it is an explicit boolean (`true`/`false` or `"true"`/`"false"`).
 * A FormData is read for the same keys.
 */
export type FormOptions = Record<string, string | boolean | undefined> | FormData;

export interface SignInProps {
	/** Provider id; without it the form posts no providerId and the action shows the generic sign-in. */
	provider?: string;
	/** Route (relative to `paths.base`) whose default form action is the library's `signIn`. Default `signin`. */
	signInPage?: string;
	options?: FormOptions;
	/** Extra authorization parameters for the identity provider, as a record or a query string. */
	authorizationParams?: Record<string, string> | string;
	class?: string;
	/** Content of the submit button. Default "Sign in with <provider>". */
	submitButton?: Snippet;
	/** Inputs of a credentials provider (e.g. username and password with their labels). */
	credentials?: Snippet;
	/** Replaces the default labelled e-mail input of e-mail providers. */
	email?: Snippet;
}

export interface SignOutProps {
	/** Route (relative to `paths.base`) whose default form action is the library's `signOut`. Default `signout`. */
	signOutPage?: string;
	options?: FormOptions;
	class?: string;
	/** Content of the submit button. Default "Sign out". */
	submitButton?: Snippet;
}
