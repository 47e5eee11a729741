/**
 * `GET <basePath>/webauthn-options/<id>`: decides between registration and authentication, generates
 * the options with @simplewebauthn/server and seals the challenge in a provider-bound check cookie
 * (AUTHJS-BEHAVIOUR.md 10.3; the "register without an e-mail crashes" quirk is fixed into a 400).
 */
import { generateAuthenticationOptions, generateRegistrationOptions } from '@simplewebauthn/server';
import type { AdapterUser } from '../adapters/types.ts';
import type { RequestContext } from '../core/context.ts';
import { InvalidProvider } from '../errors.ts';
import type { WebAuthnConfig } from '../providers/types.ts';
import { setCheck } from '../security/checks.ts';
import {
	CEREMONY_TIMEOUT_MS,
	SUPPORTED_ALGORITHM_IDS,
	relyingPartyFor,
	requireAdapter,
	toDescriptor,
	type ChallengePayload,
	type WebAuthnAction,
	type WebAuthnProvider
} from './webauthn-shared.ts';

/** RFC 5321 caps a path at 256 octets; anything longer is not an address worth a lookup. */
const MAX_EMAIL_LENGTH = 320;

function json(ctx: RequestContext, status: number, body: unknown): Response {
	const headers = new Headers({ 'content-type': 'application/json', 'cache-control': 'no-store' });
	ctx.cookies.applyTo(headers);
	return new Response(JSON.stringify(body), { status, headers });
}

/** `undefined` when absent, `null` when present but not an address. */
function readEmail(query: URLSearchParams): string | undefined | null {
	const raw = query.get('email')?.trim();
	if (!raw) return undefined;
	return raw.length <= MAX_EMAIL_LENGTH && /^[^\s@]+@[^\s@]+$/.test(raw) ? raw : null;
}

interface UserInfo {
	user: Partial<AdapterUser>;
	exists: boolean;
}

/** The provider's `getUserInfo`, else the default: the typed e-mail looked up through the adapter. */
async function userInfoFor(
	ctx: RequestContext,
	provider: WebAuthnConfig,
	query: URLSearchParams,
	email: string | undefined
): Promise<UserInfo | null> {
	const adapter = requireAdapter(ctx);
	if (provider.getUserInfo) return (await provider.getUserInfo({ provider, adapter, query }, ctx.request)) ?? null;
	if (!email) return null;
	const existing = await adapter.getUserByEmail!(email);
	return existing ? { user: existing, exists: true } : { user: { email }, exists: false };
}

/**
 * Answers the options request with `{ action, options }` (200) and the challenge cookie, or a 400 JSON
 * `{ error }` for input that cannot start a ceremony.
 * @example const response = await getWebAuthnOptions(ctx, provider, ctx.url.searchParams, session?.user ?? null);
 */
export async function getWebAuthnOptions(
	ctx: RequestContext,
	provider: WebAuthnConfig,
	query: URLSearchParams,
	sessionUser: AdapterUser | null
): Promise<Response> {
	if (provider.type !== 'webauthn') throw new InvalidProvider(`Provider ${provider.id} is not a WebAuthn provider`);
	const adapter = requireAdapter(ctx);
	const requested = query.get('action') || undefined;
	if (requested !== undefined && requested !== 'register' && requested !== 'authenticate') {
		return json(ctx, 400, { error: 'Invalid action' });
	}
	const email = readEmail(query);
	if (email === null) return json(ctx, 400, { error: 'Invalid email' });

	const info = sessionUser ? { user: sessionUser, exists: true } : await userInfoFor(ctx, provider, query, email);
	// Signed in: another passkey for this user. Signed out: a new account only for an unknown address.
	const action: WebAuthnAction = requested ?? (sessionUser || (info && !info.exists) ? 'register' : 'authenticate');
	const p = provider as WebAuthnProvider;
	const rp = relyingPartyFor(ctx, provider);

	if (action === 'register') {
		const newEmail = !sessionUser && info && !info.exists ? info.user.email?.trim() : undefined;
		// Registering against an existing account without being signed in into it would let anyone add a key to it.
		if (!sessionUser && !newEmail) return json(ctx, 400, { error: 'Invalid request' });
		const existing = sessionUser ? await adapter.listAuthenticatorsByUserId!(sessionUser.id) : [];
		const userName = sessionUser ? sessionUser.email || sessionUser.name || sessionUser.id : newEmail!;
		const options = await generateRegistrationOptions({
			timeout: CEREMONY_TIMEOUT_MS,
			attestationType: 'none',
			extensions: { credProps: true },
			supportedAlgorithmIDs: SUPPORTED_ALGORITHM_IDS,
			...p.registrationOptions,
			rpID: rp.id,
			rpName: rp.name,
			userName,
			userDisplayName: (sessionUser ? sessionUser.name : info?.user.name) || userName,
			excludeCredentials: existing.map(toDescriptor)
		});
		const payload: ChallengePayload = sessionUser
			? { challenge: options.challenge, action, userId: sessionUser.id }
			: { challenge: options.challenge, action, email: newEmail };
		await setCheck(ctx, 'webauthnChallenge', JSON.stringify(payload), provider.id);
		return json(ctx, 200, { action, options });
	}

	// A known user narrows the prompt to their credentials; otherwise discoverable credentials (empty list).
	const known = sessionUser ?? (info?.exists && info.user.id ? info.user : null);
	const allowCredentials = known?.id ? (await adapter.listAuthenticatorsByUserId!(known.id)).map(toDescriptor) : [];
	const options = await generateAuthenticationOptions({
		timeout: CEREMONY_TIMEOUT_MS,
		userVerification: 'preferred',
		...p.authenticationOptions,
		rpID: rp.id,
		allowCredentials
	});
	const payload: ChallengePayload = { challenge: options.challenge, action };
	await setCheck(ctx, 'webauthnChallenge', JSON.stringify(payload), provider.id);
	return json(ctx, 200, { action, options });
}
