import { providerToken } from '../../../auth.remote.ts';
import type { PageServerLoad } from './$types';

// The query runs on the server, as a query: a refresh inside it cannot write the session cookie through kit.
export const load: PageServerLoad = async () => ({ token: await providerToken() });
