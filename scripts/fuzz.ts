/**
 * `npm run fuzz`: a seeded fuzz of the auth routes (attacks/fuzz) at full length, 10,000 requests per
 * session strategy unless FUZZ_COUNT says otherwise, against the jwt and database production builds (built
 * first when missing or older than src/). One seed for the whole run, printed first; replay a run with
 * `FUZZ_SEED=<seed> npm run fuzz` (and its FUZZ_COUNT). Extra arguments go to Playwright.
 *
 *   npm run fuzz                       a new seed, 10,000 requests per strategy
 *   FUZZ_SEED=123 FUZZ_COUNT=30000 npm run fuzz
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildDirOf } from '../e2e/servers.ts';
import { seedFrom } from '../attacks/fuzz/prng.ts';

const STRATEGIES = ['jwt', 'database'];

/** The newest modification time under `dir`, in ms. */
function newest(dir: string): number {
	let latest = 0;
	for (const entry of readdirSync(dir, { withFileTypes: true })) {
		const path = join(dir, entry.name);
		latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
	}
	return latest;
}

const sources = Math.max(newest('src'), statSync('vite.config.ts').mtimeMs);
const stale = STRATEGIES.filter((name) => {
	const entry = join(buildDirOf({ name }), 'index.js');
	return !existsSync(entry) || statSync(entry).mtimeMs < sources;
});
if (stale.length) execFileSync(process.execPath, ['scripts/e2e-build.ts', ...stale], { stdio: 'inherit' });

const seed = String(seedFrom(process.env.FUZZ_SEED));
const count = process.env.FUZZ_COUNT || '10000';
console.log(`[fuzz] FUZZ_SEED=${seed} FUZZ_COUNT=${count} (replay: FUZZ_SEED=${seed} FUZZ_COUNT=${count} npm run fuzz)`);
const run = spawnSync(
	process.execPath,
	['node_modules/@playwright/test/cli.js', 'test', ...STRATEGIES.map((name) => `--project=attacks-${name}`), 'attacks/fuzz', ...process.argv.slice(2)],
	{ stdio: 'inherit', env: { ...process.env, FUZZ_SEED: seed, FUZZ_COUNT: count, E2E_SERVERS: STRATEGIES.join(',') } }
);
process.exit(run.status ?? 1);
