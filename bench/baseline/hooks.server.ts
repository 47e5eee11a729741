/**
 * The server hook of `npm run bench`'s bare partner: the demo app itself (every route, component, layout and
 * kit option the same), built with this hook in place of src/hooks.server.ts, so the library is the only
 * difference between a row and its bare partner. `locals.auth()` answers the demo user's jwt session (the
 * same JSON the library serves) when the request carries a cookie, and null otherwise, with no parsing or
 * crypto: what a session would cost if it cost nothing. Built by bench/build.ts (BENCH_SERVER_HOOKS).
 * It marks a response that asked for the session private, with the library's own function, as the library does
 * (bench/partner-headers.ts); with BENCH_PARTNER_HEADERS=0 (the plain-partner control, docs/performance.md) it
 * sends no such headers.
 */
import type { Handle } from '@sveltejs/kit/hooks';
import type { Session } from '#lib/auth/types.ts';
import { markPrivate } from '#lib/auth/core/private-response.ts';
// Loaded at startup, as the demo's hook loads it: the library, the demo's SvelteKitAuth call and its store. The
// partner's pages import the same module, but kit loads a page's server code at its first request, so without
// this the partner loaded it under load, and that alone changed which GC state a process drew
// (docs/performance/pretenuring.md). Nothing here calls it.
import '../../src/auth.ts';

// Every request with a cookie is the demo's admin here: a build of this hook must never serve anyone. It
// refuses to start unless the server runs as the bench starts it (BENCH_ROUTES=1, bench/run.ts).
if (process.env.BENCH_ROUTES !== '1') {
	throw new Error('This build is the benchmark\'s session-less baseline (bench/baseline): it starts only with BENCH_ROUTES=1.');
}

const SESSION: Session = {
	user: { name: 'Demo User', email: 'demo@example.test', id: 'demo-user', role: 'admin' },
	expires: new Date(Math.floor(Date.now() / 1000 + 30 * 24 * 3600) * 1000).toISOString()
};
const signedIn = () => Promise.resolve(SESSION);
const anonymous = () => Promise.resolve(null);

const plain: Handle = ({ event, resolve }) => {
	const auth = event.request.headers.has('cookie') ? signedIn : anonymous;
	event.locals.auth = auth;
	event.locals.getSession = auth;
	return resolve(event);
};

/** The library's rule: headers only when `locals.auth()` was called, added once the app's response is there. */
const withHeaders: Handle = ({ event, resolve }) => {
	const session = event.request.headers.has('cookie') ? signedIn : anonymous;
	let read = false;
	const auth = () => ((read = true), session());
	event.locals.auth = auth;
	event.locals.getSession = auth;
	return Promise.resolve(resolve(event)).then((response) => {
		if (!read) return response;
		try {
			markPrivate(response.headers);
			return response;
		} catch {
			const copy = new Response(response.body, response);
			markPrivate(copy.headers);
			return copy;
		}
	});
};

export const handle: Handle = process.env.BENCH_PARTNER_HEADERS === '0' ? plain : withHeaders;
