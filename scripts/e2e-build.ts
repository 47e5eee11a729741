/** Builds the app once per e2e server (sequentially: builds share .svelte-kit/output). */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { SERVERS, buildDirOf, originOf } from '../e2e/servers.ts';

for (const server of SERVERS) {
	console.log(`[e2e] building for ${originOf(server)} into ${buildDirOf(server)}`);
	execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
		stdio: 'inherit',
		env: { ...process.env, ORIGIN: originOf(server), BUILD_DIR: buildDirOf(server) }
	});
}

// Each run starts from empty e2e databases, so no test depends on an earlier run's users.
// startup.spec.ts starts its own processes on `startup` and `instances`.
for (const name of [...SERVERS.map((server) => server.name), 'startup', 'instances']) {
	for (const suffix of ['', '-wal', '-shm']) rmSync(`data/e2e-${name}.sqlite${suffix}`, { force: true });
}
