import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { INBOX_URL, IDP_URL, SECRET, SERVERS, buildDirOf, originOf } from './e2e/servers.ts';

// Debian's chromium (TOOLCHAIN.md): Playwright cannot download its own browser here.
const executablePath = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const server = (name: string) => SERVERS.find((s) => s.name === name)!;

const webServer: PlaywrightTestConfig['webServer'] = [
	{ command: 'node mocks/start.ts', url: `${INBOX_URL}/messages`, reuseExistingServer: !process.env.CI, timeout: 30_000 },
	...SERVERS.map((s) => ({
		command: `node ${buildDirOf(s)}`,
		url: `${originOf(s)}/`,
		reuseExistingServer: false,
		timeout: 60_000,
		env: {
			...s.env,
			PORT: String(s.port),
			AUTH_SECRET: SECRET,
			AUTH_TRUST_HOST: 'true',
			MOCK_IDP_ISSUER: IDP_URL,
			SQLITE_PATH: `data/e2e-${s.name}.sqlite`
		}
	}))
];

export default defineConfig({
	testDir: 'e2e',
	fullyParallel: true,
	workers: 2,
	retries: 0,
	forbidOnly: !!process.env.CI,
	reporter: process.env.CI ? [['list']] : [['list']],
	timeout: 30_000,
	expect: { timeout: 7_000 },
	use: {
		trace: 'retain-on-failure',
		launchOptions: {
			executablePath,
			args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic']
		}
	},
	projects: [
		{ name: 'jwt', testIgnore: /expiry\.spec/, use: { baseURL: originOf(server('jwt')) } },
		{ name: 'database', testIgnore: /expiry\.spec|startup\.spec|interop\.spec/, use: { baseURL: originOf(server('database')) } },
		{ name: 'expiry', testMatch: /expiry\.spec/, use: { baseURL: originOf(server('expiry')) } }
	],
	webServer
});
