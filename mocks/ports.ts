/**
 * The mocks' default ports and the variables that move them. mocks/start.ts listens on them; the demo
 * (src/lib/demo/env.ts) derives the addresses it talks to from the same variables, so
 * `MOCK_IDP_PORT=9500 npm run dev` moves the mock identity provider and points the app at it.
 */
export const MOCK_PORT_DEFAULTS = { MOCK_IDP_PORT: 9400, MOCK_INBOX_PORT: 9401, MOCK_TENANT_PORT: 9402, SMTP_SINK_PORT: 2525 } as const;
export type MockPortVariable = keyof typeof MOCK_PORT_DEFAULTS;

/** The port of one mock: its variable when set, else the default. */
export function mockPort(variable: MockPortVariable, env: Record<string, string | undefined> = process.env): number {
	return Number(env[variable] ?? MOCK_PORT_DEFAULTS[variable]);
}

/** Exit code of mocks/start.ts when a port is in use; it has printed the one line that says so. */
export const PORT_IN_USE = 2;
