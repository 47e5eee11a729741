import { redirect } from '@sveltejs/kit';
import { sequence, type Handle } from '@sveltejs/kit/hooks';
import { handle as authentication } from './auth.ts';

/**
 * Path-level protection: everything under /admin (pages, form actions and /admin/api endpoints) needs a
 * session. It runs after the auth hook, so `locals.auth()` exists; layouts are not a safe place for this
 * (a layout load does not run for every child request).
 */
const authorization: Handle = async ({ event, resolve }) => {
	if (event.url.pathname === '/admin' || event.url.pathname.startsWith('/admin/')) {
		const session = await event.locals.auth();
		if (!session?.user) {
			const callbackUrl = event.url.pathname + event.url.search;
			redirect(303, `/signin?${new URLSearchParams({ callbackUrl })}`);
		}
	}
	return resolve(event);
};

export const handle = sequence(authentication, authorization);
