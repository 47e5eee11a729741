import { json } from '@sveltejs/kit';
import { requireUser } from '../../../auth.ts';
import type { RequestHandler } from './$types';

// An endpoint's own check: 401 for anyone not signed in, never a redirect (docs/authorization.md).
export const GET: RequestHandler = async (event) => json(await requireUser(event, { redirect: false }));
