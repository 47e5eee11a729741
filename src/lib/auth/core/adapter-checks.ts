/**
 * Startup checks of the adapter against what the configuration needs (a database strategy without
 * getSessionAndUser is reported at startup, naming the method), then the AdapterError wrapper.
 */
import { assertAdapterMethods, requiredAdapterMethods, wrapAdapter } from '../adapters/wrap.ts';
import type { Adapter } from '../adapters/types.ts';
import type { AnyProviderConfig } from '../providers/types.ts';
import type { SvelteKitAuthConfig } from '../types.ts';
import type { Logger } from './context.ts';

export function adapterChecks(
	config: SvelteKitAuthConfig,
	providers: AnyProviderConfig[],
	strategy: string,
	logger: Logger
): Adapter | undefined {
	if (!config.adapter) return undefined;
	const required = requiredAdapterMethods({
		strategy: strategy as 'jwt' | 'database',
		hasEmail: providers.some((p) => p.type === 'email'),
		hasWebAuthn: providers.some((p) => p.type === 'webauthn'),
		hasOAuth: providers.some((p) => p.type === 'oauth' || p.type === 'oidc')
	});
	assertAdapterMethods(config.adapter, required);
	return wrapAdapter(config.adapter, logger);
}
