/**
 * The limits of the other sign-in routes through `handle` (docs/rate-limits.md): e-mail sign-in requests
 * and failed e-mail link verifications, OAuth/OIDC sign-in starts (against the real mock identity
 * provider), passkey options and failed passkey verifications. Each refuses past its limit with the wait,
 * counts per client address, and loses nothing: a refused request sends no mail and consumes no link.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startMockIdp, type MockIdp } from '../../mocks/idp.ts';
import { mockOidcProvider } from '../../mocks/idp-providers.ts';
import { MemoryAdapter } from '#lib/auth/adapters/memory.ts';
import { MemoryClaimStore } from '#lib/auth/stores/claims.ts';
import Passkey from '#lib/auth/providers/passkey.ts';
import type { EmailConfig } from '#lib/auth/providers/types.ts';
import type { SvelteKitAuthConfig } from '#lib/auth/types.ts';
import { Browser, ORIGIN, baseConfig, drive, makeAuth } from './harness.ts';

const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.7';
/** The store's clock stands still, so every wait is the whole window however slow the machine is. */
const NOW = Date.UTC(2026, 0, 1);

let idp: MockIdp;
beforeAll(async () => {
	idp = await startMockIdp();
});
afterAll(() => idp.stop());

function world(overrides: Partial<SvelteKitAuthConfig> = {}) {
	const sent: Array<{ to: string; url: string }> = [];
	// A sender of our own that keeps what it sends: the mail itself is not what these tests are about.
	const email: EmailConfig = { id: 'email', name: 'Email', type: 'email', sendVerificationRequest: ({ identifier, url }) => void sent.push({ to: identifier, url }) };
	const auth = makeAuth(
		baseConfig({
			adapter: MemoryAdapter(),
			claimStore: MemoryClaimStore({ now: () => NOW }),
			session: { strategy: 'jwt' },
			experimental: { enableWebAuthn: true },
			logger: { error() {}, warn() {}, debug() {} },
			providers: [email, mockOidcProvider(idp.issuer), Passkey()],
			...overrides
		})
	);
	return { auth, sent };
}

const location = (r: Response) => r.headers.get('location') ?? '';
const requestLink = (browser: Browser, email: string) => browser.post('/auth/signin/email', { email });

describe('e-mail sign-in requests per client address (default 10 per 15 min)', () => {
	test('the 11th request from one address is refused whatever the address it names, and sends nothing; another client is not', async () => {
		const { auth, sent } = world();
		const attacker = new Browser(auth, ORIGIN, ATTACKER);
		for (let i = 0; i < 10; i++) expect(location(await requestLink(attacker, `victim${i}@example.test`))).toMatch(/\/auth\/verify-request/);
		const refused = await requestLink(attacker, 'victim10@example.test');
		expect(location(refused)).toBe(`${ORIGIN}/auth/signin?error=RateLimited&code=900`);
		expect(refused.headers.get('retry-after')).toBe('900');
		expect(sent).toHaveLength(10);
		expect(location(await requestLink(new Browser(auth, ORIGIN, OWNER), 'owner@example.test'))).toMatch(/\/auth\/verify-request/);
		expect(sent.map((mail) => mail.to)).toContain('owner@example.test');
	});

	test("the per-address interval still holds beside it: a second mail to one address within a minute is EmailSignin", async () => {
		const { auth, sent } = world();
		const browser = new Browser(auth, ORIGIN, OWNER);
		await requestLink(browser, 'twice@example.test');
		expect(location(await requestLink(browser, 'twice@example.test'))).toMatch(/error=EmailSignin/);
		expect(sent).toHaveLength(1);
	});
});

describe('failed e-mail link verifications per client address (default 10 per 15 min)', () => {
	test('the 11th bad link from one address is refused; a good link it clicks then is not consumed and still works elsewhere', async () => {
		const { auth, sent } = world();
		await requestLink(new Browser(auth, ORIGIN, OWNER), 'owner@example.test');
		const link = new URL(sent[0]!.url);
		const guesser = new Browser(auth, ORIGIN, ATTACKER);
		for (let i = 0; i < 10; i++) {
			expect(location(await guesser.fetch(`/auth/callback/email?token=${'0'.repeat(63)}${i}&email=owner%40example.test`))).toMatch(/error=Verification/);
		}
		expect(location(await guesser.fetch(link.pathname + link.search))).toBe(`${ORIGIN}/auth/signin?error=RateLimited&code=900`);
		const owner = new Browser(auth, ORIGIN, OWNER);
		expect(location(await owner.fetch(link.pathname + link.search))).not.toMatch(/error=/);
		expect(owner.sessionCookie()).toBeDefined();
	});

	test('good links never count: 12 sign-ins by link from one address all succeed', async () => {
		// Twelve mails from one client would meet the e-mail request limit first: that one is not under test here.
		const { auth, sent } = world({ rateLimit: { email: { max: 12 } } });
		const browser = new Browser(auth, ORIGIN, OWNER);
		for (let i = 0; i < 12; i++) {
			await requestLink(browser, `person${i}@example.test`);
			const link = new URL(sent[i]!.url);
			expect(location(await browser.fetch(link.pathname + link.search))).not.toMatch(/error=/);
		}
	});
});

describe('OAuth / OIDC sign-in starts per client address', () => {
	test('past the limit a start is refused before the identity provider is asked, with the wait', async () => {
		const { auth } = world({ rateLimit: { oauth: { window: 60, max: 3 } } });
		const browser = new Browser(auth, ORIGIN, ATTACKER);
		for (let i = 0; i < 3; i++) expect(location(await browser.post('/auth/signin/mock-oidc', {}))).toMatch(new RegExp(`^${idp.issuer}/authorize`));
		const refused = await browser.post('/auth/signin/mock-oidc', {});
		expect(location(refused)).toBe(`${ORIGIN}/auth/signin?error=RateLimited&code=60`);
		expect(refused.headers.get('retry-after')).toBe('60');
		expect(location(await new Browser(auth, ORIGIN, OWNER).post('/auth/signin/mock-oidc', {}))).toMatch(new RegExp(`^${idp.issuer}/authorize`));
	});
});

describe('passkeys', () => {
	test('passkey options past the limit answer 429 JSON with Retry-After (a JSON route)', async () => {
		const { auth } = world({ rateLimit: { passkeyOptions: { window: 60, max: 2 } } });
		const options = () => drive(auth, '/auth/webauthn-options/passkey?action=authenticate', {}, undefined, ATTACKER);
		expect((await options()).status).toBe(200);
		expect((await options()).status).toBe(200);
		const refused = await options();
		expect(refused.status).toBe(429);
		expect(refused.headers.get('retry-after')).toBe('60');
		expect(await refused.json()).toEqual({ error: 'RateLimited', code: '60', message: expect.stringMatching(/passkey requests/) });
		expect((await drive(auth, '/auth/webauthn-options/passkey?action=authenticate', {}, undefined, OWNER)).status).toBe(200);
	});

	test('failed passkey verifications past the limit are refused before anything is verified', async () => {
		const { auth } = world({ rateLimit: { passkey: { window: 300, max: 2 } } });
		const browser = new Browser(auth, ORIGIN, ATTACKER);
		const forged = () => browser.post('/auth/callback/passkey', { action: 'authenticate', data: '{"id":"AAAA"}' });
		expect(location(await forged())).toMatch(/error=WebAuthnVerificationError/);
		expect(location(await forged())).toMatch(/error=WebAuthnVerificationError/);
		expect(location(await forged())).toBe(`${ORIGIN}/auth/signin?error=RateLimited&code=300`);
	});
});
