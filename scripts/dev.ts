/**
 * `npm run dev`: the local mocks and the Vite dev server in one command, so every configured provider
 * works on a fresh machine. If the mocks are already running (e.g. `npm run mocks` elsewhere), the
 * app still starts: provider discovery is lazy and the ports in use are reported.
 */
import { spawn } from 'node:child_process';

const children = [
	spawn(process.execPath, ['mocks/start.ts'], { stdio: 'inherit' }),
	spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'dev', ...process.argv.slice(2)], { stdio: 'inherit' })
];
const [mocks, vite] = children;
mocks.on('exit', (code) => {
	if (code) console.warn('[dev] the mocks stopped (ports in use?); the app keeps running without them.');
});
vite.on('exit', (code) => {
	mocks.kill('SIGTERM');
	process.exit(code ?? 0);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
	process.on(signal, () => {
		for (const child of children) child.kill(signal);
	});
}
