/**
 * The WebAuthn provider beside Passkey: same shape and routes, Auth.js's id and name, and no user
 * verification or discoverable-credential requirement of its own.
 */
import { describe, expect, it } from 'vitest';
import Passkey from '#lib/auth/providers/passkey.ts';
import WebAuthn, { WebAuthn as NamedWebAuthn } from '#lib/auth/providers/webauthn.ts';

describe('WebAuthn provider', () => {
	it('is a webauthn provider with id "webauthn", an e-mail field for autofill and conditional UI', () => {
		expect(WebAuthn()).toEqual({
			id: 'webauthn',
			name: 'WebAuthn',
			type: 'webauthn',
			formFields: { email: { label: 'Email for your passkey', type: 'email', required: true, autocomplete: 'username webauthn' } },
			enableConditionalUI: true,
			simpleWebAuthnBrowserVersion: false
		});
		expect(NamedWebAuthn).toBe(WebAuthn);
	});

	it('leaves ceremony options to the library defaults, unlike Passkey which requires user verification', () => {
		expect(WebAuthn()).not.toHaveProperty('registrationOptions');
		expect(WebAuthn()).not.toHaveProperty('verifyAuthenticationOptions');
		expect(Passkey()).toMatchObject({ verifyAuthenticationOptions: { requireUserVerification: true } });
	});

	it('takes options over the defaults but stays of type webauthn', () => {
		const provider = WebAuthn({ id: 'security-key', enableConditionalUI: false, type: 'credentials' as never, relayingParty: { id: 'example.com' } });
		expect(provider).toMatchObject({ id: 'security-key', enableConditionalUI: false, type: 'webauthn', relayingParty: { id: 'example.com' } });
	});
});
