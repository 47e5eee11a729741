/**
 * `GET <basePath>/webauthn-options/<id>`: decides between registration and authentication, generates the
 * options with @simplewebauthn/server and seals the challenge in a provider-bound check cookie. Who may
 * own a new passkey was decided by identity/ before: `sessionUser` is the signed-in stored user or null.
 */
import { generateAuthenticationOptions, generateRegistrationOptions } from '@simplewebauthn/server';
import { BadRequest } from '../../errors.ts';
import { requireAdapter } from '../../config/adapter.ts';
import { setCheck } from '../../security/checks.ts';
import type { WebAuthnProvider } from '../../config/types.ts';
import type { RequestContext } from '../../context.ts';
import type { AdapterUser } from '../../model.ts';
import { CEREMONY_TIMEOUT_MS, SUPPORTED_ALGORITHM_IDS, relyingPartyFor, toDescriptor, type ChallengePayload, type WebAuthnAction } from './shared.ts';

/** RFC 5321 caps a path at 256 octets; anything longer is not an address worth a lookup. */
const MAX_EMAIL_LENGTH = 320;

export interface PasskeyOptions {
	action: WebAuthnAction;
	options: unknown;
}

/** `undefined` when absent; a BadRequest when present but not an address. */
function readEmail(query: URLSearchParams): string | undefined {
	const raw = query.get('email')?.trim();
	if (!raw) return undefined;
	if (raw.length <= MAX_EMAIL_LENGTH && /^[^\s@]+@[^\s@]+$/.test(raw)) return raw;
	throw new BadRequest('Invalid email');
}

interface UserInfo {
	user: Partial<AdapterUser>;
	exists: boolean;
}

/** The provider's `getUserInfo`, else the default: the typed e-mail looked up through the adapter. */
async function userInfoFor(ctx: RequestContext, provider: WebAuthnProvider, query: URLSearchParams, email: string | undefined): Promise<UserInfo | null> {
	const adapter = requireAdapter(ctx.config, 'WebAuthn');
	const { getUserInfo } = provider.options;
	if (getUserInfo) return (await getUserInfo({ provider: provider.options, adapter, query }, ctx.request)) ?? null;
	if (!email) return null;
	const existing = await adapter.getUserByEmail!(email);
	return existing ? { user: existing, exists: true } : { user: { email }, exists: false };
}

async function registration(ctx: RequestContext, provider: WebAuthnProvider, sessionUser: AdapterUser | null, info: UserInfo | null): Promise<PasskeyOptions> {
	const newEmail = !sessionUser && info && !info.exists ? info.user.email?.trim() : undefined;
	// Registering against an existing account without being signed in to it would let anyone add a key to it.
	if (!sessionUser && !newEmail) throw new BadRequest('A passkey can be added to an existing account only while signed in to it');
	const existing = sessionUser ? await requireAdapter(ctx.config, 'WebAuthn').listAuthenticatorsByUserId!(sessionUser.id) : [];
	const userName = sessionUser ? sessionUser.email || sessionUser.name || sessionUser.id : newEmail!;
	const rp = relyingPartyFor(ctx, provider.options);
	const options = await generateRegistrationOptions({
		timeout: CEREMONY_TIMEOUT_MS,
		attestationType: 'none',
		extensions: { credProps: true },
		supportedAlgorithmIDs: SUPPORTED_ALGORITHM_IDS,
		...provider.options.registrationOptions,
		rpID: rp.id,
		rpName: rp.name,
		userName,
		userDisplayName: (sessionUser ? sessionUser.name : info?.user.name) || userName,
		excludeCredentials: existing.map(toDescriptor)
	});
	const payload: ChallengePayload = sessionUser
		? { challenge: options.challenge, action: 'register', userId: sessionUser.id }
		: { challenge: options.challenge, action: 'register', email: newEmail };
	await setCheck(ctx, 'webauthnChallenge', JSON.stringify(payload), provider.id);
	return { action: 'register', options };
}

/**
 * The options for the ceremony the request asks for (or the one that fits: a signed-in user or a new
 * address registers, anyone else authenticates), with the challenge cookie set on `ctx.cookies`.
 * @throws BadRequest for input that cannot start a ceremony.
 * @example const { action, options } = await passkeyOptions(ctx, provider, ctx.url.searchParams, user);
 */
export async function passkeyOptions(
	ctx: RequestContext,
	provider: WebAuthnProvider,
	query: URLSearchParams,
	sessionUser: AdapterUser | null
): Promise<PasskeyOptions> {
	const requested = query.get('action') || undefined;
	if (requested !== undefined && requested !== 'register' && requested !== 'authenticate') throw new BadRequest('Invalid action');
	const email = readEmail(query);
	const info = sessionUser ? { user: sessionUser, exists: true } : await userInfoFor(ctx, provider, query, email);
	const action: WebAuthnAction = requested ?? (sessionUser || (info && !info.exists) ? 'register' : 'authenticate');
	if (action === 'register') return registration(ctx, provider, sessionUser, info);

	// A known user narrows the prompt to their credentials; otherwise discoverable credentials (empty list).
	const known = sessionUser ?? (info?.exists && info.user.id ? info.user : null);
	const allowCredentials = known?.id ? (await requireAdapter(ctx.config, 'WebAuthn').listAuthenticatorsByUserId!(known.id)).map(toDescriptor) : [];
	const options = await generateAuthenticationOptions({
		timeout: CEREMONY_TIMEOUT_MS,
		userVerification: 'preferred',
		...provider.options.authenticationOptions,
		rpID: relyingPartyFor(ctx, provider.options).id,
		allowCredentials
	});
	const payload: ChallengePayload = { challenge: options.challenge, action: 'authenticate' };
	await setCheck(ctx, 'webauthnChallenge', JSON.stringify(payload), provider.id);
	return { action: 'authenticate', options };
}
