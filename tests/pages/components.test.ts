import { createRawSnippet } from 'svelte';
import { render } from 'svelte/server';
import { describe, expect, test } from 'vitest';
import { forms, tags, text } from './html.ts';
import { pagePath, redirectFlag, signInFields } from '#lib/auth/components/fields.ts';
import { SignIn, SignOut } from '#lib/auth/components/index.ts';

const snippet = (html: string) => createRawSnippet(() => ({ render: () => html }));

function form(html: string) {
	const [f] = forms(html);
	const hidden = tags(f.inner, 'input').filter((i) => i.type === 'hidden').map((i) => [i.name, i.value]);
	return { ...f, hidden, inputs: tags(f.inner, 'input'), buttons: tags(f.inner, 'button') };
}

describe('SignIn component', () => {
	test('is a plain POST form to the /signin default action, so it works without JavaScript', () => {
		const f = form(render(SignIn, { props: { provider: 'github' } }).body);
		expect(f.attrs).toMatchObject({ method: 'POST', action: '/signin', class: 'signInButton' });
		expect(f.buttons).toEqual([{ type: 'submit' }]);
		expect(f.hidden).toEqual([['providerId', 'github']]);
		expect(text(f.inner)).toBe('Sign in with github');
	});

	test('options.redirectTo fills callbackUrl and redirectTo, and is never copied into redirect', () => {
		const f = form(render(SignIn, { props: { provider: 'github', options: { redirectTo: '/account' } } }).body);
		expect(f.hidden).toEqual([
			['providerId', 'github'],
			['callbackUrl', '/account'],
			['redirectTo', '/account']
		]);
	});

	test('redirect is posted only as an explicit boolean string', () => {
		const hiddenRedirect = (options: Parameters<typeof redirectFlag>[0]) =>
			form(render(SignIn, { props: { provider: 'x', options } }).body).hidden.find(([n]) => n === 'redirect')?.[1];
		expect(hiddenRedirect({ redirect: false })).toBe('false');
		expect(hiddenRedirect({ redirect: 'true' })).toBe('true');
		expect(hiddenRedirect({ redirect: 'yes please' })).toBeUndefined();
		const data = new FormData();
		data.set('redirect', 'false');
		data.set('redirectTo', '/from-form-data');
		expect(hiddenRedirect(data)).toBe('false');
		expect(signInFields('x', data, undefined)).toContainEqual(['redirectTo', '/from-form-data']);
	});

	test('authorizationParams become authorizationParams-<key> fields, from a record or a query string', () => {
		const fromRecord = form(render(SignIn, { props: { provider: 'google', authorizationParams: { prompt: 'consent', login_hint: 'a@b.c' } } }).body);
		expect(fromRecord.hidden).toContainEqual(['authorizationParams-prompt', 'consent']);
		expect(fromRecord.hidden).toContainEqual(['authorizationParams-login_hint', 'a@b.c']);
		const fromString = form(render(SignIn, { props: { provider: 'google', authorizationParams: 'prompt=login&scope=openid%20email' } }).body);
		expect(fromString.hidden).toContainEqual(['authorizationParams-scope', 'openid email']);
	});

	test.each(['email', 'nodemailer', 'resend', 'postmark', 'sendgrid'])('provider %s gets a labelled, required e-mail input', (provider) => {
		const html = render(SignIn, { props: { provider } }).body;
		const input = tags(html, 'input').find((i) => i.name === 'email');
		expect(input).toMatchObject({ type: 'email', required: '', autocomplete: 'email' });
		expect(tags(html, 'label').map((l) => l.for)).toContain(input!.id);
	});

	test('an OAuth provider gets no e-mail input, and the email snippet replaces the default one', () => {
		expect(tags(render(SignIn, { props: { provider: 'github' } }).body, 'input').some((i) => i.name === 'email')).toBe(false);
		const html = render(SignIn, { props: { provider: 'resend', email: snippet('<input name="email" id="mine" type="email">') } }).body;
		expect(tags(html, 'input').filter((i) => i.name === 'email')).toEqual([{ name: 'email', id: 'mine', type: 'email' }]);
	});

	test('the credentials snippet is rendered inside the form, before the submit button', () => {
		const html = render(SignIn, {
			props: { provider: 'credentials', credentials: snippet('<label for="u">User</label><input id="u" name="username">') }
		}).body;
		const f = form(html);
		expect(f.inputs.map((i) => i.name)).toContain('username');
		expect(f.inner.indexOf('name="username"')).toBeLessThan(f.inner.indexOf('<button'));
	});

	test('signInPage, class and the submitButton snippet are honoured', () => {
		const html = render(SignIn, { props: { provider: 'github', signInPage: '/login', class: 'wide', submitButton: snippet('<span>Continue</span>') } }).body;
		const f = form(html);
		expect(f.attrs).toMatchObject({ action: '/login', class: 'signInButton wide' });
		expect(text(f.inner)).toBe('Continue');
	});

	test('without a provider the generic form posts no providerId', () => {
		const f = form(render(SignIn, { props: {} }).body);
		expect(f.hidden).toEqual([]);
		expect(text(f.inner)).toBe('Sign in');
	});

	test('a hostile redirectTo is escaped into the attribute value', () => {
		const evil = '"><script>alert(1)</script>';
		const html = render(SignIn, { props: { provider: 'github', options: { redirectTo: evil } } }).body;
		expect(html).not.toContain('<script');
		expect(form(html).hidden).toContainEqual(['redirectTo', evil]);
	});
});

describe('the action path of both components', () => {
	test('has exactly one leading slash: SvelteKit 2 resolve() throws on a path without one, SvelteKit 3 resolves both alike', () => {
		expect(pagePath('signin')).toBe('/signin');
		expect(pagePath('/signin')).toBe('/signin');
		expect(pagePath('//evil.example/signin')).toBe('/evil.example/signin');
		expect(pagePath('auth/login?next=1')).toBe('/auth/login?next=1');
	});
});

describe('SignOut component', () => {
	test('is a plain POST form to the /signout default action with a "Sign out" button', () => {
		const f = form(render(SignOut, { props: {} }).body);
		expect(f.attrs).toMatchObject({ method: 'POST', action: '/signout', class: 'signOutButton' });
		expect(f.hidden).toEqual([]);
		expect(text(f.inner)).toBe('Sign out');
	});

	test('redirectTo and an explicit redirect are posted; signOutPage and submitButton are honoured', () => {
		const html = render(SignOut, {
			props: { signOutPage: 'logout', options: { redirectTo: '/bye', redirect: false }, submitButton: snippet('<span>Leave</span>') }
		}).body;
		const f = form(html);
		expect(f.attrs.action).toBe('/logout');
		expect(f.hidden).toEqual([
			['callbackUrl', '/bye'],
			['redirectTo', '/bye'],
			['redirect', 'false']
		]);
		expect(text(f.inner)).toBe('Leave');
	});
});
