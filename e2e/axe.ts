/**
 * The accessibility check of every page: axe-core (through @axe-core/playwright) with all of its rules
 * except the experimental ones, WCAG 2.2 A/AA and best practices alike. A violation fails the test with
 * the rule, its help text and the elements it found.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
	const { violations } = await new AxeBuilder({ page }).analyze();
	const found = violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
	expect(found, `axe on ${what}`).toEqual([]);
}
