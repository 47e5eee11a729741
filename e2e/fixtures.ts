/**
 * The Playwright fixture of docs/testing.md, for this repo's servers: `test.use({ user: { ... } })` and the
 * test starts signed in, through the library's test helper (src/lib/auth/testing.ts), with no sign-in form.
 * Each project's session strategy is its server's: a JWT cookie under the e2e secret, or a session stored in
 * the server's own SQLite database. Specs that test a sign-in flow itself keep driving the real forms.
 */
import { test as base, type BrowserContext } from '@playwright/test';
import { createTestSession, type TestSession, type TestUser } from '#lib/auth/testing.ts';
import { SQLiteAdapter, openSQLite } from '#lib/auth/adapters/sqlite.ts';
import type { Adapter } from '#lib/auth/adapters/types.ts';
import { SECRET, SERVERS } from './servers.ts';

export { expect } from '@playwright/test';
export type { TestUser };

// One connection per worker to each server's database (the server holds its own; SQLite in WAL mode serves both).
const adapters = new Map<string, Adapter>();
function adapterOf(name: string): Adapter {
	let adapter = adapters.get(name);
	if (!adapter) adapters.set(name, (adapter = SQLiteAdapter(openSQLite(`data/e2e-${name}.sqlite`))));
	return adapter;
}

/** A session for `user` on the server of the Playwright project `project`, as its own sign-in would start it. */
export function sessionFor(project: string, baseURL: string, user: TestUser): Promise<TestSession> {
	const server = SERVERS.find((s) => s.name === project);
	if (!server) throw new Error(`No e2e server for the project "${project}"`);
	const strategy = server.env.DEMO_SESSION_STRATEGY === 'database' ? 'database' : 'jwt';
	const maxAge = server.env.DEMO_SESSION_MAX_AGE ? Number(server.env.DEMO_SESSION_MAX_AGE) : undefined;
	return createTestSession({
		url: baseURL,
		secret: SECRET,
		session: { strategy, maxAge },
		adapter: strategy === 'database' ? adapterOf(server.name) : undefined,
		user
	});
}

/** Signs the context in as `user`, in one line: `await signInAs(context, user)`. */
export async function signInAs(context: BrowserContext, user: TestUser): Promise<TestSession> {
	const project = base.info().project;
	const session = await sessionFor(project.name, project.use.baseURL!, user);
	await context.addCookies(session.cookies);
	return session;
}

/** `test.use({ user: { name, email } })`: every test of the block starts signed in as that user. */
export const test = base.extend<{ user: TestUser | undefined }>({
	user: [undefined, { option: true }],
	context: async ({ context, user }, use) => {
		if (user) await signInAs(context, user);
		await use(context);
	}
});
