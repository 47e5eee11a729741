/**
 * AuthError and its subclasses, and the one table that says how each type is answered: HTTP status,
 * where a browser is sent (the sign-in page, the error page, or a direct JSON answer), and the wire value
 * that appears in `?error=`. The type names are Auth.js's, so apps that branch on them keep working
 * (docs/authjs-compatibility.md). URLs carry the wire value (and the `code` of the types whose rule says
 * so) only, never messages, causes or stacks.
 */

/** Where an error sends a browser: the sign-in page, the error page, or a JSON answer with its status. */
export type ErrorPage = 'signIn' | 'error' | 'json';
/** Kept for Auth.js compatibility: `signIn` errors are shown on the sign-in page, the rest on the error page. */
export type ErrorKind = 'signIn' | 'error';

interface ErrorRule {
	status: number;
	page: ErrorPage;
	/** The `?error=` value; `Configuration` hides a server-side problem from the client. */
	wire: string;
	/** The message was written for the client (bad input) and may travel in a JSON answer. */
	expose?: true;
	/**
	 * The error's `code` travels beside the wire value (`&code=`, `fail()` data, JSON answers): the app's
	 * code of a CredentialsSignin, the wait in seconds of a RateLimited.
	 */
	code?: true;
}

const CONFIGURATION: ErrorRule = { status: 500, page: 'error', wire: 'Configuration' };

/** Every error type of the library (a closed set) and how it is answered. */
const RULES = {
	AuthError: CONFIGURATION,
	AccessDenied: { status: 403, page: 'error', wire: 'AccessDenied' },
	AccountLinkingUnavailable: { status: 409, page: 'signIn', wire: 'AccountLinkingUnavailable' },
	AccountNotLinked: { status: 409, page: 'signIn', wire: 'AccountNotLinked' },
	AdapterError: CONFIGURATION,
	BadRequest: { status: 400, page: 'json', wire: 'BadRequest', expose: true },
	CallbackRouteError: CONFIGURATION,
	CredentialsSignin: { status: 400, page: 'signIn', wire: 'CredentialsSignin', code: true },
	DuplicateConditionalUI: CONFIGURATION,
	// E-mail send failures (bad address, sender down, throttled) read as the v4 key the pages know.
	EmailRateLimited: { status: 429, page: 'signIn', wire: 'EmailSignin' },
	EmailSignInError: { status: 400, page: 'signIn', wire: 'EmailSignin' },
	ErrorPageLoop: CONFIGURATION,
	EventError: CONFIGURATION,
	ExperimentalFeatureNotEnabled: CONFIGURATION,
	// Ours (authorization of the app's routes, core/guard.ts): signed in, but without the role the route needs.
	Forbidden: { status: 403, page: 'error', wire: 'Forbidden', expose: true },
	InvalidCallbackUrl: CONFIGURATION,
	// A check cookie (state, PKCE, nonce, WebAuthn challenge) missing, forged, expired or minted for another
	// provider: the request's fault, not the server's. Shown as Configuration, as in Auth.js.
	InvalidCheck: { status: 400, page: 'error', wire: 'Configuration' },
	InvalidEndpoints: CONFIGURATION,
	InvalidProvider: { status: 404, page: 'json', wire: 'InvalidProvider', expose: true },
	JWTSessionError: CONFIGURATION,
	// Ours: unlinking would leave the user without any way to sign in.
	LastSignInMethod: { status: 409, page: 'json', wire: 'LastSignInMethod', expose: true },
	MethodNotAllowed: { status: 405, page: 'json', wire: 'UnknownAction', expose: true },
	MissingAdapter: CONFIGURATION,
	MissingAdapterMethods: CONFIGURATION,
	MissingAuthorize: CONFIGURATION,
	MissingCSRF: { status: 403, page: 'json', wire: 'MissingCSRF', expose: true },
	MissingSecret: CONFIGURATION,
	MissingWebAuthnAutocomplete: CONFIGURATION,
	OAuthAccountNotLinked: { status: 409, page: 'signIn', wire: 'OAuthAccountNotLinked' },
	OAuthCallbackError: { status: 400, page: 'signIn', wire: 'OAuthCallbackError' },
	OAuthProfileParseError: CONFIGURATION,
	OAuthSignInError: { status: 502, page: 'signIn', wire: 'Configuration' },
	// Ours: the provider's access token expired and could not be refreshed: sign in with it again.
	RefreshTokenError: { status: 401, page: 'signIn', wire: 'RefreshTokenError' },
	// Auth.js v4's value for "sign in to see this page": the guards of core/guard.ts answer it, and the
	// in-process calls that manage the signed-in user's sessions or accounts throw it without a session.
	SessionRequired: { status: 401, page: 'signIn', wire: 'SessionRequired', expose: true },
	// Too many requests or failed attempts from one client (docs/rate-limits.md); the wait travels as `code`.
	RateLimited: { status: 429, page: 'signIn', wire: 'RateLimited', expose: true, code: true },
	SessionTokenError: CONFIGURATION,
	SignOutError: CONFIGURATION,
	// Ours: no session or account of the signed-in user has that id.
	UnknownAccount: { status: 404, page: 'json', wire: 'UnknownAccount', expose: true },
	UnknownAction: { status: 400, page: 'json', wire: 'UnknownAction', expose: true },
	UnknownSession: { status: 404, page: 'json', wire: 'UnknownSession', expose: true },
	UnsupportedStrategy: CONFIGURATION,
	UntrustedHost: CONFIGURATION,
	Verification: { status: 403, page: 'error', wire: 'Verification' },
	WebAuthnVerificationError: { status: 400, page: 'error', wire: 'WebAuthnVerificationError' }
} as const satisfies Record<string, ErrorRule>;

export type ErrorType = keyof typeof RULES;

export class AuthError extends Error {
	/** Identifies the error in logs; the key of its answer in the table above. */
	type: ErrorType = 'AuthError';
	/** `signIn` errors are shown on the sign-in page, the rest on the error page. */
	kind: ErrorKind = 'error';
	declare cause?: Record<string, unknown> & { err?: Error };
	/**
	 * The answer's status where this error's cause, not its type, says who is at fault (set through
	 * `asRequestFault`); unset: the type's status from the table.
	 */
	status?: number;

	constructor(message?: string | ErrorOptions, errorOptions?: ErrorOptions) {
		if (message instanceof Error) {
			super(undefined, { cause: { err: message, ...((errorOptions?.cause as object) ?? {}) } });
		} else if (typeof message === 'string') {
			super(message, errorOptions instanceof Error ? { cause: { err: errorOptions } } : errorOptions);
		} else {
			super(undefined, message);
		}
		this.name = new.target.name;
		this.type = (new.target as unknown as { type?: ErrorType }).type ?? 'AuthError';
		this.kind = RULES[this.type].page === 'signIn' ? 'signIn' : 'error';
	}
}

function define<T extends ErrorType>(type: T) {
	return class extends AuthError {
		static type: ErrorType = type;
	};
}

/** Base of the errors shown on the sign-in page (Auth.js exports it; its own type stays `AuthError`). */
export class SignInError extends AuthError {}

/**
 * Thrown (or subclassed) by a credentials provider's `authorize`. `code` lands in the URL: it must never
 * say which field was wrong.
 * @example class InvalidLogin extends CredentialsSignin { code = 'invalid_login' }
 */
export class CredentialsSignin extends SignInError {
	static type: ErrorType = 'CredentialsSignin';
	code: string = 'credentials';
}

export class AccessDenied extends define('AccessDenied') {}
/**
 * Ours: a signed-in user whose session user is not stored (a credentials user the adapter does not know,
 * a deleted user) tried to link a sign-in method. They stay who they were (docs/account-linking.md).
 */
export class AccountLinkingUnavailable extends define('AccountLinkingUnavailable') {}
export class AccountNotLinked extends define('AccountNotLinked') {}
export class AdapterError extends define('AdapterError') {}
/** Ours: a request the route cannot read (malformed body, bad parameter); its message is for the client. */
export class BadRequest extends define('BadRequest') {}
export class CallbackRouteError extends define('CallbackRouteError') {}
export class DuplicateConditionalUI extends define('DuplicateConditionalUI') {}
/** Ours: a per-address throttle refused a sign-in e-mail (see docs/email.md). Shown as EmailSignin. */
export class EmailRateLimited extends define('EmailRateLimited') {}
export class EmailSignInError extends define('EmailSignInError') {}
export class ErrorPageLoop extends define('ErrorPageLoop') {}
export class EventError extends define('EventError') {}
export class ExperimentalFeatureNotEnabled extends define('ExperimentalFeatureNotEnabled') {}
/** Ours: the signed-in user lacks the role a route requires (`requireRole`, docs/authorization.md). */
export class Forbidden extends define('Forbidden') {}
export class InvalidCallbackUrl extends define('InvalidCallbackUrl') {}
export class InvalidCheck extends define('InvalidCheck') {}
export class InvalidEndpoints extends define('InvalidEndpoints') {}
/** No provider of that id, or the provider is of a type the route does not serve. */
export class InvalidProvider extends define('InvalidProvider') {}
export class JWTSessionError extends define('JWTSessionError') {}
/** Ours: unlinking this account would leave the user without any way to sign in (docs/account-linking.md). */
export class LastSignInMethod extends define('LastSignInMethod') {}
/**
 * Ours: the route exists but not for this method (e.g. GET of a credentials callback). `allow` lists the
 * methods that would work; its wire value is Auth.js's `UnknownAction`.
 */
export class MethodNotAllowed extends define('MethodNotAllowed') {
	// A plain field, not a parameter property: Node's type stripping loads this file without a transpiler.
	readonly allow: string;
	constructor(message: string, allow: string) {
		super(message);
		this.allow = allow;
	}
}
export class MissingAdapter extends define('MissingAdapter') {}
export class MissingAdapterMethods extends define('MissingAdapterMethods') {}
export class MissingAuthorize extends define('MissingAuthorize') {}
export class MissingCSRF extends define('MissingCSRF') {}
export class MissingSecret extends define('MissingSecret') {}
export class MissingWebAuthnAutocomplete extends define('MissingWebAuthnAutocomplete') {}
export class OAuthAccountNotLinked extends define('OAuthAccountNotLinked') {}
export class OAuthCallbackError extends define('OAuthCallbackError') {}
export class OAuthProfileParseError extends define('OAuthProfileParseError') {}
export class OAuthSignInError extends define('OAuthSignInError') {}
/** Ours: a provider's access token expired and could not be refreshed (docs/configuration.md, Token refresh). */
export class RefreshTokenError extends define('RefreshTokenError') {}
/** Nobody is signed in where a route or call requires it (`requireUser`/`requireRole`, docs/authorization.md; session management). */
export class SessionRequired extends define('SessionRequired') {}
/**
 * Ours: a sign-in route refused a client that went past one of its abuse limits (docs/rate-limits.md).
 * `retryAfter` is the wait in whole seconds; it travels as `code` (`?error=RateLimited&code=60`, `fail()`
 * data) and as the `Retry-After` header (RFC 6585 section 4: https://www.rfc-editor.org/rfc/rfc6585#section-4).
 * @example
 * const outcome = await api.signIn(event, { provider: 'credentials', fields });
 * if (!outcome.ok && outcome.error instanceof RateLimited) return json({ retryAfter: outcome.error.retryAfter }, { status: 429 });
 */
export class RateLimited extends define('RateLimited') {
	readonly retryAfter: number;
	readonly code: string;
	constructor(message: string, retryAfter: number, options?: ErrorOptions) {
		super(message, options);
		this.retryAfter = Math.max(1, Math.ceil(retryAfter));
		this.code = String(this.retryAfter);
	}
}
export class SessionTokenError extends define('SessionTokenError') {}
export class SignOutError extends define('SignOutError') {}
/** Ours: the signed-in user has no account of that provider and id. */
export class UnknownAccount extends define('UnknownAccount') {}
export class UnknownAction extends define('UnknownAction') {}
/** Ours: the signed-in user has no session of that id. */
export class UnknownSession extends define('UnknownSession') {}
export class UnsupportedStrategy extends define('UnsupportedStrategy') {}
export class UntrustedHost extends define('UntrustedHost') {}
export class Verification extends define('Verification') {}
export class WebAuthnVerificationError extends define('WebAuthnVerificationError') {}

/** How an error is answered; anything that is not an AuthError is a server fault (Configuration). */
export function ruleOf(error: unknown): ErrorRule {
	if (!(error instanceof AuthError)) return CONFIGURATION;
	const rule: ErrorRule = RULES[error.type];
	return error.status === undefined ? rule : { ...rule, status: error.status };
}

/**
 * Marks an error of a type that is usually the server's or a provider's (a CallbackRouteError) as the
 * request's own: a callback in the wrong response mode, an authorization response that fails its checks.
 * It is answered 400 (RFC 9110 section 15.5.1) and logged as a client's mistake; its wire value is unchanged.
 * @example throw asRequestFault(new CallbackRouteError('Provider "x" answers in the query of a GET'));
 */
export function asRequestFault<T extends AuthError>(error: T): T {
	error.status = 400;
	return error;
}

/** Whether an error was caused by the request (a 4xx in the table or marked so), not by the server. */
export function isRequestFault(error: unknown): boolean {
	return ruleOf(error).status < 500;
}

/** Whether the error's type travels verbatim in `?error=` (else it reads `Configuration`). */
export function isClientSafe(error: AuthError): boolean {
	return RULES[error.type].wire !== 'Configuration';
}

/** The `?error=` value for an error: its wire value from the table. */
export function errorParam(error: unknown): string {
	return ruleOf(error).wire;
}

/**
 * The `code` that travels with an error whose rule says so (a CredentialsSignin's, a RateLimited's wait in
 * seconds), else undefined.
 * @example errorCode(new RateLimited('Too many failed sign-ins', 900)) // '900'
 */
export function errorCode(error: unknown): string | undefined {
	if (!(error instanceof AuthError) || !(RULES[error.type] as ErrorRule).code) return undefined;
	const code = (error as { code?: unknown }).code;
	return typeof code === 'string' ? code : undefined;
}
