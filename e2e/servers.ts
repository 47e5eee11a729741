/**
 * The e2e servers: one production build per origin (kit bakes `paths.origin` in at build time), each
 * started with `node <dir>` on its own port, plus the mocks. Shared by playwright.config.ts and
 * scripts/e2e-build.ts. E2E_PORT_OFFSET moves every port (servers, mocks, the servers specs start
 * themselves), so two checkouts can run their suites side by side on one machine.
 *
 * Ports before the offset. Specs run in parallel workers, so a port a spec starts a server on belongs to it alone:
 * 4141-4149 fixture apps (fixtures/variants.ts) · 4160-4163 attacks/fuzz and attacks/leaks (their own servers) ·
 * 4164-4169 attacks/hosts/deployments.spec.ts · 4170-4171 e2e/session-cache.spec.ts · 4173-4178 the shared servers below · 4179-4180 and 4191-4198
 * e2e/rate-limits.spec.ts · 4181-4185 e2e/startup.spec.ts · 4186-4187 e2e/refresh-instances.spec.ts ·
 * 4188 e2e/remote-origin.spec.ts · 9400-9402 and 2525 the mocks.
 */
export interface E2EServer {
	name: string;
	port: number;
	env: Record<string, string>;
	/** Build-time variables of this server's build (vite.config.ts reads them). */
	build?: Record<string, string>;
}

const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
/** A port of the e2e layout, shifted by E2E_PORT_OFFSET. */
export const port = (base: number) => base + OFFSET;

export const SECRET = 'e2e-secret-that-is-at-least-32-characters-long';

/**
 * The servers the specs share have one client, the test runner on 127.0.0.1, which signs in, mails links and
 * fails on purpose hundreds of times a run (and again on a rerun without a rebuild, whose databases keep
 * their counters): their abuse limits are raised out of its way. e2e/rate-limits.spec.ts proves the
 * defaults on servers of its own.
 */
const RAISED = { window: 60, max: 100_000 };
export const RAISED_LIMITS = JSON.stringify(
	Object.fromEntries(['credentials', 'credentialsPerAddress', 'email', 'emailVerification', 'passkeyOptions', 'passkey', 'oauth'].map((name) => [name, RAISED]))
);

export const SERVERS: E2EServer[] = [
	{ name: 'jwt', port: port(4173), env: { DEMO_SESSION_STRATEGY: 'jwt', DEMO_RATE_LIMIT: RAISED_LIMITS } },
	// SvelteKit's own form-origin check is off in this build (as it is in every dev server): the library's
	// CSRF check is the only one, so every spec on this server proves it for form bodies too.
	{ name: 'database', port: port(4174), env: { DEMO_SESSION_STRATEGY: 'database', DEMO_RATE_LIMIT: RAISED_LIMITS }, build: { DEMO_KIT_ORIGIN_CHECK: 'off' } },
	// Short lifetimes for the expiry specs: sessions of 3 s, e-mail links of 2 s.
	{ name: 'expiry', port: port(4175), env: { DEMO_SESSION_STRATEGY: 'jwt', DEMO_SESSION_MAX_AGE: '3', DEMO_EMAIL_MAX_AGE: '2', DEMO_RATE_LIMIT: RAISED_LIMITS } },
	// The library's built-in pages under /auth, as an app without `pages` has them (the other servers use the
	// demo's own /signin, /signout and /verify-request).
	{ name: 'builtin', port: port(4178), env: { DEMO_SESSION_STRATEGY: 'database', DEMO_PAGES: 'builtin', DEMO_RATE_LIMIT: RAISED_LIMITS } }
];

/**
 * Builds no e2e server starts by itself: `no-origin` has no fixed `paths.origin`, so adapter-node derives the
 * origin from the request (PROTOCOL_HEADER / HOST_HEADER when set), as behind a reverse proxy.
 */
/** The server reached over https through a TLS proxy (scripts/https-server.ts): the build's origin is the proxy's. */
export const HTTPS = { name: 'https', port: port(4176), internalPort: port(4177) };

export const EXTRA_BUILDS = [
	{ name: 'no-origin', origin: undefined },
	{ name: HTTPS.name, origin: `https://localhost:${HTTPS.port}` }
];

/** The mocks' ports (mocks/start.ts reads them from these variables). */
export const MOCK_PORTS = { MOCK_IDP_PORT: port(9400), MOCK_INBOX_PORT: port(9401), MOCK_TENANT_PORT: port(9402), SMTP_SINK_PORT: port(2525) };
export const IDP_URL = `http://127.0.0.1:${MOCK_PORTS.MOCK_IDP_PORT}`;
export const INBOX_URL = `http://127.0.0.1:${MOCK_PORTS.MOCK_INBOX_PORT}`;
/** What the app needs to reach the mocks (src/lib/demo/env.ts reads these). */
export const MOCK_ENV = {
	MOCK_IDP_ISSUER: IDP_URL,
	MOCK_TENANT_DISCOVERY: `http://127.0.0.1:${MOCK_PORTS.MOCK_TENANT_PORT}`,
	MOCK_INBOX_URL: INBOX_URL,
	SMTP_URL: `smtp://127.0.0.1:${MOCK_PORTS.SMTP_SINK_PORT}`
};

/** Whether SvelteKit's own origin check for form bodies runs on this server (on unless its build turned it off). */
export const kitChecksOrigin = (name: string) => SERVERS.find((s) => s.name === name)?.build?.DEMO_KIT_ORIGIN_CHECK !== 'off';

export const originOf = (server: Pick<E2EServer, 'port'>) => `http://localhost:${server.port}`;
export const buildDirOf = (server: Pick<E2EServer, 'name'>) => `build-e2e/${server.name}`;
