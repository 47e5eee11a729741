/**
 * The instruction counts of bench/instructions.ts (bench/callgrind.ts) on a real callgrind run of Node: every
 * instruction callgrind counted is some function's own (none counted twice through a `calls=` line, none
 * lost), JIT code is named by Node's perf map, and the garbage collector's work is found. If valgrind's
 * output format or V8's perf map changes, these fail instead of the tool printing wrong figures.
 * Needs valgrind: skipped without it, except under CI=true, where it is required.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hasValgrind, readPerfMap, runtimeDifferences, selfCosts } from '../../bench/callgrind.ts';

const available = hasValgrind();
if (!available && process.env.CI === 'true') throw new Error('valgrind is required when CI=true (bench/instructions.ts)');
if (!available) console.warn('tests/bench/callgrind.test.ts skipped: valgrind is not installed (Debian: apt-get install valgrind)');

// A named function, optimized before its long run (synchronously, with V8's natives syntax: left to the
// tiering heuristics, a loaded machine ran it all in the interpreter, which the perf map does not name),
// and garbage for the scavenger.
const SCRIPT = `
function hotLoop(n) { let s = 0; for (let i = 0; i < n; i++) s += i % 7; return s; }
%PrepareFunctionForOptimization(hotLoop); hotLoop(10); %OptimizeFunctionOnNextCall(hotLoop); hotLoop(10);
let t = 0; for (let k = 0; k < 200; k++) t += hotLoop(1e5);
let keep = 0; for (let i = 0; i < 3e5; i++) keep += ({ i, s: 'x' + i }).s.length;
console.log(process.pid, t, keep);`;

const dir = mkdtempSync(join(tmpdir(), 'callgrind-test-'));
let pid = 0;
afterAll(() => {
	rmSync(dir, { recursive: true, force: true });
	if (pid) rmSync(`/tmp/perf-${pid}.map`, { force: true });
});

describe.skipIf(!available)('callgrind self costs', () => {
	it('adds up to callgrind\'s total, names JIT code and counts the GC apart', { timeout: 120_000 }, () => {
		const out = join(dir, 'out');
		const printed = execFileSync('valgrind', ['--tool=callgrind', '--smc-check=all-non-file', `--callgrind-out-file=${out}`, process.execPath, '--perf-basic-prof', '--allow-natives-syntax', '-e', SCRIPT], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
		pid = Number(printed.split(' ')[0]);
		const costs = selfCosts(out, readPerfMap(`/tmp/perf-${pid}.map`));

		const summary = Number(/^(?:summary|totals): (\d+)/m.exec(readFileSync(out, 'utf8'))![1]);
		expect(costs.total).toBe(summary);
		const sum = [...costs.byFunction.values()].reduce((a, b) => a + b, 0);
		expect(sum).toBe(summary);

		// 20 million iterations of the loop, a few instructions each, in optimized code the perf map names.
		const hot = [...costs.byFunction].filter(([name]) => /^JS \S*hotLoop\b/.test(name)).reduce((a, [, ir]) => a + ir, 0);
		expect(hot).toBeGreaterThan(20_000_000);
		expect(costs.gc).toBeGreaterThan(0);
		expect(costs.gc).toBeLessThan(costs.total / 2);
	});
});

// The warning of bench/instructions.ts: a difference led by V8's runtime (a JIT state of one process under
// valgrind, round 30) is named; the library's own functions and a few stray runtime calls are not.
describe('runtime differences', () => {
	const literal = 'v8::internal::Runtime_DefineKeyedOwnPropertyInLiteral(int, unsigned long*, v8::internal::Isolate*)';
	const impl = 'v8::internal::__RT_impl_Runtime_DefineKeyedOwnPropertyInLiteral(v8::internal::RuntimeArguments&, v8::internal::Isolate*)';

	it('names the runtime functions, largest first, when together they differ by the threshold', () => {
		const rows = [
			{ fn: 'JS handleRequest server/chunks/auth.js:5398:23', own: 599, difference: 599 },
			{ fn: literal, own: 700, difference: 700 },
			{ fn: impl, own: 2_400, difference: 2_400 },
			{ fn: 'v8::internal::Runtime_StackGuard(int, unsigned long*, v8::internal::Isolate*)', own: 3, difference: 0 }
		];
		expect(runtimeDifferences(rows).map((row) => row.fn)).toEqual([impl, literal]);
	});

	it('stays quiet under the threshold and for functions that only mention the runtime', () => {
		expect(runtimeDifferences([{ fn: literal, own: 400, difference: 400 }])).toEqual([]);
		const lookalikes = [
			{ fn: 'Builtins_CEntry_Return1_ArgvOnStack_NoBuiltinExit', own: 5_000, difference: 5_000 },
			{ fn: 'JS callRuntime server/chunks/app.js:1:1', own: 5_000, difference: 5_000 }
		];
		expect(runtimeDifferences(lookalikes)).toEqual([]);
	});
});
