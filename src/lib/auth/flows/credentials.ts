/**
 * Credentials sign-in: the app's `authorize(credentials, request)` returns a user or null.
 * null and CredentialsSignin (or a subclass with its own `code`) become `error=CredentialsSignin&code=...`;
 * the code is the app's and must not say which field was wrong. Any other throw is logged in full and
 * shown as Configuration (CallbackRouteError), as Auth.js does.
 */
import { CallbackRouteError, CredentialsSignin } from '../errors.ts';
import type { SignInCandidate } from '../core/context.ts';
import type { CredentialsConfig } from '../providers/types.ts';

export async function handleCredentials(
	provider: CredentialsConfig,
	body: Record<string, unknown>,
	request: Request
): Promise<SignInCandidate & { credentials: Record<string, unknown> }> {
	// Only the declared credential fields reach authorize(): csrfToken, callbackUrl and the like stay out.
	const credentials: Record<string, unknown> = {};
	for (const key of Object.keys(provider.credentials ?? {})) if (key in body) credentials[key] = body[key];
	let user;
	try {
		user = await provider.authorize(credentials, request);
	} catch (error) {
		if (error instanceof CredentialsSignin) throw error;
		throw new CallbackRouteError('authorize() threw', { cause: { err: error as Error, provider: provider.id } });
	}
	if (!user) throw new CredentialsSignin('authorize() returned null', { cause: { provider: provider.id } });
	const id = user.id === undefined || user.id === null ? crypto.randomUUID() : String(user.id);
	return {
		user: { ...user, id },
		account: { provider: provider.id, type: 'credentials', providerAccountId: id },
		credentials
	};
}
