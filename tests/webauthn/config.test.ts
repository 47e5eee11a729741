import { describe, expect, it } from 'vitest';
import { MemoryAdapter } from '#lib/auth/adapters/memory.ts';
import type { Adapter } from '#lib/auth/adapters/types.ts';
import type { Logger } from '#lib/auth/config/types.ts';
import { assertWebAuthnConfig } from '#lib/auth/config/webauthn.ts';
import { WEBAUTHN_METHODS } from '#lib/auth/config/adapter.ts';
import { resolveConfig } from '#lib/auth/config.ts';
import Passkey from '#lib/auth/providers/passkey.ts';
import type { AnyProviderConfig } from '#lib/auth/providers/types.ts';

const logger: Logger = { error() {}, warn() {}, debug() {} };
const enabled = { enableWebAuthn: true };

function thrown(run: () => void): Error & { type?: string } {
	try {
		run();
	} catch (error) {
		return error as Error & { type?: string };
	}
	throw new Error('expected a startup error');
}

describe('assertWebAuthnConfig (startup)', () => {
	it('refuses a WebAuthn provider without experimental.enableWebAuthn, naming the flag', () => {
		const error = thrown(() => assertWebAuthnConfig({ adapter: MemoryAdapter(), providers: [Passkey()] }, logger));
		expect(error.type).toBe('ExperimentalFeatureNotEnabled');
		expect(error.message).toContain('experimental.enableWebAuthn');
	});

	it('ignores the flag when there is no WebAuthn provider', () => {
		const providers: AnyProviderConfig[] = [{ id: 'c', name: 'C', type: 'credentials', credentials: {}, authorize: () => null }];
		expect(() => assertWebAuthnConfig({ providers }, logger)).not.toThrow();
	});

	it('refuses a WebAuthn provider without an adapter (MissingAdapter)', () => {
		const error = thrown(() => assertWebAuthnConfig({ experimental: enabled, providers: [Passkey()] }, logger));
		expect(error.type).toBe('MissingAdapter');
	});

	/** The whole startup check: the flag and provider checks above, then every adapter method the configuration needs. */
	const start = (adapter: Adapter) => () =>
		resolveConfig({ secret: 'webauthn-config-secret-0123456789abcdef', trustHost: true, env: {}, experimental: enabled, adapter, providers: [Passkey()] });

	it('names every missing authenticator method (MissingAdapterMethods)', () => {
		const { getAuthenticator, updateAuthenticatorCounter, ...rest } = MemoryAdapter();
		void getAuthenticator;
		void updateAuthenticatorCounter;
		const error = thrown(start(rest));
		expect(error.type).toBe('MissingAdapterMethods');
		expect(error.message).toContain('getAuthenticator, updateAuthenticatorCounter');
	});

	it('checks every method the flow calls, on a class-based adapter too', () => {
		class Partial {
			getUser() {
				return null;
			}
		}
		const error = thrown(start(new Partial() as Adapter));
		for (const method of WEBAUTHN_METHODS.filter((m) => m !== 'getUser')) expect(error.message).toContain(method);
		expect(error.message).not.toContain('getUser,');
	});

	it('refuses two providers with conditional UI (DuplicateConditionalUI)', () => {
		const providers = [Passkey(), Passkey({ id: 'second' })];
		const error = thrown(() => assertWebAuthnConfig({ experimental: enabled, adapter: MemoryAdapter(), providers }, logger));
		expect(error.type).toBe('DuplicateConditionalUI');
	});

	it('refuses conditional UI without a field whose autocomplete includes "webauthn"', () => {
		const providers = [Passkey({ formFields: { email: { label: 'Email', autocomplete: 'email' } } })];
		const error = thrown(() => assertWebAuthnConfig({ experimental: enabled, adapter: MemoryAdapter(), providers }, logger));
		expect(error.type).toBe('MissingWebAuthnAutocomplete');
	});

	it('accepts a complete configuration', () => {
		const providers = [Passkey(), Passkey({ id: 'backup', enableConditionalUI: false })];
		expect(() => assertWebAuthnConfig({ experimental: enabled, adapter: MemoryAdapter(), providers }, logger)).not.toThrow();
	});
});

describe('Passkey()', () => {
	it('defaults to id passkey, type webauthn, an e-mail field with "username webauthn" autocomplete, conditional UI, no CDN script', () => {
		expect(Passkey()).toMatchObject({
			id: 'passkey',
			name: 'Passkey',
			type: 'webauthn',
			formFields: { email: { label: 'Email for your passkey', type: 'email', required: true, autocomplete: 'username webauthn' } },
			enableConditionalUI: true,
			simpleWebAuthnBrowserVersion: false
		});
	});

	it('lets options override the defaults but never the type', () => {
		const provider = Passkey({ id: 'work-key', name: 'Work key', enableConditionalUI: false, type: 'oauth' as never });
		expect(provider).toMatchObject({ id: 'work-key', name: 'Work key', enableConditionalUI: false, type: 'webauthn' });
	});
});
