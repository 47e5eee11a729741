import type { Actions, PageServerLoad } from './$types';

// No auth check here on purpose: the authorization hook in hooks.server.ts requires the admin role for all
// of /admin, including this form action. e2e proves that an anonymous or non-admin POST never reaches it.
let counter = 0;

export const load: PageServerLoad = async ({ locals }) => ({ user: (await locals.auth())?.user, counter });

export const actions: Actions = {
	default: async () => {
		counter += 1;
		return { counter };
	}
};
