/**
 * Server entry of the library (the drop-in for `@auth/sveltekit`), for SvelteKit 2.63 and later and
 * SvelteKit 3. SvelteKit 2.26 to 2.62 have no `$app/env`: import `index-legacy.ts` there, which exports
 * the same (docs/migrating-from-authjs.md, "Supported SvelteKit versions").
 *
 * @example
 * // src/auth.ts
 * import { SvelteKitAuth } from './lib/auth/index.ts';
 * import GitHub from './lib/auth/providers/github.ts';
 * export const { handle, signIn, signOut } = SvelteKitAuth({ providers: [GitHub] });
 */
// SvelteKit 2.26 to 2.62 lack this module: apps there import index-legacy.ts and never load this file, and
// the directive only keeps svelte-check quiet on it. Wherever the module exists, the import is fully typed.
// @ts-ignore
import { building, dev } from '$app/env';
import { resolve } from '$app/paths';
import { createSvelteKitAuth, type ConfigInput } from './core/sveltekit.ts';

/**
 * Builds `{ handle, signIn, safeSignIn, signOut, api, requireUser, requireRole }` from a config object or a
 * per-request config function.
 */
export function SvelteKitAuth(config: ConfigInput) {
	return createSvelteKitAuth(config, { building, dev, base: basePath() });
}

export * from './exports.ts';

/**
 * Kit's base path. `resolve` is typed against the host app's route ids, and an app without a `/` route has
 * no route '/' (svelte-check refuses the call there); it is called as the plain path function it is at runtime.
 */
function basePath(): string {
	return (resolve as (path: string) => string)('/').replace(/\/$/, '');
}
