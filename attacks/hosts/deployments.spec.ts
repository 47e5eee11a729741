/**
 * The deployment settings of docs/deployment.md, each on a production build whose origin is NOT fixed at
 * build time (adapter-node then takes it from the request), attacked with forged host headers. The e-mail
 * link, the one generated URL worth an account, must point at the real origin wherever the library is told
 * what that is (AUTH_URL, or a proxy that overwrites the headers adapter-node reads); with trust on and
 * nothing fixed, adapter-node's `Host` is the origin, as the docs warn. Each project starts its own servers,
 * on ports of its own, with its session strategy.
 */
import { expect, test, type TestInfo } from '@playwright/test';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SECRET, buildDirOf, port } from '../../e2e/servers.ts';
import { serverOf } from '../../e2e/store.ts';
import { linkIn, uniqueEmail, waitForMail } from '../../e2e/helpers.ts';
import { serving, startServer } from '../../e2e/processes.ts';

const build = buildDirOf({ name: 'no-origin' });
/** Three ports per project: the jwt project's from 4164, the database project's from 4167 (e2e/servers.ts has the map). */
const portsOf = (info: TestInfo) => {
	const first = port(serverOf(info) === 'database' ? 4167 : 4164);
	return { authUrl: first, proxied: first + 1, hostOnly: first + 2 };
};
const baseOf = (info: TestInfo) => ({
	AUTH_SECRET: SECRET,
	DEMO_SESSION_STRATEGY: serverOf(info),
	SQLITE_PATH: `data/e2e-deployments-${serverOf(info)}.sqlite`
});

/** A raw HTTP request, so the Host header itself can be forged (fetch cannot set it). */
function post(port: number, path: string, headers: Record<string, string>, body: string): Promise<{ status: number; location?: string }> {
	return new Promise((resolve, reject) => {
		const request = http.request({ host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-length': Buffer.byteLength(body), ...headers } }, (response) => {
			response.resume();
			resolve({ status: response.statusCode!, location: response.headers.location });
		});
		request.on('error', reject);
		request.end(body);
	});
}

/**
 * A reverse proxy as nginx is usually set up (`proxy_set_header X-Forwarded-Host $host`): it overwrites the
 * forwarded headers with what it knows, whatever the client sent.
 */
async function overwritingProxy(target: number): Promise<{ port: number; close(): Promise<void> }> {
	const server = http.createServer((incoming, outgoing) => {
		const headers = { ...incoming.headers, 'x-forwarded-host': incoming.headers.host ?? '', 'x-forwarded-proto': 'http' };
		const upstream = http.request({ host: '127.0.0.1', port: target, path: incoming.url, method: incoming.method, headers }, (answer) => {
			outgoing.writeHead(answer.statusCode!, answer.headers);
			answer.pipe(outgoing);
		});
		upstream.on('error', () => outgoing.destroy());
		incoming.pipe(upstream);
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	return { port: (server.address() as AddressInfo).port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

test.describe('deployment settings against a forged host', () => {
	test.describe.configure({ mode: 'serial' });

	test('AUTH_URL fixes the origin: a forged Host and X-Forwarded-Host move no e-mail link, no redirect_uri and no redirect', async ({}, info) => {
		const AUTH_URL_PORT = portsOf(info).authUrl;
		const server = startServer(build, { ...baseOf(info), PORT: String(AUTH_URL_PORT), AUTH_TRUST_HOST: '', AUTH_URL: `http://localhost:${AUTH_URL_PORT}` });
		try {
			await serving(`http://localhost:${AUTH_URL_PORT}`, server);
			const victim = uniqueEmail('auth-url');
			// JSON: SvelteKit's own origin check covers forms only, the library's covers both.
			const answer = await post(AUTH_URL_PORT, '/auth/signin/nodemailer', {
				host: 'evil.example',
				'x-forwarded-host': 'evil.example',
				origin: `http://localhost:${AUTH_URL_PORT}`,
				'content-type': 'application/json'
			}, JSON.stringify({ email: victim }));
			expect(answer.status).toBe(302);
			expect(new URL(answer.location!).origin).toBe(`http://localhost:${AUTH_URL_PORT}`);
			expect(new URL(linkIn(await waitForMail(victim))).origin).toBe(`http://localhost:${AUTH_URL_PORT}`);
			const oauth = await post(AUTH_URL_PORT, '/auth/signin/mock-oidc', {
				host: 'evil.example',
				origin: `http://localhost:${AUTH_URL_PORT}`,
				'content-type': 'application/json'
			}, '{}');
			expect(new URL(new URL(oauth.location!).searchParams.get('redirect_uri')!).origin).toBe(`http://localhost:${AUTH_URL_PORT}`);
		} finally {
			server.stop();
		}
	});

	test('adapter-node told to trust the proxy (HOST_HEADER, PROTOCOL_HEADER) behind a proxy that overwrites them: the client cannot choose the host', async ({}, info) => {
		const PROXIED_PORT = portsOf(info).proxied;
		const server = startServer(build, { ...baseOf(info), PORT: String(PROXIED_PORT), AUTH_TRUST_HOST: 'true', HOST_HEADER: 'x-forwarded-host', PROTOCOL_HEADER: 'x-forwarded-proto' });
		const proxy = await overwritingProxy(PROXIED_PORT);
		const origin = `http://localhost:${proxy.port}`;
		try {
			await serving(origin, server);
			const victim = uniqueEmail('behind-proxy');
			const answer = await post(proxy.port, '/auth/signin/nodemailer', {
				host: `localhost:${proxy.port}`,
				'x-forwarded-host': 'evil.example',
				'x-forwarded-proto': 'https',
				origin,
				'content-type': 'application/x-www-form-urlencoded'
			}, new URLSearchParams({ email: victim }).toString());
			expect(answer.status).toBe(302);
			expect(new URL(answer.location!).origin).toBe(origin);
			expect(new URL(linkIn(await waitForMail(victim))).origin).toBe(origin);
		} finally {
			await proxy.close();
			server.stop();
		}
	});

	test('AUTH_TRUST_HOST=true with nothing fixed (adapter-node reads Host): the Host header becomes the origin, as docs/deployment.md warns', async ({}, info) => {
		// The setting the docs' table marks "the Host header, and https": trust is only safe with a fixed origin
		// or a proxy that overwrites Host. This case proves the warning is true, so nobody reads it as optional.
		const HOST_ONLY_PORT = portsOf(info).hostOnly;
		const server = startServer(build, { ...baseOf(info), PORT: String(HOST_ONLY_PORT), AUTH_TRUST_HOST: 'true' });
		try {
			await serving(`http://localhost:${HOST_ONLY_PORT}`, server);
			const victim = uniqueEmail('host-only');
			const answer = await post(HOST_ONLY_PORT, '/auth/signin/nodemailer', {
				host: 'evil.example',
				origin: 'https://evil.example',
				'content-type': 'application/json'
			}, JSON.stringify({ email: victim }));
			expect(answer.status).toBe(302);
			expect(new URL(linkIn(await waitForMail(victim))).origin).toBe('https://evil.example');
		} finally {
			server.stop();
		}
	});
});
