/**
 * A production server of the spec's own, for the families that must read what the server prints or how
 * much memory it holds (the shared servers' output goes to Playwright's console, their pids are not
 * known to a spec). It runs the very build of the project's shared server (build-e2e/jwt or
 * build-e2e/database), with its environment, on a port of its own and with a database and an SMTP sink of
 * its own. The build's origin is fixed at build time, so the app still calls itself by the shared server's
 * origin: a same-origin request sends that `Origin`, and Locations name it.
 */
import { rmSync, readFileSync } from 'node:fs';
import type { TestInfo } from '@playwright/test';
import { SECRET, SERVERS, buildDirOf, originOf, port } from '../e2e/servers.ts';
import { serverOf } from '../e2e/store.ts';
import { serving, startServer, stopAndWait } from '../e2e/processes.ts';
import { startSmtpSink, type SmtpSink } from '../mocks/smtp-sink.ts';

export interface OwnServer {
	/** Where the spec reaches it: http://localhost:<own port>. */
	url: string;
	port: number;
	/** The origin the build knows itself by (the shared server's). */
	origin: string;
	pid: number;
	strategy: string;
	sink: SmtpSink;
	/** Everything the server printed on stdout and stderr so far. */
	output(): string;
	/** Its resident set size in KiB, from /proc/<pid>/status (Linux); NaN once it has exited. */
	rssKiB(): number;
	/** How it ended (`exit code 1`, `signal SIGKILL`), or null while it runs. */
	ended(): string | null;
	stop(): Promise<void>;
}

/** Its VmRSS line, in KiB; NaN when the process is gone. */
export function rssOf(pid: number): number {
	let status: string;
	try {
		status = readFileSync(`/proc/${pid}/status`, 'utf8');
	} catch {
		return Number.NaN;
	}
	const line = status.split('\n').find((l) => l.startsWith('VmRSS:'));
	return line ? Number(line.replace(/\D+/g, '')) : Number.NaN;
}

/**
 * Starts the project's build as `purpose` on port `base` (jwt project) or `base + 1` (database project), from
 * an empty database; the caller stops it in afterAll.
 */
export async function startOwnServer(info: TestInfo, purpose: string, base: number, env: Record<string, string> = {}): Promise<OwnServer> {
	const strategy = serverOf(info);
	const shared = SERVERS.find((s) => s.name === strategy);
	if (!shared) throw new Error(`no e2e server named ${strategy}`);
	const own = port(base + (strategy === 'database' ? 1 : 0));
	const database = `data/e2e-${purpose}-${strategy}.sqlite`;
	for (const suffix of ['', '-wal', '-shm']) rmSync(`${database}${suffix}`, { force: true });
	const sink = await startSmtpSink({ port: 0 });
	const started = startServer(buildDirOf(shared), {
		...shared.env,
		PORT: String(own),
		AUTH_SECRET: SECRET,
		SQLITE_PATH: database,
		SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
		...env
	});
	const url = `http://localhost:${own}`;
	try {
		await serving(url, started);
	} catch (error) {
		started.stop();
		await sink.stop();
		throw new Error(`the ${purpose} server did not start: ${(error as Error).message}\n${started.output().slice(-2000)}`);
	}
	return {
		url,
		port: own,
		origin: originOf(shared),
		pid: started.child.pid!,
		strategy,
		sink,
		output: started.output,
		rssKiB: () => rssOf(started.child.pid!),
		ended: () => (started.child.exitCode !== null ? `exit code ${started.child.exitCode}` : started.child.signalCode ? `signal ${started.child.signalCode}` : null),
		stop: async () => {
			await stopAndWait(started);
			await sink.stop();
		}
	};
}
