/**
 * The bench's DevTools-protocol client (bench/inspector.ts) must never wait forever: `node bench/alloc.ts` once
 * hung for minutes on a call whose answer never came because the inspector had dropped the connection. Here a
 * real Node process with `--inspect` on loopback answers a call, then ends in the middle of one: that call and
 * every later one must fail, naming the closed WebSocket.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { inspect } from '../../bench/inspector.ts';

const children: ChildProcess[] = [];
afterEach(() => {
	for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** A process that idles with its inspector on a port the OS chose; resolves with that port from its banner. */
function inspectable(): Promise<number> {
	const child = spawn(process.execPath, ['--inspect=127.0.0.1:0', '-e', 'setInterval(() => {}, 1000)'], { stdio: ['ignore', 'ignore', 'pipe'] });
	children.push(child);
	return new Promise((done, fail) => {
		let banner = '';
		child.stderr!.on('data', (data: Buffer) => {
			banner += data;
			const port = /ws:\/\/127\.0\.0\.1:(\d+)\//.exec(banner)?.[1];
			if (port) done(Number(port));
		});
		child.once('exit', (code) => fail(new Error(`the inspected process exited (${code}) before its inspector listened`)));
	});
}

describe('the bench inspector client', () => {
	it('answers a call with its result, and an unknown method with a rejection', async () => {
		const session = await inspect('127.0.0.1', await inspectable());
		try {
			const answer = await session.call<{ result: { value: number } }>('Runtime.evaluate', { expression: '6 * 7' });
			expect(answer.result.value).toBe(42);
			await expect(session.call('Nothing.here')).rejects.toThrow(/inspector:/);
		} finally {
			session.close();
		}
	});

	it('fails a call in progress, and every later call, once the inspected process is gone', async () => {
		const session = await inspect('127.0.0.1', await inspectable());
		// A call that waits for a promise that never settles: only the end of the process ends it.
		const pending = session.call('Runtime.evaluate', { expression: 'new Promise(() => {})', awaitPromise: true });
		children[0].kill('SIGKILL');
		await expect(pending).rejects.toThrow(/closed its WebSocket/);
		await expect(session.call('Runtime.evaluate', { expression: '1' })).rejects.toThrow(/closed its WebSocket/);
	});
});
