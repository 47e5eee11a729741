/**
 * Startup checks for WebAuthn providers (AUTHJS-BEHAVIOUR.md 10.1; Auth.js's assert.ts): thrown once
 * when the configuration is resolved, not per request.
 */
import type { Adapter } from '../adapters/types.ts';
import type { Logger } from '../core/context.ts';
import {
	DuplicateConditionalUI,
	ExperimentalFeatureNotEnabled,
	MissingAdapter,
	MissingAdapterMethods,
	MissingWebAuthnAutocomplete
} from '../errors.ts';
import type { AnyProviderConfig, WebAuthnConfig } from '../providers/types.ts';

/** Every adapter method the WebAuthn options endpoint and callback call. */
export const WEBAUTHN_ADAPTER_METHODS = [
	'getAuthenticator',
	'createAuthenticator',
	'listAuthenticatorsByUserId',
	'updateAuthenticatorCounter',
	'getUser',
	'createUser',
	'getUserByEmail',
	'linkAccount',
	'getUserByAccount'
] as const satisfies readonly (keyof Adapter)[];

/**
 * Throws the configuration error WebAuthn providers would otherwise hit on the first request. A config
 * without WebAuthn providers passes untouched, whatever the flag says.
 * @example assertWebAuthnConfig({ experimental: config.experimental, adapter: config.adapter, providers }, logger);
 */
export function assertWebAuthnConfig(
	config: { experimental?: { enableWebAuthn?: boolean }; adapter?: Adapter; providers: AnyProviderConfig[] },
	logger: Logger
): void {
	const webauthn = config.providers.filter((provider): provider is WebAuthnConfig => provider.type === 'webauthn');
	if (!webauthn.length) return;
	if (!config.experimental?.enableWebAuthn) {
		throw new ExperimentalFeatureNotEnabled(
			'WebAuthn is an experimental feature. To enable it, set `experimental.enableWebAuthn` to `true` in your config'
		);
	}
	if (!config.adapter) throw new MissingAdapter('WebAuthn providers need an adapter to store users and authenticators');
	const adapter = config.adapter;
	const missing = WEBAUTHN_ADAPTER_METHODS.filter((method) => typeof adapter[method] !== 'function');
	if (missing.length) {
		throw new MissingAdapterMethods(`Required adapter methods were missing: ${missing.join(', ')}`, {
			cause: { missing }
		});
	}
	const conditional = webauthn.filter((provider) => provider.enableConditionalUI);
	if (conditional.length > 1) {
		throw new DuplicateConditionalUI(
			`Only one WebAuthn provider may enable conditional UI; found ${conditional.map((p) => p.id).join(', ')}`
		);
	}
	for (const provider of conditional) {
		// Browsers offer passkeys in autofill only on an input whose autocomplete includes `webauthn`.
		const fields = Object.values(provider.formFields ?? {});
		if (!fields.some((field) => field.autocomplete?.split(/\s+/).includes('webauthn'))) {
			throw new MissingWebAuthnAutocomplete(
				`Provider ${provider.id} enables conditional UI but no form field has "webauthn" in its autocomplete`
			);
		}
	}
	logger.debug('webauthn-providers', webauthn.map((provider) => provider.id));
}
