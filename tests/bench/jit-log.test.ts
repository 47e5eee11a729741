/**
 * bench/jit-log.ts on a real V8 code log of Node (`--log-code`): a module-level function and a closure made per
 * call, each optimised on purpose, are found by name and place in the window that holds their compilations and
 * not outside it, the build's directory is cut from their names, and a function one process compiled and the
 * other did not is told apart. If V8's `code-creation` format changes, these fail instead of
 * `SPLIT_JIT=1 node bench/cpu-split.ts` printing nothing or nonsense.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describe as describeCompiled, onlyIn, optimisedIn } from '../../bench/jit-log.ts';

const dir = mkdtempSync(join(tmpdir(), 'jit-log-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Optimised with V8's natives syntax, not left to the tiering heuristics: a loaded machine may not get there.
const SCRIPT = `
function moduleLevel(n) { let s = 0; for (let i = 0; i < n; i++) s += i % 7; return s; }
function maker() { return function perCall(n) { return n * 2 + 1; }; }
%PrepareFunctionForOptimization(moduleLevel); moduleLevel(10); moduleLevel(10); %OptimizeFunctionOnNextCall(moduleLevel); moduleLevel(10);
const f = maker();
%PrepareFunctionForOptimization(f); f(1); f(2); %OptimizeFunctionOnNextCall(f); f(3);
`;

/** Runs SCRIPT from `<dir>/<build>/app.js` with the code log on, as cpu-split starts a server. */
function logOf(build: string, script: string): { log: string; buildDir: string } {
	const buildDir = join(dir, build);
	mkdirSync(buildDir, { recursive: true });
	writeFileSync(join(buildDir, 'app.js'), script);
	const log = join(dir, `${build}.log`);
	execFileSync(process.execPath, ['--allow-natives-syntax', '--log-code', `--logfile=${log}`, '--no-logfile-per-isolate', join(buildDir, 'app.js')], { stdio: 'ignore' });
	return { log, buildDir };
}

describe('V8 code log', () => {
	it('names the optimised code of module functions and per-call closures, by place, inside the window only', { timeout: 60_000 }, () => {
		const { log, buildDir } = logOf('app', SCRIPT);
		const all = optimisedIn(log, 0, Infinity, buildDir);
		const keys = [...all.functions.keys()];
		expect(keys.some((key) => /^\*'? moduleLevel app\.js:2:\d+$/.test(key))).toBe(true);
		expect(keys.some((key) => /^\*'? perCall app\.js:3:\d+$/.test(key))).toBe(true);
		// No key keeps the directory the build lives in: two builds' functions compare by their place in the build.
		expect(keys.filter((key) => key.includes(dir))).toEqual([]);
		expect(all.count).toBe(keys.reduce((sum, key) => sum + all.functions.get(key)!.count, 0));
		expect(all.bytes).toBeGreaterThan(0);
		expect(describeCompiled(all)).toMatch(/^JIT \d+ optimised compilations, \d+ KB of code; \d+ functions compiled 3\+ times$/);
		// A window before the process started holds nothing.
		expect(optimisedIn(log, -2, -1, buildDir).count).toBe(0);
	});

	it('tells which functions one build compiled and the other did not', { timeout: 60_000 }, () => {
		const a = logOf('a', SCRIPT);
		// The same script without the closure's optimisation: only moduleLevel is compiled there.
		const b = logOf('b', SCRIPT.split('\n').filter((line) => !line.includes('OptimizeFunctionOnNextCall(f)')).join('\n'));
		const only = onlyIn([optimisedIn(a.log, 0, Infinity, a.buildDir)], [optimisedIn(b.log, 0, Infinity, b.buildDir)]);
		expect(only.some((line) => / perCall app\.js:3:\d+ \(1 of 1 processes, [\d.]+ KB each\)$/.test(line))).toBe(true);
		expect(only.some((line) => line.includes('moduleLevel'))).toBe(false);
	});
});
