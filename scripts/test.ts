/**
 * `npm test` after the type check: vitest beside the e2e builds, then Playwright on those builds.
 *
 * Vitest runs one test file at a time (vite.config.ts: its suites share real databases and mock servers), so
 * on a two-core machine one core waits while it runs; the builds (`npm run test:e2e`'s first steps: the
 * browser check, scripts/e2e-build.ts, scripts/fixtures-build.ts) fill that core. On such a machine the two
 * took 117 s and 108 s one after the other, 168 s side by side. Nothing vitest opens is written by the builds.
 * The builds' output is held and printed after vitest's, so the two logs never interleave. Any failing step
 * stops the run before Playwright, as `&&` did.
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

/** Runs commands one after another, holding their output, up to the first that fails. */
async function steps(commands: string[][]): Promise<Result> {
	let output = '';
	for (const [command, ...args] of commands) {
		const result = await run(command, args, true);
		output += result.output;
		if (result.code !== 0) return { code: result.code, output };
	}
	return { code: 0, output };
}

const node = process.execPath;
// `npm test` puts node_modules/.bin on PATH, so `vitest` and `playwright` are this repository's own.
const [unit, builds] = await Promise.all([
	run('vitest', ['run']),
	steps([
		[node, 'scripts/chromium.ts'],
		[node, 'scripts/e2e-build.ts'],
		[node, 'scripts/fixtures-build.ts']
	])
]);
process.stdout.write(`\n[test] the e2e builds, run beside vitest:\n${builds.output}`);
if (unit.code !== 0 || builds.code !== 0) {
	const failed = [unit.code !== 0 && 'vitest', builds.code !== 0 && 'the e2e builds'].filter(Boolean).join(' and ');
	console.error(`[test] ${failed} failed: Playwright not started`);
	process.exit(1);
}
const e2e = await run('playwright', ['test']);
process.exit(e2e.code);
