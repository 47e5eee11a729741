/**
 * Every relative link in README.md and docs/ must land: the file exists, and a `#fragment` names a heading
 * of that file as GitHub anchors it (lowercase; punctuation other than `-` and `_` dropped; spaces become
 * `-`; a repeated heading gets `-1`, `-2`). The docs cross-link a lot (the bench log's pages, the
 * guarantees table, the configuration reference), and a renamed heading otherwise breaks links silently.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

function markdownFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return markdownFiles(path);
		return name.endsWith('.md') ? [path] : [];
	});
}

/** The text outside fenced code blocks: a link or a `#` line inside one is an example, not a link or heading. */
function prose(markdown: string): string[] {
	let fenced = false;
	return markdown.split('\n').filter((line) => {
		if (line.startsWith('```')) fenced = !fenced;
		return !fenced && !line.startsWith('```');
	});
}

/** GitHub's anchor of a heading text (https://github.com/github/cmark-gfm, the `toc` anchors it renders). */
function anchorOf(heading: string): string {
	return heading
		.trim()
		.toLowerCase()
		.replace(/[^\p{L}\p{N}\p{M}_\- ]/gu, '')
		.replace(/ /g, '-');
}

function anchorsOf(file: string): Set<string> {
	const seen = new Map<string, number>();
	const anchors = new Set<string>();
	for (const line of prose(readFileSync(file, 'utf8'))) {
		const match = /^#{1,6} (.+)$/.exec(line);
		if (!match) continue;
		const base = anchorOf(match[1]);
		const count = seen.get(base) ?? 0;
		seen.set(base, count + 1);
		anchors.add(count === 0 ? base : `${base}-${count}`);
	}
	return anchors;
}

interface Link {
	from: string;
	line: number;
	target: string;
}

function relativeLinks(file: string): Link[] {
	const links: Link[] = [];
	prose(readFileSync(file, 'utf8')).forEach((text, index) => {
		// Inline code is an example too (`[x](y)` in a sentence about link syntax).
		const outsideCode = text.replace(/`[^`]*`/g, '');
		for (const match of outsideCode.matchAll(/\]\(([^)\s]+)\)/g)) {
			const target = match[1];
			if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:
			links.push({ from: relative(ROOT, file), line: index + 1, target });
		}
	});
	return links;
}

const files = [join(ROOT, 'README.md'), ...markdownFiles(join(ROOT, 'docs'))];
const links = files.flatMap(relativeLinks);

describe('documentation links', () => {
	test('the docs do link to each other (the scan finds links)', () => {
		expect(links.length).toBeGreaterThan(50);
	});

	test('GitHub anchors: punctuation dropped, spaces to dashes, case folded', () => {
		expect(anchorOf("Round 3 (a faster machine): the jwt read's microseconds")).toBe('round-3-a-faster-machine-the-jwt-reads-microseconds');
		expect(anchorOf('Scale: 1,000,000 users and sessions')).toBe('scale-1000000-users-and-sessions');
		expect(anchorOf("SvelteKit's `sequence()`")).toBe('sveltekits-sequence');
	});

	test('every relative link names a file that exists and, with a #fragment, a heading in it', () => {
		const broken: string[] = [];
		for (const link of links) {
			const [path, fragment] = link.target.split('#', 2);
			const target = path ? resolve(dirname(join(ROOT, link.from)), decodeURI(path)) : join(ROOT, link.from);
			if (!existsSync(target)) broken.push(`${link.from}:${link.line} ${link.target} (no such file)`);
			else if (fragment && target.endsWith('.md') && !anchorsOf(target).has(fragment)) broken.push(`${link.from}:${link.line} ${link.target} (no such heading)`);
		}
		expect(broken).toEqual([]);
	});
});
