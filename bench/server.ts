/**
 * Starts a built server as a child on loopback and reads its CPU time and RSS from /proc (Linux),
 * so the cost is the server's own, not the load generator's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { constants } from 'node:os';
import { createWriteStream, mkdirSync, readFileSync, type WriteStream } from 'node:fs';
import { resolve } from 'node:path';
import { HOST } from './config.ts';
import { GcTrace, type GcCounters } from './gc-trace.ts';

/**
 * BENCH_SERVER_LOGS=<dir>: every server process's output also goes to `<dir>/<name>.<n>.log` (n counts the
 * process's restarts), e.g. to follow each process's `--trace-gc` lines through a run next to the rows' marks.
 */
const LOG_DIR = process.env.BENCH_SERVER_LOGS;
const starts = new Map<string, number>();

function logFile(name: string) {
	if (!LOG_DIR) return undefined;
	mkdirSync(LOG_DIR, { recursive: true });
	const n = (starts.get(name) ?? 0) + 1;
	starts.set(name, n);
	return createWriteStream(resolve(LOG_DIR, `${name.replace(/[^\w-]+/g, '_')}.${n}.log`));
}

export interface Server {
	name: string;
	url: string;
	/** The pid of the current process (a new one after `restart`). */
	readonly pid: number;
	stop(): Promise<void>;
	/** Stops the process and starts a fresh one of the same build, port, environment and flags. */
	restart(): Promise<void>;
	/** Writes a line into the process's log file (BENCH_SERVER_LOGS), e.g. which row starts; no-op without one. */
	mark(text: string): void;
	/** The current process's GC so far, when it runs with `--trace-gc` (bench/gc-trace.ts); else undefined. */
	gc(): GcCounters | undefined;
	/** Functions whose allocation sites V8 pretenured in the current process (with `--trace-gc --trace-deopt-verbose`). */
	tenured(): string[];
}

/** USER_HZ: the unit of utime/stime in /proc/<pid>/stat; 100 on every mainstream Linux build. */
const TICKS_PER_SECOND = 100;

/** CPU (user + system) so far, in microseconds, of a process (`/proc/<pid>`) or one thread (`/proc/<pid>/task/<tid>`). */
export function statCpuMicros(procDir: string): number {
	const stat = readFileSync(`${procDir}/stat`, 'utf8');
	// Fields after the `(comm)` part; utime and stime are fields 14 and 15 (proc(5)).
	const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
	return ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS_PER_SECOND;
}

/** Server CPU (user + system) so far, in microseconds. */
export const cpuMicros = (pid: number): number => statCpuMicros(`/proc/${pid}`);

/** Resident set size now, in MiB. */
export function rssMiB(pid: number): number {
	const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
	return match ? Number(match[1]) / 1024 : NaN;
}

async function waitForListening(url: string, child: ChildProcess, log: () => string, timeoutMs: number): Promise<void> {
	const deadline = Date.now() + timeoutMs;
	while (Date.now() < deadline) {
		if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log()}`);
		try {
			await fetch(url, { redirect: 'manual' });
			return;
		} catch {
			await new Promise((r) => setTimeout(r, 100));
		}
	}
	throw new Error(`server at ${url} did not start:\n${log()}`);
}

/**
 * `launcher`: a command the server runs under, e.g. valgrind (bench/instructions.ts); the process it starts is
 * the server's pid only when the launcher execs Node in place, as valgrind does.
 */
export interface ServerOptions {
	launcher?: string[];
}

/**
 * Every server process started here that has not exited. A run ended from outside (SIGTERM, SIGINT from
 * `kill`, an uncaught error) never reaches its `finally`, and a server it leaves behind keeps its port and
 * fails the next run's start: each one is killed as this process exits.
 */
const live = new Set<ChildProcess>();
let tracking = false;

function track(child: ChildProcess): void {
	if (!tracking) {
		tracking = true;
		process.once('exit', () => {
			for (const server of live) server.kill('SIGKILL');
		});
		// Without a handler a signal ends Node without its 'exit' event; with one, Node no longer exits on its own.
		for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => process.exit(128 + constants.signals[signal]));
	}
	live.add(child);
	child.once('exit', () => live.delete(child));
}

async function spawnServer(name: string, dir: string, port: number, env: Record<string, string>, nodeArgs: string[], options: ServerOptions): Promise<{ child: ChildProcess; file?: WriteStream; spawned: number; trace?: GcTrace }> {
	const spawned = Date.now();
	const [command, ...launcherArgs] = options.launcher ?? [];
	const child = spawn(command ?? process.execPath, [...(command ? [...launcherArgs, process.execPath] : []), ...nodeArgs, dir], {
		env: { ...process.env, HOST, PORT: String(port), NODE_ENV: 'production', ...env },
		stdio: ['ignore', 'pipe', 'pipe']
	});
	track(child);
	// The first 100 KB are kept for a failed start's error; the log file, when there is one, gets everything.
	let output = '';
	const file = logFile(name);
	const trace = nodeArgs.includes('--trace-gc') ? new GcTrace() : undefined;
	const collect = (chunk: Buffer) => {
		if (output.length < 100_000) output += chunk;
		file?.write(chunk);
		trace?.feed(chunk.toString());
	};
	child.stdout!.on('data', collect);
	child.stderr!.on('data', collect);
	child.once('exit', () => file?.end());
	// Under a launcher such as valgrind, Node starts tens of times slower.
	await waitForListening(`http://${HOST}:${port}`, child, () => output, command ? 120_000 : 15_000);
	return { child, file, spawned, trace };
}

function stopChild(child: ChildProcess): Promise<void> {
	return new Promise((done) => {
		if (child.exitCode !== null || child.signalCode !== null) return done();
		// adapter-node drains on SIGTERM, but idle pg pool clients can hold the loop open for their idle timeout.
		const force = setTimeout(() => child.kill('SIGKILL'), 1500);
		child.once('exit', () => {
			clearTimeout(force);
			done();
		});
		child.kill('SIGTERM');
	});
}

export async function startServer(name: string, dir: string, port: number, env: Record<string, string>, nodeArgs: string[] = [], options: ServerOptions = {}): Promise<Server> {
	let { child, file, spawned, trace } = await spawnServer(name, dir, port, env, nodeArgs, options);
	return {
		name,
		url: `http://${HOST}:${port}`,
		get pid() {
			return child.pid!;
		},
		stop: () => stopChild(child),
		restart: async () => {
			await stopChild(child);
			({ child, file, spawned, trace } = await spawnServer(name, dir, port, env, nodeArgs, options));
		},
		// Milliseconds since the spawn, close to the process clock of --trace-gc's lines.
		mark: (text) => {
			if (file && !file.writableEnded) file.write(`[bench ${Date.now() - spawned} ms] ${text}\n`);
		},
		gc: () => trace?.snapshot(),
		tenured: () => trace?.tenured() ?? []
	};
}
