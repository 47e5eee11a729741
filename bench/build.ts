/** Builds the app (with the bench-only routes) and the bare app, sequentially, with the same vite/kit. */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { APP_ORIGIN, CACHE, ROOT } from './config.ts';

const VITE = resolve(ROOT, 'node_modules/vite/bin/vite.js');

function viteBuild(cwd: string, env: Record<string, string>): void {
	execFileSync(process.execPath, [VITE, 'build', '--logLevel', 'error'], {
		cwd,
		stdio: ['ignore', 'ignore', 'inherit'],
		env: { ...process.env, ...env }
	});
}

/** @returns the two build directories, each started with `node <dir>` (the bare one not built when `bare` is false). */
export function buildApps({ bare: withBare = true } = {}): { app: string; bare: string } {
	const app = resolve(CACHE, 'app');
	const bare = resolve(CACHE, 'bare');
	viteBuild(ROOT, { ORIGIN: APP_ORIGIN, BUILD_DIR: app });
	if (withBare) viteBuild(resolve(ROOT, 'bench/bare'), { ORIGIN: APP_ORIGIN, BUILD_DIR: bare, KIT_OUT_DIR: resolve(CACHE, 'bare-kit') });
	return { app, bare };
}
