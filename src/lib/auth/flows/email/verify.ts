/**
 * The second half of an e-mail sign-in: a clicked link becomes a candidate. The token is consumed
 * exactly once (the adapter's delete-and-return), whatever happens next.
 */
import { Verification } from '../../errors.ts';
import { randomUUID } from '../../crypto/index.ts';
import { requireAdapter } from '../../config/adapter.ts';
import { hashToken } from '../../providers/email-identifier.ts';
import type { EmailProvider } from '../../config/types.ts';
import type { RequestContext } from '../../context.ts';
import type { User } from '../../model.ts';
import type { SignInCandidate } from '../candidate.ts';
import { emailAccount, normalizeAddress } from './send.ts';

/** Our tokens are 64 hex chars; custom generators get room, but a megabyte of "token" never reaches the database. */
const MAX_TOKEN_LENGTH = 512;

/**
 * Verifies `GET <basePath>/callback/<emailProviderId>?token=…&email=…` and returns the candidate: the
 * address as a user (Auth.js's placeholder shape: a random id, not yet verified) and its `email` account.
 * @throws Verification when a parameter is missing, the address is invalid, or the token is unknown,
 *   already used, issued for another address or expired (an expired token is consumed all the same).
 * @example const candidate = await verifyLink(ctx, provider);
 */
export async function verifyLink(ctx: RequestContext, provider: EmailProvider): Promise<SignInCandidate> {
	const adapter = requireAdapter(ctx.config, `The e-mail provider "${provider.id}"`);
	const token = ctx.url.searchParams.get('token');
	const email = ctx.url.searchParams.get('email');
	if (!token || !email || token.length > MAX_TOKEN_LENGTH) {
		throw new Verification('The sign-in link is incomplete.', { cause: { missing: !token ? 'token' : 'email' } });
	}
	let identifier: string;
	try {
		identifier = normalizeAddress(provider, email);
	} catch (error) {
		throw new Verification('The sign-in link carries an invalid address.', { cause: { err: error as Error } });
	}

	let invite = null;
	for (const secret of provider.hashSecrets) {
		// The adapter matches identifier AND hash, so a link edited to another address consumes nothing.
		invite = await adapter.useVerificationToken!({ identifier, token: await hashToken(token, secret) });
		if (invite) break;
	}
	if (!invite) throw new Verification('The sign-in link is invalid or was already used.');
	if (invite.identifier !== identifier) throw new Verification('The sign-in link belongs to another address.');
	if (new Date(invite.expires).getTime() < Date.now()) {
		throw new Verification('The sign-in link has expired.', { cause: { expires: new Date(invite.expires).toISOString() } });
	}
	const user = { id: randomUUID(), email: identifier, emailVerified: null } as User;
	return { user, account: emailAccount(provider, identifier) };
}
