/**
 * The demo's /account additions, on the library's in-process API: the user's sessions (database strategy)
 * with revoking, and unlinking a sign-in method. Kept apart from the page so the page stays small.
 */
import { fail, type RequestEvent } from '@sveltejs/kit';
import { api } from '../../auth.ts';
import { demoEnv } from './env.ts';

/** What /account shows: linked accounts, and sessions when they are stored (null under the jwt strategy). */
export async function accountSecurity(event: RequestEvent) {
	const accounts = await api.accounts.list(event);
	const sessions = demoEnv.strategy === 'database' ? await api.sessions.list(event) : null;
	return {
		accounts: accounts.ok ? accounts.value : [],
		sessions: sessions?.ok ? sessions.value : null
	};
}

const text = (form: FormData, key: string) => {
	const value = form.get(key);
	return typeof value === 'string' ? value : '';
};

/** A refused call as the page shows it: the error's type (its message is for logs). */
const refused = (status: number, action: string, error: { type: string }) => fail(status, { action, error: error.type });

export const securityActions = {
	revokeSession: async (event: RequestEvent) => {
		const result = await api.sessions.revoke(event, text(await event.request.formData(), 'id'));
		return result.ok ? { action: 'revokeSession', done: true } : refused(400, 'revokeSession', result.error);
	},
	revokeOtherSessions: async (event: RequestEvent) => {
		const result = await api.sessions.revokeOthers(event);
		return result.ok ? { action: 'revokeOtherSessions', done: true, revoked: result.value } : refused(400, 'revokeOtherSessions', result.error);
	},
	unlink: async (event: RequestEvent) => {
		const form = await event.request.formData();
		const provider = text(form, 'provider');
		const result = await api.accounts.unlink(event, { provider, providerAccountId: text(form, 'providerAccountId') });
		return result.ok ? { action: 'unlink', done: true, provider } : fail(409, { action: 'unlink', error: result.error.type, provider });
	}
};
