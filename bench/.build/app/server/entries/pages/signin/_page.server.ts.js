import { n as safeSignIn } from "../../../chunks/auth.js";
// src/routes/signin/+page.server.ts
var load = async ({ url }) => ({
	error: url.searchParams.get("error"),
	code: url.searchParams.get("code"),
	callbackUrl: url.searchParams.get("callbackUrl") ?? "/",
	loginHint: url.searchParams.get("login_hint")
});
var actions = { default: safeSignIn };
export { actions, load };

//# sourceMappingURL=_page.server.ts.js.map