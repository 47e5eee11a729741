/**
 * What the built-in pages say for each `?error=` value. The keys are Auth.js's wire values (and its older
 * v4 keys) so apps and links that pass them keep working; only the type and the code ever travel in a
 * URL, never a message (docs/configuration.md, Errors).
 */

const tryAnotherAccount = 'Try signing in with a different account.';

const signInMessages: Record<string, string> = {
	Signin: tryAnotherAccount,
	OAuthSignin: tryAnotherAccount,
	OAuthCallbackError: tryAnotherAccount,
	OAuthCallback: tryAnotherAccount,
	OAuthCreateAccount: tryAnotherAccount,
	EmailCreateAccount: tryAnotherAccount,
	Callback: tryAnotherAccount,
	OAuthAccountNotLinked: 'To confirm your identity, sign in with the same account you used originally.',
	AccountNotLinked: 'This account is linked to another user. Sign in with the account you used originally.',
	AccountLinkingUnavailable: 'Your current sign-in cannot have other sign-in methods linked to it. Sign out first, then sign in again.',
	EmailSignin: 'The e-mail could not be sent.',
	CredentialsSignin: 'Sign in failed. Check the details you provided are correct.',
	SessionRequired: 'Please sign in to access this page.',
	RefreshTokenError: 'Your sign-in with the provider has expired. Please sign in with it again.',
	MissingCSRF: 'The form expired or came from another site. Please try again.',
	Verification: 'The sign-in link is no longer valid. It may have been used already or it may have expired.'
};

/** Values that are not a failure: the visitor is asked to sign in (a guard, docs/authorization.md). */
const notices = new Set(['SessionRequired']);

/** Whether the sign-in page shows `error` as a notice (role="status") rather than an alert. */
export function isNotice(error: string): boolean {
	return notices.has(error);
}

/**
 * The submit button of a provider's form on the built-in sign-in page, worded for what the form does: an
 * e-mail provider sends a link (whatever transport it is named after), a passkey form may also create one,
 * a credentials form signs in.
 */
export function providerButtonText(provider: { type: string; name: string }): string {
	switch (provider.type) {
		case 'email':
			return 'Email me a sign-in link';
		case 'webauthn':
			return 'Continue with a passkey';
		case 'credentials':
			return provider.name === 'Credentials' ? 'Sign in' : `Sign in with ${provider.name}`;
		default:
			return `Sign in with ${provider.name}`;
	}
}


/** A wait in seconds as people say it: "45 seconds", "15 minutes", "2 hours" (rounded up). */
export function describeWait(seconds: number): string {
	const unit = (n: number, name: string) => `${n} ${name}${n === 1 ? '' : 's'}`;
	if (seconds < 60) return unit(Math.max(1, Math.ceil(seconds)), 'second');
	if (seconds < 3600) return unit(Math.ceil(seconds / 60), 'minute');
	return unit(Math.ceil(seconds / 3600), 'hour');
}

/**
 * The wait a RateLimited `code` carries: whole seconds, at most a day; anything else (a hand-edited URL)
 * is no wait at all, and the page says "later".
 */
function waitOf(code: string | undefined): number | undefined {
	if (!code || !/^\d{1,6}$/.test(code)) return undefined;
	const seconds = Number(code);
	return seconds >= 1 && seconds <= 86_400 ? seconds : undefined;
}

/** Text shown on the sign-in page for an `error` value (and its `code`); unknown values get a neutral default. */
export function signInErrorMessage(error: string, code?: string): string {
	if (error === 'RateLimited') {
		const wait = waitOf(code);
		return `Too many sign-in attempts. Try again ${wait ? `in ${describeWait(wait)}` : 'later'}.`;
	}
	return Object.hasOwn(signInMessages, error) ? signInMessages[error] : 'Unable to sign in.';
}

export interface ErrorPageContent {
	status: number;
	heading: string;
	message: string;
	/** Which link the page offers: back to sign-in, or to the site's home. */
	link: 'signin' | 'home';
}

/**
 * Status and text of the error page (section 2.10): Configuration 500, AccessDenied and Verification 403,
 * anything else (WebAuthnVerificationError, unknown or missing) 200 with a link home.
 */
export function errorPageContent(error: string | undefined): ErrorPageContent {
	switch (error) {
		case 'Configuration':
			return {
				status: 500,
				heading: 'Server error',
				message: 'The server is not configured correctly. The server logs have the details.',
				link: 'home'
			};
		case 'AccessDenied':
			return { status: 403, heading: 'Access denied', message: 'You are not allowed to sign in.', link: 'signin' };
		case 'Verification':
			return {
				status: 403,
				heading: 'Unable to sign in',
				message: 'The sign-in link is no longer valid. It may have been used already or it may have expired.',
				link: 'signin'
			};
		default:
			return { status: 200, heading: 'Error', message: 'Something went wrong while signing in.', link: 'home' };
	}
}
