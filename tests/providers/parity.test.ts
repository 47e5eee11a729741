/**
 * Catalogue parity with Auth.js: every provider module of the installed @auth/core (the devDependency the
 * oracle tests run) exists here under the same file name, or docs/providers.md says under "Not shipped"
 * why it does not. A new @auth/core release that adds a provider fails this test until one of the two is done.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
// The package exports each provider, not the folder: find the folder through one of them.
const authjsProviders = dirname(require.resolve('@auth/core/providers/github'));
/** Modules of @auth/core/providers that are not providers. */
const NOT_PROVIDERS = new Set(['index', 'provider-types']);

const upstream = readdirSync(authjsProviders)
	.filter((name) => name.endsWith('.js'))
	.map((name) => name.slice(0, -'.js'.length))
	.filter((name) => !NOT_PROVIDERS.has(name));

const docs = readFileSync(join(ROOT, 'docs/providers.md'), 'utf8');
const notShipped = docs.slice(docs.indexOf('## Not shipped'), docs.indexOf('\n## ', docs.indexOf('## Not shipped') + 1));

describe('provider catalogue parity with @auth/core', () => {
	test('@auth/core is found and has its catalogue (a wrong path would make the next test pass vacuously)', () => {
		expect(upstream.length).toBeGreaterThan(90);
	});

	test('every Auth.js provider is shipped under its module name, or listed under "Not shipped" with why', () => {
		const missing = upstream.filter((name) => !existsSync(join(ROOT, 'src/lib/auth/providers', `${name}.ts`)) && !notShipped.includes(`| \`${name}\` |`));
		expect(missing).toEqual([]);
	});

	test('a provider listed as not shipped is really absent', () => {
		const listed = [...notShipped.matchAll(/^\| `([\w-]+)` \|/gm)].map((match) => match[1]);
		expect(listed.length).toBeGreaterThan(0);
		expect(listed.filter((name) => existsSync(join(ROOT, 'src/lib/auth/providers', `${name}.ts`)))).toEqual([]);
	});
});
