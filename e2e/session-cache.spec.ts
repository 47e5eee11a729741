import { expect, test, type APIRequestContext } from '@playwright/test';
import { SECRET, buildDirOf, originOf, port, SERVERS } from './servers.ts';
import { serving, startServer, stopAndWait, type Started } from './processes.ts';

// Two production processes of the database build on one SQLite file, as two instances behind a load
// balancer, each with the opt-in session cache (docs/configuration.md, "Session cache"): a sign-out on the
// instance that cached the session ends it at once; a sign-out on the other one ends it there within the
// cache's maxAge. The build's origin is fixed (paths.origin), hence the Origin header on POSTs.
const database = SERVERS.find((s) => s.name === 'database')!;
const origin = originOf(database);
const MAX_AGE = 2;
// 4170-4171: ports of this spec alone (the other specs' servers use 4141-4169 and 4173-4198).
const ports = [port(4170), port(4171)];
const [a, b] = ports.map((p) => `http://localhost:${p}`);

// One worker owns the two servers (fixed ports): the file's tests run in order, never split across workers.
test.describe.configure({ mode: 'serial' });

let instances: Started[] = [];
test.beforeAll(async () => {
	const env = { AUTH_SECRET: SECRET, DEMO_SESSION_STRATEGY: 'database', DEMO_SESSION_CACHE: String(MAX_AGE), SQLITE_PATH: 'data/e2e-session-cache.sqlite' };
	instances = ports.map((p) => startServer(buildDirOf(database), { ...env, PORT: String(p) }));
	for (const url of [a, b]) await serving(url);
});
test.afterAll(async () => {
	for (const instance of instances) await stopAndWait(instance);
});

/** Signs the demo user in on `instance`; returns the Cookie header of its session. */
async function signIn(request: APIRequestContext, instance: string): Promise<string> {
	const response = await request.post(`${instance}/auth/callback/credentials`, { form: { username: 'demo', password: 'demo' }, headers: { origin }, maxRedirects: 0 });
	expect(response.status()).toBe(302);
	const header = response.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('authjs.session-token='));
	return header!.value.split(';')[0];
}

const me = (request: APIRequestContext, instance: string, cookie: string) => request.get(`${instance}/api/me`, { headers: { cookie } }).then((r) => r.status());
const signOut = (request: APIRequestContext, instance: string, cookie: string) => request.post(`${instance}/auth/signout`, { form: {}, headers: { cookie, origin }, maxRedirects: 0 });

test('sign-out on the instance that cached the session ends it there on the next request', async ({ playwright }) => {
	const request = await playwright.request.newContext({ storageState: { cookies: [], origins: [] } });
	try {
		const cookie = await signIn(request, a);
		expect(await me(request, a, cookie)).toBe(200);
		expect((await signOut(request, a, cookie)).status()).toBe(302);
		// A copy of the cookie (kept by an attacker, or another tab) is refused at once.
		expect(await me(request, a, cookie)).toBe(401);
	} finally {
		await request.dispose();
	}
});

test(`sign-out on another instance ends the session on this one within the cache's maxAge (${MAX_AGE} s)`, async ({ playwright }) => {
	const request = await playwright.request.newContext({ storageState: { cookies: [], origins: [] } });
	try {
		const cookie = await signIn(request, a);
		// Instance a caches the session during this read at the latest: the bound runs from here.
		const cachedBy = Date.now();
		expect(await me(request, a, cookie)).toBe(200);
		expect((await signOut(request, b, cookie)).status()).toBe(302);
		expect(await me(request, b, cookie)).toBe(401);
		await expect.poll(() => me(request, a, cookie), { timeout: (MAX_AGE + 3) * 1000, intervals: [100] }).toBe(401);
		// The bound, with room for the poll's interval and the requests of a loaded machine.
		expect(Date.now() - cachedBy).toBeLessThan(MAX_AGE * 1000 + 1500);
	} finally {
		await request.dispose();
	}
});
