import { error, json } from '@sveltejs/kit';
import type { RequestHandler } from './$types';
import { BENCH_ROUTES } from '../enabled.ts';

/**
 * Ten `locals.auth()` calls in one request: the budget is "within 5% of one call" (docs/performance.md), since the
 * session is read once per request and memoised. 404 unless the server runs with BENCH_ROUTES=1.
 */
export const GET: RequestHandler = async ({ locals }) => {
	if (!BENCH_ROUTES) error(404, 'Not Found');
	let session = null;
	for (let i = 0; i < 10; i++) session = await locals.auth();
	return json({ calls: 10, session });
};
