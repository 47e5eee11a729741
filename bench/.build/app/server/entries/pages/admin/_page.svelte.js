import { m as escape_html, o as head } from "../../../chunks/server2.js";
// src/routes/admin/+page.svelte
function _page($$renderer, $$props) {
	$$renderer.component(($$renderer) => {
		let { data, form } = $$props;
		head("1jef3w8", $$renderer, ($$renderer) => {
			$$renderer.title(($$renderer) => {
				$$renderer.push(`<title>Admin · Auth demo</title>`);
			});
		});
		$$renderer.push(`<h1>Admin</h1> <p data-testid="admin-user">Admin area for ${escape_html(data.user?.name ?? data.user?.email)}.</p> <form method="POST"><button type="submit">Increment</button></form> <p data-testid="admin-counter">Counter: ${escape_html(form?.counter ?? data.counter)}</p>`);
	});
}
export { _page as default };

//# sourceMappingURL=_page.svelte.js.map