/**
 * The credentials provider: the app's `authorize(credentials, request)` checks what the user typed and
 * returns a user or null. Sessions it creates are JWTs unless `credentialsDatabaseSessions` is on.
 *
 * @example
 * Credentials({
 *   credentials: { username: { label: 'Username' }, password: { label: 'Password', type: 'password' } },
 *   authorize: async ({ username, password }) => (await checkPassword(username, password)) ? user : null
 * })
 */
import type { CredentialsConfig } from './types.ts';

export type CredentialsOptions = Partial<Omit<CredentialsConfig, 'type' | 'authorize'>> & Pick<CredentialsConfig, 'authorize'>;

export default function Credentials(options: CredentialsOptions): CredentialsConfig {
	return { id: 'credentials', name: 'Credentials', credentials: {}, ...options, type: 'credentials' };
}
export { Credentials };
