import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { SECRET, buildDirOf, originOf, SERVERS } from './servers.ts';
import { mailCount, uniqueEmail, waitForMail } from './helpers.ts';

// These start their own server processes from the jwt build, on ports of their own; playwright.config.ts
// runs this file in the jwt project only. The build's origin is fixed (paths.origin), hence the Origin header.
const build = buildDirOf(SERVERS[0]);

function start(env: Record<string, string>): { child: ChildProcess; output: () => string } {
	let output = '';
	const child = spawn(process.execPath, [build], {
		env: { PATH: process.env.PATH ?? '', AUTH_TRUST_HOST: 'true', SQLITE_PATH: 'data/e2e-startup.sqlite', ...env },
		stdio: ['ignore', 'pipe', 'pipe']
	});
	child.stdout!.on('data', (chunk) => (output += chunk));
	child.stderr!.on('data', (chunk) => (output += chunk));
	return { child, output: () => output };
}

test.describe('startup', () => {
	test.describe.configure({ mode: 'serial' });

	test('a production build refuses to start without AUTH_SECRET and says how to fix it', async () => {
		const { child, output } = start({ PORT: '4181' });
		const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
		expect(code).not.toBe(0);
		expect(output()).toContain('AUTH_SECRET');
		expect(output()).toMatch(/openssl rand/);
	});

	test('a production server whose host is not trusted answers auth routes with a readable 500 and keeps serving pages', async ({ page }) => {
		// AUTH_TRUST_HOST=false (Auth.js read any non-empty value as true, quirk 16) and no AUTH_URL.
		const { child, output } = start({ PORT: '4183', AUTH_SECRET: SECRET, AUTH_TRUST_HOST: 'false', NODE_ENV: 'production', DEMO_SESSION_STRATEGY: 'jwt' });
		try {
			await expect.poll(async () => (await fetch('http://localhost:4183/').catch(() => null))?.status, { timeout: 15_000 }).toBe(200);
			const response = await page.goto('http://localhost:4183/auth/signin');
			expect(response!.status()).toBe(500);
			// The built-in error page, once: not a redirect loop through /auth/error, and no stack or detail.
			expect(response!.request().redirectedFrom()).toBeNull();
			await expect(page.getByRole('heading')).toContainText(/server error/i);
			await expect(page.locator('body')).not.toContainText(/UntrustedHost|at \w+ \(/);
			const session = await fetch('http://localhost:4183/auth/session');
			expect(session.status).toBe(500);
			expect(await session.json()).toEqual({ message: 'There is a problem with the server configuration. Check the server logs.' });
			// The operator learns the cause and the fix from the log.
			expect(output()).toContain('UntrustedHost');
			expect(output()).toContain('AUTH_TRUST_HOST=true');
		} finally {
			child.kill('SIGTERM');
		}
	});

	test('two instances on one database share the e-mail throttle: the second sends no second mail', async () => {
		// Two production processes on one SQLite file, as two instances behind a load balancer on one host;
		// the demo passes its database as claimStore (docs/adapters.md, "Claim stores").
		const env = { AUTH_SECRET: SECRET, DEMO_SESSION_STRATEGY: 'database', SQLITE_PATH: 'data/e2e-instances.sqlite' };
		const instances = [start({ ...env, PORT: '4184' }), start({ ...env, PORT: '4185' })];
		try {
			for (const port of [4184, 4185]) {
				await expect.poll(async () => (await fetch(`http://localhost:${port}/`).catch(() => null))?.status, { timeout: 15_000 }).toBe(200);
			}
			const email = uniqueEmail('two-instances');
			const ask = (port: number) =>
				fetch(`http://localhost:${port}/auth/signin/nodemailer`, {
					method: 'POST',
					redirect: 'manual',
					headers: { origin: originOf(SERVERS[0]), 'content-type': 'application/x-www-form-urlencoded' },
					body: new URLSearchParams({ email })
				});
			expect((await ask(4184)).headers.get('location')).toMatch(/\/auth\/verify-request/);
			await waitForMail(email);
			const second = await ask(4185);
			expect(second.status).toBe(302);
			expect(second.headers.get('location')).toMatch(/error=EmailSignin/);
			expect(await mailCount(email)).toBe(1);
		} finally {
			for (const { child } of instances) child.kill('SIGTERM');
		}
	});

	test('the app serves pages while the identity provider is down, and sign-in says so clearly', async ({ request }) => {
		const { child } = start({ PORT: '4182', AUTH_SECRET: SECRET, MOCK_IDP_ISSUER: 'http://127.0.0.1:9', DEMO_SESSION_STRATEGY: 'jwt' });
		try {
			await expect.poll(async () => (await fetch('http://localhost:4182/').catch(() => null))?.status, { timeout: 15_000 }).toBe(200);
			const signin = await request.post('http://localhost:4182/auth/signin/mock-oidc', {
				form: {},
				headers: { origin: 'http://localhost:4173' },
				maxRedirects: 0
			});
			expect(signin.status()).toBe(302);
			expect(signin.headers().location).toMatch(/\/auth\/(error|signin)\?error=/);
		} finally {
			child.kill('SIGTERM');
		}
	});
});
