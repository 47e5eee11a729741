import { describe, expect, test } from 'vitest';
import type { Theme } from '#lib/auth/model.ts';
import { forms, tags, text } from './html.ts';
import { WEBAUTHN_PAGE_SCRIPT } from '#lib/auth/pages/webauthn-script.ts';
import { renderErrorPage, renderSignInPage, renderSignOutPage, renderVerifyRequestPage } from '#lib/auth/pages/render.ts';
import type { PageProvider } from '#lib/auth/pages/types.ts';

const theme: Required<Theme> = { colorScheme: 'auto', logo: '', brandColor: '', buttonText: '' };

const github: PageProvider = {
	id: 'github',
	name: 'GitHub',
	type: 'oauth',
	signinUrl: 'http://localhost/auth/signin/github',
	callbackUrl: 'http://localhost/auth/callback/github'
};
const email: PageProvider = {
	id: 'email',
	name: 'Email',
	type: 'email',
	signinUrl: 'http://localhost/auth/signin/email',
	callbackUrl: 'http://localhost/auth/callback/email'
};
const credentials: PageProvider = {
	id: 'credentials',
	name: 'Password',
	type: 'credentials',
	signinUrl: 'http://localhost/auth/signin/credentials',
	callbackUrl: 'http://localhost/auth/callback/credentials',
	credentials: {
		username: { label: 'Username', placeholder: 'jsmith', autocomplete: 'username' },
		password: { label: 'Password', type: 'password' }
	}
};
const passkey: PageProvider = {
	id: 'passkey',
	name: 'Passkey',
	type: 'webauthn',
	signinUrl: 'http://localhost/auth/signin/passkey',
	callbackUrl: 'http://localhost/auth/callback/passkey',
	optionsUrl: 'http://localhost/auth/webauthn-options/passkey',
	conditional: true,
	formFields: { email: { label: 'Email', required: true, autocomplete: 'username webauthn' } }
};

function signIn(extra: Partial<Parameters<typeof renderSignInPage>[0]> = {}): string {
	return renderSignInPage({ providers: [github, email, credentials, passkey], csrfToken: 'csrf-1', callbackUrl: '/account', theme, ...extra });
}

function formFor(html: string, action: string) {
	const form = forms(html).find((f) => f.attrs.action === action);
	if (!form) throw new Error(`no form posting to ${action}`);
	return { ...form, inputs: tags(form.inner, 'input'), hidden: Object.fromEntries(tags(form.inner, 'input').filter((i) => i.type === 'hidden').map((i) => [i.name, i.value])) };
}

/** Every visible input must be named by a <label for> (WCAG 1.3.1, 4.1.2). */
function expectAllInputsLabelled(html: string) {
	const labelled = new Set(tags(html, 'label').map((l) => l.for));
	for (const input of tags(html, 'input').filter((i) => i.type !== 'hidden')) {
		expect(input.id, `input ${input.name} has an id`).toBeTruthy();
		expect(labelled.has(input.id), `input ${input.name} is labelled`).toBe(true);
	}
}

describe('built-in sign-in page', () => {
	test('is a complete document with lang, title, a main landmark and no external resources', () => {
		const html = signIn();
		expect(html.startsWith('<!DOCTYPE html><html lang="en"')).toBe(true);
		expect(html).toMatch(/<title>Sign in<\/title>/);
		expect(tags(html, 'main')).toHaveLength(1);
		// The one script is the inline passkey script (tested below): nothing has a src.
		expect(html).not.toMatch(/<script\b[^>]*\bsrc=/);
		expect(html).not.toMatch(/<link\b/);
		expect(html).not.toContain('authjs.dev');
		expect(tags(html, 'img')).toHaveLength(0);
	});

	test('an OAuth provider posts to its signinUrl with csrfToken and callbackUrl and a "Sign in with" button', () => {
		const html = signIn();
		const form = formFor(html, github.signinUrl);
		expect(form.attrs.method).toBe('POST');
		expect(form.hidden).toEqual({ csrfToken: 'csrf-1', callbackUrl: '/account' });
		expect(text(form.inner)).toBe('Sign in with GitHub');
	});

	test('an e-mail provider posts to its signinUrl with a labelled, required, prefilled email input', () => {
		const html = signIn({ email: 'ann@example.com' });
		const form = formFor(html, email.signinUrl);
		const input = form.inputs.find((i) => i.name === 'email')!;
		expect(input).toMatchObject({ type: 'email', required: '', value: 'ann@example.com', autocomplete: 'email' });
		expect(tags(form.inner, 'label').map((l) => l.for)).toContain(input.id);
		expect(form.hidden.csrfToken).toBe('csrf-1');
	});

	test('a credentials provider posts to its callbackUrl with one labelled input per credentials key', () => {
		const html = signIn();
		const form = formFor(html, credentials.callbackUrl);
		const visible = form.inputs.filter((i) => i.type !== 'hidden');
		expect(visible.map((i) => i.name)).toEqual(['username', 'password']);
		expect(visible[0]).toMatchObject({ type: 'text', placeholder: 'jsmith', autocomplete: 'username' });
		expect(visible[1]).toMatchObject({ type: 'password', autocomplete: 'current-password' });
		expect(form.hidden).toEqual({ csrfToken: 'csrf-1', callbackUrl: '/account' });
		expect(text(form.inner)).toContain('Username');
	});

	test('a WebAuthn provider renders form <id>-form with data-form-field inputs and a data-webauthn-provider button', () => {
		const html = signIn();
		const form = formFor(html, passkey.callbackUrl);
		expect(form.attrs.id).toBe('passkey-form');
		expect(form.inputs.find((i) => i.name === 'email')).toMatchObject({ 'data-form-field': '', autocomplete: 'username webauthn' });
		expect(tags(form.inner, 'button')[0]['data-webauthn-provider']).toBe('passkey');
	});

	test('the page inlines its one passkey script only when a WebAuthn provider is listed, and loads nothing from elsewhere', () => {
		const withPasskey = signIn();
		expect(withPasskey.match(/<script\b[^>]*>/g)).toEqual(['<script>']);
		expect(withPasskey).toContain(WEBAUTHN_PAGE_SCRIPT);
		expect(withPasskey).not.toMatch(/<script[^>]+src=/);
		const form = formFor(withPasskey, passkey.callbackUrl);
		expect(form.attrs['data-webauthn-options']).toBe(passkey.optionsUrl);
		expect(form.attrs['data-webauthn-conditional']).toBe('');
		expect(renderSignInPage({ providers: [github, credentials], csrfToken: '', theme })).not.toContain('<script');
		const noAutofill = renderSignInPage({ providers: [{ ...passkey, conditional: false }], csrfToken: '', theme });
		expect(formFor(noAutofill, passkey.callbackUrl).attrs).not.toHaveProperty('data-webauthn-conditional');
	});

	test('with the passkey script present, hostile values still cannot open a script tag', () => {
		const evil = '</script><script>alert(1)</script>';
		const html = renderSignInPage({ providers: [{ ...passkey, name: evil, formFields: { [evil]: { label: evil } } }], csrfToken: '', callbackUrl: evil, theme });
		expect(html.match(/<script\b/g)).toHaveLength(1);
	});

	test('buttons and labels say what each form does: a sign-in link, a passkey, a plain sign-in, a provider by name', () => {
		const html = signIn();
		expect(text(formFor(html, email.signinUrl).inner)).toContain('Email me a sign-in link');
		expect(text(formFor(html, email.signinUrl).inner)).toContain('Email address');
		expect(text(formFor(html, passkey.callbackUrl).inner)).toContain('Continue with a passkey');
		expect(text(formFor(html, credentials.callbackUrl).inner)).toContain('Sign in with Password');
		const plain = renderSignInPage({ providers: [{ ...credentials, name: 'Credentials' }], csrfToken: '', theme });
		expect(tags(formFor(plain, credentials.callbackUrl).inner, 'button').length).toBe(1);
		expect(text(formFor(plain, credentials.callbackUrl).inner)).toMatch(/Sign in$/);
		expect(html).not.toMatch(/Sign in with (Email|Nodemailer|Passkey)/);
	});

	test("the passkey field is described: its autofill offers saved passkeys, a new address creates one", () => {
		const form = formFor(signIn(), passkey.callbackUrl);
		const input = form.inputs.find((i) => i.name === 'email')!;
		const hint = tags(form.inner, 'p').find((p) => p.id === input['aria-describedby']);
		expect(hint).toBeDefined();
		expect(text(form.inner)).toContain('Saved passkeys appear in the suggestions of this field.');
	});

	test('every visible input of every provider form has a <label for>', () => {
		expectAllInputsLabelled(signIn({ email: 'x@example.com' }));
	});

	test('credentials and WebAuthn providers without field descriptions are not listed', () => {
		const bare = { ...credentials, credentials: undefined };
		const html = renderSignInPage({ providers: [github, bare, { ...passkey, formFields: undefined }], csrfToken: '', theme });
		expect(forms(html).map((f) => f.attrs.action)).toEqual([github.signinUrl]);
	});

	test('no csrfToken field is written when the token is empty (Origin-based CSRF check)', () => {
		const html = renderSignInPage({ providers: [github], csrfToken: '', theme });
		expect(formFor(html, github.signinUrl).hidden).toEqual({});
	});

	test('a hostile provider name, callbackUrl, email, error and code are escaped', () => {
		const evil = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
		const html = renderSignInPage({
			providers: [{ ...github, name: evil }, { ...credentials, credentials: { [evil]: { label: evil, placeholder: evil } } }],
			csrfToken: 'c',
			callbackUrl: evil,
			email: evil,
			error: evil,
			code: evil,
			theme
		});
		expect(html).not.toContain('<script');
		expect(html).not.toMatch(/<img\b/);
		expect(formFor(html, github.signinUrl).hidden.callbackUrl).toBe(evil);
		expect(text(html)).toContain(`Sign in with ${evil}`);
	});
});

describe('sign-in page error messages', () => {
	const cases: Array<[string, string]> = [
		['CredentialsSignin', 'Sign in failed. Check the details you provided are correct.'],
		['OAuthAccountNotLinked', 'To confirm your identity, sign in with the same account you used originally.'],
		['OAuthCallbackError', 'Try signing in with a different account.'],
		['EmailSignin', 'The e-mail could not be sent.'],
		['MissingCSRF', 'The form expired or came from another site. Please try again.'],
		['AccountNotLinked', 'This account is linked to another user. Sign in with the account you used originally.'],
		['Verification', 'The sign-in link is no longer valid. It may have been used already or it may have expired.'],
		['Whatever', 'Unable to sign in.'],
		['toString', 'Unable to sign in.']
	];
	test.each(cases)('error=%s shows its message in a role="alert" region', (error, message) => {
		const html = signIn({ error });
		const alert = tags(html, 'div').find((d) => d.role === 'alert');
		expect(alert?.['data-error']).toBe(error);
		expect(text(html)).toContain(message);
	});

	test('error=SessionRequired (a guard asked for a sign-in) is a polite notice, not an alert', () => {
		const html = signIn({ error: 'SessionRequired' });
		const notice = tags(html, 'div').find((d) => d.role === 'status');
		expect(notice?.['data-error']).toBe('SessionRequired');
		expect(notice?.class).toBe('notice');
		expect(text(html)).toContain('Please sign in to access this page.');
		expect(tags(html, 'div').some((d) => d.role === 'alert')).toBe(false);
	});

	test('the CredentialsSignin code is a data attribute only, never visible text', () => {
		const html = signIn({ error: 'CredentialsSignin', code: 'wrong_password_for_user' });
		expect(tags(html, 'div').find((d) => d.role === 'alert')?.['data-code']).toBe('wrong_password_for_user');
		expect(text(html)).not.toContain('wrong_password_for_user');
	});

	test('without an error there is no alert', () => {
		expect(tags(signIn(), 'div').some((d) => d.role === 'alert')).toBe(false);
	});

	test.each([
		['45', 'Too many sign-in attempts. Try again in 45 seconds.'],
		['1', 'Too many sign-in attempts. Try again in 1 second.'],
		['60', 'Too many sign-in attempts. Try again in 1 minute.'],
		['900', 'Too many sign-in attempts. Try again in 15 minutes.'],
		['901', 'Too many sign-in attempts. Try again in 16 minutes.'],
		['7200', 'Too many sign-in attempts. Try again in 2 hours.'],
		// A hand-edited code is no wait: the page never prints what the URL says.
		['0', 'Too many sign-in attempts. Try again later.'],
		['99999999', 'Too many sign-in attempts. Try again later.'],
		['<b>soon</b>', 'Too many sign-in attempts. Try again later.'],
		[undefined, 'Too many sign-in attempts. Try again later.']
	])('error=RateLimited&code=%s tells the wait, read as whole seconds only', (code, message) => {
		const html = signIn({ error: 'RateLimited', code });
		expect(tags(html, 'div').find((d) => d.role === 'alert')?.['data-error']).toBe('RateLimited');
		expect(text(html)).toContain(message);
		expect(text(html)).not.toContain('soon');
	});
});

describe('built-in error page', () => {
	const props = { signInUrl: '/auth/signin', origin: 'http://localhost:5173', theme };
	test.each([
		['Configuration', 500],
		['AccessDenied', 403],
		['Verification', 403],
		['WebAuthnVerificationError', 200],
		['Unknown', 200],
		[undefined, 200]
	])('error=%s answers status %i', (error, status) => {
		expect(renderErrorPage({ ...props, error }).status).toBe(status);
	});

	test.each(['AccessDenied', 'Verification'])('error=%s links to the sign-in page itself, not <request URL>/signin', (error) => {
		const { html } = renderErrorPage({ ...props, error });
		expect(tags(html, 'a').map((a) => a.href)).toEqual(['/auth/signin']);
	});

	test('Configuration and unknown errors link back to the site origin', () => {
		for (const error of ['Configuration', 'Nope']) {
			const { html } = renderErrorPage({ ...props, error });
			expect(tags(html, 'a').map((a) => a.href)).toEqual(['http://localhost:5173']);
		}
		expect(text(renderErrorPage({ ...props, error: 'Configuration' }).html)).toContain('Server error');
	});

	test('a hostile error value is escaped and not shown as text', () => {
		const { html } = renderErrorPage({ ...props, error: '<script>alert(1)</script>' });
		expect(html).not.toContain('<script');
		expect(text(html)).not.toContain('alert(1)');
	});
});

describe('built-in sign-out and verify-request pages', () => {
	test('sign-out page confirms with a form posting to actionUrl with csrfToken and callbackUrl', () => {
		const html = renderSignOutPage({ actionUrl: '/auth/signout', csrfToken: 't', callbackUrl: '/bye', theme });
		expect(html).toMatch(/<title>Sign out<\/title>/);
		expect(text(html)).toContain('Are you sure you want to sign out?');
		const form = formFor(html, '/auth/signout');
		expect(form.attrs.method).toBe('POST');
		expect(form.hidden).toEqual({ csrfToken: 't', callbackUrl: '/bye' });
		expect(text(form.inner)).toBe('Sign out');
	});

	test('verify-request page tells the visitor to check their e-mail and links to the origin', () => {
		const html = renderVerifyRequestPage({ origin: 'http://localhost:5173', theme });
		expect(html).toMatch(/<title>Check your email<\/title>/);
		expect(text(html)).toContain('A sign-in link has been sent to your email address.');
		expect(tags(html, 'a').map((a) => a.href)).toEqual(['http://localhost:5173']);
		expect(tags(html, 'main')).toHaveLength(1);
	});
});
