/**
 * docs/guarantees.md is a table of the library's promises, each naming the test that proves it:
 * `path/to/file.spec.ts` › a fragment of a test title. This keeps the table honest as specs are renamed:
 * every cited Playwright title must be one `playwright test --list` lists for that file (parametrised
 * titles included, as they are expanded there), and every cited vitest title must be written in its file.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const TABLE = readFileSync(join(ROOT, 'docs/guarantees.md'), 'utf8');

interface Citation {
	line: number;
	file: string;
	fragment: string;
}

/** Every `file` › fragment in a table row; a row may cite more than one (separated by "; "). */
function citations(markdown: string): Citation[] {
	const found: Citation[] = [];
	markdown.split('\n').forEach((text, index) => {
		if (!text.startsWith('|')) return;
		for (const match of text.matchAll(/`([\w./-]+\.(?:spec|test)\.ts)` › ([^|;]+)/g)) {
			found.push({ line: index + 1, file: match[1], fragment: match[2].trim() });
		}
	});
	return found;
}

/** Playwright's titles per spec file (paths from the repository root), as `--list` prints them. */
function playwrightTitles(): Map<string, string[]> {
	// Listing loads the config and the specs only: no server starts, no database is reached. The database
	// variables only make the PostgreSQL- and Redis-only tests appear in the list, as they do on CI.
	const env = { ...process.env, TEST_POSTGRES_URL: process.env.TEST_POSTGRES_URL ?? 'postgres://list-only', TEST_REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://list-only' };
	const cli = join(ROOT, 'node_modules/@playwright/test/cli.js');
	const out = execFileSync(process.execPath, [cli, 'test', '--list'], { cwd: ROOT, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
	const titles = new Map<string, string[]>();
	for (const line of out.split('\n')) {
		const match = /^\s*\[[^\]]+\] › (\S+?):\d+:\d+ › (.+)$/.exec(line);
		if (!match) continue;
		const file = normalize(join('e2e', match[1]));
		titles.set(file, [...(titles.get(file) ?? []), match[2]]);
	}
	return titles;
}

const cited = citations(TABLE);

describe('docs/guarantees.md', () => {
	test('cites tests (a table that lost its citations would pass every check below)', () => {
		expect(cited.length).toBeGreaterThan(100);
	});

	test('every cited Playwright title is a test that --list shows for that spec', () => {
		const titles = playwrightTitles();
		const missing = cited
			.filter((c) => c.file.endsWith('.spec.ts'))
			.filter((c) => !(titles.get(normalize(c.file)) ?? []).some((title) => title.includes(c.fragment)))
			.map((c) => `line ${c.line}: ${c.file} › ${c.fragment}`);
		expect(missing).toEqual([]);
	}, 60_000);

	test('every cited vitest title is written in that file', () => {
		const missing = cited
			.filter((c) => c.file.endsWith('.test.ts'))
			.filter((c) => !existsSync(join(ROOT, c.file)) || !readFileSync(join(ROOT, c.file), 'utf8').includes(c.fragment))
			.map((c) => `line ${c.line}: ${c.file} › ${c.fragment}`);
		expect(missing).toEqual([]);
	});
});
