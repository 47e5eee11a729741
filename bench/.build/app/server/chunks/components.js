import { mt as resolve } from "./internal.js";
import { a as ensure_array_like, d as attr, f as clsx, i as derived, m as escape_html, n as attributes, r as bind_props, s as props_id, t as attr_class } from "./server2.js";
import { t as disallow_on_server } from "./functions.js";
import "./paths.js";
import "./index-server.js";
import "@simplewebauthn/browser";
disallow_on_server("applyAction");
// src/lib/auth/components/fields.ts
/** E-mail sender provider ids whose SignIn form gets an e-mail input by default. */
var emailProviderIds = [
	"email",
	"nodemailer",
	"resend",
	"postmark",
	"sendgrid",
	"forwardemail",
	"mailgun"
];
function read(options, key) {
	if (!options) return void 0;
	if (options instanceof FormData) {
		const value = options.get(key);
		return typeof value === "string" ? value : void 0;
	}
	return options[key];
}
/**
* `"true"`/`"false"` when the caller set `redirect` explicitly, otherwise nothing. Auth.js put `redirectTo`
* into this field and treated any non-empty string as true (section 18, quirk 12).
*/
function redirectFlag(options) {
	const value = read(options, "redirect");
	if (value === true || value === "true") return "true";
	if (value === false || value === "false") return "false";
}
/** Hidden inputs of a SignIn form, in order. */
function signInFields(provider, options, authorizationParams) {
	const fields = [];
	if (provider) fields.push(["providerId", provider]);
	const target = read(options, "redirectTo") ?? read(options, "callbackUrl");
	if (typeof target === "string" && target) fields.push(["callbackUrl", target], ["redirectTo", target]);
	const redirect = redirectFlag(options);
	if (redirect) fields.push(["redirect", redirect]);
	const params = typeof authorizationParams === "string" ? new URLSearchParams(authorizationParams) : Object.entries(authorizationParams ?? {});
	for (const [key, value] of params) fields.push([`authorizationParams-${key}`, String(value)]);
	return fields;
}
/** Hidden inputs of a SignOut form, in order. */
function signOutFields(options) {
	const fields = [];
	const target = read(options, "redirectTo") ?? read(options, "callbackUrl");
	if (typeof target === "string" && target) fields.push(["callbackUrl", target], ["redirectTo", target]);
	const redirect = redirectFlag(options);
	if (redirect) fields.push(["redirect", redirect]);
	return fields;
}
/** The action path handed to `$app/paths` `resolve()`: no leading slash, so it is taken as a pathname. */
function pagePath(page) {
	return page.replace(/^\/+/, "");
}
// src/lib/auth/components/SignIn.svelte
function SignIn($$renderer, $$props) {
	$$renderer.component(($$renderer) => {
		const uid = props_id($$renderer);
		let { provider, signInPage = "signin", options, authorizationParams, class: className = "", submitButton, credentials, email } = $$props;
		const action = derived(() => resolve(pagePath(signInPage)));
		const fields = derived(() => signInFields(provider, options, authorizationParams));
		const isEmail = derived(() => !!provider && emailProviderIds.includes(provider));
		$$renderer.push(`<form method="POST"${attr("action", action())}${attr_class(clsx(["signInButton", className]))}><!--[-->`);
		const each_array = ensure_array_like(fields());
		for (let $$index = 0, $$length = each_array.length; $$index < $$length; $$index++) {
			let [name, value] = each_array[$$index];
			$$renderer.push(`<input type="hidden"${attr("name", name)}${attr("value", value)}/>`);
		}
		$$renderer.push(`<!--]--> `);
		if (credentials) {
			$$renderer.push("<!--[0-->");
			credentials($$renderer);
			$$renderer.push(`<!---->`);
		} else $$renderer.push("<!--[-1-->");
		$$renderer.push(`<!--]--> `);
		if (email) {
			$$renderer.push("<!--[0-->");
			email($$renderer);
			$$renderer.push(`<!---->`);
		} else if (isEmail()) $$renderer.push(`<!--[1--><label${attr("for", `${uid}-email`)}>Email address</label> <input${attr("id", `${uid}-email`)} type="email" name="email" autocomplete="email" required=""/>`);
		else $$renderer.push("<!--[-1-->");
		$$renderer.push(`<!--]--> <button type="submit">`);
		if (submitButton) {
			$$renderer.push("<!--[0-->");
			submitButton($$renderer);
			$$renderer.push(`<!---->`);
		} else $$renderer.push(`<!--[-1-->Sign in${escape_html(provider ? ` with ${provider}` : "")}`);
		$$renderer.push(`<!--]--></button></form>`);
	});
}
// src/lib/auth/components/SignOut.svelte
function SignOut($$renderer, $$props) {
	$$renderer.component(($$renderer) => {
		let { signOutPage = "signout", options, class: className = "", submitButton } = $$props;
		const action = derived(() => resolve(pagePath(signOutPage)));
		const fields = derived(() => signOutFields(options));
		$$renderer.push(`<form method="POST"${attr("action", action())}${attr_class(clsx(["signOutButton", className]))}><!--[-->`);
		const each_array = ensure_array_like(fields());
		for (let $$index = 0, $$length = each_array.length; $$index < $$length; $$index++) {
			let [name, value] = each_array[$$index];
			$$renderer.push(`<input type="hidden"${attr("name", name)}${attr("value", value)}/>`);
		}
		$$renderer.push(`<!--]--> <button type="submit">`);
		if (submitButton) {
			$$renderer.push("<!--[0-->");
			submitButton($$renderer);
			$$renderer.push(`<!---->`);
		} else $$renderer.push(`<!--[-1-->Sign out`);
		$$renderer.push(`<!--]--></button></form>`);
	});
}
// src/lib/auth/components/PasskeyButton.svelte
function PasskeyButton($$renderer, $$props) {
	$$renderer.component(($$renderer) => {
		let { provider = "passkey", action, email = void 0, redirectTo, basePath = "/auth", conditional = false, class: className = "", onresult, children, $$slots, $$events, ...rest } = $$props;
		$$renderer.push(`<button${attributes({
			type: "button",
			class: clsx(className),
			disabled: void 0,
			"aria-busy": void 0,
			...rest
		})}>`);
		if (children) {
			$$renderer.push("<!--[0-->");
			children($$renderer);
			$$renderer.push(`<!---->`);
		} else $$renderer.push(`<!--[-1-->${escape_html(action === "register" ? "Create a passkey" : "Sign in with a passkey")}`);
		$$renderer.push(`<!--]--></button>`);
		bind_props($$props, { email });
	});
}
export { SignOut as n, SignIn as r, PasskeyButton as t };

//# sourceMappingURL=components.js.map