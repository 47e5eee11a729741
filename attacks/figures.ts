/**
 * A Playwright reporter for the attack catalogue: counts the cases of each family (a spec file, or a
 * folder of spec files, per family; both session strategies) and how many held, prints the table at the end and writes it to
 * data/attacks/figures.md, the source of the figures in docs/security.md. A test that sends many requests (the
 * fuzz: one test per 1,000) says how many in a `requests` annotation; the table adds them up per family, and
 * counts one request per case for the other families.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

interface Tally {
	cases: number;
	held: number;
	/** Requests sent by the family's tests (their `requests` annotations), or undefined when none says. */
	requests?: number;
	projects: Set<string>;
}

/** The requests a test run reports sending, from its `requests` annotations. */
function requestsOf(result: TestResult): number | undefined {
	const counts = result.annotations.filter((a) => a.type === 'requests').map((a) => Number(a.description));
	return counts.length ? counts.reduce((sum, n) => sum + n, 0) : undefined;
}

export default class AttackFigures implements Reporter {
	private readonly families = new Map<string, Tally>();

	onTestEnd(test: TestCase, result: TestResult): void {
		const file = test.location.file;
		if (!/[\\/]attacks[\\/]/.test(file)) return;
		const folder = basename(dirname(file));
		const family = folder === 'attacks' ? basename(file).replace(/\.spec\.ts$/, '') : folder;
		const tally = this.families.get(family) ?? { cases: 0, held: 0, projects: new Set<string>() };
		// A retried test is one case: count it at its last run only.
		if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped') return;
		tally.cases += 1;
		if (result.status === 'passed') tally.held += 1;
		const requests = requestsOf(result);
		if (requests !== undefined) tally.requests = (tally.requests ?? 0) + requests;
		tally.projects.add(test.parent.project()?.name ?? '');
		this.families.set(family, tally);
	}

	onEnd(result: FullResult): void {
		if (this.families.size === 0) return;
		const rows = [...this.families].sort(([a], [b]) => a.localeCompare(b));
		const lines = [
			`Attack catalogue, ${new Date().toISOString().slice(0, 10)}, run ${result.status}`,
			'',
			'| family | cases | held | requests | projects |',
			'|---|---|---|---|---|',
			...rows.map(([family, t]) => `| ${family} | ${t.cases} | ${t.held} | ${t.requests ?? '-'} | ${[...t.projects].sort().join(', ')} |`),
			`| **total** | ${rows.reduce((n, [, t]) => n + t.cases, 0)} | ${rows.reduce((n, [, t]) => n + t.held, 0)} | ${rows.reduce((n, [, t]) => n + (t.requests ?? 0), 0)} | |`
		];
		mkdirSync('data/attacks', { recursive: true });
		writeFileSync('data/attacks/figures.md', `${lines.join('\n')}\n`);
		console.log(`\n${lines.join('\n')}\n`);
	}
}
