/**
 * The `signIn` / `safeSignIn` / `signOut` form actions for `/signin` and `/signout` page-server modules,
 * on the in-process entry (api.ts): they read the fields the components post (providerId,
 * redirectTo/callbackUrl, redirect, authorizationParams-<k>, credential fields) and call it directly.
 * `signIn` throws sign-in errors for the app to handle (Auth.js's rule); `safeSignIn` returns
 * `fail(status, { error, code, redirectTo })` instead (docs/configuration.md).
 */
import { fail, redirect } from '@sveltejs/kit';
import { redirectAnywhere } from './redirect-anywhere.ts';
import { errorCode, ruleOf } from '../errors.ts';
import type { RequestEventLike } from '../context.ts';
import type { ResolvedConfig } from '../config/types.ts';
import { targetOf, type AuthApi, type CallerEvent } from './api.ts';

type GetConfig = (event: RequestEventLike) => Promise<ResolvedConfig>;

interface FormInput {
	fields: Record<string, string>;
	authorizationParams: Record<string, string>;
}

async function readForm(request: Request): Promise<FormInput | null> {
	let form: FormData;
	try {
		form = await request.formData();
	} catch {
		return null;
	}
	const fields: Record<string, string> = {};
	const authorizationParams: Record<string, string> = {};
	for (const [key, value] of form) {
		if (typeof value !== 'string') continue;
		if (key.startsWith('authorizationParams-')) authorizationParams[key.slice('authorizationParams-'.length)] = value;
		else fields[key] = value;
	}
	return { fields, authorizationParams };
}

/**
 * Leaves the action: a 303 to `location`, or `{ url }` when the form asked for `redirect=false` (the
 * string is parsed: in Auth.js "false" was truthy, so a form could never turn redirecting off).
 */
function leave(location: string, fields: Record<string, string>): { url: string } {
	if (fields.redirect === 'false') return { url: location };
	redirectAnywhere(303, location, { external: true });
}

export function createSignInAction(api: AuthApi, getConfig: GetConfig, { throwErrors }: { throwErrors: boolean }) {
	return async (event: CallerEvent) => {
		const input = await readForm(event.request);
		if (!input) return fail(400, { error: 'BadRequest', code: undefined as string | undefined, redirectTo: undefined as string | undefined });
		const { providerId, redirect: _redirect, redirectTo, callbackUrl, ...fields } = input.fields;
		const target = targetOf(event, redirectTo || callbackUrl);
		const config = await getConfig(event);
		if (!providerId || !config.providers.some((p) => p.id === providerId)) {
			redirect(303, `${config.basePath}/signin?${new URLSearchParams({ callbackUrl: target })}`);
		}
		const outcome = await api.signIn(event, { provider: providerId, redirectTo: target, fields, authorizationParams: input.authorizationParams });
		if (outcome.ok) return leave(outcome.location, input.fields);
		if (throwErrors) throw outcome.error;
		const { error } = outcome;
		// The target travels back so a no-JS form (whose action drops the query string) keeps it.
		const code = errorCode(error);
		return fail(ruleOf(error).status, { error: ruleOf(error).wire, code, redirectTo: target });
	};
}

export function createSignOutAction(api: AuthApi) {
	return async (event: CallerEvent) => {
		const input = await readForm(event.request);
		const fields = input?.fields ?? {};
		const outcome = await api.signOut(event, { redirectTo: fields.redirectTo || fields.callbackUrl, fields });
		if (!outcome.ok) return fail(ruleOf(outcome.error).status, { error: ruleOf(outcome.error).wire });
		return leave(outcome.location, fields);
	};
}
