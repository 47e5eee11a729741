/**
 * CPU pinning for the load (Linux, `taskset` from util-linux): every server on core 0, the load
 * generator (this process, autocannon) on core 1. Unpinned on this 2-core machine, three identical bare
 * servers loaded in turn differed by up to 15% in req/s within one run (where the scheduler put each
 * one relative to autocannon and to the GC threads of both); pinned, by 2-7%. Off with BENCH_PIN=0, or
 * when there is no taskset or fewer than two cores; the result file records which.
 */
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

export const SERVER_CPU = 0;
export const LOADER_CPU = 1;

function tasksetWorks(): boolean {
	try {
		execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
		return true;
	} catch {
		return false;
	}
}

export const pinning: { enabled: boolean; why: string } =
	process.env.BENCH_PIN === '0'
		? { enabled: false, why: 'BENCH_PIN=0' }
		: availableParallelism() < 2
			? { enabled: false, why: 'fewer than 2 cores' }
			: !tasksetWorks()
				? { enabled: false, why: 'taskset not available' }
				: { enabled: true, why: `servers on core ${SERVER_CPU}, load generator on core ${LOADER_CPU}` };

/** Pins every thread of `pid` (-a) to `cpu`; threads it starts later inherit the mask. No-op when off. */
export function pin(pid: number, cpu: number): void {
	if (pinning.enabled) execFileSync('taskset', ['-a', '-p', '-c', String(cpu), String(pid)], { stdio: 'ignore' });
}
