/**
 * The verdicts of a normal run against BUDGETS (config.ts). A budget whose rows were not run (BENCH_ONLY, or
 * PostgreSQL down) is reported as not measured and does not fail the run.
 */
import type { AdapterCount } from './adapter-count.ts';
import type { Budget, Row } from './report.ts';
import type { BundleSize } from './size.ts';
import type { SignedIn } from './signin.ts';
import { BUDGETS, LOAD } from './config.ts';

export interface RunFigures {
	rows: Row[];
	adapterCounts: AdapterCount[];
	sessions: Record<string, SignedIn>;
	sizes: BundleSize[];
	postgresTxPerRequest?: number;
	/** Median over rounds of /bench/ten's req/s over /bench/one's. */
	tenVsOne: number;
}

const x = (n: number) => `${n.toFixed(2)}x`;

/** A ratio beside its threshold: three decimals when two would print the threshold itself ("0.90x" for 0.895). */
export const ratioText = (n: number, threshold: number) => `${n.toFixed(n.toFixed(2) === threshold.toFixed(2) ? 3 : 2)}x`;
const calls = (c: Record<string, number>) => Object.values(c).reduce((a, b) => a + b, 0);

/** The throughput budgets: a row's `x bare` (the median of its rounds' ratios) at or above `min`. */
export interface RatioBudget {
	measure: string;
	id: string;
	min: number;
}

export const RATIO_BUDGETS: readonly RatioBudget[] = [
	{ measure: 'signed-in SSR page, jwt', id: 'jwt/protected', min: BUDGETS.jwtSsr },
	{ measure: 'signed-in JSON endpoint, jwt', id: 'jwt/api/me', min: BUDGETS.jwtJson },
	{ measure: 'signed-in SSR page, database on SQLite', id: 'sqlite/protected', min: BUDGETS.sqliteSsr },
	{ measure: 'signed-in SSR page, database on PostgreSQL', id: 'postgres/protected', min: BUDGETS.postgresSsr },
	{ measure: 'signed-in SSR page, SQLite with session.cache', id: 'sqlite-cache/protected', min: BUDGETS.sqliteCachedSsr },
	{ measure: 'signed-in SSR page, PostgreSQL with session.cache', id: 'postgres-cache/protected', min: BUDGETS.postgresCachedSsr },
	{ measure: 'signed-in JSON endpoint, PostgreSQL with session.cache', id: 'postgres-cache/api/me', min: BUDGETS.postgresCachedJson }
];

export function judge({ rows, adapterCounts, sessions, sizes, postgresTxPerRequest, tenVsOne }: RunFigures): Budget[] {
	const byId = new Map(rows.map((r) => [r.id, r]));
	const budgets: Budget[] = [];
	for (const { measure, id, min } of RATIO_BUDGETS) {
		const ratio = byId.get(id)?.ratio;
		if (ratio === undefined || !Number.isFinite(ratio)) budgets.push({ measure, budget: `>= ${min.toFixed(2)}x bare`, value: 'not measured', pass: true, skipped: true });
		else budgets.push({ measure, budget: `>= ${min.toFixed(2)}x bare`, value: ratioText(ratio, min), pass: ratio >= min });
	}

	// p99 of the signed-in jwt rows over their bare partners', at both connection counts: each the 99th
	// percentile of all rounds' responses together (run.ts says why not a median of per-round p99s).
	const p99Ids = ['/protected', '/api/me'].flatMap((path) => [`jwt${path}`, `jwt${path}@${LOAD.highConnections}`]);
	const p99s = p99Ids.map((id) => [id, byId.get(id)?.p99PooledRatio] as const).filter(([, ratio]) => ratio !== undefined && Number.isFinite(ratio));
	budgets.push({
		measure: `p99 of signed-in jwt rows (SSR, JSON) at ${LOAD.connections} and ${LOAD.highConnections} connections, all rounds' responses`,
		budget: `<= ${BUDGETS.jwtP99Max.toFixed(2)}x bare`,
		value: p99s.length ? p99s.map(([id, ratio]) => `${id} ${x(ratio!)}`).join(', ') : 'not measured',
		pass: p99s.every(([, ratio]) => ratio! <= BUDGETS.jwtP99Max),
		skipped: p99s.length === 0
	});

	budgets.push(
		{
			measure: 'adapter calls per signed-in request (database)', budget: '1',
			value: adapterCounts.map((c) => `${c.adapter} ${calls(c.one)} (ten auth(): ${calls(c.ten)})`).join(', ') + (postgresTxPerRequest !== undefined ? `; PG server ${postgresTxPerRequest.toFixed(2)} tx/req` : ''),
			pass: adapterCounts.every((c) => calls(c.one) === 1 && calls(c.ten) === 1) && (postgresTxPerRequest === undefined || Math.round(postgresTxPerRequest) === 1)
		},
		{
			measure: 'adapter calls for ten signed-in requests within session.cache maxAge', budget: '1',
			value: adapterCounts.map((c) => `${c.adapter} ${calls(c.cachedTen)}`).join(', '),
			pass: adapterCounts.every((c) => calls(c.cachedTen) === 1)
		}
	);
	const signedInRows = rows.filter((r) => sessions[r.id.split('/')[0]] && !r.id.endsWith('-anon') && r.id !== 'jwt/');
	budgets.push({
		measure: 'Set-Cookie on a signed-in read', budget: 'none unless updateAge is due',
		value: `${signedInRows.reduce((t, r) => t + r.setCookie, 0)} of ${signedInRows.reduce((t, r) => t + r.responses, 0)} loaded responses; harness fresh ${adapterCounts.map((c) => c.setCookieFresh).join('/')}, due ${adapterCounts.map((c) => c.setCookieDue).join('/')}`,
		pass: signedInRows.every((r) => r.setCookie === 0) && adapterCounts.every((c) => c.setCookieFresh === 0 && c.setCookieDue === 1)
	});
	if (Number.isFinite(tenVsOne)) budgets.push({ measure: 'ten locals.auth() vs one (jwt, req/s)', budget: `within ${Math.round((1 - BUDGETS.tenVsOne) * 100)}%`, value: `${tenVsOne.toFixed(3)}x`, pass: tenVsOne >= BUDGETS.tenVsOne });
	const cookieBytes = sessions.jwt.cookie.length;
	const server = sizes[0].gzBytes;
	const client = sizes[sizes.length - 1].gzBytes;
	budgets.push(
		{ measure: "the demo's session cookie (jwt, name=value)", budget: `<= ${BUDGETS.cookieBytesMax} bytes`, value: `${cookieBytes} bytes`, pass: cookieBytes <= BUDGETS.cookieBytesMax },
		{ measure: 'server bundle, min+gz (lib only)', budget: `<= ${BUDGETS.serverBundleKbMax} KB`, value: `${(server / 1024).toFixed(1)} KB`, pass: server <= BUDGETS.serverBundleKbMax * 1024 },
		{ measure: 'client entry, min+gz', budget: `<= ${BUDGETS.clientEntryBytesMax} bytes`, value: `${client} bytes`, pass: client <= BUDGETS.clientEntryBytesMax }
	);
	return budgets;
}
