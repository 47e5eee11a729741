import { i as json } from "../../../../../chunks/exports.js";
// src/routes/admin/api/stats/+server.ts
var GET = async ({ locals }) => json({
	ok: true,
	user: (await locals.auth())?.user?.email ?? null
});
export { GET };

//# sourceMappingURL=_server.ts.js.map