/** Props of the built-in pages (what the auth routes hand to `pages/render.ts`). */
import type { CredentialInput, ProviderButtonStyles, ProviderType, Theme } from '../model.ts';

/** A provider as the sign-in page lists it: the public fields of `GET /auth/providers` plus form hints. */
export interface PageProvider {
	id: string;
	name: string;
	type: ProviderType;
	/** Absolute or root-relative URL of `POST <basePath>/signin/<id>`. */
	signinUrl: string;
	/** Absolute or root-relative URL of `<basePath>/callback/<id>`. */
	callbackUrl: string;
	style?: ProviderButtonStyles;
	/** Credentials providers: one input per key. Without it the provider is not listed (it has no form). */
	credentials?: Record<string, CredentialInput>;
	/** WebAuthn providers: fields asked for at registration. Without it the provider is not listed. */
	formFields?: Record<string, CredentialInput>;
	/** WebAuthn providers: URL of `GET <basePath>/webauthn-options/<id>`, used by the page's script. */
	optionsUrl?: string;
	/** WebAuthn providers: start a conditional-UI (autofill) ceremony when the page loads. */
	conditional?: boolean;
}

export interface SignInPageProps {
	providers: PageProvider[];
	/** Empty when the library's Origin-based CSRF check is in use; then no hidden field is written. */
	csrfToken: string;
	callbackUrl?: string;
	/** The `?error=` value to explain. */
	error?: string;
	/** The `?code=` of a CredentialsSignin, exposed only as `data-code` for scripts and tests. */
	code?: string;
	/** Prefill of the e-mail inputs (`?email=`). */
	email?: string;
	theme: Required<Theme>;
}

export interface SignOutPageProps {
	/** Where the confirm form posts (`<basePath>/signout`). */
	actionUrl: string;
	csrfToken: string;
	callbackUrl?: string;
	theme: Required<Theme>;
}

export interface ErrorPageProps {
	error?: string;
	/** The sign-in page (`<basePath>/signin`, or `pages.signIn`). */
	signInUrl: string;
	origin: string;
	theme: Required<Theme>;
}

export interface VerifyRequestPageProps {
	origin: string;
	theme: Required<Theme>;
}
