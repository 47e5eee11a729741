/**
 * The hidden fields the components post, computed without Svelte so they can be tested directly.
 * Field names are Auth.js's (providerId, callbackUrl, redirectTo, redirect, authorizationParams-<k>) so
 * an app's server actions see the same form as before (docs/components.md).
 */
import type { FormOptions } from './types.ts';

/** E-mail sender provider ids whose SignIn form gets an e-mail input by default. */
export const emailProviderIds: readonly string[] = ['email', 'nodemailer', 'resend', 'postmark', 'sendgrid', 'forwardemail', 'mailgun', 'loops'];

function read(options: FormOptions | undefined, key: string): string | boolean | undefined {
	if (!options) return undefined;
	if (options instanceof FormData) {
		const value = options.get(key);
		return typeof value === 'string' ? value : undefined;
	}
	return options[key];
}

/**
 * `"true"`/`"false"` when the caller set `redirect` explicitly, otherwise nothing. Auth.js put `redirectTo`
 * into this field and treated any non-empty string as true (docs/authjs-compatibility.md).
 */
export function redirectFlag(options: FormOptions | undefined): 'true' | 'false' | undefined {
	const value = read(options, 'redirect');
	if (value === true || value === 'true') return 'true';
	if (value === false || value === 'false') return 'false';
	return undefined;
}

/** Hidden inputs of a SignIn form, in order. */
export function signInFields(
	provider: string | undefined,
	options: FormOptions | undefined,
	authorizationParams: Record<string, string> | string | undefined
): Array<[string, string]> {
	const fields: Array<[string, string]> = [];
	if (provider) fields.push(['providerId', provider]);
	const target = read(options, 'redirectTo') ?? read(options, 'callbackUrl');
	if (typeof target === 'string' && target) fields.push(['callbackUrl', target], ['redirectTo', target]);
	const redirect = redirectFlag(options);
	if (redirect) fields.push(['redirect', redirect]);
	const params = typeof authorizationParams === 'string' ? new URLSearchParams(authorizationParams) : Object.entries(authorizationParams ?? {});
	for (const [key, value] of params) fields.push([`authorizationParams-${key}`, String(value)]);
	return fields;
}

/** Hidden inputs of a SignOut form, in order. */
export function signOutFields(options: FormOptions | undefined): Array<[string, string]> {
	const fields: Array<[string, string]> = [];
	const target = read(options, 'redirectTo') ?? read(options, 'callbackUrl');
	if (typeof target === 'string' && target) fields.push(['callbackUrl', target], ['redirectTo', target]);
	const redirect = redirectFlag(options);
	if (redirect) fields.push(['redirect', redirect]);
	return fields;
}

/**
 * The action path handed to `$app/paths` `resolve()`: exactly one leading slash, the only form that
 * SvelteKit 2 accepts (it throws on a path without one) and that SvelteKit 3 resolves the same way.
 */
export function pagePath(page: string): string {
	return `/${page.replace(/^\/+/, '')}`;
}
