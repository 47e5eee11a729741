/**
 * What SvelteKit does with `event.cookies` around the response of a page or endpoint (respond.js, kit 2 and
 * 3): a write made while the route runs becomes a Set-Cookie of its response; once kit has generated the
 * response, `cookies.set` throws kit's own error (read here from the installed package). `streaming` gives
 * the library such an event for work the route leaves running: a promise a `load` streams, a stream an
 * endpoint returns.
 */
// @ts-expect-error kit's messages are internal (no types, no export): the test reads them from the installed package.
import { cookies_set_after_response } from '../../node_modules/@sveltejs/kit/src/messages/server-errors.js';
import type { Render } from './harness.ts';

export interface KitCookies {
	set(name: string, value: string, options: Record<string, unknown> & { path: string }): void;
}

export interface KitEvent {
	request: Request;
	url: URL;
	locals: { auth: () => Promise<unknown> };
	cookies: KitCookies;
}

export interface Streaming {
	/** The route: starts `work` with kit's event, answers at once, then shuts `cookies.set` as kit does. */
	render: Render;
	/** How the work the route left running ended. */
	work(): Promise<PromiseSettledResult<unknown>>;
}

/** A route that leaves `work` running past its response. */
export function streaming(work: (event: KitEvent) => Promise<unknown>): Streaming {
	let running: Promise<unknown> | undefined;
	const render: Render = (event) => {
		const written: string[] = [];
		const cookies: KitCookies = { set: (name, value, { path }) => void written.push(`${name}=${encodeURIComponent(value)}; Path=${path}`) };
		running = work({ ...event, cookies });
		running.catch(() => {});
		const response = Response.json({ rendered: true });
		for (const cookie of written) response.headers.append('set-cookie', cookie);
		cookies.set = () => cookies_set_after_response();
		return response;
	};
	return {
		render,
		work: async () => {
			if (!running) throw new Error('the route did not run');
			return (await Promise.allSettled([running]))[0];
		}
	};
}

/** A promise the test resolves: work that starts only after the response has gone out waits for it. */
export function gate(): { opened: Promise<void>; open: () => void } {
	let open = () => {};
	const opened = new Promise<void>((resolve) => (open = resolve));
	return { opened, open };
}
