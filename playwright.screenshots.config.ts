/**
 * `npm run screenshots` (not part of `npm test`): e2e/screenshots.shots.ts against the production builds of the
 * `jwt` server (the demo's pages) and the `builtin` server (the library's pages), in light and dark, on a
 * desktop and a phone viewport. Pictures land in screenshots/ (git-ignored).
 */
import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config.ts';
import { SERVERS, originOf } from './e2e/servers.ts';

const jwt = SERVERS.find((s) => s.name === 'jwt')!;
const servers = (Array.isArray(base.webServer) ? base.webServer : []).filter(
	(s) => s.command.includes('mocks/start.ts') || /build-e2e\/(jwt|builtin)$/.test(s.command)
);
const desktop = { viewport: { width: 1280, height: 860 } };
const phone = devices['Pixel 7'];

export default defineConfig({
	...base,
	testMatch: /\.shots\.ts$/,
	fullyParallel: true,
	reporter: [['list']],
	outputDir: 'test-results/screenshots',
	use: { ...base.use, baseURL: originOf(jwt) },
	projects: [
		{ name: 'light', use: { ...desktop, colorScheme: 'light' } },
		{ name: 'dark', use: { ...desktop, colorScheme: 'dark' } },
		{ name: 'phone-light', use: { ...phone, colorScheme: 'light' } },
		{ name: 'phone-dark', use: { ...phone, colorScheme: 'dark' } }
	],
	webServer: servers
});
