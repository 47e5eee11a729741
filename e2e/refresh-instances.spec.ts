import { expect, test } from '@playwright/test';
import { SECRET, buildDirOf, originOf, port, SERVERS } from './servers.ts';
import { uniqueEmail } from './helpers.ts';
import { serving, startServer } from './processes.ts';
import { grantsOf } from './tokens.ts';

// Two production processes from the jwt build on one SQLite file, as two instances behind a load balancer:
// the demo passes that database as claimStore, which is all that keeps the second instance from redeeming
// the refresh token the first one is redeeming (their in-process state is not shared). The build's origin is
// fixed (paths.origin), hence the Origin header; cookies are per host, so both instances see the same ones.
const build = buildDirOf(SERVERS[0]);
const origin = originOf(SERVERS[0]);

test('two instances sharing a claim store redeem a refresh token once, whichever gets the requests', async ({ playwright }) => {
	const env = { AUTH_SECRET: SECRET, DEMO_SESSION_STRATEGY: 'jwt', SQLITE_PATH: 'data/e2e-instances.sqlite' };
	const ports = [port(4186), port(4187)];
	const instances = ports.map((p) => startServer(build, { ...env, PORT: String(p) }));
	const browser = await playwright.request.newContext();
	try {
		for (const [i, p] of ports.entries()) await serving(`http://localhost:${p}`, instances[i]);
		const [a, b] = ports.map((p) => `http://localhost:${p}`);
		const email = uniqueEmail('instances');
		// Sign in on instance A, asking the mock for tokens that are due at once.
		const start = await browser.post(`${a}/auth/signin/mock-oidc?${new URLSearchParams({ login_hint: email, mock_token_ttl: '60' })}`, {
			form: {},
			headers: { origin },
			maxRedirects: 0
		});
		const consent = await browser.get(start.headers().location, { maxRedirects: 0 });
		const back = new URL(consent.headers().location);
		const callback = await browser.get(`${a}${back.pathname}${back.search}`, { maxRedirects: 0 });
		expect(callback.status()).toBe(302);
		const sub = `mock-${email.split('@')[0]}`;
		// The same browser's requests, spread over both instances at once.
		const answers = await Promise.all([a, b, a, b].map((instance) => browser.get(`${instance}/api/provider-token`)));
		for (const answer of answers) expect(answer.status()).toBe(200);
		expect(await grantsOf(sub)).toMatchObject({ refreshes: 1, reuses: 0, revokedUses: 0 });
	} finally {
		await browser.dispose();
		for (const { child } of instances) child.kill('SIGTERM');
	}
});
