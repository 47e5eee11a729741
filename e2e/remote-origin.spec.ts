import { expect, test } from '@playwright/test';
import http from 'node:http';
import { SECRET, buildDirOf, port } from './servers.ts';
import { serving, startServer } from './processes.ts';

// The remote functions' CSRF check is the library's own (core/api.ts), not SvelteKit's. On a production
// build whose origin is not fixed at build time, SvelteKit takes "self" from the request (adapter-node,
// without PROTOCOL_HEADER: https and the Host header), so a forged Host with a matching Origin passes its
// origin check. With AUTH_URL fixing the origin, the library still refuses.
// playwright.config.ts runs this file in the jwt project only.
const PORT = port(4188);
const ORIGIN = `http://localhost:${PORT}`;
const build = buildDirOf({ name: 'no-origin' });

function post(path: string, headers: Record<string, string>, body: string): Promise<{ status: number; setCookie: string[]; body: string }> {
	return new Promise((resolve, reject) => {
		const request = http.request({ host: '127.0.0.1', port: PORT, path, method: 'POST', headers: { 'content-length': Buffer.byteLength(body), ...headers } }, (response) => {
			let text = '';
			response.on('data', (chunk) => (text += chunk));
			response.on('end', () => resolve({ status: response.statusCode!, setCookie: response.headers['set-cookie'] ?? [], body: text }));
		});
		request.on('error', reject);
		request.end(body);
	});
}

test('with AUTH_URL fixing the origin, a remote sign-in under a forged Host and matching Origin passes SvelteKit and is refused by the library: 403, no session', async () => {
	const server = startServer(build, {
		AUTH_SECRET: SECRET,
		DEMO_SESSION_STRATEGY: 'jwt',
		SQLITE_PATH: 'data/e2e-deployments.sqlite',
		PORT: String(PORT),
		AUTH_TRUST_HOST: '',
		AUTH_URL: ORIGIN,
		// Lets the control request below say "http"; the forged ones send nothing, so kit assumes https.
		PROTOCOL_HEADER: 'x-forwarded-proto'
	});
	try {
		await serving(ORIGIN, server);
		const page = await (await fetch(`${ORIGIN}/remote`)).text();
		const action = page.match(/action="(\?\/remote=[^"]+%22credentials%22)"/)![1].replaceAll('&amp;', '&');
		const id = decodeURIComponent(action.slice('?/remote='.length)).replace(/\/"credentials"$/, '');
		const fields = new URLSearchParams({ [`credentials.username/${id}`]: 'demo', [`credentials._password/${id}`]: 'demo' }).toString();
		const forged = { host: 'evil.example', origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' };

		// Without JavaScript: the form posts to the page.
		const plain = await post(`/remote${action}`, { ...forged, accept: 'text/html' }, fields);
		expect(plain.status).toBe(403);
		expect(plain.body).toContain('The form expired or came from another site.');
		expect(plain.body).not.toContain('Cross-site');
		expect(plain.setCookie.filter((c) => c.includes('session-token'))).toEqual([]);

		// With JavaScript: kit's remote endpoint (same form id, the provider as the instance's key).
		const remote = await post(`/_app/remote/${id}/${encodeURIComponent('"credentials"')}`, forged, fields);
		expect(JSON.parse(remote.body)).toMatchObject({ type: 'error', error: { message: expect.stringContaining('another site') } });
		expect(remote.setCookie.filter((c) => c.includes('session-token'))).toEqual([]);

		// The same request from the real origin signs in: the refusal above was the origin, nothing else.
		const own = { host: `localhost:${PORT}`, origin: ORIGIN, 'x-forwarded-proto': 'http', 'content-type': forged['content-type'], accept: 'text/html' };
		const real = await post(`/remote${action}`, own, fields);
		expect(real.status).toBe(303);
		expect(real.setCookie.some((c) => c.startsWith('authjs.session-token='))).toBe(true);
	} finally {
		server.stop();
	}
});
