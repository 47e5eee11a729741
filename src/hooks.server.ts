import { redirect, type RequestEvent } from '@sveltejs/kit';
import type { Handle } from '@sveltejs/kit/hooks';
import { handle as authentication } from './auth.ts';

/**
 * Path-level protection: everything under /admin (pages, form actions and /admin/api endpoints) needs a
 * session. It runs inside the auth hook's `resolve`, so `locals.auth()` exists; layouts are not a safe
 * place for this (a layout load does not run for every child request).
 */
async function authorize(event: RequestEvent): Promise<void> {
	if (event.url.pathname === '/admin' || event.url.pathname.startsWith('/admin/')) {
		const session = await event.locals.auth();
		if (!session?.user) {
			const callbackUrl = event.url.pathname + event.url.search;
			redirect(303, `/signin?${new URLSearchParams({ callbackUrl })}`);
		}
	}
}

/**
 * `sequence(authentication, authorization)` does the same, but kit's `sequence()` measured ~15 us more
 * per request here, and in some server processes five times the young-generation GC work (p99 doubled):
 * docs/performance.md, "SvelteKit's sequence()". One hook calling the next keeps every request's path short.
 */
export const handle: Handle = ({ event, resolve }) =>
	authentication({
		event,
		resolve: async () => {
			await authorize(event);
			return resolve(event);
		}
	});
