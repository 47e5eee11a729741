/**
 * The mock identity provider's refresh tokens and sign-out, as a real provider keeps them. oauth2-mock-server
 * on its own accepts any refresh token any number of times and redirects any sign-out anywhere.
 *
 * Refresh (RFC 6749 section 6, RFC 9700 section 4.14.2): every refresh token is single-use and rotated; a
 * second use of a rotated token revokes its whole grant (what a thief's replay looks like); a refresh token
 * is bound to its client; tokens of a grant name the user who signed in. Access tokens live as long as the
 * sign-in asked with `mock_token_ttl=<seconds>` (idp-rules.ts), else the mock's hour.
 *
 * Sign-out (OpenID Connect RP-Initiated Logout 1.0): `id_token_hint` must be an id_token this provider
 * issued, `client_id` its audience, and `post_logout_redirect_uri` a registered URI; the mock registers the
 * http(s) URIs of its `postLogoutHosts` (loopback by default), as a provider registers an app's own URIs.
 * Anything else lands on a refusal page instead of the app.
 *
 * Test controls, never used by default: `POST /mock/revoke-grants` (`sub=`) revokes every refresh token of a
 * user (the user withdrew consent at the provider); `GET /mock/grants?sub=` reports what happened to them.
 */
import { Events, type MutableRedirectUri, type MutableResponse, type MutableToken, type OAuth2Server } from 'oauth2-mock-server';
import { decodeJwt } from 'jose';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { IdpRules } from './idp-rules.ts';

type TokenRequest = IncomingMessage & { body?: Record<string, string> };
type ControlRequest = IncomingMessage & { body?: Record<string, unknown> | unknown[]; query?: Record<string, unknown> };

interface RefreshToken {
	grant: Grant;
	state: 'live' | 'used' | 'revoked';
}

interface Grant {
	sub: string;
	clientId: string;
	ttl?: number;
}

export interface SubjectReport {
	/** Refresh tokens redeemed successfully. */
	refreshes: number;
	/** Second uses of a rotated refresh token (the grant was revoked). */
	reuses: number;
	/** Uses of a refresh token revoked through `/mock/revoke-grants` or by a reuse. */
	revokedUses: number;
	/** Sign-outs accepted at the end_session_endpoint. */
	logouts: Array<{ clientId: string; postLogoutRedirectUri: string }>;
}

export interface IdpGrants {
	/** Whose refresh token this is (for the token's claims), if the mock issued it. */
	subjectOf(refreshToken: string | undefined): string | undefined;
	report(sub: string): SubjectReport;
	/** Revokes every refresh token of `sub`; answers how many were live. */
	revoke(sub: string): number;
}

function clientOf(req: TokenRequest): string | undefined {
	const basic = req.headers.authorization?.match(/^Basic (.+)$/i)?.[1];
	if (basic) return decodeURIComponent(Buffer.from(basic, 'base64').toString('utf8').split(':')[0].replace(/\+/g, ' '));
	return req.body?.client_id;
}

const sendJson = (res: ServerResponse, status: number, body: unknown) => {
	res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
	res.end(JSON.stringify(body));
};

/** A registered post-logout URI of the mock: an http(s) URL on one of `hosts`. */
function isRegistered(uri: string | undefined, hosts: readonly string[]): boolean {
	if (!uri || !URL.canParse(uri)) return false;
	const url = new URL(uri);
	return (url.protocol === 'http:' || url.protocol === 'https:') && hosts.includes(url.hostname);
}

export function installGrants(server: OAuth2Server, issuer: () => string, rules: IdpRules, postLogoutHosts: readonly string[]): IdpGrants {
	const tokens = new Map<string, RefreshToken>();
	const idTokens = new Set<string>();
	const reports = new Map<string, SubjectReport>();
	const report = (sub: string) => {
		let entry = reports.get(sub);
		if (!entry) reports.set(sub, (entry = { refreshes: 0, reuses: 0, revokedUses: 0, logouts: [] }));
		return entry;
	};
	const ttlOf = (body: Record<string, string>) =>
		body.grant_type === 'refresh_token' ? tokens.get(body.refresh_token ?? '')?.grant.ttl : rules.issued(body.code ?? '')?.ttl;
	const revokeGrant = (grant: Grant) => {
		for (const token of tokens.values()) if (token.grant === grant && token.state === 'live') token.state = 'revoked';
	};

	// After the profile listener (idp.ts): the lifetime the sign-in asked for, on the access token and the id_token,
	// and an id, so two tokens signed in the same second differ (RS256 signatures are deterministic).
	server.service.on(Events.BeforeTokenSigning, (token: MutableToken, req: TokenRequest) => {
		const ttl = ttlOf(req.body ?? {});
		if (ttl) token.payload.exp = Math.floor(Date.now() / 1000) + ttl;
		token.payload.jti = randomUUID();
	});

	// After idp-rules.ts's listener, which refuses a bad code: only a successful answer is recorded here.
	server.service.on(Events.BeforeResponse, (response: MutableResponse, req: TokenRequest) => {
		const body = req.body ?? {};
		if (body.grant_type !== 'authorization_code' && body.grant_type !== 'refresh_token') return;
		const fail = (description: string) => {
			response.statusCode = 400;
			response.body = { error: 'invalid_grant', error_description: description };
		};
		let grant: Grant;
		if (body.grant_type === 'refresh_token') {
			const presented = tokens.get(body.refresh_token ?? '');
			if (!presented) return fail('unknown refresh token');
			if (presented.state === 'used') {
				revokeGrant(presented.grant);
				report(presented.grant.sub).reuses += 1;
				return fail('the refresh token was already used: the grant is revoked');
			}
			if (presented.state === 'revoked') {
				report(presented.grant.sub).revokedUses += 1;
				return fail('the refresh token was revoked');
			}
			if (clientOf(req) !== presented.grant.clientId) return fail('the refresh token was issued to another client');
			presented.state = 'used';
			grant = presented.grant;
			report(grant.sub).refreshes += 1;
		} else {
			if (response.statusCode !== 200) return;
			const idToken = (response.body as { id_token?: string }).id_token;
			const sub = idToken ? decodeJwt(idToken).sub : undefined;
			if (!sub) return;
			grant = { sub, clientId: clientOf(req) ?? '', ttl: rules.issued(body.code ?? '')?.ttl };
		}
		const answer = response.body as { refresh_token?: string; id_token?: string; expires_in?: number };
		if (answer.refresh_token) tokens.set(answer.refresh_token, { grant, state: 'live' });
		if (answer.id_token) idTokens.add(answer.id_token);
		if (grant.ttl) answer.expires_in = grant.ttl;
	});

	server.service.on(Events.BeforePostLogoutRedirect, (redirect: MutableRedirectUri, req: ControlRequest) => {
		const query = (req.query ?? {}) as Record<string, string | undefined>;
		const hint = query.id_token_hint;
		const refuse = (reason: string) => void (redirect.url = new URL(`${issuer()}/mock/logout-refused?${new URLSearchParams({ reason })}`));
		if (!hint || !idTokens.has(hint)) return refuse('id_token_hint is not an id_token this provider issued');
		const claims = decodeJwt(hint);
		if (query.client_id !== claims.aud) return refuse('client_id is not the audience of the id_token_hint');
		if (!isRegistered(query.post_logout_redirect_uri, postLogoutHosts)) return refuse('post_logout_redirect_uri is not registered');
		report(String(claims.sub)).logouts.push({ clientId: query.client_id!, postLogoutRedirectUri: query.post_logout_redirect_uri! });
	});

	const revoke = (sub: string) => {
		let count = 0;
		for (const token of tokens.values()) {
			if (token.grant.sub === sub && token.state === 'live') {
				token.state = 'revoked';
				count += 1;
			}
		}
		return count;
	};
	server.service.addRoute('POST', '/mock/revoke-grants', (req: ControlRequest, res: ServerResponse) => {
		const sub = Array.isArray(req.body) ? undefined : req.body?.sub;
		if (typeof sub !== 'string' || !sub) return sendJson(res, 400, { error: 'sub is required' });
		sendJson(res, 200, { revoked: revoke(sub) });
	});
	server.service.addRoute('GET', '/mock/grants', (req: ControlRequest, res: ServerResponse) => {
		const sub = req.query?.sub;
		if (typeof sub !== 'string' || !sub) return sendJson(res, 400, { error: 'sub is required' });
		sendJson(res, 200, report(sub));
	});
	server.service.addRoute('GET', '/mock/logout-refused', (req: ControlRequest, res: ServerResponse) => {
		res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
		res.end(`Sign-out refused: ${String(req.query?.reason ?? 'unknown')}`);
	});

	return { subjectOf: (refreshToken) => (refreshToken ? tokens.get(refreshToken)?.grant.sub : undefined), report, revoke };
}
