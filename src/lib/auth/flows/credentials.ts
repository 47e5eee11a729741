/**
 * Credentials sign-in: the app's `authorize(credentials, request)` returns a user or null.
 * null and CredentialsSignin (or a subclass with its own `code`) become `error=CredentialsSignin&code=...`;
 * the code is the app's and must not say which field was wrong. Any other throw is logged in full and
 * shown as Configuration (CallbackRouteError), as Auth.js does.
 */
import { CallbackRouteError, CredentialsSignin } from '../errors.ts';
import type { CredentialsProvider } from '../config/types.ts';
import type { SignInCandidate } from './candidate.ts';

/** Identifiers longer than this are cut: a counter key needs no megabyte of user name. */
const MAX_IDENTIFIER_LENGTH = 256;

/**
 * Who a credentials attempt is for, as the abuse limit counts it: the first declared field that is not a
 * password (`username`, `email`...), trimmed, case-folded and NFKC-normalised, so `Demo`, ` demo` and
 * `ｄｅｍｏ` count as one account. Empty when the provider declares no such field.
 * @example credentialsIdentifier(provider, { username: ' Demo ', password: 'x' }) // 'demo'
 */
export function credentialsIdentifier(provider: CredentialsProvider, input: Record<string, unknown>): string {
	const inputs = provider.options.credentials ?? {};
	const field = provider.fields.find((key) => inputs[key]?.type !== 'password');
	const value = field === undefined ? undefined : input[field];
	return typeof value === 'string' ? value.normalize('NFKC').trim().toLowerCase().slice(0, MAX_IDENTIFIER_LENGTH) : '';
}

/**
 * Runs `authorize()` with the declared credential fields of `input` (csrfToken, callbackUrl and the like
 * stay out) and returns the candidate; `request` is the incoming request, its body already read.
 * @example const candidate = await verifyCredentials(provider, { username, password }, event.request);
 */
export async function verifyCredentials(
	provider: CredentialsProvider,
	input: Record<string, unknown>,
	request: Request
): Promise<SignInCandidate> {
	const credentials: Record<string, unknown> = {};
	for (const key of provider.fields) if (key in input) credentials[key] = input[key];
	let user;
	try {
		user = await provider.options.authorize(credentials, request);
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
