/**
 * GET|POST callback/:provider: verify what the provider sent back (flows/), then complete the sign-in.
 * Each kind is answered only in the shape its protocol uses: OAuth in the query (GET) or, for
 * `response_mode=form_post`, in a form body (POST); e-mail links with GET; credentials and passkeys with
 * a POST that passed the CSRF check (core/dispatch.ts).
 */
import { CallbackRouteError, CredentialsSignin, MethodNotAllowed, Verification, WebAuthnVerificationError, asRequestFault } from '../errors.ts';
import { verifyOAuthCallback, type CallbackParams } from '../flows/oauth/callback.ts';
import { resolveRedirectProxy } from '../flows/oauth/proxy.ts';
import { verifyLink } from '../flows/email/verify.ts';
import { credentialsIdentifier, verifyCredentials } from '../flows/credentials.ts';
import { resolveCallbackUrl } from '../security/redirects.ts';
import { counterFor, limitFailures } from '../security/limits.ts';
import type { CredentialsProvider, OAuthProvider } from '../config/types.ts';
import type { RequestContext } from '../context.ts';
import { completeSignIn } from './complete.ts';
import { field, type Fields } from './input.ts';
import { findProvider } from './providers.ts';
import { redirect, type ActionResult } from './result.ts';

export interface CallbackInput {
	method: string;
	/** The parsed POST body; null for GET. */
	body: Fields | null;
	/** The body was form-encoded (not JSON). */
	form: boolean;
}

/**
 * The authorization response where the provider's response mode puts it, and nowhere else: a query-mode
 * response arriving as a POST body (or a form_post one as a query) is refused, so a client cannot choose
 * which parser reads the code and state.
 */
function callbackParams(ctx: RequestContext, provider: OAuthProvider, input: CallbackInput): CallbackParams {
	if (provider.formPost) {
		if (input.method !== 'POST' || !input.form) throw asRequestFault(new CallbackRouteError(`Provider "${provider.id}" answers with a form POST (response_mode=form_post)`));
		const params = new URLSearchParams();
		for (const [key, value] of Object.entries(input.body ?? {})) if (typeof value === 'string') params.append(key, value);
		return { params, form: true };
	}
	if (input.method !== 'GET') throw asRequestFault(new CallbackRouteError(`Provider "${provider.id}" answers in the query of a GET (response_mode=query)`));
	return { params: new URLSearchParams(ctx.url.searchParams), form: false };
}

/** Credentials: `authorize()` with the declared fields, then the sign-in. Also the in-process entry's path. */
export async function credentialsSignIn(
	ctx: RequestContext,
	provider: CredentialsProvider,
	fields: Fields,
	requested: string | null | undefined
): Promise<ActionResult> {
	const callbackUrl = await resolveCallbackUrl(ctx, requested);
	// Failed attempts count per client, and per identifier at that client: an attacker's failures never
	// lock the account's owner out from another address (docs/rate-limits.md).
	const counters = [counterFor(ctx, 'credentialsPerAddress'), counterFor(ctx, 'credentials', provider.id, credentialsIdentifier(provider, fields))];
	const verify = () => verifyCredentials(provider, fields, ctx.request);
	const candidate = await limitFailures(ctx, counters, verify, (error) => error instanceof CredentialsSignin);
	return completeSignIn(ctx, provider, candidate, callbackUrl);
}

export async function callbackRoute(ctx: RequestContext, providerId: string | undefined, input: CallbackInput): Promise<ActionResult> {
	const provider = findProvider(ctx.config, providerId);
	const requested = field(input.body, 'callbackUrl') ?? ctx.url.searchParams.get('callbackUrl');
	switch (provider.type) {
		case 'oauth':
		case 'oidc': {
			// The redirect-proxy hop: this deployment forwards to the deployment that started the flow.
			const hop = await resolveRedirectProxy(ctx, provider);
			if (hop) return redirect(hop);
			const candidate = await verifyOAuthCallback(ctx, provider, callbackParams(ctx, provider, input));
			return completeSignIn(ctx, provider, candidate, await resolveCallbackUrl(ctx, null));
		}
		case 'email': {
			if (input.method !== 'GET') throw new MethodNotAllowed('E-mail links are opened with GET', 'GET');
			const verify = () => verifyLink(ctx, provider);
			const candidate = await limitFailures(ctx, [counterFor(ctx, 'emailVerification')], verify, (error) => error instanceof Verification);
			return completeSignIn(ctx, provider, candidate, await resolveCallbackUrl(ctx, requested));
		}
		case 'credentials':
			if (input.method !== 'POST') throw new MethodNotAllowed('Credentials are sent with POST', 'POST');
			return credentialsSignIn(ctx, provider, input.body ?? {}, requested);
		case 'webauthn': {
			if (input.method !== 'POST') throw new MethodNotAllowed('WebAuthn responses are sent with POST', 'POST');
			// Loaded on first use: apps without passkeys never load @simplewebauthn/server.
			const { verifyPasskey } = await import('../flows/webauthn/verify.ts');
			const verify = () => verifyPasskey(ctx, provider, input.body ?? {});
			const candidate = await limitFailures(ctx, [counterFor(ctx, 'passkey')], verify, (error) => error instanceof WebAuthnVerificationError);
			return completeSignIn(ctx, provider, candidate, await resolveCallbackUrl(ctx, requested));
		}
	}
}
