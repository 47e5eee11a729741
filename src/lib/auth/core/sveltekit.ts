/**
 * SvelteKitAuth without SvelteKit's virtual modules, so it can be driven in-process by tests:
 * index.ts passes `building`, `dev` and kit's base path in.
 */
import { error as kitError } from '@sveltejs/kit';
import { resolveConfig } from '../config.ts';
import type { ResolvedConfig } from '../config/types.ts';
import type { RequestEventLike } from '../context.ts';
import type { SvelteKitAuthConfig } from '../options.ts';
import { createAuthApi } from './api.ts';
import { createSignInAction, createSignOutAction } from './form-actions.ts';
import { createGuards } from './guard.ts';
import { handleRequest } from './handle.ts';

export interface KitEnvironment {
	building: boolean;
	dev: boolean;
	base: string;
}

export interface AuthEvent extends RequestEventLike {
	locals: object;
	platform?: unknown;
}

export type ConfigInput<E = AuthEvent> = SvelteKitAuthConfig | ((event: E) => SvelteKitAuthConfig | Promise<SvelteKitAuthConfig>);

export function createSvelteKitAuth(input: ConfigInput, kit: KitEnvironment) {
	// A static config is checked once, at startup; a config function per request, cached per returned object.
	const resolvedStatic = typeof input === 'function' || kit.building ? undefined : resolveConfig(input, { dev: kit.dev, base: kit.base });
	if (resolvedStatic) warnOnce(resolvedStatic);
	const perObject = new WeakMap<SvelteKitAuthConfig, ResolvedConfig>();

	async function getConfig(event: RequestEventLike): Promise<ResolvedConfig> {
		if (resolvedStatic) return resolvedStatic;
		const raw = typeof input === 'function' ? await input(event as AuthEvent) : input;
		let resolved = perObject.get(raw);
		if (!resolved) {
			resolved = resolveConfig(raw, { dev: kit.dev, base: kit.base });
			perObject.set(raw, resolved);
			warnOnce(resolved);
		}
		return resolved;
	}

	// kit's remote functions answer under `<base>/<appDir>/remote/`; `_app` is kit's default appDir (an app
	// that renames it keeps kit's own answers to crafted posts there: docs/remote-functions.md).
	const hooks = { ...KIT_HOOKS, remotePrefix: `${kit.base}/_app/remote/` };

	// Not `async`: handleRequest's promise goes to kit as it is, without a wrapping promise and its extra ticks.
	function handle({ event, resolve }: { event: AuthEvent; resolve: (event: never) => Response | Promise<Response> }): Promise<Response> {
		const locals = event.locals as Record<string, unknown>;
		if (kit.building) {
			// Prerendering: nobody is signed in, and no secret is needed to know that.
			locals.auth = async () => null;
			locals.getSession = locals.auth;
			return Promise.resolve(resolve(event as never));
		}
		const own = { request: event.request, url: event.url, locals, getClientAddress: event.getClientAddress };
		const next = () => resolve(event as never);
		// A static config skips the async lookup: one promise and one microtask fewer on every request.
		if (resolvedStatic) return handleRequest(resolvedStatic, own, next, hooks);
		return getConfig(event).then((config) => handleRequest(config, own, next, hooks));
	}

	const api = createAuthApi(getConfig);
	const { requireUser, requireRole } = createGuards(getConfig);
	return {
		handle,
		signIn: createSignInAction(api, getConfig, { throwErrors: true }),
		/** Like `signIn`, but sign-in errors come back as `fail(status, { error, code, redirectTo })` instead of being thrown. */
		safeSignIn: createSignInAction(api, getConfig, { throwErrors: false }),
		signOut: createSignOutAction(api),
		/** The in-process entry: sign in, sign out and update the session from any server code (docs/configuration.md). */
		api,
		/** Requires a signed-in user in a load, action, endpoint or hook (docs/authorization.md). */
		requireUser,
		/** Requires a signed-in user with a role (docs/authorization.md). */
		requireRole
	};
}

const KIT_HOOKS = {
	// The session store failed (not "no session"): protected pages answer 503, not a 500 stack.
	onSessionError: (): never => kitError(503, 'The session store is unavailable. Please try again shortly.')
};

const warned = new WeakSet<ResolvedConfig>();
function warnOnce(config: ResolvedConfig): void {
	if (warned.has(config)) return;
	warned.add(config);
	if (config.experimental.enableWebAuthn) config.logger.warn('experimental-webauthn', 'WebAuthn support is experimental and may change.');
	if (config.skipCSRFCheck) config.logger.warn('csrf-disabled', 'skipCSRFCheck is set: auth routes accept cross-site POSTs.');
	if (config.rateLimit.off.length) config.logger.warn('rate-limit-off', `Abuse limits turned off: ${config.rateLimit.off.join(', ')}.`);
}
