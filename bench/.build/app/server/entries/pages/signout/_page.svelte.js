import { o as head } from "../../../chunks/server2.js";
import { n as SignOut } from "../../../chunks/components.js";
// src/routes/signout/+page.svelte
function _page($$renderer) {
	head("uir34s", $$renderer, ($$renderer) => {
		$$renderer.title(($$renderer) => {
			$$renderer.push(`<title>Sign out · Auth demo</title>`);
		});
	});
	$$renderer.push(`<h1>Sign out</h1> <p>Are you sure you want to sign out?</p> `);
	{
		function submitButton($$renderer) {
			$$renderer.push(`<!---->Sign out`);
		}
		SignOut($$renderer, {
			options: { redirectTo: "/" },
			submitButton,
			$$slots: { submitButton: true }
		});
	}
	$$renderer.push(`<!---->`);
}
export { _page as default };

//# sourceMappingURL=_page.svelte.js.map