import { expect, test, type Browser } from '@playwright/test';
import { rmSync } from 'node:fs';
import { SECRET, SERVERS, buildDirOf, originOf, port } from './servers.ts';
import { mailCount, uniqueEmail, waitForMail } from './helpers.ts';
import { serving, startServer, stopAndWait, type Started } from './processes.ts';
import { POSTGRES_URL, REDIS_URL, postgresRun, redisRun } from './stores.ts';

// The library's default limits, on production servers this file starts itself (the shared servers run with
// raised limits, e2e/servers.ts). Where a test needs several clients, the server trusts X-Forwarded-For as
// adapter-node does behind a proxy (ADDRESS_HEADER + XFF_DEPTH) and each client sends its own address.
// playwright.config.ts runs this file in the jwt project only; the UI tests cover both session strategies.
const jwtBuild = buildDirOf(SERVERS[0]);
const BAKED = originOf(SERVERS[0]);
const BEHIND_PROXY = { ADDRESS_HEADER: 'x-forwarded-for', XFF_DEPTH: '1' };

/** The library's defaults: no DEMO_RATE_LIMIT, a SQLite file of its own that starts empty. */
function defaults(name: string, env: Record<string, string>): Record<string, string> {
	for (const suffix of ['', '-wal', '-shm']) rmSync(`data/e2e-${name}.sqlite${suffix}`, { force: true });
	return { AUTH_SECRET: SECRET, DEMO_SESSION_STRATEGY: 'jwt', DEMO_RATE_LIMIT: '', SQLITE_PATH: `data/e2e-${name}.sqlite`, ...env };
}

async function start(build: string, portNumber: number, env: Record<string, string>): Promise<Started & { url: string }> {
	const server = startServer(build, { ...env, PORT: String(portNumber) });
	const url = `http://localhost:${portNumber}`;
	try {
		await serving(url, server);
	} catch (error) {
		server.child.kill('SIGKILL');
		throw new Error(`${(error as Error).message}\n${server.output().slice(-2000)}`);
	}
	return { ...server, url };
}

/** A client address of its own, so no two tests (or runs) share a budget. */
const newClient = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

interface Post {
	status: number;
	location: string;
	retryAfter: string | null;
	error: string | null;
	body: string;
}

/** A form POST as a browser on the build's origin sends it, from `client`. */
async function post(server: string, path: string, client: string | undefined, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Post> {
	const response = await fetch(`${server}${path}`, {
		method: 'POST',
		redirect: 'manual',
		headers: { origin: BAKED, 'content-type': 'application/x-www-form-urlencoded', ...(client ? { 'x-forwarded-for': client } : {}), ...headers },
		body: new URLSearchParams(fields)
	});
	const location = response.headers.get('location') ?? '';
	const error = location ? new URL(location).searchParams.get('error') : null;
	return { status: response.status, location, retryAfter: response.headers.get('retry-after'), error, body: await response.text() };
}

const signIn = (server: string, client: string | undefined, password = 'wrong') => post(server, '/auth/callback/credentials', client, { username: 'demo', password });

test.describe('default limits on a production server', () => {
	test.describe.configure({ mode: 'serial' });
	let server: Started & { url: string };
	test.beforeAll(async () => {
		server = await start(jwtBuild, port(4191), defaults('limits', BEHIND_PROXY));
	});
	test.afterAll(() => server && stopAndWait(server));

	test('the 6th wrong password for one account from one client is refused with 429-style wait; the owner elsewhere signs in', async () => {
		const attacker = newClient();
		for (let i = 0; i < 5; i++) expect((await signIn(server.url, attacker)).error).toBe('CredentialsSignin');
		const refused = await signIn(server.url, attacker);
		// The demo's own sign-in page (pages.signIn) gets the error and the wait in seconds.
		expect(refused.location).toBe(`${BAKED}/signin?error=RateLimited&code=${refused.retryAfter}`);
		// The 15-minute window opened at the first failure, a moment ago.
		expect(Number(refused.retryAfter)).toBeGreaterThan(840);
		expect(Number(refused.retryAfter)).toBeLessThanOrEqual(900);
		expect((await signIn(server.url, attacker, 'demo')).error).toBe('RateLimited');
		const owner = await signIn(server.url, newClient(), 'demo');
		expect(owner.status).toBe(302);
		expect(owner.error).toBeNull();
	});

	test('a JSON caller gets 429 JSON with Retry-After', async () => {
		const attacker = newClient();
		for (let i = 0; i < 5; i++) await signIn(server.url, attacker);
		const refused = await post(server.url, '/auth/callback/credentials', attacker, { username: 'demo', password: 'x' }, { accept: 'application/json' });
		expect(refused.status).toBe(429);
		expect(refused.retryAfter).toMatch(/^\d+$/);
		expect(JSON.parse(refused.body)).toMatchObject({ error: 'RateLimited', code: refused.retryAfter });
	});

	test('one client mails at most 10 sign-in links per 15 minutes, to any addresses; the 11th sends nothing', async () => {
		const client = newClient();
		const addresses = Array.from({ length: 11 }, (_, i) => uniqueEmail(`limit-${i}`));
		for (const email of addresses.slice(0, 10)) expect((await post(server.url, '/auth/signin/nodemailer', client, { email })).location).toMatch(/\/auth\/verify-request/);
		await waitForMail(addresses[9]);
		const refused = await post(server.url, '/auth/signin/nodemailer', client, { email: addresses[10] });
		expect(refused.error).toBe('RateLimited');
		expect(await mailCount(addresses[10])).toBe(0);
		expect((await post(server.url, '/auth/signin/nodemailer', newClient(), { email: addresses[10] })).location).toMatch(/\/auth\/verify-request/);
	});
});

test('without a trusted proxy, a forged X-Forwarded-For never chooses the client', async () => {
	const server = await start(jwtBuild, port(4192), defaults('limits-direct', {}));
	try {
		for (let i = 0; i < 5; i++) expect((await signIn(server.url, `192.0.2.${i}`)).error).toBe('CredentialsSignin');
		expect((await signIn(server.url, '192.0.2.200')).error).toBe('RateLimited');
	} finally {
		await stopAndWait(server);
	}
});

/** A browser context that reaches the server through a proxy adapter-node trusts, as client `address`. */
const behindProxy = (browser: Browser, address: string, javaScriptEnabled = true) =>
	browser.newContext({ javaScriptEnabled, extraHTTPHeaders: { 'x-forwarded-proto': 'http', 'x-forwarded-for': address } });

for (const [strategy, portBase, builtinPort] of [['jwt', 4193, 4179], ['database', 4194, 4180]] as const) {
	test.describe(`what a limited person sees (${strategy} sessions)`, () => {
		test.describe.configure({ mode: 'serial' });
		// Two servers: the demo's own pages, and the library's built-in pages (DEMO_PAGES=builtin: no `pages`).
		let server: Started & { url: string };
		let builtin: Started & { url: string };
		test.beforeAll(async () => {
			const env = (name: string) => defaults(name, { ...BEHIND_PROXY, PROTOCOL_HEADER: 'x-forwarded-proto', DEMO_SESSION_STRATEGY: strategy });
			[server, builtin] = await Promise.all([
				start(buildDirOf({ name: 'no-origin' }), port(portBase), env(`limits-ui-${strategy}`)),
				start(buildDirOf({ name: 'no-origin' }), port(builtinPort), { ...env(`limits-builtin-${strategy}`), DEMO_PAGES: 'builtin' })
			]);
		});
		test.afterAll(async () => {
			await Promise.all([server, builtin].filter(Boolean).map((s) => stopAndWait(s)));
		});

		/** `count` wrong passwords from `client` straight to the auth route: the same action the pages run. */
		async function fail(client: string, count: number, to = server) {
			const headers = { origin: to.url, 'x-forwarded-proto': 'http' };
			for (let i = 0; i < count; i++) expect((await post(to.url, '/auth/callback/credentials', client, { username: 'demo', password: 'wrong' }, headers)).error).toBe('CredentialsSignin');
		}

		test("the demo's /signin (no JavaScript) answers 429 and says how long to wait", async ({ browser }) => {
			const client = newClient();
			const context = await behindProxy(browser, client, false);
			const page = await context.newPage();
			await page.goto(`${server.url}/signin`);
			await page.getByLabel('Username', { exact: true }).fill('demo');
			await page.getByLabel('Password', { exact: true }).fill('wrong');
			let answer = page.waitForResponse((r) => r.request().method() === 'POST');
			await page.getByRole('button', { name: 'Sign in', exact: true }).click();
			expect((await answer).status()).toBe(400);
			await fail(client, 4);
			await page.getByLabel('Username', { exact: true }).fill('demo');
			await page.getByLabel('Password', { exact: true }).fill('demo');
			answer = page.waitForResponse((r) => r.request().method() === 'POST');
			await page.getByRole('button', { name: 'Sign in', exact: true }).click();
			expect((await answer).status()).toBe(429);
			await expect(page.getByTestId('signin-error')).toContainText('Too many sign-in attempts');
			await expect(page.getByTestId('signin-error')).toContainText('Try again in 15 minutes.');
			await expect(page.getByTestId('signin-error')).toHaveAttribute('data-error', 'RateLimited');
			await context.close();
		});

		test('the built-in sign-in page says how long to wait', async ({ browser }) => {
			const client = newClient();
			await fail(client, 5, builtin);
			const context = await behindProxy(browser, client);
			const page = await context.newPage();
			await page.goto(`${builtin.url}/auth/signin`);
			await page.getByLabel('Username', { exact: true }).fill('demo');
			await page.getByLabel('Password', { exact: true }).fill('demo');
			await page.getByRole('button', { name: 'Sign in', exact: true }).click();
			await page.waitForURL(/\/auth\/signin\?error=/);
			expect(new URL(page.url()).searchParams.get('error')).toBe('RateLimited');
			await expect(page.getByRole('alert')).toHaveText('Too many sign-in attempts. Try again in 15 minutes.');
			await context.close();
		});

		test("the demo's passkey button says how long to wait once passkey requests are limited", async ({ browser }) => {
			const client = newClient();
			for (let i = 0; i < 60; i++) {
				const r = await fetch(`${server.url}/auth/webauthn-options/passkey?action=authenticate`, { headers: { 'x-forwarded-for': client, 'x-forwarded-proto': 'http' } });
				expect(r.status).toBe(200);
			}
			const context = await behindProxy(browser, client);
			const page = await context.newPage();
			await page.goto(`${server.url}/signin`);
			await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
			await page.getByRole('button', { name: 'Continue with a passkey' }).click();
			// The passkey window is one minute: the wait left is under it, or exactly it when the 60 requests took
			// under a second (then the page rounds to "1 minute").
			await expect(page.getByTestId('passkey-error')).toContainText(/Too many sign-in attempts\. Try again in (?:\d+ seconds?|1 minute)\./);
			await context.close();
		});
	});
}

/** Two production instances on one shared store: the limit holds for both together. */
function acrossInstances(store: string, ports: [number, number], prepare: () => Promise<{ env: Record<string, string>; cleanup(): Promise<void> } | string>) {
	test.describe(`two instances sharing ${store}`, () => {
		test.describe.configure({ mode: 'serial' });
		let servers: Array<Started & { url: string }> = [];
		let cleanup: (() => Promise<void>) | undefined;
		let skipped: string | undefined;
		test.beforeAll(async () => {
			const ready = await prepare();
			if (typeof ready === 'string') return void (skipped = ready);
			cleanup = ready.cleanup;
			servers = await Promise.all(ports.map((p, i) => start(jwtBuild, port(p), defaults(`limits-${store.toLowerCase()}-${i}`, { ...BEHIND_PROXY, ...ready.env }))));
		});
		test.afterAll(async () => {
			// Each instance must exit on SIGTERM: an open Redis or PostgreSQL connection would keep it running.
			try {
				await Promise.all(servers.map((server) => stopAndWait(server)));
			} finally {
				await cleanup?.();
			}
		});

		test('a brute force split across both instances is refused at the 6th attempt', async () => {
			test.skip(!!skipped, skipped);
			const attacker = newClient();
			const errors: Array<string | null> = [];
			for (let i = 0; i < 8; i++) errors.push((await signIn(servers[i % 2].url, attacker)).error);
			expect(errors).toEqual([...Array(5).fill('CredentialsSignin'), ...Array(3).fill('RateLimited')]);
			expect((await signIn(servers[1].url, newClient(), 'demo')).error).toBeNull();
		});

		test('a 50-way concurrent burst over both instances gets exactly 5 attempts checked', async () => {
			test.skip(!!skipped, skipped);
			const attacker = newClient();
			const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => signIn(servers[i % 2].url, attacker)));
			expect(answers.filter((a) => a.error === 'CredentialsSignin')).toHaveLength(5);
			expect(answers.filter((a) => a.error === 'RateLimited')).toHaveLength(45);
		});
	});
}

acrossInstances('Redis', [4195, 4196], async () => {
	const run = await redisRun();
	return typeof run === 'string' ? run : { env: { REDIS_URL, REDIS_PREFIX: run.prefix }, cleanup: run.cleanup };
});

acrossInstances('PostgreSQL', [4197, 4198], async () => {
	const run = await postgresRun();
	if (typeof run === 'string') return run;
	return { env: { DATABASE_URL: POSTGRES_URL, DATABASE_SCHEMA: run.schema }, cleanup: run.cleanup };
});
