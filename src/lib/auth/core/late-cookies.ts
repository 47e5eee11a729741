/**
 * Set-Cookie headers of an in-process call (`api.*`) made where SvelteKit refuses `event.cookies` writes:
 * inside a remote `query` or `prerender` function, where kit 2 and 3 throw an Error that names them. The
 * library's hook adds them to the response of the same request instead (core/handle.ts), so a session
 * re-issued or cleared by such a call reaches the browser: a database session's row extended without its
 * cookie would sign the user out when the old cookie expires.
 */
const LATE = Symbol('late-set-cookie');

type Locals = Record<PropertyKey, unknown>;

/** Whether `error` is kit's refusal of a cookie write inside a query or prerender function. */
export function isQueryCookieRefusal(error: unknown): boolean {
	return error instanceof Error && /cookies in `query`/.test(error.message);
}

/**
 * Hands `headers` to the library's hook for this request's response. False when the hook does not run for it
 * (no `locals.auth`), so nothing could deliver them.
 */
export function deferCookies(eventLocals: object | undefined, headers: string[]): boolean {
	const locals = eventLocals as Locals | undefined;
	if (!locals || typeof locals.auth !== 'function') return false;
	const late = (locals[LATE] as string[] | undefined) ?? (locals[LATE] = []);
	late.push(...headers);
	return true;
}

/** The Set-Cookie headers handed to the hook during this request, if any. */
export function lateCookies(locals: object): string[] | undefined {
	return (locals as Locals)[LATE] as string[] | undefined;
}
