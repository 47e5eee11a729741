import type { LayoutServerLoad } from './$types';

// Exposes the session to every page as page.data.session. Not an authorization point (see hooks.server.ts).
export const load: LayoutServerLoad = async (event) => ({ session: await event.locals.auth() });
