/**
 * The benchmark's GC reading (bench/gc-trace.ts) on real `--trace-gc` output: a process whose objects die
 * young shows a small kept share, one that keeps what it allocates a large one. If V8's line format changes,
 * these fail instead of the benchmark silently reporting no GC state.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { GcTrace, keptPercent } from '../../bench/gc-trace.ts';

/** Runs `script` in a fresh Node with --trace-gc (and `flags`) and feeds its output to a trace in odd-sized chunks. */
function traced(script: string, flags: string[] = []): GcTrace {
	const output = execFileSync(process.execPath, ['--trace-gc', ...flags, '--max-semi-space-size=4', '-e', script], { encoding: 'utf8' });
	const trace = new GcTrace();
	for (let at = 0; at < output.length; at += 97) trace.feed(output.slice(at, at + 97));
	return trace;
}

const empty = { allocatedMB: 0, keptMB: 0, scavenges: 0, scavengeMs: 0, fullGcs: 0, fullGcMs: 0 };

describe('GcTrace', () => {
	it('reads scavenges, and a small kept share when objects die young', () => {
		const gc = traced('let sink = 0; for (let i = 0; i < 3e6; i++) { const o = { i, s: "x" + i }; sink += o.s.length; } console.log(sink);').snapshot();
		expect(gc.scavenges).toBeGreaterThan(5);
		expect(gc.allocatedMB).toBeGreaterThan(50);
		expect(keptPercent(empty, gc)).toBeLessThan(5);
	});

	it('shows a large kept share when the process keeps what it allocates', () => {
		const gc = traced('let head = null; for (let i = 0; i < 1e6; i++) head = { i, s: "x" + i, next: head }; console.log(head.i);').snapshot();
		expect(gc.scavenges).toBeGreaterThan(3);
		expect(keptPercent(empty, gc)).toBeGreaterThan(50);
	});

	it('names the function whose allocation site V8 pretenured, when every object of the site survives', () => {
		// Every object of the literal stays reachable, so each scavenge finds all of them alive: V8 tenures the site.
		const keep = 'function build(n) { let head = null; for (let i = 0; i < n; i++) head = { i, s: "x" + i, next: head }; return head; }';
		const trace = traced(`${keep} for (let r = 0; r < 3; r++) console.log(build(5e5).i);`, ['--trace-deopt-verbose']);
		expect(trace.tenured()).toEqual(['build']);
	});

	it('names no function when objects die young, or without --trace-deopt-verbose', () => {
		const young = 'function churn(n) { let sink = 0; for (let i = 0; i < n; i++) { const o = { i, s: "x" + i }; sink += o.s.length; } return sink; }';
		expect(traced(`${young} console.log(churn(3e6));`, ['--trace-deopt-verbose']).tenured()).toEqual([]);
		expect(traced('function build(n) { let head = null; for (let i = 0; i < n; i++) head = { i, next: head }; return head; } console.log(build(1e6).i);').tenured()).toEqual([]);
	});

	it('reports no share for a window with too little allocation to judge', () => {
		expect(keptPercent(empty, { ...empty, allocatedMB: 5, keptMB: 4 })).toBeNaN();
	});
});
