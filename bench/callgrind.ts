/**
 * Reads what bench/instructions.ts needs from valgrind's callgrind: the instructions each function executed
 * itself (its "self" cost, callees excluded), from one dump file, with V8's JIT code named by the perf map
 * Node writes under `--perf-basic-prof` (/tmp/perf-<pid>.map). Format:
 * https://valgrind.org/docs/manual/cl-format.html (name compression `fn=(id) name`, a `calls=` line whose next
 * cost line is the callee's inclusive cost, not the caller's own).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Whether `valgrind` runs on this machine (Debian: `apt-get install valgrind`). */
export function hasValgrind(): boolean {
	try {
		execFileSync('valgrind', ['--version'], { stdio: 'ignore' });
		return true;
	} catch {
		return false;
	}
}

/** One perf map: start addresses, sorted, with each range's size and name. */
export interface PerfMap {
	starts: number[];
	sizes: number[];
	names: string[];
}

export function readPerfMap(path: string): PerfMap {
	const rows = readFileSync(path, 'utf8')
		.split('\n')
		.filter(Boolean)
		.map((line) => {
			const [start, size] = line.split(' ', 2);
			return { start: parseInt(start, 16), size: parseInt(size, 16), name: line.slice(start.length + size.length + 2) };
		})
		.sort((a, b) => a.start - b.start);
	return { starts: rows.map((r) => r.start), sizes: rows.map((r) => r.size), names: rows.map((r) => r.name) };
}

function jitName(map: PerfMap, address: number): string | undefined {
	let lo = 0;
	let hi = map.starts.length - 1;
	while (lo <= hi) {
		const mid = (lo + hi) >> 1;
		if (map.starts[mid] <= address) lo = mid + 1;
		else hi = mid - 1;
	}
	return hi >= 0 && address < map.starts[hi] + map.sizes[hi] ? map.names[hi] : undefined;
}

/**
 * V8's garbage collector's own functions, by name (scavenges and full GCs run partly on the main thread).
 * A process's GC work depends on the state V8 drew for it (docs/performance/pretenuring.md), so the tool
 * reports it apart from the rest.
 */
const GC = /Scaveng|Heap::|IteratePointers|BodyDescriptor|MarkCompact|Sweeper|Evacuat|PageMetadata|SizeFromMap|RememberedSet|SlotSet|Marking|GCTracer/;

export interface SelfCosts {
	/** Instructions per function, JIT code named `JS <name from the perf map>`, unknown JIT code `JIT ?`. */
	byFunction: Map<string, number>;
	total: number;
	gc: number;
}

/** The `Ir` (instructions) self cost of every function in one callgrind dump, collected with the default events. */
export function selfCosts(dumpPath: string, map?: PerfMap): SelfCosts {
	const names = new Map<string, string>();
	const raw = new Map<string, number>();
	let current = '';
	let afterCalls = false;
	const named = (line: string, prefix: string) => {
		const m = /^\((\d+)\)(?: (.*))?$/.exec(line.slice(prefix.length));
		if (!m) return line.slice(prefix.length);
		if (m[2] !== undefined) names.set(m[1], m[2]);
		return names.get(m[1]) ?? m[1];
	};
	for (const line of readFileSync(dumpPath, 'utf8').split('\n')) {
		if (line.startsWith('fn=')) current = named(line, 'fn=');
		else if (line.startsWith('cfn=')) named(line, 'cfn=');
		else if (line.startsWith('calls=')) afterCalls = true;
		else if (/^[0-9+\-*]/.test(line)) {
			if (afterCalls) afterCalls = false;
			else raw.set(current, (raw.get(current) ?? 0) + Number(line.split(' ')[1] ?? 0));
		}
	}
	const byFunction = new Map<string, number>();
	let total = 0;
	let gc = 0;
	for (const [fn, ir] of raw) {
		const address = /^0x([0-9a-f]+)$/.exec(fn);
		const name = address ? `JS ${(map && jitName(map, parseInt(address[1], 16))) ?? '?'}`.replace(/^JS JS:[*+~^]?'?/, 'JS ') : fn;
		byFunction.set(name, (byFunction.get(name) ?? 0) + ir);
		total += ir;
		if (GC.test(fn)) gc += ir;
	}
	return { byFunction, total, gc };
}

/** One function's own instructions per request in the first build, and the first build's minus the second's. */
export interface Difference {
	fn: string;
	own: number;
	difference: number;
}

/**
 * V8's runtime functions (`Runtime_*`: C++ that JIT code calls when it leaves its compiled path) whose own
 * instructions differ between the two builds by at least `min` per request in all, largest first; empty when
 * they stay under it. Under valgrind a process's JIT code can settle on such a path where it does not at native
 * speed (docs/performance/round-30.md: an object literal's keys defined through the runtime, 42,000
 * instructions per page in one process of three), so a count led by them is checked at native speed before it
 * is charged to the library.
 */
export function runtimeDifferences(rows: readonly Difference[], min = 1_000): Difference[] {
	const runtime = rows.filter((row) => /(^|::|_)Runtime_\w/.test(row.fn)).sort((a, b) => Math.abs(b.difference) - Math.abs(a.difference));
	const sum = runtime.reduce((total, row) => total + row.difference, 0);
	return Math.abs(sum) >= min ? runtime.filter((row) => row.difference !== 0) : [];
}
