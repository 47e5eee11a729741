/**
 * Single use of WebAuthn challenges inside one process. The callback clears the challenge cookie, but a
 * client that kept the old cookie value could replay it for up to its 15-minute lifetime, and passkeys
 * whose signature counter stays 0 (most synced passkeys) give the counter check nothing to refuse
 * (https://www.w3.org/TR/webauthn-3/#sctn-cryptographic-challenges: a challenge is good for one
 * ceremony). Only consumed challenges are remembered, so anonymous options requests cost nothing here.
 * Several server processes do not share this memory: there the cookie clearing and the counter remain.
 */
import { CHECK_MAX_AGE } from '../security/cookies.ts';

/** Enough for thousands of sign-ins per 15 minutes; beyond it the oldest entries go first. */
const MAX_ENTRIES = 50_000;

const consumed = new Map<string, number>();

function prune(now: number): void {
	for (const [challenge, expiresAt] of consumed) {
		// Insertion order is expiry order (same lifetime for every entry): stop at the first live one.
		if (expiresAt > now && consumed.size < MAX_ENTRIES) break;
		consumed.delete(challenge);
	}
}

/**
 * Marks `challenge` as used. Returns false when it was used before (a replay).
 * @example if (!consumeChallenge(payload.challenge)) throw new WebAuthnVerificationError('reused');
 */
export function consumeChallenge(challenge: string, now = Date.now()): boolean {
	prune(now);
	const expiresAt = consumed.get(challenge);
	if (expiresAt !== undefined && expiresAt > now) return false;
	consumed.set(challenge, now + CHECK_MAX_AGE * 1000);
	return true;
}
