import { store } from '#lib/demo/adapter.ts';
import { accountSecurity, securityActions } from '#lib/demo/security.ts';
import { requireUser } from '../../auth.ts';
import type { Actions, PageServerLoad } from './$types';

export const load: PageServerLoad = async (event) => {
	const { user } = await requireUser(event);
	// The session callback exposes the user id (src/auth.ts); a session without one has nothing stored to list.
	const userId = user.id;
	const [security, passkeys] = await Promise.all([
		accountSecurity(event),
		userId ? store.adapter.listAuthenticatorsByUserId!(userId) : Promise.resolve([])
	]);
	return {
		loginHint: event.url.searchParams.get('login_hint'),
		...security,
		passkeys: passkeys.map((p) => ({ id: p.credentialID.slice(0, 12), deviceType: p.credentialDeviceType, counter: p.counter }))
	};
};

// Revoke a session, sign out everywhere else, unlink a provider (src/lib/demo/security.ts).
export const actions: Actions = securityActions;
