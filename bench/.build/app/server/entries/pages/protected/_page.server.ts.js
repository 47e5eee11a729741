import { a as redirect } from "../../../chunks/exports.js";
// src/routes/protected/+page.server.ts
var load = async ({ locals, url }) => {
	const session = await locals.auth();
	if (!session?.user) redirect(303, `/signin?${new URLSearchParams({ callbackUrl: url.pathname })}`);
	return { user: session.user };
};
export { load };

//# sourceMappingURL=_page.server.ts.js.map