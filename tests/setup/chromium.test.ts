import { execFile } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, test } from 'vitest';
import { NO_BROWSER, ensureChromium, failureOf, findChromium, isHeadedRun } from '../../scripts/chromium.ts';

// `npm test` on a machine without a browser: scripts/chromium.ts finds one, installs Playwright's, or stops
// with one line. Real files and a real child process; only the download itself is not run here.
const dir = mkdtempSync(join(tmpdir(), 'chromium-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function executable(path: string): string {
	mkdirSync(join(path, '..'), { recursive: true });
	writeFileSync(path, '#!/bin/sh\n');
	chmodSync(path, 0o755);
	return path;
}

const empty = join(dir, 'empty');
mkdirSync(empty);
const nowhere = () => join(dir, 'ms-playwright', 'chromium', 'chrome');

describe('finding a browser', () => {
	test('CHROMIUM_PATH wins over a system browser on PATH', () => {
		const mine = executable(join(dir, 'mine', 'chrome'));
		const bin = join(dir, 'bin');
		executable(join(bin, 'chromium'));
		expect(findChromium({ CHROMIUM_PATH: mine, PATH: bin }, nowhere)).toEqual({ path: mine, source: 'CHROMIUM_PATH' });
	});

	test('a system chromium, chromium-browser or google-chrome on PATH is found', () => {
		for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
			const bin = join(dir, `bin-${name}`);
			const path = executable(join(bin, name));
			expect(findChromium({ PATH: `${empty}:${bin}` }, nowhere)).toEqual({ path, source: 'system' });
		}
	});

	test('a headless run prefers a system headless shell to a full browser; a headed run skips it', () => {
		const full = join(dir, 'bin-full');
		const shellDir = join(dir, 'bin-shell');
		const browser = executable(join(full, 'chromium'));
		const shell = executable(join(shellDir, 'chromium-headless-shell'));
		// Order on PATH does not matter: the shell is looked for first.
		expect(findChromium({ PATH: `${full}:${shellDir}` }, nowhere)).toEqual({ path: shell, source: 'system' });
		expect(findChromium({ PATH: `${full}:${shellDir}` }, nowhere, true)).toEqual({ path: browser, source: 'system' });
		// CHROMIUM_PATH still wins over the shell.
		const mine = executable(join(dir, 'mine-too', 'chrome'));
		expect(findChromium({ CHROMIUM_PATH: mine, PATH: shellDir }, nowhere)).toEqual({ path: mine, source: 'CHROMIUM_PATH' });
	});

	test('a run is headed with --headed, --debug, --ui or PWDEBUG, and headless otherwise', () => {
		const cli = ['node', 'playwright', 'test'];
		expect(isHeadedRun(cli, {})).toBe(false);
		expect(isHeadedRun([...cli, 'e2e/passkey.spec.ts', '--project=jwt'], {})).toBe(false);
		for (const flag of ['--headed', '--debug', '--ui', '--ui-port=8080']) expect(isHeadedRun([...cli, flag], {})).toBe(true);
		expect(isHeadedRun(cli, { PWDEBUG: '1' })).toBe(true);
	});

	test("without CHROMIUM_PATH or a system browser, Playwright's own download is used when it exists", () => {
		const own = executable(join(dir, 'own', 'chrome'));
		expect(findChromium({ PATH: empty }, () => own)).toEqual({ path: own, source: 'playwright' });
	});

	test('a CHROMIUM_PATH that is not an executable is named, not silently replaced by another browser', () => {
		const found = findChromium({ CHROMIUM_PATH: join(dir, 'missing'), PATH: join(dir, 'bin') }, nowhere);
		expect(found.path).toBeUndefined();
		expect(found).toMatchObject({ problem: expect.stringContaining(`CHROMIUM_PATH=${join(dir, 'missing')} is not an executable`) });
	});
});

describe('making sure there is one', () => {
	test('no browser and downloads allowed: it installs Playwright\'s Chromium and goes on', () => {
		const said: string[] = [];
		const target = join(dir, 'installed', 'chrome');
		const install = () => (executable(target), { ok: true });
		expect(ensureChromium({ PATH: empty }, { say: (l) => said.push(l), install, playwrightPath: () => target })).toBe(0);
		expect(said).toEqual([expect.stringContaining('npx playwright install chromium')]);
	});

	test('a failed install (no download server) stops with the reason and what to run', () => {
		const said: string[] = [];
		const install = () => ({ ok: false, detail: 'Error: getaddrinfo ENOTFOUND cdn.playwright.dev' });
		expect(ensureChromium({ PATH: empty }, { say: (l) => said.push(l), install, playwrightPath: nowhere })).toBe(1);
		expect(said.at(-1)).toBe(`Installing Playwright's Chromium failed (Error: getaddrinfo ENOTFOUND cdn.playwright.dev). ${NO_BROWSER}`);
	});

	test("the reason is the installer's Error: lines, not the last line of its stack trace", () => {
		const printed = [
			'Failed to install browsers',
			'Error: Failed to download Chrome for Testing 159.0.8154.6, caused by',
			'Error: Download failure, code=1',
			'    at ChildProcess.<anonymous> (/x/coreBundle.js:1:1)',
			'}'
		].join('\n');
		expect(failureOf(printed)).toBe('Failed to download Chrome for Testing 159.0.8154.6, caused by Download failure, code=1');
		expect(failureOf('getaddrinfo ENOTFOUND cdn.playwright.dev\n}')).toBe('getaddrinfo ENOTFOUND cdn.playwright.dev');
		expect(failureOf('')).toBeUndefined();
	});

	test('PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: no install is tried, one line says what to run', () => {
		const said: string[] = [];
		const install = () => {
			throw new Error('must not install');
		};
		expect(ensureChromium({ PATH: empty, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' }, { say: (l) => said.push(l), install, playwrightPath: nowhere })).toBe(1);
		expect(said).toEqual([NO_BROWSER]);
	});

	test('run as a script on a machine with no browser at all, it exits 1 with exactly one line', async () => {
		// An empty PATH, no CHROMIUM_PATH, Playwright's browser folder empty: nothing to find.
		const env = { PATH: empty, PLAYWRIGHT_BROWSERS_PATH: join(dir, 'no-browsers'), PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', HOME: dir };
		const run = promisify(execFile)(process.execPath, ['scripts/chromium.ts'], { env });
		const failure = await run.then(
			() => null,
			(error: { code: number; stdout: string; stderr: string }) => error
		);
		expect(failure?.code).toBe(1);
		expect(failure?.stdout).toBe('');
		expect(failure?.stderr.trim().split('\n')).toEqual([NO_BROWSER]);
	});
});
