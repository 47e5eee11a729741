import { error, json } from '@sveltejs/kit';
import type { RequestHandler } from './$types';
import { BENCH_ROUTES } from '../enabled.ts';

// The bare app's session, as a constant: this route never calls `locals.auth()`.
const SESSION = {
	user: { name: 'Demo User', email: 'demo@example.test', id: 'demo-user', role: 'admin' },
	expires: new Date(Math.floor(Date.now() / 1000 + 30 * 24 * 3600) * 1000).toISOString()
};

/**
 * Benchmark twin of /bench/one without the session read: the same server, hook and response body, so
 * `/bench/one` minus this row is what reading the session costs, and this row against bare is what the
 * app's hook costs when nothing reads the session (`npm run bench`). 404 unless BENCH_ROUTES=1.
 */
export const GET: RequestHandler = () => {
	if (!BENCH_ROUTES) error(404, 'Not Found');
	return json({ calls: 1, session: SESSION });
};
