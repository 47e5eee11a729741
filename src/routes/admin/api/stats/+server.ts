import { json } from '@sveltejs/kit';
import type { RequestHandler } from './$types';

// Protected by the path-level hook (hooks.server.ts): this handler runs only for the admin role, and anyone
// else gets 401/403 JSON, also when the URL is opened in a browser tab.
export const GET: RequestHandler = async ({ locals }) => json({ ok: true, user: (await locals.auth())?.user?.email ?? null });
