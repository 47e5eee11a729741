/**
 * docs/account-linking.md and its tests stay one: every row of the page is proven by a test of this
 * folder named after it, and every row the rules can decide is on the page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { documentedRows } from './harness.ts';

const folder = new URL('./', import.meta.url);
const titles = readdirSync(folder)
	.filter((name) => name.endsWith('-rows.test.ts'))
	.map((name) => readFileSync(new URL(name, folder), 'utf8'))
	.join('\n');
const rules = readFileSync(new URL('../../src/lib/auth/identity/rules.ts', import.meta.url), 'utf8');
const decided = new Set([...rules.matchAll(/(?:decide|refuse)\(\s*'([a-z-]+\.[a-z-]+)'|row: '([a-z-]+\.[a-z-]+)'/g)].map((m) => m[1] ?? m[2]));

describe('the linking table', () => {
	test('has rows (the page parses)', () => {
		expect(documentedRows().length).toBeGreaterThan(20);
	});

	test.each(documentedRows())('row %s has a test through handle named after it', (row) => {
		expect(titles).toMatch(new RegExp(`test\\((['"\`])${row.replace('.', '\\.')}[:\\s]|${row.replace('.', '\\.')} and|and ${row.replace('.', '\\.')}:`));
	});

	test('every row the rules decide is documented, and every documented row is decided', () => {
		expect([...decided].sort()).toEqual([...new Set(documentedRows())].sort());
	});
});
