/**
 * The default `redirect` callback and the same-origin test it rests on. Pure functions: the routes run
 * every redirect target through the configured callback (security/redirects.ts).
 * Only same-origin http(s) targets survive the default; `//evil`, `/\evil`, encoded variants and
 * `javascript:` resolve to another origin (or none) under the WHATWG URL parser and fall back.
 */

/** The default `redirect` callback: same origin only, anything else becomes the base URL. */
export function defaultRedirect({ url, baseUrl }: { url: string; baseUrl: string }): string {
	return sameOriginUrl(url, baseUrl) ?? baseUrl;
}

/**
 * `url` resolved against `baseUrl` when it is a path ("/x") or an absolute URL of the same origin;
 * null otherwise, including relative values without a leading slash (which Auth.js's default threw on).
 */
export function sameOriginUrl(url: string | null | undefined, baseUrl: string): string | null {
	if (typeof url !== 'string' || url.length === 0 || url.length > 2048) return null;
	// Control characters are stripped by the URL parser, which makes "/\t/evil" a protocol-relative URL.
	if (/[\u0000-\u001f\u007f]/.test(url)) return null;
	const base = new URL(baseUrl);
	if (!url.startsWith('/') && !/^https?:\/\//i.test(url)) return null;
	let target: URL;
	try {
		target = new URL(url, base);
	} catch {
		return null;
	}
	if (target.origin !== base.origin) return null;
	return target.href;
}
