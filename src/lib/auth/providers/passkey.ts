/**
 * The Passkey provider (Auth.js's `Passkey`): a WebAuthn provider that asks for discoverable
 * credentials and user verification, so a passkey alone signs the user in. Needs an adapter and
 * `experimental.enableWebAuthn: true`; see docs/webauthn.md.
 */
import type { WebAuthnConfig } from './types.ts';

/**
 * @example
 * SvelteKitAuth({ adapter, experimental: { enableWebAuthn: true }, providers: [Passkey()] })
 * @example
 * // Behind a proxy that rewrites the host, pin the relying party:
 * Passkey({ relayingParty: { id: 'example.com', name: 'Example', origin: 'https://example.com' } })
 */
export default function Passkey(options: Partial<WebAuthnConfig> = {}): WebAuthnConfig {
	const defaults: WebAuthnConfig = {
		id: 'passkey',
		name: 'Passkey',
		type: 'webauthn',
		formFields: { email: { label: 'Email for your passkey', type: 'email', required: true, autocomplete: 'username webauthn' } },
		enableConditionalUI: true,
		// The library's own browser entry (`#lib/auth/webauthn`) bundles @simplewebauthn/browser: no CDN script.
		simpleWebAuthnBrowserVersion: false,
		// A passkey is the only factor, so the authenticator must verify the user (PIN, biometrics).
		registrationOptions: { authenticatorSelection: { residentKey: 'required', userVerification: 'required' } },
		authenticationOptions: { userVerification: 'required' },
		verifyRegistrationOptions: { requireUserVerification: true },
		verifyAuthenticationOptions: { requireUserVerification: true }
	};
	return { ...defaults, ...options, type: 'webauthn' };
}

export { Passkey };
