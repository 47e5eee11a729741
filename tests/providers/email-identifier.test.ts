import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { EmailSignInError } from '#lib/auth/errors.ts';
import { hashToken, normalizeIdentifier } from '#lib/auth/providers/email-identifier.ts';

const accepted: Array<[input: string, expected: string]> = [
	['alice@example.com', 'alice@example.com'],
	['  Alice@Example.COM  ', 'alice@example.com'],
	['\tbob@example.org\n', 'bob@example.org'],
	['first.last+tag@sub.example.co.uk', 'first.last+tag@sub.example.co.uk'],
	["o'brien@example.ie", "o'brien@example.ie"],
	['dev@localhost', 'dev@localhost'],
	// Fullwidth Latin letters (not the @) fold to ASCII under NFKC.
	['ａｌｉｃｅ@example.com', 'alice@example.com'],
	// Internationalised domains: one ASCII spelling (A-labels), whichever spelling was typed.
	['ÅSA@bücher.de', 'åsa@xn--bcher-kva.de'],
	['åsa@BÜCHER.DE', 'åsa@xn--bcher-kva.de'],
	['åsa@xn--bcher-kva.de', 'åsa@xn--bcher-kva.de'],
	['user_name-1@xn--bcher-kva.example', 'user_name-1@xn--bcher-kva.example'],
	// The ideographic full stop is a dot in a domain (UTS #46): the same mailbox, one identity.
	['victim@example\u3002com', 'victim@example.com'],
	// A Cyrillic "а" in the domain is another domain, and now looks like one.
	['alice@ex\u0430mple.com', 'alice@xn--exmple-4nf.com']
];

const rejected: Array<[input: string, reason: RegExp]> = [
	['', /missing/],
	['   ', /missing/],
	['alice', /no "@"/],
	['alice@evil.com@example.com', /several "@"/],
	['alice@example.com＠evil.com', /look-alike/], // U+FF20 FULLWIDTH COMMERCIAL AT
	['alice﹫example.com', /look-alike/], // U+FE6B SMALL COMMERCIAL AT
	['alice@example.com\uFE6Bevil.com', /look-alike/],
	['"alice@evil.com"@example.com', /quote|several/],
	['"alice"@example.com', /quote/],
	['alice@example.com,evil.com', /special/],
	['alice@example.com, bob@evil.com', /whitespace/],
	['alice smith@example.com', /whitespace/],
	['alice@exam ple.com', /whitespace/],
	['alice\u200B@example.com', /invisible/], // zero-width space
	['alice@example.com\u202Eevil', /invisible/], // right-to-left override
	['ali\x00ce@example.com', /control/],
	['alice@example.com\r\nBcc: x@evil.com', /control|whitespace/],
	['@example.com', /empty local part/],
	['alice@', /empty domain/],
	['alice@example', /without a dot/],
	['alice@.example.com', /empty domain label/],
	['alice@example..com', /empty domain label/],
	['.alice@example.com', /dot at the edge/],
	['alice@-example.com', /starts or ends/],
	['<alice@example.com>', /special/],
	['alice@exa%mple.com', /not allowed in a domain/],
	['alice@example.com!relay', /not allowed in a domain/],
	['alice@under_score.example', /not allowed in a domain/],
	['alice@bü%cher.de', /invalid international domain/],
	[`${'a'.repeat(65)}@example.com`, /too long/]
];

describe('normalizeIdentifier (default)', () => {
	it.each(accepted)('accepts %j as %j: trimmed, lower-cased, NFKC', (input, expected) => {
		expect(normalizeIdentifier(input)).toBe(expected);
	});

	it.each(rejected)('rejects %j with an EmailSignInError naming the reason (%s)', (input, reason) => {
		let thrown: unknown;
		try {
			normalizeIdentifier(input);
		} catch (error) {
			thrown = error;
		}
		expect(thrown).toBeInstanceOf(EmailSignInError);
		expect((thrown as EmailSignInError).cause?.reason).toMatch(reason);
	});

	it('keeps the rejected address out of the error message (logs must not collect it)', () => {
		expect(() => normalizeIdentifier('secret.person@evil.com@example.com')).toThrow(/^Invalid e-mail address: several "@"$/);
	});

	it('is idempotent: normalising a normalised address changes nothing', () => {
		for (const [input] of accepted) {
			const once = normalizeIdentifier(input);
			expect(normalizeIdentifier(once)).toBe(once);
		}
	});

	it('rejects non-string input (a JSON body can carry anything)', () => {
		expect(() => normalizeIdentifier(42 as unknown as string)).toThrow(EmailSignInError);
		expect(() => normalizeIdentifier(['a@b.com'] as unknown as string)).toThrow(EmailSignInError);
	});
});

describe('hashToken', () => {
	it('is sha256 hex of token + secret, as Auth.js stores it (section 19.4)', async () => {
		const expected = createHash('sha256').update('tok123' + 'the-secret').digest('hex');
		expect(await hashToken('tok123', 'the-secret')).toBe(expected);
	});

	it('changes with the secret, so a leaked table without the secret cannot be replayed', async () => {
		expect(await hashToken('tok', 'a')).not.toBe(await hashToken('tok', 'b'));
		expect(await hashToken('tok', 'a')).toMatch(/^[0-9a-f]{64}$/);
	});
});
