/**
 * min+gz sizes: the library's server bundle (bench/size-entry.ts) and the browser entry
 * (src/lib/auth/client.ts), built with the app's vite (rolldown + its minifier), gzip level 9.
 * The framework (`@sveltejs/kit`, `svelte`) and Node built-ins are always external: every SvelteKit
 * app has them already. "lib only" (the budget figure) leaves third-party packages external; the
 * other rows bundle jose + oauth4webapi (what OAuth + jwt need), then every dependency.
 */
import { gzipSync } from 'node:zlib';
import { builtinModules } from 'node:module';
import { resolve } from 'node:path';
import { build, type Rolldown } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { CACHE, ROOT } from './config.ts';

export interface BundleSize {
	name: string;
	files: number;
	minBytes: number;
	gzBytes: number;
	/** min+gz of chunks loaded only on demand (dynamic imports), not counted in `gzBytes`. */
	lazyGzBytes: number;
	/** Bare-import packages left external (imported at run time). */
	external: string[];
}

const FRAMEWORK = /^(@sveltejs\/kit|svelte)(\/|$)/;
const isBuiltin = (id: string) => id.startsWith('node:') || builtinModules.includes(id);
const isBare = (id: string) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !/^[a-zA-Z]:/.test(id);

async function measure(name: string, entry: string, ssr: boolean, bundle: (pkg: string) => boolean): Promise<BundleSize> {
	const external = new Set<string>();
	const output = (await build({
		configFile: false,
		root: ROOT,
		cacheDir: resolve(CACHE, 'vite-size'),
		logLevel: 'silent',
		plugins: [svelte()],
		ssr: ssr ? { noExternal: true } : undefined,
		build: {
			ssr: ssr ? entry : undefined,
			lib: ssr ? undefined : { entry, formats: ['es'], fileName: 'client' },
			write: false,
			minify: true,
			target: 'es2022',
			rollupOptions: {
				input: entry,
				external: (id: string) => {
					if (!isBare(id)) return false;
					const pkg = id.split('/').slice(0, id.startsWith('@') ? 2 : 1).join('/');
					const keep = isBuiltin(id) || FRAMEWORK.test(id) || !bundle(pkg);
					if (keep && !isBuiltin(id)) external.add(pkg);
					return keep;
				}
			}
		}
	})) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
	const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output).filter((f) => f.type === 'chunk') as Rolldown.OutputChunk[];
	// What loading the entry loads: the entry and its static imports. Chunks reached only through a dynamic
	// import (the WebAuthn flow, loaded on the first passkey request) are reported apart as `lazyGzBytes`.
	const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
	const eager = new Set<string>();
	const visit = (fileName: string) => {
		if (eager.has(fileName) || !byName.has(fileName)) return;
		eager.add(fileName);
		for (const dependency of byName.get(fileName)!.imports) visit(dependency);
	};
	for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
	let minBytes = 0;
	let gzBytes = 0;
	let lazyGzBytes = 0;
	for (const chunk of chunks) {
		const code = Buffer.from(chunk.code);
		const gz = gzipSync(code, { level: 9 }).length;
		if (eager.has(chunk.fileName)) {
			minBytes += code.length;
			gzBytes += gz;
		} else {
			lazyGzBytes += gz;
		}
	}
	return { name, files: eager.size, minBytes, gzBytes, lazyGzBytes, external: [...external].sort() };
}

export async function bundleSizes(): Promise<BundleSize[]> {
	const server = resolve(ROOT, 'bench/size-entry.ts');
	const client = resolve(ROOT, 'src/lib/auth/client.ts');
	return [
		await measure('server, lib only (budget figure)', server, true, () => false),
		await measure('server + jose + oauth4webapi', server, true, (pkg) => pkg === 'jose' || pkg === 'oauth4webapi'),
		await measure('server + all deps', server, true, () => true),
		await measure('client entry', client, false, () => false)
	];
}
