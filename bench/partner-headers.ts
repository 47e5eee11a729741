/**
 * `BENCH_PARTNER_HEADERS=1 npm run bench`: a control run whose bare partner also marks every response that
 * asked for the session `Cache-Control: private` and `Vary: Cookie`, with the library's own function
 * (bench/baseline/hooks.server.ts), so each ratio shows what the library costs beyond those two headers. The
 * headers themselves stay on in the library (docs/deployment.md, shared caches); the run is saved as
 * `partner-headers-<stamp>.json`, never as a default run or `latest.json` (bench/report.ts).
 */
import type { Scenario } from './load.ts';

export const PARTNER_HEADERS = process.env.BENCH_PARTNER_HEADERS === '1';

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
			throw new Error(`${s.id}: the bare partner's response ${marked ? 'is' : 'is not'} marked private, but BENCH_PARTNER_HEADERS is ${PARTNER_HEADERS ? '' : 'not '}1`);
		}
	}
}
