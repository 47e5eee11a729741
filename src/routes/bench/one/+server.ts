import { error, json } from '@sveltejs/kit';
import type { RequestHandler } from './$types';

/**
 * Benchmark twin of /bench/ten: one `locals.auth()` call (`npm run bench`).
 * Read at request time, so a normal deployment answers 404 here; only bench/run.ts starts the server
 * with BENCH_ROUTES=1.
 */
export const GET: RequestHandler = async ({ locals }) => {
	if (process.env.BENCH_ROUTES !== '1') error(404, 'Not Found');
	const session = await locals.auth();
	return json({ calls: 1, session });
};
