/**
 * Minimal readers for the server-rendered pages in unit tests. Svelte's SSR output is regular (double-quoted
 * attributes, no nested forms), so a small tag scanner is enough and keeps the tests free of a DOM library.
 */

export type Attrs = Record<string, string>;

// Svelte escapes `"` and `<` in attribute values but not `>`, so a tag ends at the first `>` outside quotes.
const tagBody = '((?:[^>"]|"[^"]*")*)';

const entities: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&lt;': '<', '&gt;': '>', '&#39;': "'" };

/** Decode the entities Svelte writes into attribute values and text. */
export function decode(value: string): string {
	return value.replace(/&(amp|quot|lt|gt|#39);/g, (e) => entities[e]);
}

function parseAttrs(source: string): Attrs {
	const attrs: Attrs = {};
	for (const m of source.matchAll(/([^\s=/>]+)(?:="([^"]*)")?/g)) attrs[m[1]] = decode(m[2] ?? '');
	return attrs;
}

/** Attributes of every `<tag ...>` in `html`, in document order. */
export function tags(html: string, tag: string): Attrs[] {
	return [...html.matchAll(new RegExp(`<${tag}\\b${tagBody}>`, 'g'))].map((m) => parseAttrs(m[1]));
}

/** Each `<form>` with its attributes and inner HTML. */
export function forms(html: string): Array<{ attrs: Attrs; inner: string }> {
	return [...html.matchAll(new RegExp(`<form\\b${tagBody}>([\\s\\S]*?)</form>`, 'g'))].map((m) => ({ attrs: parseAttrs(m[1]), inner: m[2] }));
}

/** Visible text (tags and comments removed, entities decoded, whitespace collapsed). */
export function text(html: string): string {
	const body = html.replace(/<head>[\s\S]*<\/head>/, '').replace(/<!--[\s\S]*?-->/g, '');
	return decode(body.replace(new RegExp(`<${tagBody}>`, 'g'), ' ')).replace(/\s+/g, ' ').trim();
}
