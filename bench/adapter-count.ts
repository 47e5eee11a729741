/**
 * Adapter calls per signed-in request under the database strategy. The demo's adapter is not touched:
 * this in-process harness drives the library's real `handle` (loaded through vite, as the app builds it)
 * with the same adapters wrapped in a counting Proxy, for one and for ten `locals.auth()` calls.
 * It also checks that a signed-in read adds no Set-Cookie, and that one does once `updateAge` is due.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { createServer } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { CACHE, CACHE_MAX_AGE_SECONDS, ROOT, SECRET } from './config.ts';

type AnyAdapter = Record<string, (...args: unknown[]) => Promise<unknown>>;

export interface AdapterCount {
	adapter: string;
	/** Adapter calls for one request with one `locals.auth()` call, by method. */
	one: Record<string, number>;
	/** Adapter calls for one request with ten `locals.auth()` calls, by method. */
	ten: Record<string, number>;
	/** Set-Cookie headers on a signed-in read with a fresh session (budget: 0). */
	setCookieFresh: number;
	/** Set-Cookie headers once updateAge has passed (expected: 1) and the adapter calls it cost. */
	setCookieDue: number;
	due: Record<string, number>;
	/** Adapter calls for ten requests (one `locals.auth()` each) within `session.cache.maxAge` (budget: 1). */
	cachedTen: Record<string, number>;
}

function counting(adapter: AnyAdapter, counts: Record<string, number>): AnyAdapter {
	return new Proxy(adapter, {
		get(target, prop: string) {
			const value = target[prop];
			if (typeof value !== 'function') return value;
			return (...args: unknown[]) => {
				counts[prop] = (counts[prop] ?? 0) + 1;
				return value.apply(target, args);
			};
		}
	});
}

async function countFor(name: string, load: (path: string) => Promise<any>, raw: AnyAdapter): Promise<AdapterCount> {
	const { createSvelteKitAuth } = await load('/src/lib/auth/core/sveltekit.ts');
	const Credentials = (await load('/src/lib/auth/providers/credentials.ts')).default;
	const counts: Record<string, number> = {};
	const adapter = counting(raw, counts);
	const maxAge = 30 * 24 * 3600;
	const updateAge = 24 * 3600;
	const build = (cache: boolean, on: AnyAdapter) =>
		createSvelteKitAuth(
			{
				providers: [Credentials({ credentials: {}, authorize: () => null })],
				adapter: on,
				secret: SECRET,
				trustHost: true,
				session: { strategy: 'database', maxAge, updateAge, cache: cache ? { maxAge: CACHE_MAX_AGE_SECONDS } : false },
				credentialsDatabaseSessions: true,
				logger: { error() {}, warn() {}, debug() {} }
			},
			{ building: false, dev: false, base: '' }
		).handle;
	const handle = build(false, adapter);
	// Its own counting Proxy: the cache lives per adapter object, and the plain config's reads must not warm it.
	const cachedHandle = build(true, counting(raw, counts));
	const user = (await raw.createUser({ name: 'Demo User', email: `bench-${randomBytes(6).toString('hex')}@example.test`, emailVerified: null })) as { id: string };

	async function request(token: string, calls: number, via = handle, reset = true): Promise<{ counts: Record<string, number>; setCookie: number }> {
		if (reset) for (const key of Object.keys(counts)) delete counts[key];
		const url = new URL('http://localhost/protected');
		const event = { request: new Request(url, { headers: { cookie: `authjs.session-token=${token}` } }), url, locals: {} as any };
		const response: Response = await via({
			event,
			resolve: async () => {
				for (let i = 0; i < calls; i++) if (!(await event.locals.auth())?.user) throw new Error(`${name}: no session`);
				return new Response('ok');
			}
		});
		return { counts: { ...counts }, setCookie: response.headers.getSetCookie().length };
	}

	async function session(expiresInSeconds: number): Promise<string> {
		const token = randomBytes(32).toString('hex');
		const sessionToken = createHash('sha256').update(token).digest('hex');
		await raw.createSession({ sessionToken, userId: user.id, expires: new Date(Date.now() + expiresInSeconds * 1000) });
		return token;
	}

	const fresh = await session(maxAge);
	await request(fresh, 1); // first use: statement preparation, pool connection
	const one = await request(fresh, 1);
	const ten = await request(fresh, 10);
	// Last extended maxAge - expires ago: two days, more than updateAge (one day).
	const due = await request(await session(maxAge - 2 * updateAge), 1);
	const cachedToken = await session(maxAge);
	let cachedTen = await request(cachedToken, 1, cachedHandle);
	for (let i = 1; i < 10; i++) cachedTen = await request(cachedToken, 1, cachedHandle, false);
	return { adapter: name, one: one.counts, ten: ten.counts, setCookieFresh: one.setCookie + ten.setCookie, setCookieDue: due.setCookie, due: due.counts, cachedTen: cachedTen.counts };
}

/** Runs the harness for SQLite, and for PostgreSQL when `postgresUrl` is given. */
export async function countAdapterCalls(postgresUrl: string | null): Promise<AdapterCount[]> {
	const server = await createServer({
		configFile: false,
		root: ROOT,
		cacheDir: resolve(CACHE, 'vite-harness'),
		logLevel: 'error',
		plugins: [svelte()],
		server: { middlewareMode: true, hmr: false, ws: false },
		appType: 'custom'
	});
	const load = (path: string) => server.ssrLoadModule(path);
	const results: AdapterCount[] = [];
	try {
		const { SQLiteAdapter, openSQLite } = await load('/src/lib/auth/adapters/sqlite.ts');
		mkdirSync(CACHE, { recursive: true });
		const file = resolve(CACHE, 'harness.sqlite');
		for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
		results.push(await countFor('sqlite', load, SQLiteAdapter(openSQLite(file))));
		if (postgresUrl) {
			const { PostgresAdapter } = await load('/src/lib/auth/adapters/postgres.ts');
			const pool = new pg.Pool({ connectionString: postgresUrl });
			try {
				results.push(await countFor('postgres', load, PostgresAdapter(pool)));
			} finally {
				await pool.end();
			}
		}
	} finally {
		await server.close();
	}
	return results;
}
