import { json } from '@sveltejs/kit';
import type { RequestHandler } from './$types';

export const GET: RequestHandler = async ({ locals }) => {
	const session = await locals.auth();
	if (!session?.user) return json({ error: 'Unauthorized' }, { status: 401 });
	return json(session);
};
