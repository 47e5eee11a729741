import { requireUser } from '../../auth.ts';
import type { PageServerLoad } from './$types';

// Page-level protection: checked in the page's own load, which runs for every request of this page. An
// anonymous visitor is sent to /signin with callbackUrl and error=SessionRequired (docs/authorization.md).
export const load: PageServerLoad = async (event) => ({ user: (await requireUser(event)).user });
