import { expect, test } from '@playwright/test';
import { SECRET, buildDirOf, originOf, port, SERVERS } from './servers.ts';
import { mailCount, uniqueEmail, waitForMail } from './helpers.ts';
import { serving, startServer } from './processes.ts';

// These start their own server processes from the jwt build, on ports of their own; playwright.config.ts
// runs this file in the jwt project only. The build's origin is fixed (paths.origin), hence the Origin header.
const build = buildDirOf(SERVERS[0]);
const start = (env: Record<string, string>) => startServer(build, env);

test.describe('startup', () => {
	test.describe.configure({ mode: 'serial' });

	test('a production build refuses to start without AUTH_SECRET and says how to fix it', async () => {
		const { child, output } = start({ PORT: String(port(4181)) });
		const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
		expect(code).not.toBe(0);
		expect(output()).toContain('AUTH_SECRET');
		expect(output()).toMatch(/openssl rand/);
	});

	test('a production build without a trusted origin refuses to start and names the fix in one line', async () => {
		// AUTH_TRUST_HOST=false (Auth.js read any non-empty value as true) and no AUTH_URL: the server could not
		// tell its own name from an attacker's Host header, so it must not mail links or build redirects at all.
		const { child, output } = start({ PORT: String(port(4183)), AUTH_SECRET: SECRET, AUTH_TRUST_HOST: 'false', NODE_ENV: 'production', DEMO_SESSION_STRATEGY: 'jwt' });
		const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
		expect(code).not.toBe(0);
		const line = output().split('\n').find((l) => l.startsWith('UntrustedHost: '));
		expect(line).toMatch(/UntrustedHost: No trusted origin: set AUTH_URL=\S+, or AUTH_TRUST_HOST=true .*docs\/deployment\.md/);
	});

	test('two instances on one database share the e-mail throttle: the second sends no second mail', async () => {
		// Two production processes on one SQLite file, as two instances behind a load balancer on one host;
		// the demo passes its database as claimStore (docs/adapters.md, "Claim stores").
		const env = { AUTH_SECRET: SECRET, DEMO_SESSION_STRATEGY: 'database', SQLITE_PATH: 'data/e2e-instances.sqlite' };
		const instances = [start({ ...env, PORT: String(port(4184)) }), start({ ...env, PORT: String(port(4185)) })];
		try {
			for (const [i, p] of [port(4184), port(4185)].entries()) await serving(`http://localhost:${p}`, instances[i]);
			const email = uniqueEmail('two-instances');
			const ask = (port: number) =>
				fetch(`http://localhost:${port}/auth/signin/nodemailer`, {
					method: 'POST',
					redirect: 'manual',
					headers: { origin: originOf(SERVERS[0]), 'content-type': 'application/x-www-form-urlencoded' },
					body: new URLSearchParams({ email })
				});
			expect((await ask(port(4184))).headers.get('location')).toMatch(/\/auth\/verify-request/);
			await waitForMail(email);
			const second = await ask(port(4185));
			expect(second.status).toBe(302);
			expect(second.headers.get('location')).toMatch(/error=EmailSignin/);
			expect(await mailCount(email)).toBe(1);
		} finally {
			for (const { child } of instances) child.kill('SIGTERM');
		}
	});

	test('the app serves pages while the identity provider is down, and sign-in says so clearly', async ({ request }) => {
		const started = start({ PORT: String(port(4182)), AUTH_SECRET: SECRET, MOCK_IDP_ISSUER: 'http://127.0.0.1:9', DEMO_SESSION_STRATEGY: 'jwt' });
		const { child } = started;
		try {
			await serving(`http://localhost:${port(4182)}`, started);
			const signin = await request.post(`http://localhost:${port(4182)}/auth/signin/mock-oidc`, {
				form: {},
				headers: { origin: originOf(SERVERS[0]) },
				maxRedirects: 0
			});
			expect(signin.status()).toBe(302);
			// To the app's sign-in page (pages.signIn), which explains it; never a 500.
			expect(signin.headers().location).toBe(`${originOf(SERVERS[0])}/signin?error=Configuration`);
		} finally {
			child.kill('SIGTERM');
		}
	});
});
