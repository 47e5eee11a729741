import type { RequestEvent } from '@sveltejs/kit';
import type { Handle } from '@sveltejs/kit/hooks';
import { handle as authentication, requireRole } from './auth.ts';

// Runs on every request: no `${prefix}/` string built each time.
const under = (path: string, prefix: string) => path.startsWith(prefix) && (path.length === prefix.length || path.charCodeAt(prefix.length) === 47);

/**
 * Path-level authorization, run for everything under /admin (pages, form actions and /admin/api endpoints),
 * which needs the admin role. Anonymous pages go to /signin (303, with callbackUrl); signed-in users without the role get
 * 403; API clients get 401/403 JSON (docs/authorization.md). It runs inside the auth hook's
 * `resolve`, so `locals.auth()` exists; a layout is not a safe place for this (a layout load does not run for
 * form actions, endpoints, or every client-side navigation).
 */
async function authorize(event: RequestEvent): Promise<void> {
	const path = event.url.pathname;
	// The API never redirects to the sign-in page: 401 (JSON to API clients and fetch) even in a browser tab.
	await requireRole(event, 'admin', { redirect: !under(path, '/admin/api') });
}

/**
 * `sequence(authentication, authorization)` does the same, but kit's `sequence()` measured ~15 us more
 * per request here, and in some server processes five times the young-generation GC work (p99 doubled):
 * docs/performance/sveltekit-sequence.md. One hook calling the next keeps every request's path short.
 */
export const handle: Handle = (input) => {
	const { event, resolve } = input;
	// Only /admin waits for a check; every other request goes straight on, without an extra await or a wrapper
	// built for it (an object and a closure per request, ~150 bytes of the server's allocation per page).
	if (!under(event.url.pathname, '/admin')) return authentication(input);
	return authentication({ event, resolve: () => authorize(event).then(() => resolve(event)) });
};
