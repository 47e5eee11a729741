/**
 * The `signIn` / `signOut` form actions for `/signin` and `/signout` page-server modules. They read the
 * fields the components post (providerId, redirectTo/callbackUrl, redirect, authorizationParams-<k>,
 * credential fields), run the auth route in-process (raw mode), copy its cookies to `event.cookies`, and
 * redirect. `signIn` throws sign-in errors for the app to handle (the spec's rule); `safeSignIn` returns
 * `fail(400, { error, code })` instead (docs/configuration.md).
 */
import { fail, redirect } from '@sveltejs/kit';
import { AuthError, CredentialsSignin, errorParam } from '../errors.ts';
import { sameOriginUrl } from '../security/redirects.ts';
import { matchRoute } from './router.ts';
import { dispatch } from './dispatch.ts';
import type { ResolvedConfig } from './context.ts';

export interface ActionEvent {
	request: Request;
	url: URL;
	cookies: { set(name: string, value: string, options: Record<string, unknown> & { path: string }): void };
}

type GetConfig = (event: ActionEvent) => Promise<ResolvedConfig>;

async function readForm(request: Request): Promise<FormData | null> {
	try {
		return await request.formData();
	} catch {
		return null;
	}
}

async function runInternal(config: ResolvedConfig, event: ActionEvent, path: string, fields: Record<string, string>, query = '') {
	const url = new URL(`${event.url.origin}${config.basePath}/${path}${query ? `?${query}` : ''}`);
	const headers = new Headers(event.request.headers);
	headers.set('content-type', 'application/x-www-form-urlencoded');
	headers.delete('content-length');
	headers.delete('x-auth-return-redirect');
	const request = new Request(url, { method: 'POST', headers, body: new URLSearchParams(fields) });
	const { response, ctx } = await dispatch(config, request, url, matchRoute(url.pathname, 'POST', config.basePath)!, { raw: true });
	for (const { name, value, attributes } of ctx.cookies.entries()) {
		const { httpOnly, sameSite, path: cookiePath, secure, domain, maxAge, expires } = attributes;
		event.cookies.set(name, value, { httpOnly, sameSite, path: cookiePath, secure, domain, maxAge, expires });
	}
	return response;
}

/**
 * `redirectTo` ?? `callbackUrl` ?? Referer ?? "/". Same-origin paths become absolute; anything else goes
 * as it is to the auth route, whose `redirect` callback judges it (the default keeps this origin only), so
 * an app's own callback (e.g. allowing its subdomains) applies to the form actions too.
 */
function targetOf(event: ActionEvent, fields: Record<string, string>): string {
	const wanted = (fields.redirectTo || fields.callbackUrl || event.request.headers.get('referer') || '/').slice(0, 2048);
	return sameOriginUrl(wanted, event.url.origin) ?? wanted;
}

export function createSignInAction(getConfig: GetConfig, { throwErrors }: { throwErrors: boolean }) {
	return async (event: ActionEvent) => {
		const config = await getConfig(event);
		const form = await readForm(event.request);
		if (!form) return fail(400, { error: 'BadRequest', code: undefined as string | undefined, redirectTo: undefined as string | undefined });
		const fields: Record<string, string> = {};
		const params = new URLSearchParams();
		for (const [key, value] of form) {
			if (typeof value !== 'string') continue;
			if (key.startsWith('authorizationParams-')) params.set(key.slice('authorizationParams-'.length), value);
			else fields[key] = value;
		}
		const { providerId, redirect: redirectField, redirectTo: _redirectTo, ...rest } = fields;
		const callbackUrl = targetOf(event, fields);
		const provider = config.providers.find((p) => p.id === providerId);
		if (!provider) redirect(303, `${config.basePath}/signin?${new URLSearchParams({ callbackUrl })}`);
		const path = `${provider.type === 'credentials' || provider.type === 'webauthn' ? 'callback' : 'signin'}/${encodeURIComponent(provider.id)}`;
		let response: Response;
		try {
			response = await runInternal(config, event, path, { ...rest, callbackUrl }, params.toString());
		} catch (error) {
			if (throwErrors || !(error instanceof AuthError)) throw error;
			config.logger.error(error);
			// The target travels back so a no-JS form (whose action drops the query string) keeps it.
			return fail(400, { error: errorParam(error), code: error instanceof CredentialsSignin ? error.code : undefined, redirectTo: callbackUrl });
		}
		const location = response.headers.get('location');
		if (!location) return fail(response.status >= 400 ? response.status : 400, { error: 'Configuration', code: undefined, redirectTo: callbackUrl });
		// The string "false" is truthy in Auth.js, so a form could never turn redirecting off (quirk 12).
		if (redirectField === 'false') return { url: location };
		redirect(303, location, { external: true });
	};
}

export function createSignOutAction(getConfig: GetConfig) {
	return async (event: ActionEvent) => {
		const config = await getConfig(event);
		const form = await readForm(event.request);
		const fields: Record<string, string> = {};
		for (const [key, value] of form ?? []) if (typeof value === 'string') fields[key] = value;
		const callbackUrl = targetOf(event, fields);
		let response: Response;
		try {
			response = await runInternal(config, event, 'signout', { callbackUrl });
		} catch (error) {
			if (!(error instanceof AuthError)) throw error;
			config.logger.error(error);
			return fail(403, { error: errorParam(error) });
		}
		const location = response.headers.get('location') ?? callbackUrl;
		if (fields.redirect === 'false') return { url: location };
		redirect(303, location, { external: true });
	};
}
