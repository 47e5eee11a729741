/**
 * Database faults: an unreachable or silent PostgreSQL surfaces as AdapterError naming
 * the method, within the pool's connection timeout (no hang), the session read turns it into a
 * SessionTokenError (not "signed out"), and the same pool serves again as soon as the database is back.
 * The outage is real: a TCP relay in front of the live server is stopped and restarted.
 */
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PostgresAdapter } from '#lib/auth/adapters/postgres.ts';
import { wrapAdapter } from '#lib/auth/config/adapter.ts';
import { AdapterError, SessionTokenError } from '#lib/auth/errors.ts';
import { createDatabaseSession, readDatabaseSession } from '#lib/auth/session/database.ts';
import type { Adapter } from '#lib/auth/adapters/types.ts';
import { migrate } from '../../scripts/db-migrate.ts';
import { PG_URL, createPgSchema, describePg, type PgSchema } from './pg-env.ts';
import { Browser, databaseConfig } from './session-harness.ts';

/** A TCP relay to the live server that can be taken down (connections cut, port closed) and brought back on the same port. */
class Relay {
	private server?: net.Server;
	private sockets = new Set<net.Socket>();
	port = 0;
	constructor(private target: { host: string; port: number }) {}

	async up(): Promise<void> {
		this.server = net.createServer((client) => {
			const upstream = net.connect(this.target.port, this.target.host);
			for (const socket of [client, upstream]) {
				this.sockets.add(socket);
				socket.on('error', () => socket.destroy());
				socket.on('close', () => this.sockets.delete(socket));
			}
			client.pipe(upstream).pipe(client);
		});
		await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
		this.port = (this.server.address() as net.AddressInfo).port;
	}

	async down(): Promise<void> {
		for (const socket of this.sockets) socket.destroy();
		await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
	}
}

/** A server that accepts connections and never answers: a hung database. */
async function silentServer(): Promise<{ port: number; close: () => Promise<void> }> {
	const sockets = new Set<net.Socket>();
	const server = net.createServer((socket) => void sockets.add(socket));
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	return {
		port: (server.address() as net.AddressInfo).port,
		close: () => {
			for (const socket of sockets) socket.destroy();
			return new Promise((resolve) => server.close(() => resolve()));
		}
	};
}

/** A port nothing listens on: bound once by us, then released. */
async function closedPort(): Promise<number> {
	const server = net.createServer();
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as net.AddressInfo;
	await new Promise((resolve) => server.close(resolve));
	return port;
}

function poolAt(port: number): pg.Pool {
	const url = new URL(PG_URL!);
	url.hostname = '127.0.0.1';
	url.port = String(port);
	const pool = new pg.Pool({ connectionString: url.toString(), connectionTimeoutMillis: 1500, max: 2 });
	pool.on('error', () => {}); // idle clients cut by the outage: the next query reports it instead
	return pool;
}

describePg('PostgreSQL faults', () => {
	let db: PgSchema;
	const errors: Error[] = [];
	const logger = { error: (e: Error) => void errors.push(e) };
	beforeAll(async () => {
		db = await createPgSchema('faults');
		await migrate(db.pool, db.schema);
	});
	afterAll(async () => db?.drop());

	test('a pool at a closed port fails fast with an AdapterError naming the method, the cause kept', async () => {
		const pool = poolAt(await closedPort());
		try {
			const adapter = wrapAdapter(PostgresAdapter(pool, { schema: db.schema }), logger) as Required<Adapter>;
			const failure = await Promise.resolve(adapter.getSessionAndUser('anything')).catch((e: unknown) => e);
			expect(failure).toBeInstanceOf(AdapterError);
			expect((failure as AdapterError).message).toContain('getSessionAndUser');
			expect(((failure as AdapterError).cause!.err as NodeJS.ErrnoException).code).toBe('ECONNREFUSED');
			expect(errors).toContain(failure);
		} finally {
			await pool.end();
		}
	});

	test('a database that accepts but never answers fails within connectionTimeoutMillis, not never', async () => {
		const silent = await silentServer();
		const pool = poolAt(silent.port);
		try {
			const adapter = wrapAdapter(PostgresAdapter(pool, { schema: db.schema }), logger) as Required<Adapter>;
			const started = Date.now();
			const failure = await Promise.resolve(adapter.getUser('u')).catch((e: unknown) => e);
			expect(failure).toBeInstanceOf(AdapterError);
			expect((failure as AdapterError).message).toContain('getUser');
			expect(Date.now() - started).toBeLessThan(5000);
		} finally {
			await pool.end();
			await silent.close();
		}
	});

	test('during an outage a session read throws SessionTokenError; the same pool serves again once the database is back', async () => {
		const target = new URL(PG_URL!);
		const relay = new Relay({ host: target.hostname, port: Number(target.port || 5432) });
		await relay.up();
		const pool = poolAt(relay.port);
		try {
			const store = PostgresAdapter(pool, { schema: db.schema }) as Required<Adapter>;
			const user = await store.createUser({ id: crypto.randomUUID(), name: 'Kay', email: `${crypto.randomUUID()}@example.com`, emailVerified: null });
			const browser = new Browser(databaseConfig(store, { logger }));
			const signIn = browser.request('/auth/callback/github');
			await createDatabaseSession(signIn, user);
			browser.receive(signIn);

			await relay.down();
			const failure = await readDatabaseSession(browser.request()).catch((e: unknown) => e);
			expect(failure).toBeInstanceOf(SessionTokenError);
			expect((((failure as SessionTokenError).cause!.err) as Error).message).toContain('getSessionAndUser');

			await relay.up();
			expect(await readDatabaseSession(browser.request())).toMatchObject({ user: { name: 'Kay' } });
		} finally {
			await pool.end();
			await relay.down();
		}
	});
});
