import type { Actions, PageServerLoad } from './$types';

// No auth check here on purpose: the authorization hook in hooks.server.ts covers all of /admin,
// including this form action. e2e proves an anonymous POST never reaches it.
let counter = 0;

export const load: PageServerLoad = async ({ locals }) => ({ user: (await locals.auth())?.user, counter });

export const actions: Actions = {
	default: async () => {
		counter += 1;
		return { counter };
	}
};
