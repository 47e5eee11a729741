import { myAccounts } from '../../../auth.remote.ts';
import type { PageServerLoad } from './$types';

// The query runs on the server here, as a query: the guard inside it cannot read the page's URL (kit forbids it).
export const load: PageServerLoad = async () => ({ mine: await myAccounts() });
