import { error, json } from '@sveltejs/kit';
import type { RequestHandler } from './$types';
import { BENCH_ROUTES } from '../enabled.ts';

/**
 * Benchmark twin of /bench/ten: one `locals.auth()` call (`npm run bench`).
 * 404 unless the server runs with BENCH_ROUTES=1 (./enabled.ts).
 */
export const GET: RequestHandler = async ({ locals }) => {
	if (!BENCH_ROUTES) error(404, 'Not Found');
	const session = await locals.auth();
	return json({ calls: 1, session });
};
