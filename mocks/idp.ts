/**
 * The mock identity provider for dev, e2e and integration tests: a real OAuth 2 / OIDC server
 * (oauth2-mock-server) that auto-approves every authorization request and signs tokens with its own
 * RS256 key, with a real provider's token-endpoint rules (PKCE S256, one-time codes bound to their client
 * and redirect_uri) and faults a test asks for per sign-in (idp-rules.ts). Runs directly on Node 24.
 */
import { Events, OAuth2Server } from 'oauth2-mock-server';
import type { MutableResponse, MutableToken } from 'oauth2-mock-server';
import type { IncomingMessage } from 'node:http';
import { enforceRules, type IdpRules } from './idp-rules.ts';
import { MOCK_CLIENT_ID, MOCK_CLIENT_SECRET } from './idp-providers.ts';
import { installGrants, type IdpGrants } from './idp-grants.ts';

/** The profile the mock answers with: id_token claims and userinfo body. */
export interface MockProfile {
	sub: string;
	name?: string;
	email?: string;
	picture?: string;
	[claim: string]: unknown;
}

/** The demo user every sign-in gets unless a test calls `setUser`. */
export const DEMO_USER: MockProfile = {
	sub: 'mock-user-1',
	name: 'Mock User',
	email: 'mock.user@example.test',
	picture: 'https://example.test/avatar/mock-user.png'
};

function profileFor(email: string): MockProfile {
	const local = email.split('@')[0];
	return { ...DEMO_USER, sub: `mock-${local}`, email, name: `Mock ${local}`, preferred_username: local };
}

/** The `sub` of a mock access token (a JWT the mock signed itself). */
function subjectOf(jwt: string): string | null {
	try {
		const payload = JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'));
		return typeof payload.sub === 'string' ? payload.sub : null;
	} catch {
		return null;
	}
}

export interface MockIdp {
	/** e.g. `http://127.0.0.1:49152` (no trailing slash), also the `iss` of every token. */
	issuer: string;
	server: OAuth2Server;
	/** Selects who the next sign-ins authenticate as (id_token claims and userinfo). */
	setUser(profile: MockProfile): void;
	/** The token endpoint's rules (PKCE, one-time codes bound to client and redirect_uri) and the codes it issued. */
	rules: IdpRules;
	/** Rotating single-use refresh tokens, sign-out checks, and what happened to each user's grants. */
	grants: IdpGrants;
	stop(): Promise<void>;
}

/**
 * Starts the mock on `host:port` (port 0, the default, picks a free one). `postLogoutHosts`: the hosts of the
 * registered post-logout redirect URIs (default localhost and 127.0.0.1).
 * @example const idp = await startMockIdp(); ... await idp.stop();
 */
export async function startMockIdp(options: { port?: number; host?: '127.0.0.1'; postLogoutHosts?: string[] } = {}): Promise<MockIdp> {
	const host = options.host ?? '127.0.0.1';
	const server = new OAuth2Server();
	await server.issuer.keys.generate('RS256');
	// Set before start when the port is known, so the mock never advertises its `localhost` default
	// (which may resolve to ::1 while we listen on 127.0.0.1).
	if (options.port) server.issuer.url = `http://${host}:${options.port}`;
	await server.start(options.port ?? 0, host);
	const issuer = `http://${host}:${server.address().port}`;
	server.issuer.url = issuer;

	let user: MockProfile = { ...DEMO_USER };
	// `login_hint=<e-mail>` on the authorization request signs in as a user of that address, so parallel
	// tests (and a demo visitor) can be different people: the hint is remembered per issued code.
	const hinted = new Map<string, MockProfile>();
	server.service.on(Events.BeforeAuthorizeRedirect, (redirect: { url: URL }, req: IncomingMessage) => {
		const hint = new URL(req.url ?? '/', issuer).searchParams.get('login_hint');
		const code = redirect.url.searchParams.get('code');
		if (hint && code && /^[^@\s]+@[^@\s]+$/.test(hint)) hinted.set(code, profileFor(hint));
	});
	// Fires for the access token and the id_token alike; both carry the user's claims.
	// Who each issued token belongs to, so userinfo answers for the bearer and not for the latest sign-in.
	const bySubject = new Map<string, MockProfile>();
	let grants: IdpGrants | undefined;
	server.service.on(Events.BeforeTokenSigning, (token: MutableToken, req: IncomingMessage & { body?: Record<string, string> }) => {
		const code = req.body?.code;
		// A refresh names the user of its grant, never whoever signed in last.
		const refreshed = grants?.subjectOf(req.body?.refresh_token);
		const profile = (refreshed && bySubject.get(refreshed)) || (code && hinted.get(code)) || user;
		bySubject.set(profile.sub, profile);
		Object.assign(token.payload, profile);
	});
	// Userinfo answers for whoever the bearer access token was issued to.
	server.service.on(Events.BeforeUserinfo, (response: MutableResponse, req: IncomingMessage) => {
		const bearer = req.headers.authorization?.replace(/^Bearer /i, '') ?? '';
		const sub = subjectOf(bearer);
		response.body = { ...((sub && bySubject.get(sub)) || user) };
	});

	// After the profile listener: a fault a test asked for is applied to the finished claims.
	const rules = enforceRules(server, () => issuer, MOCK_CLIENT_ID, MOCK_CLIENT_SECRET);
	// The hosts whose URIs the mock treats as registered post-logout redirect URIs (an app's own, at a real provider).
	grants = installGrants(server, () => issuer, rules, options.postLogoutHosts ?? ['localhost', '127.0.0.1']);

	return {
		issuer,
		server,
		rules,
		grants,
		setUser(profile) {
			user = { ...profile };
		},
		async stop() {
			if (server.listening) await server.stop();
		}
	};
}
