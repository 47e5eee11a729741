/**
 * The e-mail address as an identity: the default normaliser and the verification-token hash.
 * Pure functions, no I/O (AUTHJS-BEHAVIOUR.md section 8.2 step 1 and 6).
 */
import { EmailSignInError } from '../errors.ts';
import { sha256Hex } from '../crypto/index.ts';

/**
 * Characters that look like `@` but are not U+0040: fullwidth and small commercial at (NFKC folds both
 * to a plain `@`, which is how "victim@example.com＠evil.com" used to reach a second mailbox, the 2026
 * Auth.js advisory class) and the circled "ⓐ". We refuse them outright instead of letting the fold
 * decide which part is the domain; any other character whose NFKC form contains `@` is refused too.
 */
const AT_LOOKALIKES = /[\uFF20\uFE6B\u24D0]/u;

/**
 * RFC 5322 "specials" that are only legal inside a quoted local part (the apostrophe is ordinary atext:
 * o'brien@example.ie is valid). Quoted local parts are rare in practice and a classic parser-differential
 * vector, and a comma turns one address into a list for many mailers, so all of them are refused.
 */
const SPECIALS = /["<>()[\]\\,;:]/;
/** Controls, invisible format characters (zero-width, bidi overrides), separators and any whitespace. */
const INVISIBLE_OR_SPACE = /[\p{Cc}\p{Cf}\p{Z}\s]/u;

/** RFC 5321 section 4.5.3.1: 64 octets for the local part, 254 for a usable path. */
const MAX_LOCAL = 64;
const MAX_ADDRESS = 254;

function reject(reason: string): never {
	// The address itself stays out of the message: logs should not collect what users mistyped.
	throw new EmailSignInError(`Invalid e-mail address: ${reason}`, { cause: { reason } });
}

/** Any character other than U+0040 that is, or folds under NFKC into, an `@`. */
function hasAtLookalike(value: string): boolean {
	for (const char of value) {
		if (char !== '@' && (AT_LOOKALIKES.test(char) || char.normalize('NFKC').includes('@'))) return true;
	}
	return false;
}

function checkDomain(domain: string): void {
	if (domain === 'localhost') return;
	if (!domain.includes('.')) reject('domain without a dot');
	if (domain.startsWith('.') || domain.endsWith('.') || domain.includes('..')) reject('empty domain label');
	for (const label of domain.split('.')) {
		if (label.startsWith('-') || label.endsWith('-')) reject('domain label starts or ends with "-"');
		if (label.length > 63) reject('domain label too long');
	}
}

/**
 * The default identifier normaliser: trim, lower-case, Unicode NFKC, then strict checks.
 * Throws {@link EmailSignInError} (an AuthError, `cause.reason` says why) for anything that is not a
 * plain `local@domain` address: several `@`, `@` look-alikes (checked before and after NFKC), quotes
 * and other RFC 5322 specials (so "a@b.com,evil.com" is refused rather than cut), whitespace, control
 * or invisible characters, an empty local part or domain, or a domain without a dot (except `localhost`).
 * Idempotent: `normalizeIdentifier(normalizeIdentifier(x)) === normalizeIdentifier(x)`.
 * @example normalizeIdentifier('  Alice@Example.COM ') // 'alice@example.com'
 */
export function normalizeIdentifier(identifier: string): string {
	if (typeof identifier !== 'string' || identifier.trim() === '') reject('missing');
	const raw = identifier.trim();
	if (hasAtLookalike(raw)) reject('"@" look-alike character');
	const value = raw.normalize('NFKC').toLowerCase().normalize('NFKC').trim();
	if (hasAtLookalike(value)) reject('"@" look-alike character');
	if (INVISIBLE_OR_SPACE.test(value)) reject('whitespace, control or invisible character');
	if (SPECIALS.test(value)) reject('quote or special character');
	const parts = value.split('@');
	if (parts.length !== 2) reject(parts.length < 2 ? 'no "@"' : 'several "@"');
	const [local, domain] = parts as [string, string];
	if (local === '') reject('empty local part');
	if (domain === '') reject('empty domain');
	if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) reject('dot at the edge of the local part');
	if (local.length > MAX_LOCAL || value.length > MAX_ADDRESS) reject('too long');
	checkDomain(domain);
	return `${local}@${domain}`;
}

/**
 * The stored form of a verification token: lowercase hex SHA-256 of `token + secret`, byte-for-byte what
 * Auth.js stores, so links issued before a migration stay valid (AUTHJS-BEHAVIOUR.md section 19.4).
 * @example await hashToken('abc', 'secret') // sha256Hex('abcsecret')
 */
export function hashToken(token: string, secret: string): Promise<string> {
	return sha256Hex(`${token}${secret}`);
}
