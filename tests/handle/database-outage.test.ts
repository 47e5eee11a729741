/**
 * A storage fault is an outage, not a sign-out: end to end through `handle` against real PostgreSQL: the database goes away
 * (a TCP proxy in front of it is stopped, so connections are really refused) and comes back.
 * While it is away: auth routes answer the error page (no stack), pages get a 503, GET /auth/session is
 * null, and nothing is half-written. When it is back, the same session cookie works again.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createServer, connect, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { isHttpError } from '@sveltejs/kit';
import { PostgresAdapter } from '#lib/auth/adapters/postgres.ts';
import { postgresSchemaSql } from '#lib/auth/adapters/postgres-schema.ts';
import { PG_URL, createPgSchema, describePg, type PgSchema } from '../adapters/pg-env.ts';
import { Browser, baseConfig, collectingLogger, makeAuth } from './harness.ts';

/** A stoppable TCP proxy to PostgreSQL: `stop()` refuses new connections and cuts open ones. */
class Proxy {
	private server: Server | null = null;
	private sockets = new Set<Socket>();
	port = 0;
	constructor(private target: URL) {}

	async start(): Promise<void> {
		this.server = createServer((client) => {
			const upstream = connect(Number(this.target.port || 5432), this.target.hostname);
			for (const socket of [client, upstream]) {
				this.sockets.add(socket);
				socket.on('close', () => this.sockets.delete(socket));
				socket.on('error', () => socket.destroy());
			}
			client.pipe(upstream).pipe(client);
		});
		await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
		this.port = (this.server!.address() as { port: number }).port;
	}

	async stop(): Promise<void> {
		for (const socket of this.sockets) socket.destroy();
		await new Promise<void>((resolve) => this.server?.close(() => resolve()));
		this.server = null;
	}
}

describePg('PostgreSQL outage through handle', () => {
	let schema: PgSchema;
	let proxy: Proxy;
	let pool: pg.Pool;

	beforeAll(async () => {
		schema = await createPgSchema('outage');
		await schema.pool.query(postgresSchemaSql(schema.schema));
		proxy = new Proxy(new URL(PG_URL!));
		await proxy.start();
		const url = new URL(PG_URL!);
		url.hostname = '127.0.0.1';
		url.port = String(proxy.port);
		pool = new pg.Pool({ connectionString: url.href, connectionTimeoutMillis: 1000, max: 4 });
		pool.on('error', () => undefined); // idle clients cut by the outage; the next query reconnects
	});

	afterAll(async () => {
		await pool?.end();
		await proxy?.stop();
		await schema?.drop();
	});

	test('an outage is an error page and a 503, never a 500 or a half-written user; recovery needs nothing', async () => {
		const log = collectingLogger();
		const auth = makeAuth(
			baseConfig({
				adapter: PostgresAdapter(pool, { schema: schema.schema }),
				session: { strategy: 'database' },
				credentialsDatabaseSessions: true,
				logger: log.logger
			})
		);
		const browser = new Browser(auth);
		expect((await browser.signIn()).status).toBe(302);
		const before = await (await browser.fetch('/')).json();
		expect(before.session.user.email).toBe('demo@example.com');

		await proxy.stop();
		// A page calling locals.auth(): kit's 503, with no cause in the message.
		const page = await browser.fetch('/').catch((error: unknown) => error);
		expect(isHttpError(page) && page.status).toBe(503);
		// The JSON session endpoint stays well-formed.
		const session = await browser.fetch('/auth/session');
		expect(session.status).toBe(200);
		expect(await session.json()).toBeNull();
		// A sign-in attempt lands on the error page with a type, not a stack.
		const stranger = new Browser(auth);
		const failed = await stranger.signIn();
		expect(failed.status).toBe(302);
		expect(failed.headers.get('location')).toBe('http://app.test/auth/error?error=Configuration');
		expect(stranger.sessionCookie()).toBeUndefined();
		expect(log.errors.length).toBeGreaterThan(0);

		await proxy.start();
		const after = await (await browser.fetch('/')).json();
		expect(after.session.user.email).toBe('demo@example.com');
		// Exactly one user: the failed attempt wrote nothing.
		const users = await schema.pool.query(`SELECT count(*)::int AS n FROM "${schema.schema}".auth_users`);
		expect(users.rows[0].n).toBe(1);
	});
});
