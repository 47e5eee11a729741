/**
 * The WebAuthn provider (Auth.js's `WebAuthn`, id `webauthn`): passkeys and security keys with the
 * relying-party defaults of @simplewebauthn/server, unlike `Passkey`, which demands discoverable
 * credentials and user verification. Needs an adapter and `experimental.enableWebAuthn: true`; see
 * docs/webauthn.md. Spec: https://www.w3.org/TR/webauthn-3/
 */
import type { WebAuthnConfig } from './types.ts';

/**
 * @example
 * SvelteKitAuth({ adapter, experimental: { enableWebAuthn: true }, providers: [WebAuthn()] })
 * @example
 * // Security keys as a second device, no autofill:
 * WebAuthn({ enableConditionalUI: false, registrationOptions: { authenticatorSelection: { residentKey: 'discouraged' } } })
 */
export default function WebAuthn(options: Partial<WebAuthnConfig> = {}): WebAuthnConfig {
	const defaults: WebAuthnConfig = {
		id: 'webauthn',
		name: 'WebAuthn',
		type: 'webauthn',
		formFields: { email: { label: 'Email for your passkey', type: 'email', required: true, autocomplete: 'username webauthn' } },
		enableConditionalUI: true,
		// The library's own browser entry (`#lib/auth/webauthn`) bundles @simplewebauthn/browser: no CDN script.
		simpleWebAuthnBrowserVersion: false
	};
	return { ...defaults, ...options, type: 'webauthn' };
}

export { WebAuthn };
