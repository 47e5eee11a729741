/**
 * The demo's credentials user (username `demo`, password `demo`, see README). A real app checks a
 * password hash (argon2/scrypt) from its own store; the comparison here is constant-time all the same.
 * The user is a stored user of the adapter, so it can link providers and add passkeys
 * (docs/account-linking.md, "Making credentials users stored users").
 */
import { timingSafeEqual, createHash } from 'node:crypto';
import { CredentialsSignin } from '#lib/auth/index.ts';
import type { Adapter, AdapterUser } from '#lib/auth/types.ts';

/** The code shown in the URL says only that the login failed, never which field was wrong. */
export class InvalidLogin extends CredentialsSignin {
	code = 'invalid_login';
}

const USERS = [{ id: 'demo-user', username: 'demo', password: 'demo', name: 'Demo User', email: 'demo@example.test' }];

/**
 * The demo's roles: the `demo` user is its administrator; everyone else has no role. A real app reads this
 * from its users table; the jwt/session callbacks in src/auth.ts put it on the session (docs/authorization.md).
 */
export function roleOf(userId: string | undefined): 'admin' | undefined {
	return userId === 'demo-user' ? 'admin' : undefined;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

export function checkPassword(username: unknown, password: unknown) {
	if (typeof username !== 'string' || typeof password !== 'string') throw new InvalidLogin();
	const user = USERS.find((u) => u.username === username.trim().toLowerCase());
	// Compare against a dummy when the user is unknown, so both paths take the same time.
	const ok = timingSafeEqual(digest(password), digest(user?.password ?? '\u0000no-user'));
	if (!user || !ok) throw new InvalidLogin();
	return { id: user.id, name: user.name, email: user.email };
}

/** The user who passed `checkPassword`, as the adapter stores it (created there on the first sign-in). */
export async function storedUser(adapter: Adapter, user: ReturnType<typeof checkPassword>): Promise<AdapterUser> {
	return (await adapter.getUser!(user.id)) ?? (await adapter.createUser!({ ...user, emailVerified: null }));
}
