/** Builds the app (with the bench-only routes) and the bare app, sequentially, with the same vite/kit. */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { APP_ORIGIN, CACHE, ROOT } from './config.ts';

const VITE = resolve(ROOT, 'node_modules/vite/bin/vite.js');
const KIT = resolve(ROOT, 'node_modules/@sveltejs/kit/svelte-kit.js');

function viteBuild(cwd: string, env: Record<string, string>): void {
	execFileSync(process.execPath, [VITE, 'build', '--logLevel', 'error'], {
		cwd,
		stdio: ['ignore', 'ignore', 'inherit'],
		env: { ...process.env, ...env }
	});
}

/**
 * @returns the build directories, each started with `node <dir>`: the app; its bare partner (the same app with
 * bench/baseline/hooks.server.ts as its server hook, so the library is the only difference); and the small app
 * (bench/bare: a five-route app with no auth at all, the partner of earlier runs, kept for the app-size rows).
 * With `bare: false` only the app is built.
 */
export function buildApps({ bare: withBare = true } = {}): { app: string; bare: string; small: string } {
	const app = resolve(CACHE, 'app');
	const bare = resolve(CACHE, 'baseline');
	const small = resolve(CACHE, 'bare');
	// Every tsconfig here extends kit's generated `$app/tsconfig`, which `npm ci` does not create: on a fresh
	// checkout the first build (the small app's, from bench/bare) would fail to find it.
	execFileSync(process.execPath, [KIT, 'sync'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
	if (withBare) {
		viteBuild(resolve(ROOT, 'bench/bare'), { ORIGIN: APP_ORIGIN, BUILD_DIR: small, KIT_OUT_DIR: resolve(CACHE, 'bare-kit') });
		// Before the app's build: both share the root's .svelte-kit, which then ends up as the app's.
		viteBuild(ROOT, { ORIGIN: APP_ORIGIN, BUILD_DIR: bare, BENCH_SERVER_HOOKS: 'bench/baseline/hooks.server' });
	}
	viteBuild(ROOT, { ORIGIN: APP_ORIGIN, BUILD_DIR: app });
	return { app, bare, small };
}
