import { json } from '@sveltejs/kit';
import type { RequestHandler } from './$types';

// Protected by the path-level hook (hooks.server.ts): this handler never runs without a session.
export const GET: RequestHandler = async ({ locals }) => json({ ok: true, user: (await locals.auth())?.user?.email ?? null });
