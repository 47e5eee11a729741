/** What a session read may be asked to do besides reading: one type for both strategies' readers. */
import type { JWT } from '../model.ts';
import type { TokenGrant } from './refresh.ts';

export interface ReadOptions {
	/** `update` when the client asked to update the session (POST to the session route). */
	trigger?: 'update';
	/** The data the client sent along with an update. */
	newSession?: unknown;
	/**
	 * Refreshes provider tokens that are due (flows/oauth/refresh.ts): those kept in the jwt, or the user's
	 * stored accounts with the database strategy (session/account-tokens.ts). Without it nothing is refreshed.
	 */
	grant?: TokenGrant;
	/** jwt strategy only: receives the token the session was read from (after refresh and the jwt callback). */
	onToken?: (token: JWT) => void;
}
