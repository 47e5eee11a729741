/**
 * The refresh token grant (RFC 6749 section 6; OpenID Connect Core 1.0 section 12), through oauth4webapi
 * only: the request, the processing of the answer, and the id_token it may carry (claims and signature,
 * as at sign-in). When to refresh and how often is session/refresh.ts's decision; this redeems one token.
 */
import * as oauth from 'oauth4webapi';
import { decodeJwt } from 'jose';
import { RefreshTokenError } from '../../errors.ts';
import type { OAuthProvider } from '../../config/types.ts';
import type { RequestContext } from '../../context.ts';
import type { TokenSet } from '../../model.ts';
import type { GrantResult } from '../../session/refresh.ts';
import { withExpiresAt } from './profile.ts';
import { httpOptions, resolveServer, safeError } from './server.ts';
import { checksIdToken, verifyIdTokenSignature } from './id-token.ts';
import { serverForTenant, tenantKeyCache } from './tenant.ts';

/** The `sub` of an id_token this session already verified at sign-in (decoding only: no trust is taken from it). */
function subjectOf(idToken: string | undefined): string | undefined {
	if (!idToken) return undefined;
	try {
		const sub = decodeJwt(idToken).sub;
		return typeof sub === 'string' ? sub : undefined;
	} catch {
		return undefined;
	}
}

async function redeem(ctx: RequestContext, provider: OAuthProvider, refreshToken: string, idToken: string | undefined): Promise<TokenSet> {
	const as = await resolveServer(ctx, provider);
	const options = httpOptions(ctx, provider);
	let response = await oauth.refreshTokenGrantRequest(as, provider.client, provider.clientAuth, refreshToken, options);
	const token = provider.options.token;
	const conform = typeof token === 'object' ? token.conform : undefined;
	if (conform) response = (await conform(response.clone())) ?? response;
	const server = await serverForTenant(provider.options, as, response);
	const processed = await oauth.processRefreshTokenResponse(server, provider.client, response);
	if (processed.id_token && checksIdToken(provider, server)) {
		await verifyIdTokenSignature(provider, server, response, processed.id_token, { ...options, ...tenantKeyCache(as, server) });
		// OIDC Core 1.0 section 12.2: a refreshed id_token names the same user as the original one.
		const expected = subjectOf(idToken);
		const claims = oauth.getValidatedIdTokenClaims(processed);
		if (expected && claims?.sub !== expected) throw new Error('the refreshed id_token names another subject');
	}
	return withExpiresAt({ ...(processed as TokenSet) });
}

/**
 * Redeems `refreshToken` at `provider`'s token endpoint. Never throws: a refusal of the token itself
 * (`invalid_grant`: expired, revoked or already used, RFC 6749 section 5.2) is final and logged as a warning;
 * anything else (network, a 5xx, a misconfigured client, an invalid answer) is logged as RefreshTokenError
 * and may succeed on a later request. Nothing logged holds a token.
 * @example const result = await redeemRefreshToken(ctx, provider, tokens.refresh_token, tokens.id_token);
 */
export async function redeemRefreshToken(ctx: RequestContext, provider: OAuthProvider, refreshToken: string, idToken?: string): Promise<GrantResult> {
	try {
		return { ok: true, tokens: await redeem(ctx, provider, refreshToken, idToken) };
	} catch (error) {
		if (error instanceof oauth.ResponseBodyError && error.error === 'invalid_grant') {
			ctx.config.logger.warn('refresh-token-rejected', `Provider "${provider.id}" refused a refresh token (invalid_grant)`);
			return { ok: false, final: true };
		}
		ctx.config.logger.error(
			new RefreshTokenError(`Provider "${provider.id}": refreshing the access token failed`, { cause: { provider: provider.id, err: safeError(error) } })
		);
		return { ok: false, final: false };
	}
}
