/**
 * What the fresh-process tools (bench/gc-draw.ts, bench/cpu-split.ts) share: the environment a build of
 * `npm run bench` starts with in a trial, and the demo's session cookie, signed in once for all trials.
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { startServer } from './server.ts';
import { signIn } from './signin.ts';
import { CACHE, PORTS, SECRET } from './config.ts';

/** The jwt demo's environment, with a SQLite file of the tool's own, emptied first. */
export function trialEnv(tool: string): Record<string, string> {
	const sqlitePath = resolve(CACHE, `${tool}.sqlite`);
	for (const suffix of ['', '-wal', '-shm']) rmSync(sqlitePath + suffix, { force: true });
	return { AUTH_SECRET: SECRET, AUTH_TRUST_HOST: 'true', BENCH_ROUTES: '1', SQLITE_PATH: sqlitePath, DEMO_SESSION_STRATEGY: 'jwt' };
}

/** The demo app signs in once; the bare partner gets the same cookie bytes (it does not read them). */
export async function demoCookie(tool: string, env: Record<string, string>): Promise<string> {
	const server = await startServer(tool, resolve(CACHE, 'app'), PORTS.jwt, env);
	try {
		return (await signIn(server.url)).cookie;
	} finally {
		await server.stop();
	}
}
