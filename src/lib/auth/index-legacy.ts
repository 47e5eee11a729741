/**
 * Server entry for SvelteKit 2.26 to 2.62, which have `$app/environment` but not yet `$app/env`
 * (added in 2.63). It exports exactly what `index.ts` exports; on SvelteKit 2.63 and later and on
 * SvelteKit 3 import `index.ts` instead. Both files stay in the copied folder: each host type-checks both.
 * SvelteKit 2.26 is the floor: it added `resolve` to `$app/paths`, which this entry and the components use.
 *
 * @example
 * // src/auth.ts
 * import { SvelteKitAuth } from './lib/auth/index-legacy.ts';
 * import GitHub from './lib/auth/providers/github.ts';
 * export const { handle, signIn, signOut } = SvelteKitAuth({ providers: [GitHub] });
 */
// SvelteKit 3 still serves this module but no longer declares its types, and warns in dev when it loads:
// apps there import index.ts and never load this file; the directive only keeps svelte-check quiet on it.
// @ts-ignore
import { building, dev } from '$app/environment';
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

/** Kit's base path, whatever routes the host app has (see index.ts). */
function basePath(): string {
	return (resolve as (path: string) => string)('/').replace(/\/$/, '');
}
