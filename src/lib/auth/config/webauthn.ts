/**
 * Startup checks for WebAuthn providers: thrown once when the configuration is resolved, not per request.
 * The adapter methods passkeys need are checked with every other adapter method (config/adapter.ts).
 */
import type { Adapter } from '../model.ts';
import type { Logger } from './types.ts';
import { DuplicateConditionalUI, ExperimentalFeatureNotEnabled, MissingAdapter, MissingWebAuthnAutocomplete } from '../errors.ts';
import type { AnyProviderConfig, WebAuthnConfig } from '../providers/types.ts';

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
