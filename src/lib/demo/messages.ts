/**
 * What the demo's /signin page says for every `?error=` value the library sends there. /signin is both the
 * sign-in page and the error page of the demo (`pages.signIn` and `pages.error` in src/auth.ts), so it
 * receives sign-in errors, error-page errors and the guards' `SessionRequired`
 * (docs/configuration.md, Errors; docs/authorization.md). Auth.js's older v4 values are covered too, so an
 * old link still reads well. The texts never say which field was wrong.
 */
import { describeWait } from '#lib/auth/pages/messages.ts';

export interface Notice {
	/** `error` is shown as an alert; `info` as a status (being asked to sign in is not an error). */
	tone: 'error' | 'info' | 'warning';
	title: string;
	text: string;
}

const tryAgain = 'Try again, or choose another way to sign in below.';

const NOTICES: Record<string, Notice> = {
	SessionRequired: { tone: 'info', title: 'Sign in to continue', text: 'The page you asked for is only for signed-in users. You will be taken back to it.' },
	RefreshTokenError: { tone: 'info', title: 'Sign in again', text: 'Your sign-in with the identity provider has expired and could not be renewed. Sign in with it again to continue.' },
	CredentialsSignin: { tone: 'error', title: 'Sign-in failed', text: 'Check the details you entered and try again.' },
	OAuthAccountNotLinked: {
		tone: 'error',
		title: 'This e-mail address already has an account',
		text: 'To keep your account safe, sign in the way you did before, then link this provider on your account page.'
	},
	AccountNotLinked: {
		tone: 'error',
		title: 'This sign-in belongs to another account',
		text: 'Sign in with the account you used first, or sign out and use a different one.'
	},
	AccountLinkingUnavailable: {
		tone: 'warning',
		title: 'Cannot link to this account',
		text: 'Your current sign-in cannot have other sign-in methods linked to it. Sign out first, then sign in again.'
	},
	OAuthCallbackError: { tone: 'error', title: 'The provider did not complete the sign-in', text: `It may have been cancelled or refused. ${tryAgain}` },
	EmailSignin: {
		tone: 'error',
		title: 'The sign-in e-mail could not be sent',
		text: 'Check the address. If you just asked for a link, wait a minute before asking again.'
	},
	Verification: {
		tone: 'error',
		title: 'This sign-in link no longer works',
		text: 'It was used already or it has expired. Ask for a new link below.'
	},
	AccessDenied: { tone: 'error', title: 'Access denied', text: 'This account is not allowed to sign in here.' },
	WebAuthnVerificationError: { tone: 'error', title: 'The passkey could not be verified', text: tryAgain },
	MissingCSRF: { tone: 'error', title: 'The form expired', text: 'It may have come from another site or been open too long. Please try again.' },
	Configuration: {
		tone: 'error',
		title: 'Sign-in is unavailable right now',
		text: 'Something went wrong on our side or at the identity provider. Please try again in a moment.'
	}
};

// Auth.js v4 values that old links and bookmarks may still carry.
for (const legacy of ['Signin', 'OAuthSignin', 'OAuthCallback', 'OAuthCreateAccount', 'EmailCreateAccount', 'Callback']) {
	NOTICES[legacy] = NOTICES.OAuthCallbackError;
}

/** The notice for an `?error=` value; unknown values get a neutral text, never the raw value. */
export function noticeFor(error: string, code?: string | null): Notice {
	if (error === 'RateLimited') return { tone: 'error', title: 'Too many sign-in attempts', text: tooManyAttempts(code).replace('Too many sign-in attempts. ', '') };
	return Object.hasOwn(NOTICES, error) ? NOTICES[error] : { tone: 'error', title: 'Sign-in did not work', text: tryAgain };
}

/** RateLimited carries the wait in whole seconds as its `code` (URL, fail() data or a passkey's Retry-After). */
export function tooManyAttempts(seconds: number | string | null | undefined): string {
	const wait = Number(seconds);
	if (!Number.isInteger(wait) || wait < 1 || wait > 86_400) return 'Too many sign-in attempts. Try again later.';
	return `Too many sign-in attempts. Try again in ${describeWait(wait)}.`;
}

/** Every value this page explains (the e2e accessibility check renders each). */
export const EXPLAINED_ERRORS = [...Object.keys(NOTICES), 'RateLimited'];
