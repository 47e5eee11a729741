/**
 * What the built-in pages say for each `?error=` value. The keys are Auth.js's wire values
 * (AUTHJS-BEHAVIOUR.md sections 2.2, 2.10 and 12.3) so apps and links that pass them keep working;
 * only the type and the code ever travel in a URL, never a message (ARCHITECTURE.md, Errors).
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
	EmailSignin: 'The e-mail could not be sent.',
	CredentialsSignin: 'Sign in failed. Check the details you provided are correct.',
	SessionRequired: 'Please sign in to access this page.',
	MissingCSRF: 'The form expired or came from another site. Please try again.',
	Verification: 'The sign-in link is no longer valid. It may have been used already or it may have expired.'
};

/** Text shown on the sign-in page for an `error` value; unknown values get a neutral default. */
export function signInErrorMessage(error: string): string {
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
