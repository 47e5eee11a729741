/**
 * What an action returns. Actions never build a Response: core/respond.ts turns a result (or a thrown
 * AuthError) into one for HTTP routes, and the in-process entry (core/api.ts) into a redirect or a
 * failure for form actions and remote functions. Cookies travel in the request context's jar.
 */
export type ActionResult =
	| { type: 'redirect'; location: string }
	| { type: 'json'; body: unknown; status: number }
	| { type: 'html'; html: string; status: number }
	/** An answer with no body (the CSRF token route when the check is off). */
	| { type: 'empty'; status: number };

export const redirect = (location: string): ActionResult => ({ type: 'redirect', location });
export const json = (body: unknown, status = 200): ActionResult => ({ type: 'json', body, status });
export const html = (markup: string, status = 200): ActionResult => ({ type: 'html', html: markup, status });

/** Appends query parameters with `?` or `&` as the URL needs (Auth.js wrote a second `?`). */
export function withParams(url: string, params: Record<string, string | undefined>): string {
	const query = new URLSearchParams();
	for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, value);
	const text = query.toString();
	if (!text) return url;
	return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}
