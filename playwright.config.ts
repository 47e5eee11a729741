import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { findChromium, isHeadedRun } from './scripts/chromium.ts';
import { HTTPS, INBOX_URL, MOCK_ENV, MOCK_PORTS, SECRET, SERVERS, buildDirOf, originOf } from './e2e/servers.ts';
import { fixtureProjects, fixtureServers } from './fixtures/playwright.ts';

// CHROMIUM_PATH, else a system Chromium headless shell (not for a headed run), else a system Chromium or Chrome,
// else Playwright's own (scripts/chromium.ts installs it when missing). Whether the run is headed is decided
// once, by the runner, whose command line has --headed, --debug or --ui: its workers, which launch the browser,
// load this file again with none of those flags, and inherit the answer from the environment.
process.env.E2E_HEADED ||= isHeadedRun() ? '1' : '0';
const executablePath = findChromium(process.env, undefined, process.env.E2E_HEADED === '1').path;

const server = (name: string) => SERVERS.find((s) => s.name === name)!;
const toEnv = (values: Record<string, number>) => Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));

/**
 * E2E_SERVERS=jwt,database starts only the named servers besides the mocks (`https` and `fixtures` name the TLS
 * server and the fixture apps): what a run of a few projects needs, e.g. the attack catalogue or `npm run fuzz`.
 * Unset, every server starts.
 */
const only = process.env.E2E_SERVERS?.split(',').map((name) => name.trim()).filter(Boolean);
const wanted = (name: string) => !only?.length || only.includes(name);

// The fuzz's seed (attacks/fuzz) when none is given: drawn once by the runner, so every worker, and a worker
// started again after a failure, sends the requests of one seed, the one it prints.
process.env.FUZZ_SEED ||= String(Math.floor(Math.random() * 2 ** 32));

const webServer: PlaywrightTestConfig['webServer'] = [
	{ command: 'node mocks/start.ts', url: `${INBOX_URL}/messages`, reuseExistingServer: !process.env.CI, timeout: 30_000, env: toEnv(MOCK_PORTS) },
	...SERVERS.filter((s) => wanted(s.name)).map((s) => ({
		command: `node ${buildDirOf(s)}`,
		url: `${originOf(s)}/`,
		reuseExistingServer: false,
		timeout: 60_000,
		env: {
			...s.env,
			PORT: String(s.port),
			AUTH_SECRET: SECRET,
			AUTH_TRUST_HOST: 'true',
			...MOCK_ENV,
			SQLITE_PATH: `data/e2e-${s.name}.sqlite`
		}
	})),
	// The https server: a TLS proxy with a certificate made at start, in front of an https-origin build.
	...(wanted(HTTPS.name) ? [{ command: 'node scripts/https-server.ts', url: `https://localhost:${HTTPS.port}/`, ignoreHTTPSErrors: true, reuseExistingServer: false, timeout: 60_000 }] : []),
	// The fixture apps: the copied library on every supported SvelteKit (fixtures/variants.ts).
	...(wanted('fixtures') ? fixtureServers() : [])
];

/** Specs that are their own project's only specs (the built-in pages: the `builtin` server, without `pages`). */
const OWN_PROJECT = /expiry\.spec|https\.spec|builtin[^/]*\.spec/;
/** Specs that start servers of their own, need a JWT-only session, or check markup that no strategy changes: the jwt server only. */
const JWT_ONLY = /startup\.spec|session-cache\.spec|interop\.spec|identity-switch\.spec|remote-origin\.spec|production-build\.spec|refresh-instances\.spec|accessibility\.spec|rate-limits\.spec/;
/** Specs of what only stored sessions have (listing and revoking them): run on the database server only. */
const DATABASE_ONLY = /sessions\.spec/;

export default defineConfig({
	testDir: 'e2e',
	fullyParallel: true,
	workers: 2,
	retries: 0,
	forbidOnly: !!process.env.CI,
	// The attack catalogue's figures (attacks/figures.ts) are printed after the list and kept in data/attacks/.
	reporter: [['list'], ['./attacks/figures.ts']],
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
		{ name: 'jwt', testIgnore: [OWN_PROJECT, DATABASE_ONLY], use: { baseURL: originOf(server('jwt')) } },
		{ name: 'database', testIgnore: [OWN_PROJECT, JWT_ONLY], use: { baseURL: originOf(server('database')) } },
		{ name: 'expiry', testMatch: /expiry\.spec/, use: { baseURL: originOf(server('expiry')) } },
		{ name: 'builtin', testMatch: /builtin[^/]*\.spec/, use: { baseURL: originOf(server('builtin')) } },
		// The browser accepts the proxy's certificate, as a user's browser accepts a real one.
		{ name: 'https', testMatch: /https\.spec/, use: { baseURL: `https://localhost:${HTTPS.port}`, ignoreHTTPSErrors: true } },
		// The attack catalogue (docs/security.md): every family against both session strategies. Cases are single
		// requests whose failures say everything; a trace per case would cost more than the case.
		{ name: 'attacks-jwt', testDir: 'attacks', metadata: { server: 'jwt' }, use: { baseURL: originOf(server('jwt')), trace: 'off' } },
		{ name: 'attacks-database', testDir: 'attacks', metadata: { server: 'database' }, use: { baseURL: originOf(server('database')), trace: 'off' } },
		// The fixture apps: the copied library on every supported SvelteKit (fixtures/variants.ts).
		...fixtureProjects()
	],
	webServer
});
