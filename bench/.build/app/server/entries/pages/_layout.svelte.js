import { m as escape_html } from "../../chunks/server2.js";
import "../../chunks/index-server.js";
import { t as page } from "../../chunks/state.js";
// src/routes/+layout.svelte
function _layout($$renderer, $$props) {
	$$renderer.component(($$renderer) => {
		let { children } = $$props;
		$$renderer.push(`<header class="svelte-12qhfyh"><nav aria-label="Main" class="svelte-12qhfyh"><a href="/" class="svelte-12qhfyh">Home</a> <a href="/protected" class="svelte-12qhfyh">Protected</a> <a href="/admin" class="svelte-12qhfyh">Admin</a> <a href="/account" class="svelte-12qhfyh">Account</a> `);
		if (page.data.session?.user) $$renderer.push(`<!--[0--><span data-testid="nav-user">${escape_html(page.data.session.user.name ?? page.data.session.user.email)}</span> <a href="/signout" class="svelte-12qhfyh">Sign out</a>`);
		else $$renderer.push(`<!--[-1--><a href="/signin" class="svelte-12qhfyh">Sign in</a>`);
		$$renderer.push(`<!--]--></nav></header> <main class="svelte-12qhfyh">`);
		children($$renderer);
		$$renderer.push(`<!----></main>`);
	});
}
export { _layout as default };

//# sourceMappingURL=_layout.svelte.js.map