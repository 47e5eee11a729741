import { describe, expect, test } from 'vitest';
import type { Theme } from '#lib/auth/model.ts';
import { tags } from './html.ts';
import { renderSignInPage } from '#lib/auth/pages/render.ts';
import { buildStylesheet, buttonTextFor, contrastRatio, cssColor, defaultBrandColor, palettes, themeClass } from '#lib/auth/pages/theme.ts';

const theme = (t: Partial<Theme> = {}): Required<Theme> => ({ colorScheme: 'auto', logo: '', brandColor: '', buttonText: '', ...t });

describe('theme contrast', () => {
	test.each(['light', 'dark'] as const)('every text/background pair of the %s palette reaches 4.5:1', (scheme) => {
		const p = palettes[scheme];
		const pairs: Array<[string, string]> = [
			[p.text, p.bg],
			[p.text, p.card],
			[p.muted, p.card],
			[p.link, p.card],
			[p.link, p.bg],
			[p.error, p.errorBg],
			[p.info, p.infoBg]
		];
		for (const [fg, bg] of pairs) expect(contrastRatio(fg, bg), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
		// Non-text contrast (WCAG 1.4.11): input borders and the focus ring need 3:1 against the card.
		expect(contrastRatio(p.border, p.card)).toBeGreaterThanOrEqual(3);
	});

	test('the default brand colour carries white button text at 4.5:1 or more', () => {
		expect(contrastRatio(defaultBrandColor, buttonTextFor(defaultBrandColor, ''))).toBeGreaterThanOrEqual(4.5);
	});

	test('a light brand colour without buttonText gets dark text, keeping 4.5:1', () => {
		const fg = buttonTextFor('#fde047', '');
		expect(fg).toBe('#111827');
		expect(contrastRatio('#fde047', fg)).toBeGreaterThanOrEqual(4.5);
	});

	test('an explicit buttonText wins', () => {
		expect(buttonTextFor('#fde047', '#000')).toBe('#000');
	});
});

describe('theme stylesheet', () => {
	test('brandColor becomes the --brand CSS variable', () => {
		expect(buildStylesheet(theme({ brandColor: '#ff5500' }))).toContain('--brand:#ff5500;');
	});

	test('a brandColor that is not a plain colour is ignored, so it cannot break out of the <style> element', () => {
		const css = buildStylesheet(theme({ brandColor: 'red}</style><script>alert(1)</script>', buttonText: 'x;y' }));
		expect(css).toContain(`--brand:${defaultBrandColor};`);
		expect(css).not.toContain('</style>');
		expect(cssColor('url(javascript:1)', 'fallback')).toBe('fallback');
	});

	test('colorScheme auto follows prefers-color-scheme; dark and light are fixed', () => {
		expect(buildStylesheet(theme())).toContain('@media (prefers-color-scheme: dark)');
		expect(buildStylesheet(theme({ colorScheme: 'dark' }))).toContain(`--bg:${palettes.dark.bg};`);
		expect(buildStylesheet(theme({ colorScheme: 'dark' }))).not.toContain('prefers-color-scheme');
		expect(buildStylesheet(theme({ colorScheme: 'light' }))).toContain('color-scheme:light;');
		expect(themeClass(theme({ colorScheme: 'dark' }))).toBe('__next-auth-theme-dark');
	});

	test('the page has visible focus styles', () => {
		expect(buildStylesheet(theme())).toMatch(/:focus-visible\{outline:3px solid/);
	});

	test('the theme logo is shown with alt text only when configured', () => {
		const page = (t: Required<Theme>) => renderSignInPage({ providers: [], csrfToken: '', theme: t });
		expect(tags(page(theme()), 'img')).toHaveLength(0);
		const [img] = tags(page(theme({ logo: '/logo.svg' })), 'img');
		expect(img).toMatchObject({ src: '/logo.svg', alt: 'Logo' });
	});

	test('provider button colours apply only when readable', () => {
		const provider = { id: 'gh', name: 'GitHub', type: 'oauth' as const, signinUrl: '/s', callbackUrl: '/c' };
		const good = renderSignInPage({ providers: [{ ...provider, style: { bg: '#24292f', text: '#ffffff' } }], csrfToken: '', theme: theme() });
		expect(tags(good, 'button')[0].style).toContain('--provider-bg: #24292f');
		const bad = renderSignInPage({ providers: [{ ...provider, style: { bg: '#ffffff', text: '#eeeeee' } }], csrfToken: '', theme: theme() });
		expect(tags(bad, 'button')[0].style).toBeUndefined();
	});
});
