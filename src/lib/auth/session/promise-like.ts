/**
 * `await` on a value that is not a promise still costs a microtask, and a signed-in read runs several
 * steps that are usually synchronous (a cache hit, a plain callback): only a promise (or thenable) is awaited.
 */
export function isPromiseLike<T>(value: T | PromiseLike<T>): value is PromiseLike<T> {
	return typeof (value as { then?: unknown } | null)?.then === 'function';
}

/** What a step that is usually synchronous returns: the value itself, or a promise when it had to wait. */
export type MaybePromise<T> = T | Promise<T>;
