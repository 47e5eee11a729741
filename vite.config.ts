import adapter from '@sveltejs/adapter-node';
import { sveltekit } from '@sveltejs/kit/vite';
import { defineConfig } from 'vitest/config';

// SvelteKit 3 refuses svelte.config.js: every kit option lives in the plugin call below.
export default defineConfig({
	plugins: [
		sveltekit({
			// BUILD_DIR lets e2e build one server per origin (paths.origin is fixed at build time).
			adapter: adapter({ out: process.env.BUILD_DIR || 'build' }),
			// adapter-node 6 dropped the ORIGIN variable; the origin is fixed at build time instead,
			// otherwise every form POST over plain http is refused as cross-site.
			paths: { origin: process.env.ORIGIN || undefined },
			// One e2e build turns SvelteKit's form-origin check off, so its specs reach the library's own CSRF
			// check with form bodies too (the library checks in dev and with kit's check off alike).
			...(process.env.DEMO_KIT_ORIGIN_CHECK === 'off' ? { csrf: { trustedOrigins: ['*'] } } : {}),
			// `npm run bench` builds its bare partner from this same app with a session-less hook (bench/baseline),
			// which refuses to start outside the bench.
			...(process.env.BENCH_SERVER_HOOKS ? { files: { hooks: { server: process.env.BENCH_SERVER_HOOKS } } } : {}),
			// Remote functions are experimental in SvelteKit 3.2; the demo's src/auth.remote.ts needs them
			// (docs/remote-functions.md). The library's main entry does not.
			experimental: { remoteFunctions: true }
		})
	],
	test: {
		include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
		environment: 'node',
		testTimeout: 20_000,
		hookTimeout: 30_000,
		// Integration suites share real databases and mock servers: one file at a time per worker keeps them honest.
		fileParallelism: false
	}
});
