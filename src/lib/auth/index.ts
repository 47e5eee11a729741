/**
 * Server entry of the library (the drop-in for `@auth/sveltekit`).
 *
 * @example
 * // src/auth.ts
 * import { SvelteKitAuth } from './lib/auth/index.ts';
 * import GitHub from './lib/auth/providers/github.ts';
 * export const { handle, signIn, signOut } = SvelteKitAuth({ providers: [GitHub] });
 */
import { building, dev } from '$app/env';
import { resolve } from '$app/paths';
import { createSvelteKitAuth, type ConfigInput } from './core/sveltekit.ts';

/** Builds `{ handle, signIn, signOut, safeSignIn }` from a config object or a per-request config function. */
export function SvelteKitAuth(config: ConfigInput) {
	return createSvelteKitAuth(config, { building, dev, base: resolve('/').replace(/\/$/, '') });
}

export { skipCSRFCheck } from './core/symbols.ts';

export * from './errors.ts';
export type * from './types.ts';
export type { Adapter, AdapterUser, AdapterAccount, AdapterSession, AdapterAuthenticator, VerificationToken } from './adapters/types.ts';
export type { OAuthConfig, OIDCConfig, CredentialsConfig, EmailConfig, WebAuthnConfig, Provider } from './providers/types.ts';
