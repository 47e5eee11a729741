import { m as escape_html, o as head } from "../../../chunks/server2.js";
// src/routes/protected/+page.svelte
function _page($$renderer, $$props) {
	$$renderer.component(($$renderer) => {
		let { data } = $$props;
		head("1mtgg9", $$renderer, ($$renderer) => {
			$$renderer.title(($$renderer) => {
				$$renderer.push(`<title>Protected · Auth demo</title>`);
			});
		});
		$$renderer.push(`<h1>Protected page</h1> <p data-testid="protected-user">Only signed-in users see this, ${escape_html(data.user.name ?? data.user.email)}.</p>`);
	});
}
export { _page as default };

//# sourceMappingURL=_page.svelte.js.map