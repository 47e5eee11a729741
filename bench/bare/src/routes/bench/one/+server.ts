import { json } from '@sveltejs/kit';
import { SESSION } from '../../../session.ts';

// The ceiling for the demo's /bench/one and /bench/ten JSON routes.
export const GET = () => json({ calls: 1, session: SESSION });
