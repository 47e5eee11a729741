/**
 * The opt-in session cache of the database strategy (docs/configuration.md, "Session cache"), through
 * `handle` on a real SQLite file: reads within `cache.maxAge` skip the adapter; sign-out and revocation
 * through this process end the session at once; a deletion by another process (its own adapter object on
 * the same file) ends it after at most `cache.maxAge`; off by default.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { SQLiteAdapter } from '#lib/auth/adapters/sqlite.ts';
import { sha256Hex } from '#lib/auth/crypto/index.ts';
import type { Adapter } from '#lib/auth/adapters/types.ts';
import type { SvelteKitAuthConfig } from '#lib/auth/types.ts';
import { Browser, baseConfig, makeAuth } from './harness.ts';
import { countingAdapter } from '../adapters/session-harness.ts';
import { eventOf } from '../tokens/harness.ts';

const dir = mkdtempSync(join(tmpdir(), 'auth-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const newFile = () => join(dir, `auth-${files++}.sqlite`);

/** One server process: its own adapter object (so its own cache) on `file`, counting adapter calls. */
function instance(file: string, session: SvelteKitAuthConfig['session'] = { strategy: 'database', cache: { maxAge: 5 } }) {
	const { adapter, calls } = countingAdapter(SQLiteAdapter(file));
	const auth = makeAuth(baseConfig({ adapter, session, credentialsDatabaseSessions: true }));
	const reads = () => calls.filter((c) => c === 'getSessionAndUser').length;
	return { auth, adapter: adapter as Required<Adapter>, calls, reads, browser: () => new Browser(auth) };
}

/** The session a request with exactly this cookie header reads (a copy of a cookie, replayed). */
async function sessionWith(browser: Browser, cookie: string) {
	return (await (await browser.fetch('/', { headers: { cookie } })).json()).session;
}

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: Date.now() }));
afterEach(() => vi.useRealTimers());

describe('session cache (session.cache, database strategy)', () => {
	test('off by default: every signed-in read asks the adapter', async () => {
		const server = instance(newFile(), { strategy: 'database' });
		const browser = server.browser();
		await browser.signIn();
		const before = server.reads();
		for (let i = 0; i < 5; i++) expect((await (await browser.fetch('/')).json()).session.user.name).toBe('Demo');
		expect(server.reads() - before).toBe(5);
	});

	test('on: reads within maxAge make one adapter call; the next read after maxAge asks again', async () => {
		const server = instance(newFile());
		const browser = server.browser();
		await browser.signIn();
		const before = server.reads();
		for (let i = 0; i < 10; i++) expect((await (await browser.fetch('/')).json()).session.user.name).toBe('Demo');
		expect(server.reads() - before).toBe(1);
		vi.advanceTimersByTime(4_900);
		await browser.fetch('/');
		expect(server.reads() - before).toBe(1);
		vi.advanceTimersByTime(200);
		await browser.fetch('/');
		expect(server.reads() - before).toBe(2);
	});

	test('sign-out ends the session at once: a copy of its cookie reads as signed out on the next request', async () => {
		const server = instance(newFile());
		const browser = server.browser();
		await browser.signIn();
		const copy = browser.cookieHeader();
		expect(await sessionWith(browser, copy)).not.toBeNull();
		await browser.post('/auth/signout', {});
		expect(browser.sessionCookie()).toBeUndefined();
		expect(await sessionWith(browser, copy)).toBeNull();
	});

	test('revoking a session (session management) through this process ends it on its next request', async () => {
		const server = instance(newFile());
		const [mine, lost] = [server.browser(), server.browser()];
		await mine.signIn();
		await lost.signIn();
		expect((await (await lost.fetch('/')).json()).session).not.toBeNull();
		const listed = await server.auth.api.sessions.list(eventOf(mine, { method: 'GET' }));
		const other = listed.ok ? listed.value.find((s) => !s.current) : undefined;
		expect(await server.auth.api.sessions.revoke(eventOf(mine), other!.id)).toEqual({ ok: true, value: undefined });
		expect((await (await lost.fetch('/')).json()).session).toBeNull();
		expect((await (await mine.fetch('/')).json()).session).not.toBeNull();
	});

	test('a session deleted by another process is served for at most maxAge more, then reads as signed out', async () => {
		const file = newFile();
		const [one, two] = [instance(file), instance(file)];
		const browser = one.browser();
		await browser.signIn();
		const copy = browser.cookieHeader();
		expect(await sessionWith(browser, copy)).not.toBeNull();
		// The other process signs the same cookie out (a load balancer sent the sign-out there).
		const elsewhere = new Browser(two.auth);
		await elsewhere.fetch('/auth/signout', { method: 'POST', headers: { cookie: copy, origin: 'http://app.test', 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
		expect(await two.adapter.getSessionAndUser(await sha256Hex(browser.sessionCookie()!))).toBeNull();
		// The bound, stated: this process may still answer from its cache until maxAge has passed...
		vi.advanceTimersByTime(4_000);
		expect(await sessionWith(browser, copy)).not.toBeNull();
		// ...and not a moment later.
		vi.advanceTimersByTime(1_000);
		expect(await sessionWith(browser, copy)).toBeNull();
	});

	test('a read in flight while the session is signed out does not put it back in the cache', async () => {
		// A getSessionAndUser that can be held after it has read the row, until the sign-out has gone through.
		const adapter = SQLiteAdapter(newFile()) as Required<Adapter>;
		const read = adapter.getSessionAndUser.bind(adapter);
		let gate: Promise<void> | undefined;
		adapter.getSessionAndUser = async (token) => {
			const found = await read(token);
			await gate;
			return found;
		};
		const browser = new Browser(makeAuth(baseConfig({ adapter, credentialsDatabaseSessions: true, session: { strategy: 'database', cache: { maxAge: 5 } } })));
		await browser.signIn();
		const copy = browser.cookieHeader();
		let release!: () => void;
		gate = new Promise<void>((resolve) => (release = resolve));
		const inFlight = sessionWith(browser, copy);
		await new Promise((resolve) => setTimeout(resolve, 10));
		gate = undefined;
		await browser.post('/auth/signout', {});
		release();
		// The read saw the row before it was deleted; what it found must not outlive the sign-out.
		expect(await inFlight).not.toBeNull();
		expect(await sessionWith(browser, copy)).toBeNull();
	});

	test('the session callback may change the user it gets without changing what the next read sees', async () => {
		const { adapter } = instance(newFile());
		const auth = makeAuth(
			baseConfig({
				adapter,
				credentialsDatabaseSessions: true,
				session: { strategy: 'database', cache: { maxAge: 5 } },
				callbacks: {
					session: ({ session, user }) => {
						user.name = `${user.name}!`;
						return { ...session, user: { ...session.user, name: user.name } };
					}
				}
			})
		);
		const browser = new Browser(auth);
		await browser.signIn();
		for (let i = 0; i < 3; i++) expect((await (await browser.fetch('/')).json()).session.user.name).toBe('Demo!');
	});

	test('an update reads the adapter, and what its callbacks wrote on the app’s adapter object shows on the next read', async () => {
		const adapter = SQLiteAdapter(newFile()) as Required<Adapter>;
		const auth = makeAuth(
			baseConfig({
				adapter,
				credentialsDatabaseSessions: true,
				session: { strategy: 'database', cache: { maxAge: 5 } },
				callbacks: {
					// As the demo does: the app writes its own adapter object, which the library does not wrap.
					session: async ({ session, user, trigger, newSession }) => {
						const name = (newSession as { name?: string } | undefined)?.name;
						if (trigger === 'update' && name) await adapter.updateUser({ id: user.id, name });
						return session;
					}
				}
			})
		);
		const browser = new Browser(auth);
		await browser.signIn();
		expect((await (await browser.fetch('/')).json()).session.user.name).toBe('Demo');
		await browser.fetch('/auth/session', { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://app.test' }, body: JSON.stringify({ data: { name: 'Renamed' } }) });
		expect((await (await browser.fetch('/')).json()).session.user.name).toBe('Renamed');
	});

	test('a cached session that expires reads as signed out, and is extended once per updateAge, not on every hit', async () => {
		const server = instance(newFile(), { strategy: 'database', maxAge: 60, updateAge: 30, cache: { maxAge: 3600 } });
		const browser = server.browser();
		await browser.signIn();
		await browser.fetch('/');
		vi.advanceTimersByTime(31_000);
		for (let i = 0; i < 5; i++) await browser.fetch('/');
		expect(server.calls.filter((c) => c === 'updateSession')).toHaveLength(1);
		vi.advanceTimersByTime(61_000);
		expect((await (await browser.fetch('/')).json()).session).toBeNull();
	});

	test('startup refuses a cache for the jwt strategy and a maxAge that cannot bound anything', () => {
		const adapter = SQLiteAdapter(':memory:');
		expect(() => makeAuth(baseConfig({ session: { strategy: 'jwt', cache: { maxAge: 5 } } }))).toThrow(/database strategy only/);
		for (const maxAge of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
			expect(() => makeAuth(baseConfig({ adapter, credentialsDatabaseSessions: true, session: { strategy: 'database', cache: { maxAge } } }))).toThrow(/cache.maxAge/);
		}
	});
});
