/**
 * The e2e server reached over https, as production users reach the app: a TLS proxy in front of a
 * production build whose origin is fixed to the https URL (so cookies get `Secure` and the `__Secure-` /
 * `__Host-` prefixes). The certificate is made at start (openssl, a self-signed one for `localhost`, valid
 * one day) and the test browser is told to accept it. Stops the app when it is stopped itself.
 *
 *   node scripts/https-server.ts   (playwright.config.ts starts it; ports from e2e/servers.ts)
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { HTTPS, MOCK_ENV, SECRET, buildDirOf } from '../e2e/servers.ts';

const dir = 'data/e2e-tls';
mkdirSync(dir, { recursive: true });
execFileSync('openssl', [
	'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
	'-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost', '-keyout', `${dir}/key.pem`, '-out', `${dir}/cert.pem`
], { stdio: 'ignore' });

const app = spawn(process.execPath, [buildDirOf(HTTPS)], {
	stdio: 'inherit',
	env: {
		...process.env,
		...MOCK_ENV,
		PORT: String(HTTPS.internalPort),
		HOST: '127.0.0.1',
		AUTH_SECRET: SECRET,
		AUTH_TRUST_HOST: 'true',
		DEMO_SESSION_STRATEGY: 'jwt',
		SQLITE_PATH: `data/e2e-${HTTPS.name}.sqlite`
	}
});

const proxy = https.createServer({ key: readFileSync(`${dir}/key.pem`), cert: readFileSync(`${dir}/cert.pem`) }, (incoming, outgoing) => {
	const upstream = http.request(
		{ host: '127.0.0.1', port: HTTPS.internalPort, path: incoming.url, method: incoming.method, headers: incoming.headers },
		(answer) => {
			outgoing.writeHead(answer.statusCode!, answer.headers);
			answer.pipe(outgoing);
		}
	);
	upstream.on('error', () => {
		outgoing.statusCode = 502;
		outgoing.end();
	});
	incoming.pipe(upstream);
});
proxy.listen(HTTPS.port, '127.0.0.1', () => console.log(`[https] https://localhost:${HTTPS.port} -> http://127.0.0.1:${HTTPS.internalPort}`));

function stop() {
	proxy.close();
	app.kill('SIGTERM');
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
app.on('exit', (code) => {
	proxy.close();
	process.exit(code ?? 0);
});
