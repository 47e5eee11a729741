import { describe, expect, it } from 'vitest';
import { defaultRedirect, sameOriginUrl } from './redirect.ts';

const base = 'http://app.test';

describe('redirect targets stay on the same origin', () => {
	it.each([
		['/dashboard', 'http://app.test/dashboard'],
		['/a?b=c#d', 'http://app.test/a?b=c#d'],
		['http://app.test/x', 'http://app.test/x']
	])('keeps the same-origin target %s', (url, expected) => {
		expect(defaultRedirect({ url, baseUrl: base })).toBe(expected);
	});

	it.each([
		'https://evil.test/',
		'//evil.test',
		'/\\evil.test',
		'\\\\evil.test',
		'/%5Cevil.test'.replace('%5C', '\\'),
		'javascript:alert(1)',
		'JaVaScRiPt:alert(1)',
		'data:text/html,<script>alert(1)</script>',
		'http://app.test.evil.test/',
		'http://app.test@evil.test/',
		'/\t/evil.test',
		'foo',
		'',
		'https://app.test/' // other scheme = other origin
	])('falls back to the base URL for %j', (url) => {
		expect(defaultRedirect({ url, baseUrl: base })).toBe(base);
	});

	it('treats an over-long target as invalid rather than parsing it', () => {
		expect(sameOriginUrl('/' + 'a'.repeat(5000), base)).toBeNull();
	});
});
