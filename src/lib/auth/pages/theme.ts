/**
 * The built-in pages' look: one stylesheet whose colours are CSS variables, a light and a dark palette,
 * and the theme's brand colour on the primary buttons. Kept in TypeScript rather than in a component
 * `<style>` block because server-side `render()` drops component CSS unless the compiler injects it,
 * and the pages must be self-contained documents (no external stylesheet, font or image).
 */
import type { Theme } from '../model.ts';

/** Text and surfaces chosen so every pair used in the stylesheet keeps WCAG 2.2 contrast >= 4.5:1 (1.4.3). */
export const palettes = {
	light: { bg: '#f3f4f6', card: '#ffffff', text: '#111827', muted: '#4b5563', border: '#6b7280', link: '#1d4ed8', error: '#991b1b', errorBg: '#fee2e2', info: '#1e40af', infoBg: '#dbeafe' },
	dark: { bg: '#111827', card: '#1f2937', text: '#f9fafb', muted: '#d1d5db', border: '#9ca3af', link: '#93c5fd', error: '#fecaca', errorBg: '#450a0a', info: '#bfdbfe', infoBg: '#172554' }
} as const;

/** Used when the theme has no brand colour: dark enough for white text on it (contrast 9.9:1). */
export const defaultBrandColor = '#3730a3';

// Colours land inside a <style> element, where HTML escaping does not protect: accept only plain
// colour syntax (hex, a name, or a functional notation without quotes, semicolons or braces).
const safeColor = /^(#[0-9a-f]{3,8}|[a-z]{3,30}|(rgb|rgba|hsl|hsla|oklch|oklab|lab|lch)\([0-9a-z.,%/\s+-]{1,80}\))$/i;

/** `value` when it is a plain CSS colour, otherwise `fallback`. */
export function cssColor(value: string | undefined, fallback: string): string {
	const trimmed = value?.trim();
	return trimmed && safeColor.test(trimmed) ? trimmed : fallback;
}

/** Relative luminance of a `#rgb`/`#rrggbb` colour (WCAG 2.2 definition), or null for other syntaxes. */
export function luminance(hex: string): number | null {
	const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex);
	if (!m) return null;
	const digits = m[1].length === 3 ? [...m[1]].map((d) => d + d) : m[1].match(/../g)!;
	const [r, g, b] = digits.map((d) => {
		const c = parseInt(d, 16) / 255;
		return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
	});
	return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two hex colours, or null when either cannot be measured. */
export function contrastRatio(a: string, b: string): number | null {
	const la = luminance(a);
	const lb = luminance(b);
	if (la === null || lb === null) return null;
	return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * The button text colour: the theme's `buttonText` when given, otherwise whichever of white or near-black
 * reads better on the brand colour (so a light brand colour does not end up with unreadable white text).
 */
export function buttonTextFor(brand: string, buttonText: string | undefined): string {
	const explicit = cssColor(buttonText, '');
	if (explicit) return explicit;
	const white = contrastRatio(brand, '#ffffff');
	const black = contrastRatio(brand, '#111827');
	return white !== null && black !== null && black > white ? '#111827' : '#ffffff';
}

function vars(p: (typeof palettes)['light' | 'dark']): string {
	return `--bg:${p.bg};--card:${p.card};--text:${p.text};--muted:${p.muted};--border:${p.border};--link:${p.link};--error:${p.error};--error-bg:${p.errorBg};--info:${p.info};--info-bg:${p.infoBg};`;
}

// A provider's own dark-scheme button colours (`style.bgDark`/`textDark`) apply wherever the dark palette does.
const darkProviderButton =
	'.button.provider-styled{background:var(--provider-bg-dark,var(--provider-bg,var(--brand)));color:var(--provider-text-dark,var(--provider-text,var(--button-text)))}';

/** The page stylesheet for a resolved theme. */
export function buildStylesheet(theme: Required<Theme>): string {
	const brand = cssColor(theme.brandColor, defaultBrandColor);
	const buttonText = buttonTextFor(brand, theme.buttonText);
	const scheme = theme.colorScheme === 'dark' || theme.colorScheme === 'light' ? theme.colorScheme : 'auto';
	const base = scheme === 'dark' ? palettes.dark : palettes.light;
	// `auto` follows the visitor's system setting (prefers-color-scheme, Media Queries Level 5).
	const autoDark =
		scheme === 'auto' ? `@media (prefers-color-scheme: dark){:root{color-scheme:dark;${vars(palettes.dark)}}${darkProviderButton}}` : '';
	return [
		`:root{color-scheme:${scheme === 'auto' ? 'light dark' : scheme};${vars(base)}--brand:${brand};--button-text:${buttonText};}`,
		'*,*::before,*::after{box-sizing:border-box}',
		'body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}',
		'main{width:100%;max-width:24rem;padding:1.5rem}',
		'.logo{display:block;max-width:10rem;max-height:4rem;margin:0 auto 1.25rem}',
		'.card{background:var(--card);border:1px solid var(--border);border-top:4px solid var(--brand);border-radius:.5rem;padding:1.5rem}',
		'h1{font-size:1.375rem;margin:0 0 1rem;text-align:center}',
		'p{margin:0 0 1rem}',
		'.muted{color:var(--muted)}',
		'a{color:var(--link)}',
		'form{margin:0}',
		'.provider + .provider{margin-top:1rem}',
		'.divider{border:0;border-top:1px solid var(--border);margin:1.25rem 0}',
		'label{display:block;font-weight:600;margin:0 0 .25rem}',
		'input{display:block;width:100%;padding:.625rem .75rem;margin:0 0 .875rem;font:inherit;color:var(--text);background:var(--card);border:1px solid var(--border);border-radius:.375rem}',
		'.button{display:flex;align-items:center;justify-content:center;gap:.5rem;width:100%;padding:.75rem 1rem;font:inherit;font-weight:600;text-decoration:none;cursor:pointer;border-radius:.375rem;border:1px solid var(--brand);background:var(--brand);color:var(--button-text)}',
		'.button img{width:1.5rem;height:1.5rem}',
		'.button.provider-styled{background:var(--provider-bg,var(--brand));color:var(--provider-text,var(--button-text));border-color:var(--border)}',
		// WCAG 2.4.7 / 2.4.11: a focus ring that is visible on both palettes and on any brand colour.
		':focus-visible{outline:3px solid var(--link);outline-offset:2px}',
		'.alert{padding:.75rem 1rem;margin:0 0 1rem;border-radius:.375rem;background:var(--error-bg);color:var(--error);border:1px solid var(--error)}',
		'.alert p,.notice p{margin:0}',
		'.notice{padding:.75rem 1rem;margin:0 0 1rem;border-radius:.375rem;background:var(--info-bg);color:var(--info);border:1px solid var(--info)}',
		'.hint{font-size:.875rem;margin:-.5rem 0 .875rem}',
		'.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}',
		// Last, so the dark overrides win over the equally specific rules above.
		scheme === 'dark' ? darkProviderButton : '',
		autoDark
	]
		.filter(Boolean)
		.join('\n');
}

/** The body class Auth.js's pages carry, kept so an app's custom CSS aimed at it keeps matching. */
export function themeClass(theme: Required<Theme>): string {
	const scheme = theme.colorScheme === 'dark' || theme.colorScheme === 'light' ? theme.colorScheme : 'auto';
	return `__next-auth-theme-${scheme}`;
}
