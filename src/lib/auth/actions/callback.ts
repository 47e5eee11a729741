/**
 * GET|POST callback/:provider: finish the provider's flow, then completeSignIn.
 * Credentials need a POST that passed the CSRF check (the router marks callback as CSRF-free because
 * OAuth callbacks are protected by state/PKCE, so the check for credentials happens here).
 */
import { InvalidProvider } from '../errors.ts';
import { handleOAuthCallback, resolveRedirectProxy } from '../flows/oauth.ts';
import { redirectResponse } from '../core/respond.ts';
import { handleEmailCallback } from '../flows/email.ts';
import { handleCredentials } from '../flows/credentials.ts';
import { completeSignIn } from '../identity/complete.ts';
import { resolveCallbackUrl } from '../security/callback-url.ts';
import { currentSessionUser } from '../identity/current-user.ts';
import { findProvider } from './providers.ts';
import { field, type Body } from '../core/body.ts';
import type { RequestContext } from '../core/context.ts';

export async function callbackRoute(ctx: RequestContext, providerId: string, method: string, body: Body | null): Promise<Response> {
	const provider = findProvider(ctx, providerId);
	const fromRequest = field(body, 'callbackUrl') ?? ctx.url.searchParams.get('callbackUrl');
	switch (provider.type) {
		case 'oauth':
		case 'oidc': {
			// Redirect-proxy hop (AUTHJS-BEHAVIOUR.md 7.4 step 2): this host forwards to the deployment that started it.
			const hop = await resolveRedirectProxy(ctx, provider);
			if (hop) return redirectResponse(ctx, hop);
			const candidate = await handleOAuthCallback(ctx, provider, body);
			return completeSignIn(ctx, provider, candidate, { callbackUrl: await resolveCallbackUrl(ctx, null) });
		}
		case 'email': {
			if (method !== 'GET') throw new InvalidProvider('E-mail links are opened with GET');
			const candidate = await handleEmailCallback(ctx, provider);
			return completeSignIn(ctx, provider, candidate, { callbackUrl: await resolveCallbackUrl(ctx, fromRequest) });
		}
		case 'credentials': {
			// The CSRF check ran in core/dispatch.ts (needsCsrf) before this action.
			if (method !== 'POST') throw new InvalidProvider('Credentials are sent with POST');
			const callbackUrl = await resolveCallbackUrl(ctx, fromRequest);
			const { credentials, ...candidate } = await handleCredentials(provider, body ?? {}, ctx.request);
			return completeSignIn(ctx, provider, candidate, { callbackUrl, credentials });
		}
		case 'webauthn': {
			if (method !== 'POST') throw new InvalidProvider('WebAuthn responses are sent with POST');
			// Loaded on first use: apps without passkeys never load @simplewebauthn/server (issue 7, bundle and memory).
			const { handleWebAuthnCallback } = await import('../flows/webauthn.ts');
			const candidate = await handleWebAuthnCallback(ctx, provider, (body ?? {}) as Record<string, string>, await currentSessionUser(ctx));
			return completeSignIn(ctx, provider, candidate, { callbackUrl: await resolveCallbackUrl(ctx, fromRequest) });
		}
		default:
			throw new InvalidProvider(`Provider "${providerId}" has an unsupported type`);
	}
}

