/**
 * The first half of an e-mail ("magic link") sign-in: normalise the address, then store the hash of a
 * fresh single-use token and mail the link, at most once per address per interval. Whether the address
 * may sign in at all (the `signIn` callback) is asked by the action before it calls `sendLink`.
 */
import { AuthError, EmailRateLimited, EmailSignInError } from '../../errors.ts';
import { randomToken } from '../../crypto/index.ts';
import { requireAdapter } from '../../config/adapter.ts';
import { hashToken } from '../../providers/email-identifier.ts';
import type { EmailProvider } from '../../config/types.ts';
import type { RequestContext } from '../../context.ts';
import type { Account } from '../../model.ts';

/** The provider's normaliser (or ours); whatever it throws becomes an EmailSignInError with the cause. */
export function normalizeAddress(provider: EmailProvider, email: unknown): string {
	if (typeof email !== 'string' || email.trim() === '') throw new EmailSignInError('Missing email from request body.');
	try {
		return provider.normalize(email);
	} catch (error) {
		if (error instanceof AuthError) throw error;
		throw new EmailSignInError('The provider rejected the e-mail address.', { cause: { err: error as Error } });
	}
}

export function emailAccount(provider: EmailProvider, identifier: string): Account {
	return { provider: provider.id, type: 'email', providerAccountId: identifier };
}

async function createAndSend(ctx: RequestContext, provider: EmailProvider, identifier: string, callbackUrl: string): Promise<void> {
	const adapter = requireAdapter(ctx.config, `The e-mail provider "${provider.id}"`);
	const options = provider.options;
	const token = (await options.generateVerificationToken?.()) ?? randomToken(32);
	const expires = new Date(Date.now() + provider.maxAge * 1000);
	const hashed = await hashToken(token, provider.hashSecrets[0]!);
	await adapter.createVerificationToken!({ identifier, token: hashed, expires });

	// Parameter order as Auth.js emits it (callbackUrl, token, email). The host is the trusted origin,
	// never a request header: a link mailed to a victim must not point at an attacker's host.
	const query = new URLSearchParams({ callbackUrl, token, email: identifier });
	const url = `${ctx.actionUrl('callback', provider.id)}?${query}`;
	// Auth.js hands the sender a rebuilt Request with a JSON body; the original body is already consumed.
	const request = new Request(ctx.request.url, {
		method: 'POST',
		headers: ctx.request.headers,
		body: JSON.stringify({ email: identifier, callbackUrl })
	});
	try {
		await options.sendVerificationRequest({ identifier, url, expires, provider: options, token, theme: ctx.config.theme, request });
	} catch (error) {
		// Nothing dangling: the link never reached the user, so its token must not stay usable.
		await Promise.resolve(adapter.useVerificationToken!({ identifier, token: hashed })).catch((cleanup: unknown) =>
			ctx.config.logger.error(new EmailSignInError('Could not remove an unsent verification token.', { cause: { err: cleanup as Error } }))
		);
		throw new EmailSignInError('The sign-in e-mail could not be sent.', { cause: { err: error as Error, provider: provider.id } });
	}
}

/**
 * Mails a sign-in link for `identifier` (already normalised and allowed by the signIn callback).
 * The answer is the same whether or not the address belongs to a user (no account enumeration).
 * @throws EmailRateLimited when this address got a mail less than `minIntervalSeconds` ago;
 *   EmailSignInError when the mail could not be sent (the stored token is removed again).
 * @example await sendLink(ctx, provider, 'a@example.com', '/account');
 */
export async function sendLink(ctx: RequestContext, provider: EmailProvider, identifier: string, callbackUrl: string): Promise<void> {
	// At most one mail per address per interval: a flood of requests cannot make the app a mail cannon. The
	// claim is the check and the reservation in one step, shared by instances through claimStore.
	const interval = provider.minInterval;
	const slot = `mail:${provider.id}:${identifier}`;
	if (interval > 0 && !(await ctx.config.claimStore.claim(slot, interval))) {
		throw new EmailRateLimited('A sign-in e-mail was sent to this address moments ago.', { cause: { provider: provider.id } });
	}
	try {
		await createAndSend(ctx, provider, identifier, callbackUrl);
	} catch (error) {
		// Nothing was sent: the visitor may try again at once. A store that fails here must not hide why.
		if (interval > 0) {
			await Promise.resolve(ctx.config.claimStore.release(slot)).catch((cleanup: unknown) =>
				ctx.config.logger.error(new EmailSignInError('Could not release the e-mail throttle slot.', { cause: { err: cleanup as Error } }))
			);
		}
		throw error;
	}
}
