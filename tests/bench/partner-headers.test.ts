/**
 * A run must measure what it says: by default its bare partner's signed-in responses carry the library's two cache
 * headers, and with BENCH_PARTNER_HEADERS=0 (the plain-partner control) they do not. bench/partner-headers.ts checks
 * that before any load; here a plain HTTP server stands in for the partner, once marking its responses and once not.
 */
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Scenario } from '../../bench/load.ts';

let marking = false;
let http: HttpServer;
let url = '';
beforeAll(async () => {
	http = createServer((req, res) => {
		if (marking && req.headers.cookie) res.setHeader('cache-control', 'private').setHeader('vary', 'Accept-Encoding, Cookie');
		res.end('Demo User');
	});
	await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
	url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => http.close(() => done())));
afterEach(() => {
	vi.unstubAllEnvs();
	vi.resetModules();
});

/** The module reads the variable when it loads, as a run does once. */
async function check(flag: string | undefined): Promise<void> {
	vi.stubEnv('BENCH_PARTNER_HEADERS', flag); // undefined unsets it
	const { checkPartnerHeaders } = await import('../../bench/partner-headers.ts');
	const server = { name: 'bare', url } as Scenario['server'];
	await checkPartnerHeaders([{ id: 'bare/api/me', label: 'bare /api/me', server, path: '/api/me', cookie: 'a=b', status: 200 }]);
}

describe("the bare partner's cache headers", () => {
	it('passes a default run whose partner marks its signed-in responses', async () => {
		marking = true;
		await expect(check(undefined)).resolves.toBeUndefined();
	});
	it('fails a default run whose partner does not send them', async () => {
		marking = false;
		await expect(check(undefined)).rejects.toThrow(/is not marked private, but BENCH_PARTNER_HEADERS is not 0/);
	});
	it('fails the plain-partner control when its partner sends them', async () => {
		marking = true;
		await expect(check('0')).rejects.toThrow(/is marked private, but BENCH_PARTNER_HEADERS is 0/);
	});
	it('passes the plain-partner control whose partner sends neither', async () => {
		marking = false;
		await expect(check('0')).resolves.toBeUndefined();
	});
	it('saves the plain-partner control under its own kind, never as a default run', async () => {
		vi.stubEnv('BENCH_PARTNER_HEADERS', '0');
		expect((await import('../../bench/partner-headers.ts')).PARTNER_KIND).toBe('partner-plain');
		vi.resetModules();
		vi.stubEnv('BENCH_PARTNER_HEADERS', undefined);
		expect((await import('../../bench/partner-headers.ts')).PARTNER_KIND).toBe('full');
	});
});
