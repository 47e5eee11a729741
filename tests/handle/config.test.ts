/**
 * Static configs are checked once, at creation (a misconfigured server stops at startup with a message
 * that says what to do); a config function is resolved per request and cached per returned object.
 */
import { describe, expect, test } from 'vitest';
import { MemoryAdapter } from '#lib/auth/adapters/memory.ts';
import Nodemailer from '#lib/auth/providers/nodemailer.ts';
import Passkey from '#lib/auth/providers/passkey.ts';
import { ExperimentalFeatureNotEnabled, MissingAdapter, MissingSecret, UnsupportedStrategy } from '#lib/auth/errors.ts';
import type { SvelteKitAuthConfig } from '#lib/auth/types.ts';
import { Browser, baseConfig, demoCredentials, drive, makeAuth, SECRET } from './harness.ts';

const mailer = () => Nodemailer({ server: 'smtp://127.0.0.1:2525', from: 'auth@example.com' });

function creationError(config: SvelteKitAuthConfig): Error {
	try {
		makeAuth(config);
	} catch (error) {
		return error as Error;
	}
	throw new Error('createSvelteKitAuth accepted the config');
}

describe('static config errors are thrown at creation, before any request', () => {
	test('a missing AUTH_SECRET names the variable and says how to generate one', () => {
		const error = creationError(baseConfig({ secret: undefined, env: {} }));
		expect(error).toBeInstanceOf(MissingSecret);
		expect(error.message).toContain('AUTH_SECRET');
		expect(error.message).toMatch(/openssl rand/);
	});

	test('AUTH_SECRET from env is used when config.secret is absent', () => {
		expect(() => makeAuth(baseConfig({ secret: undefined, env: { AUTH_SECRET: SECRET } }))).not.toThrow();
	});

	test('a secret shorter than 32 characters is refused, naming AUTH_SECRET and how to generate one', () => {
		const error = creationError(baseConfig({ secret: undefined, env: { AUTH_SECRET: 'too-short' } }));
		expect(error).toBeInstanceOf(MissingSecret);
		expect(error.message).toContain('AUTH_SECRET');
		expect(error.message).toMatch(/32/);
		expect(error.message).toMatch(/openssl rand/);
	});

	test('an e-mail provider without an adapter is MissingAdapter', () => {
		expect(creationError(baseConfig({ providers: [mailer()] }))).toBeInstanceOf(MissingAdapter);
	});

	test('the database strategy without an adapter is MissingAdapter', () => {
		expect(creationError(baseConfig({ session: { strategy: 'database' } }))).toBeInstanceOf(MissingAdapter);
	});

	test('credentials-only with the database strategy is UnsupportedStrategy unless credentialsDatabaseSessions is on', () => {
		const config = baseConfig({ adapter: MemoryAdapter(), session: { strategy: 'database' } });
		const error = creationError(config);
		expect(error).toBeInstanceOf(UnsupportedStrategy);
		expect(error.message).toMatch(/jwt/);
		expect(() => makeAuth({ ...config, credentialsDatabaseSessions: true })).not.toThrow();
	});

	test('a WebAuthn provider without the experimental flag names experimental.enableWebAuthn', () => {
		const error = creationError(baseConfig({ adapter: MemoryAdapter(), providers: [Passkey()] }));
		expect(error).toBeInstanceOf(ExperimentalFeatureNotEnabled);
		expect(error.message).toContain('experimental.enableWebAuthn');
	});

	test('two providers with the same id are refused', () => {
		const error = creationError(baseConfig({ providers: [demoCredentials(), demoCredentials()] }));
		expect(error.message).toMatch(/share the id "credentials"/);
	});
});

describe('a config function is resolved per request and cached per returned object', () => {
	/** Provider factories run once per resolveConfig: a counter inside one counts the resolutions. */
	function countingProvider(counter: { resolutions: number }) {
		return () => {
			counter.resolutions++;
			return demoCredentials();
		};
	}

	test('returning the same object resolves it once for many requests', async () => {
		const counter = { resolutions: 0, calls: 0 };
		const config = baseConfig({ providers: [countingProvider(counter)] });
		const auth = makeAuth(() => (counter.calls++, config));
		for (let i = 0; i < 3; i++) expect((await drive(auth, '/auth/session')).status).toBe(200);
		expect(counter).toEqual({ resolutions: 1, calls: 3 });
	});

	test('returning a new object each time resolves each one', async () => {
		const counter = { resolutions: 0, calls: 0 };
		const auth = makeAuth(async () => (counter.calls++, baseConfig({ providers: [countingProvider(counter)] })));
		for (let i = 0; i < 3; i++) expect((await drive(auth, '/auth/session')).status).toBe(200);
		expect(counter).toEqual({ resolutions: 3, calls: 3 });
	});

	test('the function receives the event, so per-request values (platform env) reach the config', async () => {
		const seen: string[] = [];
		const config = baseConfig();
		const auth = makeAuth((event) => (seen.push(event.url.pathname), config));
		await drive(auth, '/somewhere');
		expect(seen).toEqual(['/somewhere']);
	});

	test('a bad config function surfaces at the first request, not at creation', async () => {
		const auth = makeAuth(() => baseConfig({ secret: 'short' }));
		await expect(drive(auth, '/')).rejects.toBeInstanceOf(MissingSecret);
	});

	test('sign-in works end to end with a config function', async () => {
		const config = baseConfig();
		const browser = new Browser(makeAuth(() => config));
		expect((await browser.signIn()).status).toBe(302);
		const body = await (await browser.fetch('/')).json();
		expect(body.session.user.name).toBe('Demo');
	});
});
