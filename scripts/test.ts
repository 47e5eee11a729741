/**
 * `npm test` after the type check: vitest beside the e2e builds, then Playwright on those builds.
 *
 * Vitest runs one test file at a time (vite.config.ts: its suites share real databases and mock servers), so
 * on a two-core machine one core waits while it runs; the builds (`npm run e2e:build`, the first step of
 * `npm run test:e2e`: the browser check, scripts/e2e-build.ts, scripts/fixtures-build.ts) fill that core. On
 * such a machine the two took 117 s and 108 s one after the other, 168 s side by side. Nothing vitest opens is
 * written by the builds. The builds' output is held and printed after vitest's, so the two logs never
 * interleave. A failing phase stops the run before Playwright, as `&&` did.
 */
import { spawn } from 'node:child_process';

type Result = { code: number; output: string };

/** Runs one command: its output goes to this terminal, or, with `hold`, into the result. */
function run(command: string, args: string[], hold = false): Promise<Result> {
	return new Promise((resolve) => {
		const child = spawn(command, args, { stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
		let output = '';
		const keep = (chunk: string) => (output += chunk);
		child.stdout?.setEncoding('utf8').on('data', keep);
		child.stderr?.setEncoding('utf8').on('data', keep);
		child.on('error', (error) => {
			// A command that could not start (not installed): say so where its output would have gone.
			if (!hold) console.error(`${command}: ${error.message}`);
			resolve({ code: 1, output: `${output}${command}: ${error.message}\n` });
		});
		child.on('close', (code) => resolve({ code: code ?? 1, output }));
	});
}

// The package manager that runs `npm test` (npm_execpath), so each phase is the package.json script of its name.
const npm = (...args: string[]): [string, string[]] =>
	process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath, ...args]] : ['npm', args];

const [unit, builds] = await Promise.all([run(...npm('run', 'test:unit')), run(...npm('run', 'e2e:build'), true)]);
process.stdout.write(`\n[test] the e2e builds, run beside vitest:\n${builds.output}`);
if (unit.code !== 0 || builds.code !== 0) {
	const failed = [unit.code !== 0 && 'vitest', builds.code !== 0 && 'the e2e builds'].filter(Boolean).join(' and ');
	console.error(`[test] ${failed} failed: Playwright not started`);
	process.exit(1);
}
const e2e = await run(...npm('exec', '--', 'playwright', 'test'));
process.exit(e2e.code);
