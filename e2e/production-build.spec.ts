import { expect, test } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createTestSession } from '#lib/auth/testing.ts';
import { EXTRA_BUILDS, SECRET, SERVERS, buildDirOf } from './servers.ts';

// The test helper (src/lib/auth/testing.ts) mints sessions for tests. A production build must contain
// neither it nor a route that could do the same, and a session can only come from the app's secret.
// playwright.config.ts runs this file in the jwt project only (the builds are the same for every project).
const BUILDS = [...SERVERS, ...EXTRA_BUILDS].map((b) => buildDirOf(b));
// What only the helper's code contains: its name and its own messages.
const HELPER_MARKERS = ['createTestSession', 'testing.ts', 'a new database user needs an'];

function filesUnder(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true, recursive: true })
		.filter((entry) => entry.isFile())
		.map((entry) => join(entry.parentPath, entry.name));
}

test('no production build contains the test helper, in its server or its client output', () => {
	for (const build of BUILDS) {
		const files = filesUnder(build).filter((file) => /\.(js|mjs|map|json|html)$/.test(file));
		expect(files.length, build).toBeGreaterThan(10);
		expect(files.filter((file) => /testing/i.test(file)), build).toEqual([]);
		for (const file of files) {
			const text = readFileSync(file, 'utf8');
			for (const marker of HELPER_MARKERS) expect(text.includes(marker), `${file} contains "${marker}"`).toBe(false);
		}
	}
});

test('no production build has a test-only route: every route is a demo route, and the dev and bench routes answer 404', async ({ request }) => {
	for (const build of BUILDS) {
		const manifest = readFileSync(join(build, 'server/manifest.js'), 'utf8');
		const routes = [...manifest.matchAll(/\bid: "([^"]+)"/g)].map((match) => match[1]);
		expect(routes, build).toContain('/remote');
		expect(routes.filter((id) => /(^|\/)(_?_?tests?|e2e|testing|fixtures?|mint|impersonate|login-as)(\/|$)/i.test(id)), build).toEqual([]);
	}
	for (const path of ['/dev/mailbox', '/bench/one', '/bench/ten', '/bench/none']) expect((await request.get(path)).status(), path).toBe(404);
});

test('a session minted with another secret is refused by the production server; the app secret is what makes it valid', async ({ browser, baseURL }) => {
	const user = { id: 'minted-user', name: 'Minted User', email: 'minted@example.test' };
	for (const [secret, status] of [
		['not-the-app-secret-but-32-characters-long', 401],
		[SECRET, 200]
	] as const) {
		const context = await browser.newContext({ baseURL });
		await context.addCookies((await createTestSession({ url: baseURL!, secret, user })).cookies);
		const me = await context.request.get('/api/me');
		expect(me.status(), secret).toBe(status);
		await context.close();
	}
});
