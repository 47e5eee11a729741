/**
 * Follows one server process's garbage collection through the lines V8 prints with `--trace-gc`, so each
 * recorded window can say how much of what the process allocated its scavenges kept: the share that went on
 * to the old generation.
 *
 * Why: the same build runs in one of a few GC states, decided per process. In the low one, a JSON request's
 * objects die young (2-4% of the allocation is kept; an intermediate state keeps 8-9% at about the same
 * speed); in the high one, every part of a request outlives its scavenges until the next full GC (with V8's
 * allocation-site pretenuring off no process draws it: docs/performance/pretenuring.md), 15-25% is kept,
 * scavenges take four times as long and the row loses a quarter of its req/s.
 * Either process of a pair can draw either state, so a row's ratio to its bare partner is only about the
 * library when both drew the same one; this share, per round, shows which rounds those were.
 *
 * A line looks like (V8 in Node 24):
 * `[123:0x5e0c000]  15623 ms: Scavenge 104.9 (227.9) -> 61.5 (227.9) MB, pooled: 6 MB, 13.06 / 0.00 ms  (...)`
 */
export interface GcCounters {
	/** Heap growth between collections (what the process allocated), MB. */
	allocatedMB: number;
	/** Heap growth across scavenges (survivors moved on to the old generation, or allocated there), MB. */
	keptMB: number;
	scavenges: number;
	scavengeMs: number;
	fullGcs: number;
	fullGcMs: number;
}

const LINE = /ms: (Scavenge|Mark-Compact|Mark-Sweep|Minor Mark-Sweep)\b[^\d]*([\d.]+) \([\d.]+\) -> ([\d.]+) \([\d.]+\) MB, (?:pooled: [\d.]+ MB, )?([\d.]+) \//;
/**
 * With `--trace-deopt-verbose`, V8 names each function whose optimized code it throws away because an
 * allocation site in it was just pretenured (its objects now allocated in the old generation):
 * `[marking dependent code 0x… <Code MAGLEV> (0x… <SharedFunctionInfo internal_respond>) (opt id 514) for
 * deoptimization, reason: dependent allocation site tenuring changed]`. An anonymous function has no name.
 */
const TENURED = /<SharedFunctionInfo ?([^>]*)>.*reason: dependent allocation site tenuring changed/;

export class GcTrace {
	#counters: GcCounters = { allocatedMB: 0, keptMB: 0, scavenges: 0, scavengeMs: 0, fullGcs: 0, fullGcMs: 0 };
	#lastAfter: number | undefined;
	#partial = '';
	#tenured = new Set<string>();

	/** Takes the process's output as it arrives; lines that are neither GC nor tenuring lines are ignored. */
	feed(chunk: string): void {
		const lines = (this.#partial + chunk).split('\n');
		this.#partial = lines.pop()!;
		for (const line of lines) {
			const match = LINE.exec(line);
			if (match) this.#record(match[1], Number(match[2]), Number(match[3]), Number(match[4]));
			else if (line.includes('tenuring changed')) this.#tenured.add(TENURED.exec(line)?.[1] || '(anonymous)');
		}
	}

	#record(kind: string, before: number, after: number, pauseMs: number): void {
		const c = this.#counters;
		const last = this.#lastAfter;
		if (last !== undefined) c.allocatedMB += Math.max(0, before - last);
		if (kind === 'Scavenge' || kind === 'Minor Mark-Sweep') {
			c.scavenges++;
			c.scavengeMs += pauseMs;
			if (last !== undefined) c.keptMB += Math.max(0, after - last);
		} else {
			c.fullGcs++;
			c.fullGcMs += pauseMs;
		}
		this.#lastAfter = after;
	}

	snapshot(): GcCounters {
		return { ...this.#counters };
	}

	/** Functions whose allocation sites V8 has pretenured so far, by name (needs `--trace-deopt-verbose`). */
	tenured(): string[] {
		return [...this.#tenured].sort();
	}
}

/** Percent of the allocation between two snapshots that the scavenges kept; NaN when too little was seen. */
export function keptPercent(from: GcCounters, to: GcCounters): number {
	const allocated = to.allocatedMB - from.allocatedMB;
	return allocated >= 20 ? (100 * (to.keptMB - from.keptMB)) / allocated : NaN;
}
