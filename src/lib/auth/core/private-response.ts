/**
 * What a response that read the session carries so no shared cache stores it for the next visitor: unless the
 * app chose a Cache-Control itself, `private` (https://www.rfc-editor.org/rfc/rfc9111#section-5.2.2.7), and
 * `Vary: Cookie` once, whatever Vary the app set. Throws on immutable headers (the caller copies the response).
 * Its own module so the benchmark's session-less partner can pay exactly this cost when asked to
 * (docs/performance.md, Method).
 */
export function markPrivate(headers: Headers): void {
	if (!headers.has('cache-control')) headers.set('cache-control', 'private');
	const vary = headers.get('vary');
	if (!vary || !/(^|,)\s*(cookie|\*)\s*(,|$)/i.test(vary)) headers.append('vary', 'Cookie');
}
