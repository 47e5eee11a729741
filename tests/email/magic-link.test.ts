/**
 * The magic-link flow end to end at the flow level: real nodemailer -> real SMTP sink -> parsed mail ->
 * callback against the real memory adapter (docs/email.md).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../mocks/smtp-sink.ts';
import { hashToken } from '#lib/auth/providers/email-identifier.ts';
import { AccessDenied, EmailRateLimited, EmailSignInError, Verification, errorParam } from '#lib/auth/errors.ts';
import Nodemailer from '#lib/auth/providers/nodemailer.ts';
import { MemoryClaimStore } from '#lib/auth/stores/claims.ts';
import type { EmailConfig } from '#lib/auth/providers/types.ts';
import { createHarness, handleEmailCallback, linkFrom, ORIGIN, SECRET, sendVerification, signInWithLink } from './harness.ts';

let sink: SmtpSink;
let provider: EmailConfig;

beforeAll(async () => {
	sink = await startSmtpSink({ port: 0 });
	provider = Nodemailer({
		server: { host: '127.0.0.1', port: sink.port, secure: false, ignoreTLS: true },
		from: 'Reference App <no-reply@example.test>'
	});
});
afterAll(() => sink.stop());
beforeEach(() => {
	sink.clear();
});
afterEach(() => {
	vi.useRealTimers();
});

async function requestLink(h: ReturnType<typeof createHarness>, email: string, callbackUrl = `${ORIGIN}/after`) {
	const location = await sendVerification(h.ctx(), provider, { email, callbackUrl });
	const mail = await sink.waitForMail(email.trim().toLowerCase());
	return { location, mail, link: linkFrom(mail.text) };
}

describe('sendVerification over real SMTP', () => {
	it('mails a link carrying callbackUrl, token and email, and redirects to verify-request', async () => {
		const h = createHarness(provider);
		const { location, mail, link } = await requestLink(h, '  Alice@Example.com ', `${ORIGIN}/after?x=1`);
		expect(location).toBe(`${ORIGIN}/auth/verify-request?provider=nodemailer&type=email`);
		expect(mail.to).toBe('alice@example.com');
		expect(mail.from).toContain('no-reply@example.test');
		expect(mail.subject).toBe('Sign in to localhost:5173');
		expect(`${link.origin}${link.pathname}`).toBe(`${ORIGIN}/auth/callback/nodemailer`);
		expect([...link.searchParams.keys()]).toEqual(['callbackUrl', 'token', 'email']);
		expect(link.searchParams.get('callbackUrl')).toBe(`${ORIGIN}/after?x=1`);
		expect(link.searchParams.get('email')).toBe('alice@example.com');
		expect(link.searchParams.get('token')).toMatch(/^[0-9a-f]{64}$/);
		expect(mail.html).toContain(link.href.replaceAll('&', '&amp;'));
	});

	it('stores only the hash sha256(token + secret), never the token, expiring after maxAge (24 h)', async () => {
		const h = createHarness(provider);
		const before = Date.now();
		const { link } = await requestLink(h, 'hash@example.com');
		const token = link.searchParams.get('token')!;
		expect(h.stored).toHaveLength(1);
		const row = h.stored[0]!;
		expect(row.identifier).toBe('hash@example.com');
		expect(row.token).toBe(await hashToken(token, SECRET));
		expect(row.token).not.toContain(token);
		expect(row.expires.getTime()).toBeGreaterThanOrEqual(before + 86_400_000);
		expect(row.expires.getTime()).toBeLessThanOrEqual(Date.now() + 86_400_000);
	});

	it('hashes with provider.secret first, and uses the provider token generator', async () => {
		const custom = { ...provider, id: 'custom', secret: 'provider-only-secret', generateVerificationToken: () => 'fixed-token-123' };
		const h = createHarness(custom);
		await sendVerification(h.ctx(), custom, { email: 'p@example.com', callbackUrl: ORIGIN });
		const link = linkFrom((await sink.waitForMail('p@example.com')).text);
		expect(link.searchParams.get('token')).toBe('fixed-token-123');
		expect(h.stored[0]!.token).toBe(await hashToken('fixed-token-123', 'provider-only-secret'));
		const candidate = await handleEmailCallback(h.ctx(link.href), custom);
		expect(candidate.account).toEqual({ provider: 'custom', type: 'email', providerAccountId: 'p@example.com' });
	});

	it('calls signIn with email.verificationRequest true before sending, with a placeholder for unknown addresses', async () => {
		const h = createHarness(provider);
		await requestLink(h, 'new@example.com');
		expect(h.signInCalls).toHaveLength(1);
		const call = h.signInCalls[0] as { user: { email: string; emailVerified: null }; account: unknown; email: unknown };
		expect(call.email).toEqual({ verificationRequest: true });
		expect(call.user.email).toBe('new@example.com');
		expect(call.user.emailVerified).toBeNull();
		expect(call.account).toEqual({ provider: 'nodemailer', type: 'email', providerAccountId: 'new@example.com' });
	});

	it('sends no mail and stores nothing when signIn returns false (AccessDenied)', async () => {
		const h = createHarness(provider, { signIn: () => false });
		const attempt = sendVerification(h.ctx(), provider, { email: 'denied@example.com', callbackUrl: ORIGIN });
		await expect(attempt).rejects.toBeInstanceOf(AccessDenied);
		expect(h.stored).toHaveLength(0);
		expect(sink.messages()).toHaveLength(0);
	});

	it('returns the signIn callback string as the redirect and sends nothing', async () => {
		const h = createHarness(provider, { signIn: () => `${ORIGIN}/waitlist` });
		expect(await sendVerification(h.ctx(), provider, { email: 'w@example.com', callbackUrl: ORIGIN })).toBe(`${ORIGIN}/waitlist`);
		expect(h.stored).toHaveLength(0);
		expect(sink.messages()).toHaveLength(0);
	});

	it('answers the same for a known and an unknown address (no account enumeration)', async () => {
		const h = createHarness(provider);
		await h.adapter.createUser!({ id: 'u1', email: 'known@example.com', emailVerified: null });
		const known = await requestLink(h, 'known@example.com');
		const unknown = await requestLink(h, 'unknown@example.com');
		expect(known.location).toBe(unknown.location);
		expect(known.mail.subject).toBe(unknown.mail.subject);
		expect((h.signInCalls[0] as { user: { id: string } }).user.id).toBe('u1');
	});

	it('refuses an invalid address with EmailSignInError before storing or sending anything', async () => {
		const h = createHarness(provider);
		for (const email of ['victim@example.com＠evil.com', 'a@b.com,evil.com', '', 'two@at@example.com']) {
			await expect(sendVerification(h.ctx(), provider, { email, callbackUrl: ORIGIN })).rejects.toBeInstanceOf(EmailSignInError);
		}
		expect(h.signInCalls).toHaveLength(0);
		expect(h.stored).toHaveLength(0);
		expect(sink.messages()).toHaveLength(0);
	});

	it('sends at most one mail per address per minute: the second request is EmailRateLimited (shown as EmailSignin)', async () => {
		const h = createHarness(provider);
		await requestLink(h, 'flood@example.com');
		const again = sendVerification(h.ctx(), provider, { email: 'FLOOD@example.com', callbackUrl: ORIGIN }).catch((e: unknown) => e);
		const error = await again;
		expect(error).toBeInstanceOf(EmailRateLimited);
		expect(errorParam(error)).toBe('EmailSignin');
		expect(h.stored).toHaveLength(1);
		// Another address is not held back by the first one's flood.
		await requestLink(h, 'other@example.com');
		expect(sink.messages().filter((m) => m.to === 'flood@example.com')).toHaveLength(1);
	});

	it('two instances sharing a claimStore share the throttle; with stores of their own they do not', async () => {
		const shared = MemoryClaimStore();
		const [a, b] = [createHarness(provider, { claimStore: shared }), createHarness(provider, { claimStore: shared })];
		await requestLink(a, 'shared@example.com');
		const error = await sendVerification(b.ctx(), provider, { email: 'shared@example.com', callbackUrl: ORIGIN }).catch((e: unknown) => e);
		expect(error).toBeInstanceOf(EmailRateLimited);
		// The default: each instance (here each harness) keeps its own, so a second instance would send again.
		await requestLink(createHarness(provider), 'shared@example.com');
		expect(sink.messages().filter((m) => m.to === 'shared@example.com')).toHaveLength(2);
	});

	it('turns a sender failure into EmailSignInError with the cause, removes the stored token and frees the throttle slot', async () => {
		const net = await import('node:net');
		const closed = await new Promise<number>((resolve) => {
			const server = net.createServer().listen(0, '127.0.0.1', () => {
				const { port } = server.address() as { port: number };
				server.close(() => resolve(port));
			});
		});
		const broken = Nodemailer({ server: { host: '127.0.0.1', port: closed, secure: false, ignoreTLS: true }, from: 'x@example.test' });
		const h = createHarness(broken);
		const error = await sendVerification(h.ctx(), broken, { email: 'down@example.com', callbackUrl: ORIGIN }).catch((e: unknown) => e);
		expect(error).toBeInstanceOf(EmailSignInError);
		expect((error as EmailSignInError).cause?.err).toBeInstanceOf(Error);
		expect(h.stored).toHaveLength(1);
		expect(await h.adapter.useVerificationToken!({ identifier: 'down@example.com', token: h.stored[0]!.token })).toBeNull();
		// The slot was released: a retry is a fresh attempt (it fails again at the sender, not at the throttle).
		const retry = await sendVerification(h.ctx(), broken, { email: 'down@example.com', callbackUrl: ORIGIN }).catch((e: unknown) => e);
		expect(retry).toBeInstanceOf(EmailSignInError);
		expect(retry).not.toBeInstanceOf(EmailRateLimited);
	});
});

describe('handleEmailCallback', () => {
	it('consumes the link once: the candidate on first use, Verification on the second', async () => {
		const h = createHarness(provider);
		const { link } = await requestLink(h, 'once@example.com');
		const candidate = await handleEmailCallback(h.ctx(link.href), provider);
		expect(candidate.user.email).toBe('once@example.com');
		expect(candidate.account).toEqual({ provider: 'nodemailer', type: 'email', providerAccountId: 'once@example.com' });
		await expect(handleEmailCallback(h.ctx(link.href), provider)).rejects.toBeInstanceOf(Verification);
	});

	it('signs in as the stored user when the address has one', async () => {
		const h = createHarness(provider);
		await h.adapter.createUser!({ id: 'stored-1', email: 'member@example.com', emailVerified: null, name: 'M' });
		const { link } = await requestLink(h, 'member@example.com');
		expect((await signInWithLink(h.ctx(link.href), provider)).user).toMatchObject({ id: 'stored-1', name: 'M' });
	});

	it('refuses an expired link with Verification, and the expired token is gone afterwards', async () => {
		const h = createHarness(provider);
		const { link } = await requestLink(h, 'late@example.com');
		vi.useFakeTimers({ toFake: ['Date'] });
		vi.setSystemTime(Date.now() + 86_400_000 + 1_000);
		await expect(handleEmailCallback(h.ctx(link.href), provider)).rejects.toThrow(/expired/);
		vi.useRealTimers();
		expect(await h.adapter.useVerificationToken!({ identifier: 'late@example.com', token: h.stored[0]!.token })).toBeNull();
	});

	it('refuses a tampered token with Verification and leaves the real link usable', async () => {
		const h = createHarness(provider);
		const { link } = await requestLink(h, 'tamper@example.com');
		const forged = new URL(link);
		const token = link.searchParams.get('token')!;
		forged.searchParams.set('token', (token[0] === 'a' ? 'b' : 'a') + token.slice(1));
		await expect(handleEmailCallback(h.ctx(forged.href), provider)).rejects.toBeInstanceOf(Verification);
		expect((await handleEmailCallback(h.ctx(link.href), provider)).user.email).toBe('tamper@example.com');
	});

	it('refuses the link edited to another address with Verification, consuming nothing', async () => {
		const h = createHarness(provider);
		const { link } = await requestLink(h, 'owner@example.com');
		const other = new URL(link);
		other.searchParams.set('email', 'attacker@example.com');
		await expect(handleEmailCallback(h.ctx(other.href), provider)).rejects.toBeInstanceOf(Verification);
		expect((await handleEmailCallback(h.ctx(link.href), provider)).user.email).toBe('owner@example.com');
	});

	it('refuses missing or invalid parameters with Verification', async () => {
		const h = createHarness(provider);
		const base = `${ORIGIN}/auth/callback/nodemailer`;
		for (const query of ['', '?email=a%40example.com', '?token=abc', '?token=&email=', `?token=${'f'.repeat(600)}&email=a%40example.com`, '?token=abc&email=a%40b%40example.com']) {
			const error = await handleEmailCallback(h.ctx(base + query), provider).catch((e: unknown) => e);
			expect(error, query).toBeInstanceOf(Verification);
			expect(errorParam(error)).toBe('Verification');
		}
	});

	it('keeps links valid across a secret rotation (old secret second in the list)', async () => {
		const old = 'old-secret-0123456789-abcdefghijklmnopq';
		const issuing = createHarness(provider, { secret: old });
		const { link } = await requestLink(issuing, 'rotate@example.com');
		const rotated = createHarness(provider, { secret: ['new-secret-0123456789-abcdefghijklmnopq', old], adapter: issuing.adapter });
		expect((await handleEmailCallback(rotated.ctx(link.href), provider)).user.email).toBe('rotate@example.com');
	});
});
