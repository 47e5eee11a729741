/**
 * The seeded fuzz of every auth route (docs/security.md, "Fuzzing the auth routes"). attacks/fuzz/cases.ts makes
 * FUZZ_COUNT requests from a seed (2,000 per strategy by default, `npm run fuzz` sends 10,000): random methods,
 * paths under /auth (every route and provider, junk, long and encoded segments) and a few of the demo's pages,
 * queries, headers (Origin, Content-Type, Cookie with real, forged, chunked and oversized session cookies,
 * X-Forwarded-*) and bodies (forms, JSON, garbage, huge, other charsets). Each test sends 1,000 of them to a
 * production server of its own (attacks/own-server.ts, so its log and memory can be read) and holds when no
 * answer is a 5xx, every answer is readable (parsable JSON; no stack, server path, internal message, secret or
 * session token), the server's log has no stack, GET /auth/session still answers 200, and the server's resident
 * memory stays bounded. The seed is printed; `FUZZ_SEED=<seed> FUZZ_COUNT=<count>` replays a run.
 */
import http from 'node:http';
import { expect, test, type TestInfo } from '@playwright/test';
import { SECRET } from '../../e2e/servers.ts';
import { jwe } from '../cookies/forge.ts';
import { startOwnServer, type OwnServer } from '../own-server.ts';
import { leaksIn, stacksIn } from '../readable.ts';
import { nextCase, type Material } from './cases.ts';
import { createRng, deriveSeed, seedFrom } from './prng.ts';
import { describeCase, mayBeCutOff, send, type Answer } from './send.ts';
import { oddClaims } from './values.ts';

const SEED = seedFrom(process.env.FUZZ_SEED);
const COUNT = Number(process.env.FUZZ_COUNT || 2000);
const BLOCK = 1000;
const CONCURRENCY = 4;
/**
 * The server runs with its V8 old generation capped at HEAP_MIB, so objects kept per request end in an
 * out-of-memory crash (a failed health check) within a run instead of a slow climb; its RSS (the heap V8
 * reserves, code, buffers, SQLite) must stay under RSS_LIMIT_MIB. RSS alone is no leak detector: it rose
 * and fell by 80 MiB over 20,000 requests while the used heap stayed at 25 MiB.
 */
const HEAP_MIB = 128;
const RSS_LIMIT_MIB = 384;

if (!Number.isInteger(COUNT) || COUNT < 1) throw new Error(`FUZZ_COUNT must be a positive integer: ${process.env.FUZZ_COUNT}`);
const replay = `FUZZ_SEED=${SEED} FUZZ_COUNT=${COUNT}`;

/** What a response must never be: a 5xx, or unreadable (see attacks/readable.ts). */
function problemsOf(answer: Answer, method: string, m: Material): string[] {
	const found: string[] = [];
	if (answer.status >= 500) found.push(`status ${answer.status}`);
	const type = String(answer.headers['content-type'] ?? '');
	if (/json/i.test(type) && method !== 'HEAD' && answer.body) {
		try {
			JSON.parse(answer.body);
		} catch {
			found.push('a JSON answer that does not parse');
		}
	}
	const location = String(answer.headers.location ?? '');
	found.push(...leaksIn(`${location}\n${answer.body}`, [m.session, m.csrf.cookie.split('|')[1] ?? '']));
	return found;
}

/** Signs the demo user in and takes the cookies a real browser would hold: the CSRF pair and the session. */
async function materialFor(server: OwnServer): Promise<Material> {
	const csrf = await fetch(`${server.url}/auth/csrf`);
	const token = ((await csrf.json()) as { csrfToken: string }).csrfToken;
	const cookieOf = (response: Response, name: string) => {
		const line = response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
		if (!line) throw new Error(`no ${name} cookie from ${response.url}`);
		return decodeURIComponent(line.slice(name.length + 1).split(';')[0]);
	};
	const cookie = cookieOf(csrf, 'authjs.csrf-token');
	const signIn = await fetch(`${server.url}/auth/callback/credentials`, {
		method: 'POST',
		redirect: 'manual',
		headers: { origin: server.origin, 'content-type': 'application/x-www-form-urlencoded', cookie: `authjs.csrf-token=${encodeURIComponent(cookie)}` },
		body: new URLSearchParams({ username: 'demo', password: 'demo', csrfToken: token, callbackUrl: '/' })
	});
	const rng = createRng(deriveSeed(SEED, 'material'));
	const forged = await Promise.all(Array.from({ length: 24 }, () => jwe(oddClaims(rng))));
	const session = cookieOf(signIn, 'authjs.session-token');
	// The remote forms' ids are kit's (a hash of src/auth.remote.ts): read them off the page that shows them,
	// signed out (the sign-in forms) and signed in (the sign-out form).
	const signedIn: Record<string, string> = { cookie: `authjs.session-token=${session}` };
	const pages = await Promise.all([{}, signedIn].map(async (headers) => (await fetch(`${server.url}/remote`, { headers })).text()));
	const remoteForms = [...new Set(pages.flatMap((page) => [...page.matchAll(/\?\/remote=(\w+\/\w+)/g)].map((match) => match[1])))];
	if (remoteForms.length !== 2) throw new Error(`the /remote page names ${remoteForms.join(', ') || 'no'} remote forms, not one sign-in and one sign-out form`);
	return { origin: server.origin, csrf: { token, cookie }, session, forged, remoteForms };
}

test.describe('seeded fuzz of the auth routes', () => {
	// In order, in one worker (its own server); a failed block does not skip the others.
	test.describe.configure({ mode: 'default', timeout: 240_000 });
	let server: OwnServer;
	let material: Material;
	let agent: http.Agent;
	let logFrom = 0;
	const rss: number[] = [];

	test.beforeAll(async ({}, info) => {
		test.setTimeout(60_000);
		server = await startOwnServer(info, 'fuzz', 4160, { NODE_OPTIONS: `--max-old-space-size=${HEAP_MIB}` });
		material = await materialFor(server);
		agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
		console.log(`[fuzz] ${info.project.name}: ${replay} (server pid ${server.pid}, port ${server.port})`);
	});

	test.afterAll(async () => {
		agent?.destroy();
		await server?.stop();
	});

	const blocks = Math.ceil(COUNT / BLOCK);
	for (let block = 0; block < blocks; block++) {
		const from = block * BLOCK;
		const size = Math.min(BLOCK, COUNT - from);
		test(`requests ${from + 1}-${from + size}: no 5xx, nothing unreadable or secret in answers or log, GET /auth/session answers 200 after them, RSS bounded`, async ({}, info: TestInfo) => {
			info.annotations.push({ type: 'requests', description: String(size) }, { type: 'replay', description: replay });
			const rng = createRng(deriveSeed(SEED, 'block', block));
			const cases = Array.from({ length: size }, () => nextCase(rng, material));
			const problems: string[] = [];
			let next = 0;
			let cutOff = 0;
			const worker = async () => {
				while (next < cases.length) {
					const index = next++;
					const c = cases[index];
					try {
						const found = problemsOf(await send(server.port, c, agent), c.method, material);
						if (found.length) problems.push(`#${from + index + 1} ${found.join('; ')}\n    ${describeCase(c)}`);
					} catch (error) {
						const code = (error as NodeJS.ErrnoException).code ?? '';
						if (mayBeCutOff(c) && /ECONNRESET|EPIPE/.test(`${code} ${(error as Error).message}`)) cutOff++;
						else problems.push(`#${from + index + 1} no answer: ${(error as Error).message}\n    ${describeCase(c)}`);
					}
				}
			};
			await Promise.all(Array.from({ length: CONCURRENCY }, worker));
			info.annotations.push({ type: 'cut off', description: `${cutOff} requests over a size limit ended by a reset` });

			const log = server.output().slice(logFrom);
			logFrom += log.length;
			// Every line is one the server wrote as a line: the library's, or adapter-node's start line.
			const forgedLines = log.split('\n').filter((line) => line && !line.startsWith('[auth]') && !line.startsWith('Listening on'));
			const logProblems = [
				...stacksIn(log),
				...forgedLines.slice(0, 5).map((line) => `a line the server did not start: ${line.slice(0, 160)}`),
				...(log.includes(SECRET) ? ['AUTH_SECRET'] : []),
				...(log.includes(material.session) ? ['the session token'] : [])
			];

			const ended = server.ended();
			const health = await fetch(`${server.url}/auth/session`).catch((error: Error) => error);
			const healthy = !(health instanceof Error) && health.status === 200 && (await health.text()) === 'null';
			const resident = Math.round(server.rssKiB() / 1024);
			rss.push(resident);
			info.annotations.push({ type: 'rss', description: `${resident} MiB` });

			const context = `${info.project.name}, ${replay}, block ${block + 1}`;
			expect(problems, `answers (${context}):\n${problems.slice(0, 10).join('\n')}`).toEqual([]);
			expect(logProblems, `server log (${context})`).toEqual([]);
			expect(ended, `the server ended (${context}):\n${server.output().slice(-1500)}`).toBeNull();
			expect(healthy, `GET /auth/session after the block (${context}):\n${server.output().slice(-1500)}`).toBe(true);
			expect(resident, `RSS in MiB (${context}; readings ${rss.join(', ')})`).toBeLessThan(RSS_LIMIT_MIB);
		});
	}
});
