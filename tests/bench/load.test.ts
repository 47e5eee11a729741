/**
 * A bench row whose connections are not all served in time is measured once more, not the end of the run: a
 * saturated server takes new connections slowly, and one such row once ended a 40-minute `npm run bench`.
 * A real HTTP server stands in for a build; while `stalling` is on it answers only its first two sockets,
 * as a server whose accept queue still holds the others would.
 */
import { createServer, type Server as HttpServer } from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../../bench/server.ts';

// Read by bench/config.ts when bench/load.ts is imported below: a 1 s limit and a 1 s window keep this short.
process.env.BENCH_SERVE_ALL = '1';
process.env.BENCH_WARMUP = '0';
process.env.BENCH_DURATION = '1';
const { measureOrRetry, UnservedError } = await import('../../bench/load.ts');

let http: HttpServer;
let stalling = true;
const answered = new Set<Socket>();
let url = '';

beforeAll(async () => {
	http = createServer((req, res) => {
		if (stalling && answered.size >= 2 && !answered.has(req.socket)) return; // left waiting, never answered
		answered.add(req.socket);
		res.end('ok');
	});
	await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
	const address = http.address();
	url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
	http.closeAllConnections();
	await new Promise((done) => http.close(done));
});

/** The bench's view of a server, for the in-process one (its CPU is this process's). */
const server = (): Server => ({
	name: 'stand-in', url, pid: process.pid, stop: async () => {}, restart: async () => {}, mark: () => {}, gc: () => undefined, tenured: () => []
});
const scenario = () => ({ id: 'stand-in/', label: 'stand-in', server: server(), path: '/', status: 200, connections: 4 });

describe('a row whose connections were not all served in time', () => {
	it('is measured again, and the sample says so', async () => {
		stalling = true;
		const misses: string[] = [];
		const sample = await measureOrRetry(scenario(), (error) => {
			misses.push(error.message);
			stalling = false;
		});
		expect(misses).toEqual(['stand-in/: 2 of 4 connections had a response within 1s']);
		expect(sample.retried).toBe(true);
		expect(sample.rps).toBeGreaterThan(0);
		expect(sample.unexpected).toBe(0);
	});

	it('ends the run when the second measurement misses too', async () => {
		stalling = true;
		answered.clear();
		let retries = 0;
		await expect(measureOrRetry(scenario(), () => retries++)).rejects.toBeInstanceOf(UnservedError);
		expect(retries).toBe(1);
	});

	it('is measured once when every connection is served', async () => {
		stalling = false;
		let retries = 0;
		const sample = await measureOrRetry(scenario(), () => retries++);
		expect(retries).toBe(0);
		expect(sample.retried).toBeUndefined();
	});
});
