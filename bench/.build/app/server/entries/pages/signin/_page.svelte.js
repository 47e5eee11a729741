import { d as attr, i as derived, m as escape_html, o as head } from "../../../chunks/server2.js";
import { r as SignIn, t as PasskeyButton } from "../../../chunks/components.js";
// src/routes/signin/+page.svelte
function _page($$renderer, $$props) {
	$$renderer.component(($$renderer) => {
		let { data, form } = $$props;
		const MESSAGES = {
			CredentialsSignin: "Sign in failed. Check the details you provided are correct.",
			OAuthAccountNotLinked: "This account is linked to another user. Sign in with the account you used first.",
			OAuthCallbackError: "The identity provider did not complete the sign-in.",
			EmailSignin: "The sign-in e-mail could not be sent. Try again in a minute.",
			MissingCSRF: "The request was refused because it came from another site.",
			AccountNotLinked: "This passkey belongs to another account.",
			WebAuthnVerificationError: "The passkey could not be verified."
		};
		const error = derived(() => form?.error ?? data.error);
		const code = derived(() => form?.code ?? data.code);
		const options = derived(() => ({ redirectTo: form?.redirectTo ?? data.callbackUrl }));
		const hint = derived(() => data.loginHint ? { login_hint: data.loginHint } : void 0);
		let email = "";
		let passkeyError = "";
		let $$settled = true;
		let $$inner_renderer;
		function $$render_inner($$renderer) {
			head("iq265b", $$renderer, ($$renderer) => {
				$$renderer.title(($$renderer) => {
					$$renderer.push(`<title>Sign in · Auth demo</title>`);
				});
			});
			$$renderer.push(`<h1>Sign in</h1> `);
			if (error()) {
				$$renderer.push(`<!--[0--><p role="alert" data-testid="signin-error"${attr("data-error", error())}${attr("data-code", code() ?? "")}>${escape_html(MESSAGES[error()] ?? "Unable to sign in.")}`);
				if (code()) $$renderer.push(`<!--[0-->(code: <span data-testid="signin-code">${escape_html(code())}</span>)`);
				else $$renderer.push("<!--[-1-->");
				$$renderer.push(`<!--]--></p>`);
			} else $$renderer.push("<!--[-1-->");
			$$renderer.push(`<!--]--> <section aria-labelledby="credentials-heading"><h2 id="credentials-heading">Username and password</h2> `);
			{
				function credentials($$renderer) {
					$$renderer.push(`<p><label for="username">Username</label> <input id="username" name="username" autocomplete="username" required=""/></p> <p><label for="password">Password</label> <input id="password" name="password" type="password" autocomplete="current-password" required=""/></p>`);
				}
				function submitButton($$renderer) {
					$$renderer.push(`<!---->Sign in`);
				}
				SignIn($$renderer, {
					provider: "credentials",
					options: options(),
					credentials,
					submitButton,
					$$slots: {
						credentials: true,
						submitButton: true
					}
				});
			}
			$$renderer.push(`<!----></section> <section aria-labelledby="oauth-heading"><h2 id="oauth-heading">Identity providers</h2> `);
			{
				function submitButton($$renderer) {
					$$renderer.push(`<!---->Sign in with Mock OIDC`);
				}
				SignIn($$renderer, {
					provider: "mock-oidc",
					options: options(),
					authorizationParams: hint(),
					submitButton,
					$$slots: { submitButton: true }
				});
			}
			$$renderer.push(`<!----> `);
			{
				function submitButton($$renderer) {
					$$renderer.push(`<!---->Sign in with Mock OAuth`);
				}
				SignIn($$renderer, {
					provider: "mock-oauth",
					options: options(),
					authorizationParams: hint(),
					submitButton,
					$$slots: { submitButton: true }
				});
			}
			$$renderer.push(`<!----></section> <section aria-labelledby="email-heading"><h2 id="email-heading">E-mail link</h2> `);
			{
				function submitButton($$renderer) {
					$$renderer.push(`<!---->Send me a sign-in link`);
				}
				SignIn($$renderer, {
					provider: "nodemailer",
					options: options(),
					submitButton,
					$$slots: { submitButton: true }
				});
			}
			$$renderer.push(`<!----></section> <section aria-labelledby="passkey-heading"><h2 id="passkey-heading">Passkey</h2> <p><label for="passkey-email">E-mail (to create a passkey)</label> <input id="passkey-email" type="email" autocomplete="username webauthn"${attr("value", email)}/></p> `);
			PasskeyButton($$renderer, {
				redirectTo: data.callbackUrl,
				onresult: (r) => passkeyError = r.error ?? "",
				get email() {
					return email;
				},
				set email($$value) {
					email = $$value;
					$$settled = false;
				},
				children: ($$renderer) => {
					$$renderer.push(`<!---->Continue with a passkey`);
				},
				$$slots: { default: true }
			});
			$$renderer.push(`<!----> `);
			if (passkeyError) $$renderer.push(`<!--[0--><p role="alert" data-testid="passkey-error">${escape_html(passkeyError)}</p>`);
			else $$renderer.push("<!--[-1-->");
			$$renderer.push(`<!--]--></section>`);
		}
		do {
			$$settled = true;
			$$inner_renderer = $$renderer.copy();
			$$render_inner($$inner_renderer);
		} while (!$$settled);
		$$renderer.subsume($$inner_renderer);
	});
}
export { _page as default };

//# sourceMappingURL=_page.svelte.js.map