/**
 * Test helpers for apps: sign a user in for a test in one line, without driving a sign-in form. A session
 * is minted the way a sign-in starts one (session/index.ts), with the app's own secret (jwt) or stored
 * through the app's adapter (database), and handed back as cookies for Playwright or a `Cookie` header.
 *
 * For test code only (Playwright fixtures, vitest): never import it from the app. Nothing in the app's
 * runtime graph does, so a production build contains neither this file nor any route that mints sessions;
 * minting needs the app's secret or its database, which a test has and a visitor does not
 * (docs/testing.md, e2e/production-build.spec.ts).
 *
 * @example
 * // a Playwright test
 * const { cookies } = await createTestSession({ url: baseURL, secret: process.env.AUTH_SECRET, user: { name: 'Ada', email: 'ada@example.test' } });
 * await context.addCookies(cookies);
 */
import { resolveConfig } from './config.ts';
import { createContext } from './context.ts';
import { randomUUID } from './crypto/index.ts';
import { createSession } from './session/index.ts';
import type { CookieAttributes } from './cookies.ts';
import type { Adapter, AdapterUser, User } from './model.ts';
import type { CallbacksOptions, SvelteKitAuthConfig } from './options.ts';

/** Who the test signs in as. Under the database strategy, a user with this id (or address) is reused, else created. */
export interface TestUser {
	id?: string;
	name?: string | null;
	email?: string | null;
	image?: string | null;
}

/**
 * The app's settings that shape its session cookie, under their config names, so an app whose config
 * object can be imported in tests may pass `{ ...authConfig, url, user }`. `secret` defaults to
 * `AUTH_SECRET` (and `AUTH_SECRET_1..3`) from `env`, as the app reads it.
 */
export type TestSessionOptions = Pick<
	SvelteKitAuthConfig,
	'secret' | 'adapter' | 'session' | 'jwt' | 'cookies' | 'callbacks' | 'useSecureCookies' | 'env' | 'logger'
> & {
	/** The app's origin as the browser reaches it (Playwright's `baseURL`): cookie domain and secure mode. */
	url: string | URL;
	user: TestUser;
	/** jwt strategy: claims added to the token after the `jwt` callback (what the app's callback adds at sign-in, e.g. a role). */
	claims?: Record<string, unknown>;
};

/** A cookie in the shape of Playwright's `context.addCookies()`. */
export interface TestCookie {
	name: string;
	/** As a `Set-Cookie` header would carry it (URI-encoded). */
	value: string;
	domain: string;
	path: string;
	/** Unix time in seconds. */
	expires: number;
	httpOnly: boolean;
	secure: boolean;
	sameSite: 'Strict' | 'Lax' | 'None';
}

export interface TestSession {
	/** The session cookie (several when a large JWT is chunked): `await context.addCookies(cookies)`. */
	cookies: TestCookie[];
	/** The same cookies as a `Cookie` request header value, for `fetch` or an in-process request. */
	header: string;
	/** The signed-in user: the stored one under the database strategy. */
	user: User | AdapterUser;
}

/** The stored user of that id or address, else a new one (the adapter contract stores users by address). */
async function storedUser(adapter: Adapter, user: TestUser): Promise<AdapterUser> {
	const find = async () =>
		(user.id ? await adapter.getUser?.(user.id) : null) ?? (user.email ? await adapter.getUserByEmail?.(user.email) : null);
	const found = await find();
	if (found) return found;
	if (!user.email || !adapter.createUser) {
		throw new TypeError('createTestSession: a new database user needs an `email` and an adapter with `createUser`.');
	}
	try {
		return await adapter.createUser({ id: user.id ?? randomUUID(), name: user.name ?? null, email: user.email, emailVerified: null, image: user.image ?? null });
	} catch (error) {
		// Parallel test workers may create the same user at once: the one that lost reads the winner's row.
		const created = await find();
		if (created) return created;
		throw error;
	}
}

function withClaims(callbacks: CallbacksOptions | undefined, claims: Record<string, unknown> | undefined): CallbacksOptions | undefined {
	if (!claims) return callbacks;
	const jwt = callbacks?.jwt ?? (({ token }) => token);
	return {
		...callbacks,
		jwt: async (params) => {
			const token = await jwt(params);
			return token ? { ...token, ...claims } : null;
		}
	};
}

const SAME_SITE = { lax: 'Lax', strict: 'Strict', none: 'None' } as const;

function toTestCookie(name: string, value: string, attributes: CookieAttributes, origin: URL): TestCookie {
	return {
		name,
		value: encodeURIComponent(value),
		domain: attributes.domain ?? origin.hostname,
		path: attributes.path,
		expires: attributes.expires ? Math.floor(attributes.expires.getTime() / 1000) : -1,
		httpOnly: attributes.httpOnly,
		secure: attributes.secure,
		sameSite: SAME_SITE[attributes.sameSite]
	};
}

/**
 * Signs `user` in for a test: a JWT session cookie encrypted with the app's secret (jwt strategy), or a
 * session stored through `adapter` (database strategy: the user is created when missing), exactly as a
 * sign-in would set it. Pass the settings the app's `SvelteKitAuth` call uses that shape the cookie
 * (`session.strategy`, `session.maxAge`, `jwt`, `cookies`, `useSecureCookies`); its `jwt` callback runs as
 * at a sign-in when `callbacks` is given.
 * @throws MissingSecret without a secret of at least 32 characters; MissingAdapter for a database session without an adapter.
 * @example
 * // Playwright: one line to be signed in
 * await context.addCookies((await createTestSession({ url: baseURL, secret, user: { email: 'ada@example.test' } })).cookies);
 * @example
 * // the database strategy, on the app's own store
 * const { header } = await createTestSession({ url, secret, adapter, session: { strategy: 'database' }, user: { id: 'u1', email: 'u1@example.test' } });
 * await fetch(`${url}/api/me`, { headers: { cookie: header } });
 */
export async function createTestSession(options: TestSessionOptions): Promise<TestSession> {
	const { url, user, claims, ...settings } = options;
	const config = resolveConfig({ trustHost: true, ...settings, callbacks: withClaims(settings.callbacks, claims), providers: [] });
	const origin = new URL(url);
	const ctx = createContext(config, { request: new Request(origin), url: origin });
	const strategy = config.session.strategy;
	const signedIn: User | AdapterUser = strategy === 'database' ? await storedUser(config.adapter!, user) : { ...user };
	await createSession(ctx, { user: signedIn, account: null, isNewUser: false }, strategy);
	const cookies = ctx.cookies
		.entries()
		.filter(({ attributes }) => attributes.maxAge !== 0)
		.map(({ name, value, attributes }) => toTestCookie(name, value, attributes, origin));
	if (cookies.length === 0) throw new TypeError('createTestSession: the jwt callback returned null, so no session was started.');
	return { cookies, header: cookies.map((c) => `${c.name}=${c.value}`).join('; '), user: signedIn };
}
