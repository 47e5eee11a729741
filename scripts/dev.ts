/**
 * `npm run dev`: the local mocks and the Vite dev server in one command, so every configured provider
 * works on a fresh machine. If a mock's port is taken (e.g. `npm run mocks` already runs elsewhere), the
 * mocks say which port and which variable moves it, in one line, and the app still starts: provider
 * discovery is lazy.
 */
import { spawn } from 'node:child_process';
import { PORT_IN_USE } from '../mocks/ports.ts';

const children = [
	spawn(process.execPath, ['mocks/start.ts'], { stdio: 'inherit' }),
	spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'dev', ...process.argv.slice(2)], { stdio: 'inherit' })
];
const [mocks, vite] = children;
mocks.on('exit', (code) => {
	// A port in use: the mocks said which one and how to move it, in one line.
	if (code && code !== PORT_IN_USE) console.warn(`[dev] the mocks stopped (exit code ${code}); the app keeps running without them.`);
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
