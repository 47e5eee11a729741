/**
 * The Chromium the browser tests drive, found in this order: `CHROMIUM_PATH`, a system Chromium headless shell
 * (headless runs only), a system Chromium or Chrome (on PATH, or at the usual install paths), then Playwright's
 * own download. playwright.config.ts takes its `executablePath` from `findChromium()`.
 *
 * The headless shell (Debian/Ubuntu: `chromium-headless-shell`) is the browser without its windows, tabs and
 * toolbars: what Playwright itself runs for headless tests when it brings its own browsers
 * (https://playwright.dev/docs/browsers#chromium-headless-shell). The full browser in headless mode starts its
 * toolbars' own renderer processes for every test's window, and the suite's browser phase is CPU-bound on a
 * 2-core machine: the same 2,199 tests took 10.0 minutes with it and 5.7 with the shell. A headed run (`--headed`,
 * `--debug`, `--ui`, `PWDEBUG`) needs windows, so it skips the shell.
 *
 * Run as a script (`npm test` and `npm run test:e2e` do, before anything else), it makes sure there is one:
 * with none, it installs Playwright's Chromium (`npx playwright install chromium`); where that is not
 * possible (`PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD` set, or the download fails) it stops with one line that says
 * what to run.
 */
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';

export type ChromiumSource = 'CHROMIUM_PATH' | 'system' | 'playwright';
export type Found = { path: string; source: ChromiumSource } | { path: undefined; problem: string };
type Env = Record<string, string | undefined>;

/**
 * The name a system headless shell goes by on PATH. Debian's is a script that runs the binary as its child:
 * Playwright starts a browser as the leader of its own process group and ends the whole group, so none is left.
 */
const HEADLESS_NAMES = ['chromium-headless-shell'];

/** Names a system Chromium or Chrome goes by on PATH (Debian, Ubuntu, Fedora, Arch, Google's packages). */
const SYSTEM_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];
/** Where macOS keeps them: not on PATH. */
const SYSTEM_PATHS = ['/Applications/Google Chrome.app/Contents/MacOS/Google Chrome', '/Applications/Chromium.app/Contents/MacOS/Chromium'];

/** The one line printed when no browser can be had. */
export const NO_BROWSER =
	'No Chromium for the browser tests: set CHROMIUM_PATH=/path/to/chrome, install one (Debian/Ubuntu: sudo apt-get install chromium-headless-shell), or run: npx playwright install chromium';

function isExecutable(path: string): boolean {
	try {
		accessSync(path, constants.X_OK);
		return true;
	} catch {
		return false;
	}
}

function onPath(env: Env, names: string[], paths: string[]): string | undefined {
	const dirs = (env.PATH ?? '').split(delimiter).filter(Boolean);
	for (const name of names) for (const dir of dirs) if (isExecutable(join(dir, name))) return join(dir, name);
	return paths.find(isExecutable);
}

/** Whether this Playwright run shows its browser windows: then only a full browser will do. */
export function isHeadedRun(argv: string[] = process.argv, env: Env = process.env): boolean {
	return Boolean(env.PWDEBUG) || argv.some((arg) => arg === '--headed' || arg === '--debug' || arg === '--ui' || arg.startsWith('--ui-'));
}

/**
 * The browser to use, or why there is none. `playwrightPath` is where Playwright keeps its own Chromium
 * (it honours PLAYWRIGHT_BROWSERS_PATH); it may not exist yet. `headed`: the run shows its windows.
 */
export function findChromium(env: Env = process.env, playwrightPath: () => string = () => chromium.executablePath(), headed = false): Found {
	if (env.CHROMIUM_PATH) {
		if (isExecutable(env.CHROMIUM_PATH)) return { path: env.CHROMIUM_PATH, source: 'CHROMIUM_PATH' };
		return { path: undefined, problem: `CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file: fix it, or unset it to use a system or Playwright Chromium.` };
	}
	const shell = headed ? undefined : onPath(env, HEADLESS_NAMES, []);
	if (shell) return { path: shell, source: 'system' };
	const system = onPath(env, SYSTEM_NAMES, SYSTEM_PATHS);
	if (system) return { path: system, source: 'system' };
	const own = playwrightPath();
	if (isExecutable(own)) return { path: own, source: 'playwright' };
	return { path: undefined, problem: NO_BROWSER };
}

/** Installs Playwright's Chromium; on failure, the last line of what it printed. */
function installPlaywrightChromium(env: Env): { ok: boolean; detail?: string } {
	const cli = join(import.meta.dirname, '..', 'node_modules', '@playwright', 'test', 'cli.js');
	// A machine that cannot reach the download CDN should fail in seconds, not minutes.
	const result = spawnSync(process.execPath, [cli, 'install', 'chromium'], {
		stdio: ['ignore', 'inherit', 'pipe'],
		env: { PLAYWRIGHT_DOWNLOAD_CONNECTION_TIMEOUT: '15000', ...env }
	});
	return { ok: result.status === 0, detail: failureOf(String(result.stderr ?? '')) };
}

/**
 * The reason in what the installer printed on failure: its `Error:` lines joined (a download failure is
 * "Failed to download ... caused by" then the cause), not the stack trace's closing brace.
 */
export function failureOf(stderr: string): string | undefined {
	const lines = stderr.split('\n').map((line) => line.trim()).filter(Boolean);
	const errors = lines.filter((line) => line.startsWith('Error:')).map((line) => line.slice('Error:'.length).trim());
	const reason = errors.length > 0 ? errors.join(' ') : lines.find((line) => !line.startsWith('at ') && /\w/.test(line));
	return reason?.slice(0, 200);
}

/** What `ensureChromium` may do besides looking: print a line, and install Playwright's Chromium. */
export interface EnsureOptions {
	say?: (line: string) => void;
	install?: (env: Env) => { ok: boolean; detail?: string };
	playwrightPath?: () => string;
}

/** Finds a browser, installing Playwright's when there is none and downloads are allowed; the exit code. */
export function ensureChromium(env: Env = process.env, options: EnsureOptions = {}): number {
	const { say = console.error, install = installPlaywrightChromium, playwrightPath } = options;
	const found = findChromium(env, playwrightPath);
	if (!('problem' in found)) return 0;
	// A wrong CHROMIUM_PATH is a mistake to fix, not a reason to download another browser.
	if (env.CHROMIUM_PATH || env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD) {
		say(found.problem);
		return 1;
	}
	say('No Chromium found (CHROMIUM_PATH, system, Playwright): installing Playwright\'s with "npx playwright install chromium"...');
	const installed = install(env);
	if (installed.ok && findChromium(env, playwrightPath).path) return 0;
	say(`Installing Playwright's Chromium failed${installed.detail ? ` (${installed.detail})` : ''}. ${NO_BROWSER}`);
	return 1;
}

if (import.meta.main) process.exit(ensureChromium());
