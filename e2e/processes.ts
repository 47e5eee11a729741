/** Production servers a spec starts itself (from an e2e build), on ports of its own, and stops again. */
import { spawn, type ChildProcess } from 'node:child_process';
import { MOCK_ENV, RAISED_LIMITS } from './servers.ts';

export interface Started {
	child: ChildProcess;
	/** Everything the process printed so far. */
	output(): string;
	stop(): void;
}

/**
 * Starts `node <build>` with a minimal environment plus `env`; the caller stops it in `finally`. Its abuse
 * limits are raised like the shared servers' (e2e/servers.ts) unless `env` sets DEMO_RATE_LIMIT ('' for
 * the library's defaults).
 */
export function startServer(build: string, env: Record<string, string>): Started {
	let output = '';
	const child = spawn(process.execPath, [build], {
		env: { PATH: process.env.PATH ?? '', AUTH_TRUST_HOST: 'true', SQLITE_PATH: 'data/e2e-startup.sqlite', DEMO_RATE_LIMIT: RAISED_LIMITS, ...MOCK_ENV, ...env },
		stdio: ['ignore', 'pipe', 'pipe']
	});
	child.stdout!.on('data', (chunk) => (output += chunk));
	child.stderr!.on('data', (chunk) => (output += chunk));
	return { child, output: () => output, stop: () => void child.kill('SIGTERM') };
}

/**
 * Waits until a server answers `/` with 200. Given the process it started, it fails as soon as that
 * process has exited (a taken port, a refused config), instead of taking another process's answer on the
 * same port for this one's.
 */
export async function serving(origin: string, started?: Started, timeoutMs = 15_000): Promise<void> {
	const deadline = Date.now() + timeoutMs;
	let last = 'no answer';
	while (Date.now() < deadline) {
		if (started && (started.child.exitCode !== null || started.child.signalCode !== null)) {
			throw new Error(`the server for ${origin} exited before it answered:\n${started.output().slice(-2000)}`);
		}
		const status = await fetch(`${origin}/`).then((r) => r.status, (error: Error) => error.message);
		if (status === 200) return;
		last = String(status);
		// Poll, not sleep: the next try starts as soon as this short wait for the server to bind ends.
		await new Promise((resolve) => setTimeout(resolve, 100));
	}
	throw new Error(`${origin} did not answer / with 200 within ${timeoutMs} ms (last: ${last})${started ? `:\n${started.output().slice(-2000)}` : ''}`);
}

/**
 * Stops a server and waits for its process to end: a server that does not exit on SIGTERM (something keeps
 * its event loop alive, e.g. an open database or Redis connection) is killed and reported.
 */
export async function stopAndWait(server: Started, timeoutMs = 15_000): Promise<void> {
	if (server.child.exitCode !== null || server.child.signalCode !== null) return;
	const exited = new Promise<boolean>((resolve) => server.child.once('exit', () => resolve(true)));
	server.stop();
	const timer = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref());
	if (!(await Promise.race([exited, timer]))) {
		server.child.kill('SIGKILL');
		throw new Error(`the server did not exit within ${timeoutMs} ms of SIGTERM:\n${server.output().slice(-2000)}`);
	}
}
