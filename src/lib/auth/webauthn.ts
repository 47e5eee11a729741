/**
 * Browser entry for passkeys (Auth.js's `@auth/sveltekit/webauthn`), on @simplewebauthn/browser 14.
 * Imports no server module. Unlike Auth.js's helper, URLs use the configured basePath and
 * any WebAuthn provider id works, not only `webauthn`.
 */
import {
	browserSupportsWebAuthnAutofill,
	startAuthentication,
	startRegistration,
	type PublicKeyCredentialCreationOptionsJSON,
	type PublicKeyCredentialRequestOptionsJSON
} from '@simplewebauthn/browser';

export interface PasskeySignInOptions {
	/** Omit to let the server decide (register for a new e-mail or a signed-in user, else authenticate). */
	action?: 'register' | 'authenticate';
	email?: string;
	/** Where to land after sign-in; defaults to the current page. */
	redirectTo?: string;
	/** `false`: return the result instead of navigating. Default `true`. */
	redirect?: boolean;
	/** The library's basePath. Default `/auth`. */
	basePath?: string;
	/** Conditional UI: wait for the user to pick a passkey from the autofill of an `autocomplete="username webauthn"` input. */
	conditional?: boolean;
	/**
	 * Abandons the sign-in if aborted before its browser ceremony starts (it then resolves to a failure without
	 * a ceremony): its options request is dropped, and no ceremony starts. A conditional sign-in whose options
	 * arrive after a click started a modal ceremony must neither replace that ceremony's challenge cookie nor
	 * start its own (SimpleWebAuthn aborts the running ceremony whenever a new one starts).
	 */
	signal?: AbortSignal;
}

export interface PasskeySignInResult {
	ok: boolean;
	/** An error type (`WebAuthnVerificationError`, `AccountNotLinked`, ...) or the options endpoint's message. */
	error: string | null;
	status: number;
	url: string | null;
	/** Seconds to wait before trying again, when the server refused a client past its abuse limit (`RateLimited`). */
	retryAfter?: number;
}

const VERIFICATION_ERROR = 'WebAuthnVerificationError';

const failure = (error: string, status = 0, retryAfter?: number): PasskeySignInResult => ({ ok: false, error, status, url: null, retryAfter });

/** The `Retry-After` of a 429, in seconds (the server sends whole seconds). */
function retryAfterOf(response: Response): number | undefined {
	const seconds = Number(response.headers.get('retry-after'));
	return response.status === 429 && Number.isInteger(seconds) && seconds > 0 ? seconds : undefined;
}

/** Whether the browser can offer passkeys in form autofill (WebAuthn conditional mediation). */
export function browserSupportsConditionalUI(): Promise<boolean> {
	return browserSupportsWebAuthnAutofill();
}

/**
 * Registers or signs in with a passkey: fetches the options, runs the browser ceremony, posts the
 * result to the callback and follows the redirect (or returns it with `redirect: false`). A ceremony the
 * user cancels resolves to `{ ok: false, error: 'WebAuthnVerificationError' }` instead of throwing.
 * @example
 * import { signIn } from './lib/auth/webauthn.ts';
 * await signIn('passkey', { email, redirectTo: '/account' });
 */
export async function signIn(providerId = 'passkey', options: PasskeySignInOptions = {}): Promise<PasskeySignInResult> {
	const basePath = (options.basePath ?? '/auth').replace(/\/+$/, '');
	const id = encodeURIComponent(providerId);
	const query = new URLSearchParams();
	if (options.conditional) query.set('action', 'authenticate');
	else if (options.action) query.set('action', options.action);
	if (options.email && !options.conditional) query.set('email', options.email);

	// Aborted, the request is dropped with its response: its challenge cookie cannot replace the one of the
	// ceremony that superseded it.
	const optionsResponse = await fetch(`${basePath}/webauthn-options/${id}?${query}`, { credentials: 'same-origin', signal: options.signal }).catch(() => null);
	if (!optionsResponse) return failure(VERIFICATION_ERROR);
	const body = (await optionsResponse.json().catch(() => null)) as
		| { action?: 'register' | 'authenticate'; options?: unknown; error?: string }
		| null;
	if (!optionsResponse.ok || !body?.options || !body.action) {
		return failure(body?.error ?? VERIFICATION_ERROR, optionsResponse.status, retryAfterOf(optionsResponse));
	}

	if (options.signal?.aborted) return failure(VERIFICATION_ERROR);

	let data: unknown;
	try {
		data =
			body.action === 'register'
				? await startRegistration({ optionsJSON: body.options as PublicKeyCredentialCreationOptionsJSON })
				: await startAuthentication({
						optionsJSON: body.options as PublicKeyCredentialRequestOptionsJSON,
						useBrowserAutofill: options.conditional ?? false
					});
	} catch {
		// NotAllowedError (cancelled, timed out), AbortError (another ceremony started), InvalidStateError
		// (key already registered): the page shows the same verification error as a refused response.
		return failure(VERIFICATION_ERROR);
	}

	const form = new URLSearchParams({
		action: body.action,
		data: JSON.stringify(data),
		callbackUrl: options.redirectTo ?? window.location.href
	});
	const callback = await fetch(`${basePath}/callback/${id}`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Auth-Return-Redirect': '1' },
		body: form,
		credentials: 'same-origin'
	});
	const result = (await callback.json().catch(() => null)) as { url?: string } | null;
	const url = result?.url ?? null;
	const error = url ? new URL(url, window.location.href).searchParams.get('error') : VERIFICATION_ERROR;
	if (options.redirect !== false && url) {
		window.location.href = url;
		// Same document with a new hash: assigning href does not reload it (as Auth.js's client does).
		if (url.includes('#')) window.location.reload();
	}
	return { ok: callback.ok && !error, error, status: callback.status, url };
}
