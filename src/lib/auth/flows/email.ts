/**
 * The e-mail ("magic link") flow: send a single-use link, then turn a clicked link into a sign-in
 * candidate. AUTHJS-BEHAVIOUR.md section 8; user creation and `emailVerified` live in identity/.
 */
import { AccessDenied, AuthError, EmailRateLimited, EmailSignInError, MissingAdapter, Verification } from '../errors.ts';
import { randomToken, randomUUID } from '../crypto/index.ts';
import { hashToken, normalizeIdentifier } from './email-identifier.ts';
import type { Adapter, AdapterUser } from '../adapters/types.ts';
import type { RequestContext, SignInCandidate } from '../core/context.ts';
import type { EmailConfig } from '../providers/types.ts';
import type { Account } from '../types.ts';

export { hashToken, normalizeIdentifier } from './email-identifier.ts';

const DEFAULT_MAX_AGE = 24 * 60 * 60;
const DEFAULT_MIN_INTERVAL = 60;
/** Our tokens are 64 hex chars; custom generators get room, but a megabyte of "token" never reaches the database. */
const MAX_TOKEN_LENGTH = 512;

type EmailAdapter = Adapter & Required<Pick<Adapter, 'createVerificationToken' | 'useVerificationToken' | 'getUserByEmail'>>;

function emailAdapter(ctx: RequestContext, provider: EmailConfig): EmailAdapter {
	const adapter = ctx.config.adapter;
	if (!adapter?.createVerificationToken || !adapter.useVerificationToken || !adapter.getUserByEmail) {
		// resolveConfig refuses this at startup; this guards hand-built contexts.
		throw new MissingAdapter(`The e-mail provider "${provider.id}" needs an adapter with verification-token methods.`);
	}
	return adapter as EmailAdapter;
}

/** The provider's normaliser (or ours); whatever it throws becomes an EmailSignInError with the cause. */
function normalize(provider: EmailConfig, email: unknown): string {
	if (typeof email !== 'string' || email.trim() === '') throw new EmailSignInError('Missing email from request body.');
	try {
		return (provider.normalizeIdentifier ?? normalizeIdentifier)(email);
	} catch (error) {
		if (error instanceof AuthError) throw error;
		throw new EmailSignInError('The provider rejected the e-mail address.', { cause: { err: error as Error } });
	}
}

/** Secrets a link may have been hashed with, newest first: rotation keeps outstanding links valid. */
function hashSecrets(ctx: RequestContext, provider: EmailConfig): string[] {
	if (provider.secret) return [provider.secret];
	const secrets = [...ctx.config.secret];
	// Auth.js hashed with the whole array stringified ("new,old"): accept links it issued before a migration.
	if (secrets.length > 1) secrets.push(secrets.join(','));
	return secrets;
}

function emailAccount(provider: EmailConfig, identifier: string): Account {
	return { provider: provider.id, type: 'email', providerAccountId: identifier };
}

/** The stored user, or a placeholder shaped like Auth.js's (random id, not yet verified). */
async function userFor(adapter: EmailAdapter, identifier: string): Promise<AdapterUser> {
	return (await adapter.getUserByEmail(identifier)) ?? { id: randomUUID(), email: identifier, emailVerified: null };
}

/**
 * Handles `POST <basePath>/signin/<emailProviderId>`: normalises the address, asks the `signIn` callback
 * (with `email.verificationRequest: true`), stores the hash of a fresh token and sends the link.
 * Returns the URL to redirect to: the verify-request page, or the callback's string.
 * The answer is the same whether or not the address belongs to a user (no account enumeration).
 * @throws EmailSignInError for an invalid address or a failed send (the stored token is removed again),
 *   EmailRateLimited when this address got a mail less than `minIntervalSeconds` ago, AccessDenied when
 *   the signIn callback refuses (no mail is sent).
 * @example const location = await sendVerification(ctx, provider, { email: 'a@example.com', callbackUrl: '/' })
 */
export async function sendVerification(
	ctx: RequestContext,
	provider: EmailConfig,
	input: { email: string; callbackUrl: string }
): Promise<string> {
	const adapter = emailAdapter(ctx, provider);
	const identifier = normalize(provider, input.email);
	const user = await userFor(adapter, identifier);

	let allowed: boolean | string;
	try {
		allowed = await ctx.config.callbacks.signIn({
			user,
			account: emailAccount(provider, identifier),
			email: { verificationRequest: true }
		});
	} catch (error) {
		throw new AccessDenied('The signIn callback threw.', { cause: { err: error as Error } });
	}
	if (allowed === false) throw new AccessDenied('The signIn callback refused the e-mail sign-in.');
	if (typeof allowed === 'string') return allowed;

	// At most one mail per address per interval (issue 5): a flood of requests cannot make the app a mail
	// cannon. The claim is the check and the reservation in one step, shared by instances through claimStore.
	const interval = provider.minIntervalSeconds ?? DEFAULT_MIN_INTERVAL;
	const slot = `mail:${provider.id}:${identifier}`;
	if (interval > 0 && !(await ctx.config.claimStore.claim(slot, interval))) {
		throw new EmailRateLimited('A sign-in e-mail was sent to this address moments ago.', { cause: { provider: provider.id } });
	}
	try {
		await createAndSend(ctx, provider, adapter, identifier, input.callbackUrl);
	} catch (error) {
		// Nothing was sent: the visitor may try again at once. A store that fails here must not hide why.
		if (interval > 0) {
			await Promise.resolve(ctx.config.claimStore.release(slot)).catch((cleanup: unknown) =>
				ctx.config.logger.error(new EmailSignInError('Could not release the e-mail throttle slot.', { cause: { err: cleanup as Error } }))
			);
		}
		throw error;
	}
	return `${ctx.actionUrl('verify-request')}?${new URLSearchParams({ provider: provider.id, type: 'email' })}`;
}

async function createAndSend(
	ctx: RequestContext,
	provider: EmailConfig,
	adapter: EmailAdapter,
	identifier: string,
	callbackUrl: string
): Promise<void> {
	const token = (await provider.generateVerificationToken?.()) ?? randomToken(32);
	const expires = new Date(Date.now() + (provider.maxAge ?? DEFAULT_MAX_AGE) * 1000);
	const hashed = await hashToken(token, hashSecrets(ctx, provider)[0]!);
	await adapter.createVerificationToken({ identifier, token: hashed, expires });

	// Parameter order as Auth.js emits it (callbackUrl, token, email), section 8.2 step 7.
	const query = new URLSearchParams({ callbackUrl, token, email: identifier });
	const url = `${ctx.actionUrl('callback', provider.id)}?${query}`;
	// Auth.js hands the sender a rebuilt Request with a JSON body; the original body is already consumed.
	const request = new Request(ctx.request.url, {
		method: 'POST',
		headers: ctx.request.headers,
		body: JSON.stringify({ email: identifier, callbackUrl })
	});
	try {
		await provider.sendVerificationRequest({ identifier, url, expires, provider, token, theme: ctx.config.theme, request });
	} catch (error) {
		// Nothing dangling: the link never reached the user, so its token must not stay usable.
		await Promise.resolve(adapter.useVerificationToken({ identifier, token: hashed })).catch((cleanup: unknown) =>
			ctx.config.logger.error(new EmailSignInError('Could not remove an unsent verification token.', { cause: { err: cleanup as Error } }))
		);
		throw new EmailSignInError('The sign-in e-mail could not be sent.', { cause: { err: error as Error, provider: provider.id } });
	}
}

/**
 * Handles `GET <basePath>/callback/<emailProviderId>?token=…&email=…`: consumes the token exactly once
 * and returns the sign-in candidate (the stored user when the address has one). The core then runs the
 * signIn callback (without the `email` flag) and identity/ creates the user or sets `emailVerified`.
 * @throws Verification when a parameter is missing, the address is invalid, or the token is unknown,
 *   already used, issued for another address or expired (an expired token is consumed all the same).
 * @example const candidate = await handleEmailCallback(ctx, provider)
 */
export async function handleEmailCallback(ctx: RequestContext, provider: EmailConfig): Promise<SignInCandidate> {
	const adapter = emailAdapter(ctx, provider);
	const token = ctx.url.searchParams.get('token');
	const email = ctx.url.searchParams.get('email');
	if (!token || !email || token.length > MAX_TOKEN_LENGTH) {
		throw new Verification('The sign-in link is incomplete.', { cause: { missing: !token ? 'token' : 'email' } });
	}
	let identifier: string;
	try {
		identifier = normalize(provider, email);
	} catch (error) {
		throw new Verification('The sign-in link carries an invalid address.', { cause: { err: error as Error } });
	}

	let invite = null;
	for (const secret of hashSecrets(ctx, provider)) {
		// The adapter matches identifier AND hash, so a link edited to another address consumes nothing.
		invite = await adapter.useVerificationToken({ identifier, token: await hashToken(token, secret) });
		if (invite) break;
	}
	if (!invite) throw new Verification('The sign-in link is invalid or was already used.');
	if (invite.identifier !== identifier) throw new Verification('The sign-in link belongs to another address.');
	if (new Date(invite.expires).getTime() < Date.now()) {
		throw new Verification('The sign-in link has expired.', { cause: { expires: new Date(invite.expires).toISOString() } });
	}

	const user = await userFor(adapter, identifier);
	return { user, account: emailAccount(provider, identifier) };
}
