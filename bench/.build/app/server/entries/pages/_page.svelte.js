import { i as derived, m as escape_html, o as head } from "../../chunks/server2.js";
import { t as page } from "../../chunks/state.js";
// src/routes/+page.svelte
function _page($$renderer, $$props) {
	$$renderer.component(($$renderer) => {
		const session = derived(() => page.data.session);
		head("1uha8ag", $$renderer, ($$renderer) => {
			$$renderer.title(($$renderer) => {
				$$renderer.push(`<title>Auth demo</title>`);
			});
		});
		$$renderer.push(`<h1>SvelteKit auth demo</h1> `);
		if (session()?.user) $$renderer.push(`<!--[0--><p data-testid="status">Signed in as <strong data-testid="user-name">${escape_html(session().user.name ?? "")}</strong> (<span data-testid="user-email">${escape_html(session().user.email ?? "")}</span>)</p> <pre data-testid="session-json">${escape_html(JSON.stringify(session(), null, 2))}</pre>`);
		else $$renderer.push(`<!--[-1--><p data-testid="status">Not signed in.</p> <p><a href="/signin">Sign in</a></p>`);
		$$renderer.push(`<!--]-->`);
	});
}
export { _page as default };

//# sourceMappingURL=_page.svelte.js.map