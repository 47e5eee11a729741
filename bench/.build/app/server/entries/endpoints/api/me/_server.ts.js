import { i as json } from "../../../../chunks/exports.js";
// src/routes/api/me/+server.ts
var GET = async ({ locals }) => {
	const session = await locals.auth();
	if (!session?.user) return json({ error: "Unauthorized" }, { status: 401 });
	return json(session);
};
export { GET };

//# sourceMappingURL=_server.ts.js.map