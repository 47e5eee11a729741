import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PORT_IN_USE } from '../../mocks/ports.ts';

// `npm run dev` / `npm run mocks` when a mock's port is taken: one line naming the port and the variable
// that moves it, instead of an EADDRINUSE stack. A real process against a real occupied port.
let taken: Server;
let port: number;
beforeAll(async () => {
	taken = createServer();
	await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
	port = (taken.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => taken.close(() => resolve())));

async function startMocks(env: Record<string, string>) {
	const all = { MOCK_IDP_PORT: '0', MOCK_TENANT_PORT: '0', SMTP_SINK_PORT: '0', MOCK_INBOX_PORT: '0', ...env };
	return promisify(execFile)(process.execPath, ['mocks/start.ts'], { env: { PATH: process.env.PATH, ...all }, timeout: 20_000 }).then(
		() => ({ code: 0, stdout: '', stderr: '' }),
		(error: { code: number; stdout: string; stderr: string }) => error
	);
}

describe('a mock port that is already in use', () => {
	for (const [variable, what] of [
		['MOCK_IDP_PORT', 'mock identity provider'],
		['SMTP_SINK_PORT', 'SMTP sink']
	] as const) {
		test(`${variable} taken: exit ${PORT_IN_USE} with one line naming the port and ${variable}, no stack`, async () => {
			const { code, stderr } = await startMocks({ [variable]: String(port) });
			expect(code).toBe(PORT_IN_USE);
			const lines = stderr.trim().split('\n');
			expect(lines).toHaveLength(1);
			expect(lines[0]).toContain(`Port ${port} (${what}) is in use`);
			expect(lines[0]).toContain(`${variable}=<free port>`);
			expect(stderr).not.toMatch(/EADDRINUSE|\n\s+at /);
		});
	}
});
