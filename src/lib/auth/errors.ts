/**
 * AuthError and its subclasses. `type` is the wire value that appears in `?error=`: the names are
 * Auth.js's, so apps that branch on them keep working (AUTHJS-BEHAVIOUR.md section 12).
 * URLs carry the type (and a CredentialsSignin `code`) only, never messages, causes or stacks.
 */
export type ErrorKind = 'signIn' | 'error';

export class AuthError extends Error {
	/** Identifies the error in logs and URLs. */
	type: string = 'AuthError';
	/** `signIn` errors are shown on the sign-in page, the rest on the error page. */
	kind: ErrorKind = 'error';
	declare cause?: Record<string, unknown> & { err?: Error };

	constructor(message?: string | ErrorOptions, errorOptions?: ErrorOptions) {
		if (message instanceof Error) {
			super(undefined, { cause: { err: message, ...((errorOptions?.cause as object) ?? {}) } });
		} else if (typeof message === 'string') {
			super(message, errorOptions instanceof Error ? { cause: { err: errorOptions } } : errorOptions);
		} else {
			super(undefined, message);
		}
		this.name = new.target.name;
		this.type = (new.target as unknown as { type?: string }).type ?? 'AuthError';
		this.kind = (new.target as unknown as { kind?: ErrorKind }).kind ?? 'error';
	}
}

function define(type: string, kind: ErrorKind = 'error') {
	return class extends AuthError {
		static type = type;
		static kind = kind;
	};
}

/** Sign-in kind: shown on the sign-in page. */
export class SignInError extends AuthError {
	static kind: ErrorKind = 'signIn';
}

/**
 * Thrown (or subclassed) by a credentials provider's `authorize`. `code` lands in the URL: it must never
 * say which field was wrong.
 * @example class InvalidLogin extends CredentialsSignin { code = 'invalid_login' }
 */
export class CredentialsSignin extends SignInError {
	static type = 'CredentialsSignin';
	code: string = 'credentials';
}

export class AccessDenied extends define('AccessDenied') {}
export class AdapterError extends define('AdapterError') {}
export class CallbackRouteError extends define('CallbackRouteError') {}
export class ErrorPageLoop extends define('ErrorPageLoop') {}
export class EventError extends define('EventError') {}
export class InvalidCallbackUrl extends define('InvalidCallbackUrl') {}
export class InvalidEndpoints extends define('InvalidEndpoints') {}
export class InvalidCheck extends define('InvalidCheck') {}
export class JWTSessionError extends define('JWTSessionError') {}
export class MissingAdapter extends define('MissingAdapter') {}
export class MissingAdapterMethods extends define('MissingAdapterMethods') {}
export class MissingAuthorize extends define('MissingAuthorize') {}
export class MissingSecret extends define('MissingSecret') {}
export class OAuthAccountNotLinked extends define('OAuthAccountNotLinked', 'signIn') {}
export class OAuthCallbackError extends define('OAuthCallbackError', 'signIn') {}
export class OAuthProfileParseError extends define('OAuthProfileParseError') {}
export class SessionTokenError extends define('SessionTokenError') {}
export class OAuthSignInError extends define('OAuthSignInError', 'signIn') {}
export class EmailSignInError extends define('EmailSignInError', 'signIn') {}
export class SignOutError extends define('SignOutError') {}
export class UnknownAction extends define('UnknownAction') {}
export class UnsupportedStrategy extends define('UnsupportedStrategy') {}
export class InvalidProvider extends define('InvalidProvider') {}
export class UntrustedHost extends define('UntrustedHost') {}
export class Verification extends define('Verification') {}
export class MissingCSRF extends define('MissingCSRF', 'signIn') {}
export class AccountNotLinked extends define('AccountNotLinked', 'signIn') {}
export class DuplicateConditionalUI extends define('DuplicateConditionalUI') {}
export class MissingWebAuthnAutocomplete extends define('MissingWebAuthnAutocomplete') {}
export class WebAuthnVerificationError extends define('WebAuthnVerificationError') {}
export class ExperimentalFeatureNotEnabled extends define('ExperimentalFeatureNotEnabled') {}
/** Ours: a per-address throttle refused a sign-in e-mail (see docs/email.md). Shown as EmailSignin on the page. */
export class EmailRateLimited extends define('EmailRateLimited', 'signIn') {}

/** Error types that may travel verbatim in `?error=`; every other type becomes `Configuration`. */
const CLIENT_SAFE = new Set([
	'CredentialsSignin',
	'OAuthAccountNotLinked',
	'OAuthCallbackError',
	'AccessDenied',
	'Verification',
	'MissingCSRF',
	'AccountNotLinked',
	'WebAuthnVerificationError',
	'EmailSignin'
]);

export function isClientSafe(error: AuthError): boolean {
	return CLIENT_SAFE.has(error.type);
}

/** The `?error=` value for an error: its type when client-safe, else `Configuration`. */
export function errorParam(error: unknown): string {
	if (error instanceof AuthError) {
		// E-mail send failures (bad address, sender down, throttled) read as the v4 key the pages know.
		if (error.type === 'EmailRateLimited' || error.type === 'EmailSignInError') return 'EmailSignin';
		return isClientSafe(error) ? error.type : 'Configuration';
	}
	return 'Configuration';
}
