/**
 * The two server entries (docs/migrating-from-authjs.md, "Supported SvelteKit versions") must stay the same
 * code: index-legacy.ts exists only because SvelteKit 2.26 to 2.62 name the module of `building` and `dev`
 * `$app/environment` instead of `$app/env`. Both are type-checked, built and driven in fixtures/ on their kits.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

const code = (file: string) =>
	readFileSync(new URL(`../src/lib/auth/${file}`, import.meta.url), 'utf8')
		.replace(/\/\*[\s\S]*?\*\//g, '')
		.split('\n')
		.map((line) => line.replace(/^\s*\/\/.*$/, '').trimEnd())
		.filter(Boolean);

describe('the server entries', () => {
	test('index-legacy.ts is index.ts with building and dev from $app/environment instead of $app/env', () => {
		const current = code('index.ts');
		const legacy = code('index-legacy.ts');
		expect(current).toContain("import { building, dev } from '$app/env';");
		expect(legacy).toEqual(current.map((line) => line.replace("from '$app/env';", "from '$app/environment';")));
	});

	test('everything but SvelteKitAuth comes from exports.ts, which imports no SvelteKit module', () => {
		expect(code('index.ts')).toContain("export * from './exports.ts';");
		expect(code('exports.ts').join('\n')).not.toMatch(/\$app\/|@sveltejs\/kit/);
	});
});
