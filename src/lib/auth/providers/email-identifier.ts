/**
 * The e-mail address as an identity: the default normaliser and the verification-token hash.
 * Pure functions, no I/O (docs/email.md).
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

/**
 * An internationalised domain in its one ASCII spelling (A-labels, RFC 5890), as the WHATWG URL parser
 * maps it (UTS #46: case, width and the ideographic full stop fold; forbidden code points throw). So
 * `bücher.de`, `BÜCHER.de` and `xn--bcher-kva.de` are one identity, the form SMTP needs without SMTPUTF8, and
 * a mixed-script look-alike (`exаmple.com` with a Cyrillic `а`) shows as the different domain it is.
 */
function asciiDomain(domain: string): string {
	if (/^[\x21-\x7e]*$/.test(domain)) return domain;
	try {
		return new URL(`http://${domain}/`).hostname;
	} catch {
		reject('invalid international domain');
	}
}

function checkDomain(domain: string): void {
	if (domain === 'localhost') return;
	if (!domain.includes('.')) reject('domain without a dot');
	if (domain.startsWith('.') || domain.endsWith('.') || domain.includes('..')) reject('empty domain label');
	for (const label of domain.split('.')) {
		// RFC 5321 section 4.1.2: a domain is letters, digits and hyphens (A-labels for the rest). A `%`, `!` or
		// `/` here is an old relay-routing trick, never a mailbox.
		if (!/^[a-z0-9-]+$/.test(label)) reject('character not allowed in a domain');
		if (label.startsWith('-') || label.endsWith('-')) reject('domain label starts or ends with "-"');
		if (label.length > 63) reject('domain label too long');
	}
}

/**
 * The default identifier normaliser: trim, lower-case, Unicode NFKC, the domain in ASCII (A-labels), then
 * strict checks.
 * Throws {@link EmailSignInError} (an AuthError, `cause.reason` says why) for anything that is not a
 * plain `local@domain` address: several `@`, `@` look-alikes (checked before and after NFKC), quotes
 * and other RFC 5322 specials (so "a@b.com,evil.com" is refused rather than cut), whitespace, control
 * or invisible characters, an empty local part or domain, or a domain without a dot (except `localhost`).
 * Idempotent: `normalizeIdentifier(normalizeIdentifier(x)) === normalizeIdentifier(x)`.
 * @example normalizeIdentifier('  Alice@Example.COM ') // 'alice@example.com'
 * @example normalizeIdentifier('åsa@Bücher.de') // 'åsa@xn--bcher-kva.de'
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
	const [local, unicodeDomain] = parts as [string, string];
	if (local === '') reject('empty local part');
	if (unicodeDomain === '') reject('empty domain');
	const domain = asciiDomain(unicodeDomain);
	if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) reject('dot at the edge of the local part');
	if (local.length > MAX_LOCAL || value.length > MAX_ADDRESS) reject('too long');
	checkDomain(domain);
	return `${local}@${domain}`;
}

/**
 * The stored form of a verification token: lowercase hex SHA-256 of `token + secret`, byte-for-byte what
 * Auth.js stores, so links issued before a migration stay valid (docs/authjs-compatibility.md).
 * @example await hashToken('abc', 'secret') // sha256Hex('abcsecret')
 */
export function hashToken(token: string, secret: string): Promise<string> {
	return sha256Hex(`${token}${secret}`);
}
