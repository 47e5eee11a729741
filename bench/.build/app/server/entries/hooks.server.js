import { F as get_request_store, L as with_request_store, P as merge_tracing, a as redirect } from "../chunks/exports.js";
import { yt as record_span } from "../chunks/internal.js";
import { t as handle$1 } from "../chunks/auth.js";
// node_modules/@sveltejs/kit/src/exports/hooks/sequence.js
/** @import { RequestEvent } from '@sveltejs/kit' */
/** @import { Handle, ResolveOptions } from '@sveltejs/kit/hooks' */
/**
* A helper function for sequencing multiple `handle` calls in a middleware-like manner.
* The behavior for the `handle` options is as follows:
* - `transformPageChunk` is applied in reverse order and merged
* - `preload` is applied in forward order, the first option "wins" and no `preload` options after it are called
* - `filterSerializedResponseHeaders` behaves the same as `preload`
*
* ```js
* /// file: src/hooks.server.js
* import { sequence } from '@sveltejs/kit/hooks';
*
* /// type: import('@sveltejs/kit/hooks').Handle
* async function first({ event, resolve }) {
* 	console.log('first pre-processing');
* 	const result = await resolve(event, {
* 		transformPageChunk: ({ html }) => {
* 			// transforms are applied in reverse order
* 			console.log('first transform');
* 			return html;
* 		},
* 		preload: () => {
* 			// this one wins as it's the first defined in the chain
* 			console.log('first preload');
* 			return true;
* 		}
* 	});
* 	console.log('first post-processing');
* 	return result;
* }
*
* /// type: import('@sveltejs/kit/hooks').Handle
* async function second({ event, resolve }) {
* 	console.log('second pre-processing');
* 	const result = await resolve(event, {
* 		transformPageChunk: ({ html }) => {
* 			console.log('second transform');
* 			return html;
* 		},
* 		preload: () => {
* 			console.log('second preload');
* 			return true;
* 		},
* 		filterSerializedResponseHeaders: () => {
* 			// this one wins as it's the first defined in the chain
* 			console.log('second filterSerializedResponseHeaders');
* 			return true;
* 		}
* 	});
* 	console.log('second post-processing');
* 	return result;
* }
*
* export const handle = sequence(first, second);
* ```
*
* The example above would print:
*
* ```
* first pre-processing
* first preload
* second pre-processing
* second filterSerializedResponseHeaders
* second transform
* first transform
* second post-processing
* first post-processing
* ```
*
* Calling `resolve` invokes the next handler in the sequence (or SvelteKit itself, if it is the last one). To pass data between handlers, use `event.locals`.
*
* @param {...Handle} handlers The chain of `handle` functions
* @returns {Handle}
*/
function sequence(...handlers) {
	const length = handlers.length;
	if (!length) return ({ event, resolve }) => resolve(event);
	return ({ event, resolve }) => {
		const { state } = get_request_store();
		return apply_handle(0, event, {});
		/**
		* @param {number} i
		* @param {RequestEvent} event
		* @param {ResolveOptions | undefined} parent_options
		* @returns {Promise<Response>}
		*/
		function apply_handle(i, event, parent_options) {
			const handle = handlers[i];
			return record_span({
				name: `sveltekit.handle.sequenced.${handle.name ? handle.name : i}`,
				attributes: {},
				fn: async (current) => {
					const traced_event = merge_tracing(event, current);
					return await with_request_store({
						event: traced_event,
						state
					}, () => handle({
						event: traced_event,
						resolve: (event, options) => {
							/** @type {ResolveOptions['transformPageChunk']} */
							const transformPageChunk = async ({ html, done }) => {
								if (options?.transformPageChunk) html = await options.transformPageChunk({
									html,
									done
								}) ?? "";
								if (parent_options?.transformPageChunk) html = await parent_options.transformPageChunk({
									html,
									done
								}) ?? "";
								return html;
							};
							/** @type {ResolveOptions['filterSerializedResponseHeaders']} */
							const filterSerializedResponseHeaders = parent_options?.filterSerializedResponseHeaders ?? options?.filterSerializedResponseHeaders;
							/** @type {ResolveOptions['preload']} */
							const preload = parent_options?.preload ?? options?.preload;
							return i < length - 1 ? apply_handle(i + 1, event, {
								transformPageChunk,
								filterSerializedResponseHeaders,
								preload
							}) : resolve(event, {
								transformPageChunk,
								filterSerializedResponseHeaders,
								preload
							});
						}
					}));
				}
			});
		}
	};
}
// src/hooks.server.ts
/**
* Path-level protection: everything under /admin (pages, form actions and /admin/api endpoints) needs a
* session. It runs after the auth hook, so `locals.auth()` exists; layouts are not a safe place for this
* (a layout load does not run for every child request).
*/
var authorization = async ({ event, resolve }) => {
	if (event.url.pathname === "/admin" || event.url.pathname.startsWith("/admin/")) {
		if (!(await event.locals.auth())?.user) {
			const callbackUrl = event.url.pathname + event.url.search;
			redirect(303, `/signin?${new URLSearchParams({ callbackUrl })}`);
		}
	}
	return resolve(event);
};
var handle = sequence(handle$1, authorization);
export { handle };

//# sourceMappingURL=hooks.server.js.map