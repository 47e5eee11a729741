/**
 * The e2e servers: one production build per origin (kit bakes `paths.origin` in at build time), each
 * started with `node <dir>` on its own port, plus the mocks. Shared by playwright.config.ts and
 * scripts/e2e-build.ts.
 */
export interface E2EServer {
	name: string;
	port: number;
	env: Record<string, string>;
}

export const SECRET = 'e2e-secret-that-is-at-least-32-characters-long';

export const SERVERS: E2EServer[] = [
	{ name: 'jwt', port: 4173, env: { DEMO_SESSION_STRATEGY: 'jwt' } },
	{ name: 'database', port: 4174, env: { DEMO_SESSION_STRATEGY: 'database' } },
	// Short lifetimes for the expiry specs: sessions of 3 s, e-mail links of 2 s.
	{ name: 'expiry', port: 4175, env: { DEMO_SESSION_STRATEGY: 'jwt', DEMO_SESSION_MAX_AGE: '3', DEMO_EMAIL_MAX_AGE: '2' } }
];

export const INBOX_URL = 'http://127.0.0.1:9401';
export const IDP_URL = 'http://127.0.0.1:9400';

export const originOf = (server: E2EServer) => `http://localhost:${server.port}`;
export const buildDirOf = (server: E2EServer) => `build-e2e/${server.name}`;
