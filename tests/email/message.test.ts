/** The built-in sign-in message and the SMTP provider factories. */
import { describe, expect, it } from 'vitest';
import { renderSignInEmail } from '#lib/auth/providers/email-message.ts';
import Nodemailer from '#lib/auth/providers/nodemailer.ts';
import Email from '#lib/auth/providers/email.ts';
import Resend from '#lib/auth/providers/resend.ts';
import { AuthError } from '#lib/auth/errors.ts';

const url = 'https://app.example.com/auth/callback/email?callbackUrl=https%3A%2F%2Fapp.example.com%2F&token=abc&email=a%40example.com';

describe('renderSignInEmail', () => {
	it('names the site (the link host) in the subject and both bodies, and carries the link', () => {
		const { subject, html, text } = renderSignInEmail({ url });
		expect(subject).toBe('Sign in to app.example.com');
		expect(text).toContain('Sign in to app.example.com');
		expect(text).toContain(url);
		expect(html).toContain(`href="${url.replaceAll('&', '&amp;')}"`);
	});

	it('breaks the host with zero-width spaces in HTML so mail clients do not auto-link it', () => {
		const { html } = renderSignInEmail({ url });
		expect(html).toContain('Sign in to app.&#8203;example.&#8203;com');
	});

	it('has a readable plain-text version: no markup, the link on its own line, expiry stated', () => {
		const expires = new Date(Date.now() + 24 * 3600_000);
		const { text } = renderSignInEmail({ url, expires });
		expect(text).not.toMatch(/<[a-z]/i);
		expect(text.split('\n')).toContain(url);
		expect(text).toContain('expires in 24 hours');
	});

	it('uses theme.brandColor and theme.buttonText on the button', () => {
		const { html } = renderSignInEmail({ url, theme: { brandColor: '#ff5500', buttonText: '#000000' } });
		expect(html).toContain('background:#ff5500');
		expect(html).toContain('color:#000000');
	});

	it('ignores a theme colour that is not plain CSS colour syntax (no style injection)', () => {
		const { html } = renderSignInEmail({ url, theme: { brandColor: 'red;background:url(https://evil.example/x)' } });
		expect(html).not.toContain('evil.example');
	});

	it('escapes markup in the link and host', () => {
		const { html } = renderSignInEmail({ url: 'https://app.example.com/auth/callback/email?callbackUrl=%22%3E&x="><script>' });
		expect(html).not.toContain('<script>');
		expect(html).not.toContain('"><');
	});
});

describe('SMTP provider factories', () => {
	it('Nodemailer() without server throws an AuthError that says what to set', () => {
		expect(() => Nodemailer({} as never)).toThrow(AuthError);
		expect(() => Nodemailer({} as never)).toThrow(/needs `server`.*smtp:\/\//);
	});

	it('Nodemailer() takes an unset environment variable as server (it type-checks, as under Auth.js) and throws at startup', () => {
		const env: Record<string, string | undefined> = {};
		expect(() => Nodemailer({ server: env.EMAIL_SERVER })).toThrow(/needs `server`/);
	});

	it('Nodemailer() has id nodemailer, Auth.js defaults for from and maxAge, and user options win', () => {
		const p = Nodemailer({ server: 'smtp://127.0.0.1:2525' });
		expect(p).toMatchObject({ id: 'nodemailer', type: 'email', name: 'Nodemailer', from: 'Auth.js <no-reply@authjs.dev>', maxAge: 86400 });
		expect(Nodemailer({ server: 'smtp://x:1', from: 'me@example.test', maxAge: 600 })).toMatchObject({ from: 'me@example.test', maxAge: 600 });
	});

	it('Email() is the same provider with id email, and needs server too', () => {
		expect(Email({ server: 'smtp://127.0.0.1:2525' })).toMatchObject({ id: 'email', name: 'Email', type: 'email' });
		expect(() => Email({} as never)).toThrow(/"email" e-mail provider needs `server`/);
	});

	it('HTTP senders need no key at construction (it may come from AUTH_<ID>_KEY later)', () => {
		const provider = Resend();
		expect(provider).toMatchObject({ id: 'resend', type: 'email', name: 'Resend' });
		expect(provider.apiKey).toBeUndefined();
	});
});
