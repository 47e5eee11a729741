/**
 * What the bare partner sends beside a session read. By default it marks every response that asked for the
 * session `Cache-Control: private` and `Vary: Cookie`, with the library's own function
 * (bench/baseline/hooks.server.ts), as any app serving per-session pages must: a partner without them is the
 * shared-cache hole the library closes (docs/deployment.md, shared caches), so the ratios show what the library
 * costs beyond those two headers. `BENCH_PARTNER_HEADERS=0 npm run bench` is the control with the plain
 * partner, which sends neither (every default run before round 41): it is saved as `partner-plain-<stamp>.json`,
 * never as a default run or `latest.json` (bench/report.ts).
 */
import type { Scenario } from './load.ts';

export const PARTNER_HEADERS = process.env.BENCH_PARTNER_HEADERS !== '0';

/** The kind a run is saved under for its partner (bench/report.ts): a default run, or the plain-partner control. */
export const PARTNER_KIND: 'full' | 'partner-plain' = PARTNER_HEADERS ? 'full' : 'partner-plain';

/**
 * Checks, before any load, that the bare partner's signed-in responses carry the two headers exactly when the
 * run asked for them: a partner that silently kept or lost them would measure the other run's question.
 */
export async function checkPartnerHeaders(scenarios: readonly Scenario[]): Promise<void> {
	for (const s of scenarios) {
		// The two signed-in routes every row group has; both read the session (`/bench/none` does not).
		if (s.server.name !== 'bare' || !s.cookie || (s.path !== '/api/me' && s.path !== '/protected')) continue;
		const response = await fetch(s.server.url + s.path, { headers: { cookie: s.cookie } });
		await response.arrayBuffer();
		const marked = response.headers.get('cache-control') === 'private' && /(^|,)\s*Cookie\s*(,|$)/i.test(response.headers.get('vary') ?? '');
		if (marked !== PARTNER_HEADERS) {
			throw new Error(`${s.id}: the bare partner's response ${marked ? 'is' : 'is not'} marked private, but BENCH_PARTNER_HEADERS is ${PARTNER_HEADERS ? 'not 0 (the default)' : '0'}`);
		}
	}
}
