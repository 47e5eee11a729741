/**
 * Builds the app once per e2e server (sequentially: builds share .svelte-kit/output). Names as arguments
 * build only those (`node scripts/e2e-build.ts jwt builtin`, what `npm run screenshots` needs).
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { EXTRA_BUILDS, SERVERS, buildDirOf, originOf } from '../e2e/servers.ts';

const only = process.argv.slice(2);
const builds: Array<{ name: string; origin?: string; build?: Record<string, string> }> = [
	...SERVERS.map((server) => ({ name: server.name, origin: originOf(server), build: server.build })),
	...EXTRA_BUILDS
].filter(({ name }) => only.length === 0 || only.includes(name));
for (const { name, origin, build } of builds) {
	const dir = buildDirOf({ name });
	console.log(`[e2e] building for ${origin ?? 'the request origin'} into ${dir}`);
	const env: Record<string, string | undefined> = { ...process.env, ...build, BUILD_DIR: dir, ORIGIN: origin };
	if (!origin) delete env.ORIGIN;
	execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env });
}

// Each run starts from empty e2e databases, so no test depends on an earlier run's users.
// startup.spec.ts starts its own processes on `startup` and `instances`.
for (const name of [...SERVERS.map((server) => server.name), 'startup', 'instances', 'session-cache', 'deployments-jwt', 'deployments-database', 'https']) {
	for (const suffix of ['', '-wal', '-shm']) rmSync(`data/e2e-${name}.sqlite${suffix}`, { force: true });
}
