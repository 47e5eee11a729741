import { a as redirect } from "../../../chunks/exports.js";
import { t as store } from "../../../chunks/adapter.js";
// src/routes/account/+page.server.ts
var load = async ({ locals, url }) => {
	const session = await locals.auth();
	if (!session?.user?.id) redirect(303, `/signin?${new URLSearchParams({ callbackUrl: url.pathname })}`);
	const userId = session.user.id;
	const [accounts, passkeys] = await Promise.all([store.listAccounts(userId), store.adapter.listAuthenticatorsByUserId(userId)]);
	return {
		loginHint: url.searchParams.get("login_hint"),
		accounts,
		passkeys: passkeys.map((p) => ({
			id: p.credentialID.slice(0, 12),
			deviceType: p.credentialDeviceType,
			counter: p.counter
		}))
	};
};
export { load };

//# sourceMappingURL=_page.server.ts.js.map