// src/routes/admin/+page.server.ts
var counter = 0;
var load = async ({ locals }) => ({
	user: (await locals.auth())?.user,
	counter
});
var actions = { default: async () => {
	counter += 1;
	return { counter };
} };
export { actions, load };

//# sourceMappingURL=_page.server.ts.js.map