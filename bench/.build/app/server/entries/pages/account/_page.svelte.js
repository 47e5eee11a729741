import { a as ensure_array_like, d as attr, i as derived, m as escape_html, o as head } from "../../../chunks/server2.js";
import "../../../chunks/navigation.js";
import { t as page } from "../../../chunks/state.js";
import { r as SignIn, t as PasskeyButton } from "../../../chunks/components.js";
// src/routes/account/+page.svelte
function _page($$renderer, $$props) {
	$$renderer.component(($$renderer) => {
		let { data } = $$props;
		let name = page.data.session?.user?.name ?? "";
		let passkeyError = "";
		const hint = derived(() => data.loginHint ? { login_hint: data.loginHint } : void 0);
		head("8i5vi8", $$renderer, ($$renderer) => {
			$$renderer.title(($$renderer) => {
				$$renderer.push(`<title>Account · Auth demo</title>`);
			});
		});
		$$renderer.push(`<h1>Account</h1> <section aria-labelledby="name-heading"><h2 id="name-heading">Display name</h2> <form><label for="display-name">Display name</label> <input id="display-name"${attr("value", name)} maxlength="80" required=""/> <button type="submit">Save name</button></form> `);
		$$renderer.push("<!--[-1-->");
		$$renderer.push(`<!--]--></section> <section aria-labelledby="accounts-heading"><h2 id="accounts-heading">Linked accounts</h2> <ul data-testid="linked-accounts">`);
		const each_array = ensure_array_like(data.accounts);
		if (each_array.length !== 0) {
			$$renderer.push("<!--[-->");
			for (let $$index = 0, $$length = each_array.length; $$index < $$length; $$index++) {
				let account = each_array[$$index];
				$$renderer.push(`<li${attr("data-provider", account.provider)}>${escape_html(account.provider)} (${escape_html(account.type)})</li>`);
			}
		} else $$renderer.push(`<!--[!--><li>No linked sign-in providers yet.</li>`);
		$$renderer.push(`<!--]--></ul> `);
		{
			function submitButton($$renderer) {
				$$renderer.push(`<!---->Link Mock OIDC`);
			}
			SignIn($$renderer, {
				provider: "mock-oidc",
				options: { redirectTo: "/account" },
				authorizationParams: hint(),
				submitButton,
				$$slots: { submitButton: true }
			});
		}
		$$renderer.push(`<!----> `);
		{
			function submitButton($$renderer) {
				$$renderer.push(`<!---->Link Mock OAuth`);
			}
			SignIn($$renderer, {
				provider: "mock-oauth",
				options: { redirectTo: "/account" },
				authorizationParams: hint(),
				submitButton,
				$$slots: { submitButton: true }
			});
		}
		$$renderer.push(`<!----></section> <section aria-labelledby="passkeys-heading"><h2 id="passkeys-heading">Passkeys</h2> <ul data-testid="passkeys">`);
		const each_array_1 = ensure_array_like(data.passkeys);
		if (each_array_1.length !== 0) {
			$$renderer.push("<!--[-->");
			for (let $$index_1 = 0, $$length = each_array_1.length; $$index_1 < $$length; $$index_1++) {
				let passkey = each_array_1[$$index_1];
				$$renderer.push(`<li data-testid="passkey">${escape_html(passkey.id)}… (${escape_html(passkey.deviceType)}, used ${escape_html(passkey.counter)} times)</li>`);
			}
		} else $$renderer.push(`<!--[!--><li>No passkeys yet.</li>`);
		$$renderer.push(`<!--]--></ul> `);
		PasskeyButton($$renderer, {
			action: "register",
			redirectTo: "/account",
			onresult: (r) => passkeyError = r.error ?? "",
			children: ($$renderer) => {
				$$renderer.push(`<!---->Add a passkey`);
			},
			$$slots: { default: true }
		});
		$$renderer.push(`<!----> `);
		if (passkeyError) $$renderer.push(`<!--[0--><p role="alert" data-testid="passkey-error">${escape_html(passkeyError)}</p>`);
		else $$renderer.push("<!--[-1-->");
		$$renderer.push(`<!--]--></section>`);
	});
}
export { _page as default };

//# sourceMappingURL=_page.svelte.js.map