/**
 * The bare SvelteKit app of `npm run bench`: the demo's public page, SSR page, JSON endpoint and a
 * redirect, with no auth at all (the ceiling every ratio is measured against). Built by bench/build.ts
 * with cwd = bench/bare and the root node_modules (same vite, kit and adapter as the app).
 * BUILD_DIR / KIT_OUT_DIR keep its output under node_modules/.cache, out of tsconfig's `bench` include.
 */
import adapter from '@sveltejs/adapter-node';
import { sveltekit } from '@sveltejs/kit/vite';
import { defineConfig } from 'vite';

export default defineConfig({
	cacheDir: '../../node_modules/.cache/bench/vite-bare',
	plugins: [
		sveltekit({
			adapter: adapter({ out: process.env.BUILD_DIR || '../../node_modules/.cache/bench/bare' }),
			outDir: process.env.KIT_OUT_DIR || '../../node_modules/.cache/bench/bare-kit',
			paths: { origin: process.env.ORIGIN || undefined }
		})
	]
});
