/**
 * PostgreSQL test plumbing shared by the adapter tests: the TEST_POSTGRES_URL rule (skip with a message
 * when unset, fail loudly under CI=true) and a throwaway schema per run, dropped afterwards, so helpers
 * and CI jobs sharing one database never see each other's rows.
 */
import { describe } from 'vitest';
import pg from 'pg';

export const PG_URL = process.env.TEST_POSTGRES_URL;

if (!PG_URL && process.env.CI === 'true') {
	throw new Error('CI=true but TEST_POSTGRES_URL is unset: PostgreSQL tests must run in CI (e.g. postgres://postgres@127.0.0.1:5432/test)');
}

const SKIP_NOTE = '(skipped: TEST_POSTGRES_URL is unset; e.g. TEST_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/test)';
if (!PG_URL) console.warn(`PostgreSQL tests ${SKIP_NOTE}`);

/** `describe` that runs only with a PostgreSQL URL; its title says why when skipped. */
export function describePg(title: string, body: () => void): void {
	describe.skipIf(!PG_URL)(PG_URL ? title : `${title} ${SKIP_NOTE}`, body);
}

export interface PgSchema {
	schema: string;
	/** A pool whose connections default to the schema (search_path), for adapters with unqualified table names. */
	pool: pg.Pool;
	drop(): Promise<void>;
}

/** Creates a uniquely named schema and a pool on it. `drop()` removes both. */
export async function createPgSchema(label: string): Promise<PgSchema> {
	const schema = `t_${label}_${Date.now().toString(36)}_${crypto.randomUUID().slice(0, 8)}`.replace(/[^a-z0-9_]/g, '_');
	const admin = new pg.Client({ connectionString: PG_URL });
	await admin.connect();
	await admin.query(`CREATE SCHEMA "${schema}"`);
	await admin.end();
	const pool = new pg.Pool({ connectionString: PG_URL, options: `-c search_path=${schema}`, max: 10 });
	return {
		schema,
		pool,
		async drop() {
			await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
			await pool.end();
		}
	};
}
