/**
 * Builds the fixture apps (fixtures/variants.ts) as a user following docs/migrating-from-authjs.md would:
 * the app, its SvelteKit config and package.json into build-e2e/fixtures/<name>, src/lib/auth copied in
 * unchanged (without this repository's own *.test.ts files), the entry import switched where the guide
 * says so, `npm ci` from the fixture's own lock, then `svelte-kit sync`, `svelte-check --fail-on-warnings`
 * and `vite build`. Any failing step stops the test run. `FIXTURES=sveltekit-3` builds only the named variants (and Playwright then serves and tests only those).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MOCK_ENV } from '../e2e/servers.ts';
import { PG_URL, appDirOf, selectedVariants, buildOf, originOf, type FixtureVariant } from '../fixtures/variants.ts';

const ROOT = resolve(import.meta.dirname, '..');
const INSTALLED = '.installed-lock.json';

function run(dir: string, file: string, args: string[], env: Record<string, string | undefined> = {}): void {
	const merged = Object.fromEntries(Object.entries({ ...process.env, ...env }).filter(([, value]) => value !== undefined));
	execFileSync(process.execPath, [file, ...args], { cwd: dir, stdio: 'inherit', env: merged });
}

/** Empties the app folder except its installed packages, then lays out app, config and library. */
function assemble(variant: FixtureVariant, dir: string): void {
	mkdirSync(dir, { recursive: true });
	for (const entry of readdirSync(dir)) if (entry !== 'node_modules' && entry !== INSTALLED) rmSync(join(dir, entry), { recursive: true, force: true });
	for (const file of ['package.json', 'package-lock.json']) {
		const from = join(ROOT, 'fixtures', variant.name, file);
		if (existsSync(from)) cpSync(from, join(dir, file));
	}
	for (const file of ['svelte.config.js', 'vite.config.ts', 'tsconfig.json']) {
		const from = join(ROOT, 'fixtures', variant.config, file);
		if (existsSync(from)) cpSync(from, join(dir, file));
	}
	cpSync(join(ROOT, 'fixtures/app/src'), join(dir, 'src'), { recursive: true });
	if (variant.remoteFunctions) cpSync(join(ROOT, 'fixtures/app-remote/src'), join(dir, 'src'), { recursive: true });
	cpSync(join(ROOT, 'src/lib/auth'), join(dir, 'src/lib/auth'), { recursive: true, filter: (path) => !path.endsWith('.test.ts') });
	if (variant.entry !== 'index.ts') switchEntry(join(dir, 'src'), variant.entry);
}

/** The guide's one change for SvelteKit 2.26 to 2.62: every import of the entry names the other entry. */
function switchEntry(src: string, entry: string): void {
	const from = "from '#lib/auth/index.ts'";
	let switched = 0;
	for (const name of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
		const file = join(src, name);
		if (name.startsWith('lib/auth/') || !/\.(ts|svelte)$/.test(name)) continue;
		const source = readFileSync(file, 'utf8');
		if (!source.includes(from)) continue;
		writeFileSync(file, source.replaceAll(from, `from '#lib/auth/${entry}'`));
		switched++;
	}
	if (switched === 0) throw new Error(`${src}: no import ${from} to switch to ${entry}`);
}

/** `npm ci` from the committed lock, skipped when node_modules was installed from this very lock. */
function install(dir: string): void {
	const lock = readFileSync(join(dir, 'package-lock.json'), 'utf8');
	const stamp = join(dir, INSTALLED);
	if (existsSync(join(dir, 'node_modules')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === lock) return;
	// The outer `npm test` exports npm_config_* (its own prefix among them): the fixture's npm must not see them.
	const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')));
	execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'inherit', env });
	writeFileSync(stamp, lock);
}

function build(variant: FixtureVariant): void {
	const dir = join(ROOT, appDirOf(variant));
	console.log(`[fixtures] ${variant.name}: assembling in ${appDirOf(variant)}`);
	assemble(variant, dir);
	if (variant.install) install(dir);
	// SvelteKit 3 runs on the repository's own packages, found by walking up from the app folder.
	const modules = variant.install ? join(dir, 'node_modules') : join(ROOT, 'node_modules');
	// The fixture's svelte.config.js turns kit's experimental remote functions on from this variable.
	const remote = { FIXTURE_REMOTE_FUNCTIONS: variant.remoteFunctions ? '1' : undefined };
	run(dir, join(modules, '@sveltejs/kit/svelte-kit.js'), ['sync'], remote);
	console.log(`[fixtures] ${variant.name}: svelte-check`);
	run(dir, join(modules, 'svelte-check/bin/svelte-check'), ['--tsconfig', './tsconfig.json', '--fail-on-warnings', '--output', 'human'], remote);
	const builds = variant.originAtBuild ? variant.servers : variant.servers.slice(0, 1);
	for (const server of builds) {
		console.log(`[fixtures] ${variant.name}: vite build${variant.originAtBuild ? ` for ${originOf(server)}` : ''}`);
		// Nodemailer() needs its server when the module loads, and kit's build loads it (as with Auth.js).
		const env = { ...remote, BUILD_DIR: buildOf(variant, server), ORIGIN: variant.originAtBuild ? originOf(server) : undefined, SMTP_URL: MOCK_ENV.SMTP_URL };
		run(dir, join(modules, 'vite/bin/vite.js'), ['build', '--logLevel', 'warn'], env);
	}
}

if (!PG_URL) console.warn('[fixtures] TEST_POSTGRES_URL is unset: no Auth.js PostgreSQL (@auth/pg-adapter) servers, their specs do not run.');
for (const variant of selectedVariants()) {
	const started = performance.now();
	build(variant);
	console.log(`[fixtures] ${variant.name}: ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
