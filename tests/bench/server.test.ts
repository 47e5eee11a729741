/**
 * A bench tool ended from outside (a SIGTERM, an uncaught error) must not leave its servers running: one left
 * behind keeps its port, and the next run cannot start its own there. bench/server.ts kills every server
 * process it started as the tool's process exits. Here a small driver starts a real server process through
 * it (a plain HTTP server standing in for a build), is then ended, and the server must be gone.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'bench-server-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
/** Server pids of the current test: killed after it if the rule under test failed to, so a failure leaks nothing. */
const started: number[] = [];
afterEach(() => {
	for (const pid of started.splice(0)) if (alive(pid)) process.kill(pid, 'SIGKILL');
});

// The "build": `node <dir>` runs its index.js, as `node build` runs adapter-node's output.
writeFileSync(
	join(dir, 'index.js'),
	"require('node:http').createServer((req, res) => res.end('ok')).listen(Number(process.env.PORT), process.env.HOST);\n"
);

const serverModule = resolve(import.meta.dirname, '../../bench/server.ts');
/** Starts the server, prints its pid, then waits forever, or throws (`crash`) once the server is up. */
writeFileSync(
	join(dir, 'driver.ts'),
	`import { startServer } from ${JSON.stringify(serverModule)};
const server = await startServer('test', ${JSON.stringify(dir)}, Number(process.argv[2]), {});
console.log(server.pid);
if (process.argv[3] === 'crash') setTimeout(() => { throw new Error('the tool failed'); }, 50);
else setInterval(() => {}, 1000);
`
);

function freePort(): Promise<number> {
	return new Promise((done, fail) => {
		const probe = createServer().listen(0, '127.0.0.1', () => {
			const { port } = probe.address() as { port: number };
			probe.close(() => done(port));
		});
		probe.on('error', fail);
	});
}

const alive = (pid: number) => {
	try {
		process.kill(pid, 0);
		return true;
	} catch {
		return false;
	}
};

/** Runs the driver until it has printed the server's pid; resolves with that pid and the driver's exit. */
async function drive(mode: 'wait' | 'crash') {
	const driver = spawn(process.execPath, [join(dir, 'driver.ts'), String(await freePort()), mode], { stdio: ['ignore', 'pipe', 'pipe'] });
	const exited = new Promise<number | null>((done) => driver.once('exit', (code) => done(code)));
	const lines = createInterface({ input: driver.stdout! });
	const pid = await new Promise<number>((done, fail) => {
		lines.once('line', (line) => done(Number(line)));
		driver.once('exit', (code) => fail(new Error(`driver exited (${code}) before starting the server`)));
	});
	started.push(pid);
	return { driver, pid, exited };
}

describe('bench servers outlive no tool', () => {
	it('kills the servers when the tool gets SIGTERM', async () => {
		const { driver, pid, exited } = await drive('wait');
		expect(alive(pid)).toBe(true);
		driver.kill('SIGTERM');
		expect(await exited).toBe(143);
		await expect.poll(() => alive(pid), { timeout: 5000 }).toBe(false);
	});

	it('kills the servers when the tool dies of an uncaught error', async () => {
		const { pid, exited } = await drive('crash');
		expect(await exited).toBe(1);
		await expect.poll(() => alive(pid), { timeout: 5000 }).toBe(false);
	});
});
