import { redirect } from '@sveltejs/kit';

/**
 * A 303 that may leave the origin (to the identity provider). SvelteKit 3 refuses a redirect to another
 * origin without `{ external: true }`; SvelteKit 2's `redirect` takes two parameters and ignores a third.
 * Typed with the option, so the same call type-checks and works on both majors.
 */
export const redirectAnywhere: (status: 303, location: string, options: { external: true }) => never = redirect;
