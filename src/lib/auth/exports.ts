/**
 * Everything the server entries export besides `SvelteKitAuth`: `index.ts` (SvelteKit 2.63 and later, 3.x)
 * and `index-legacy.ts` (SvelteKit 2.26 to 2.62) re-export this module, so both entries stay identical.
 *
 * @example
 * import { CredentialsSignin, skipCSRFCheck, type Session } from './lib/auth/index.ts';
 */
export { skipCSRFCheck } from './symbols.ts';
export { cleanupExpired, type CleanupExpiredOptions } from './session/cleanup.ts';
export type { AuthApi, AuthOutcome, SignInCall, CallerEvent, ApiResult } from './core/api.ts';
export type { SessionInfo, LinkedAccount } from './actions/manage.ts';
export type { AccessToken } from './actions/access-token.ts';
export type { UnlinkRequest } from './identity/unlink.ts';
export type { GuardEvent, GuardOptions, SignedInSession } from './core/guard.ts';

export * from './errors.ts';
export type * from './types.ts';
export type {
	OAuthConfig,
	OIDCConfig,
	CredentialsConfig,
	EmailConfig,
	WebAuthnConfig,
	Provider,
	RefreshOptions,
	FederatedSignOutOptions
} from './providers/types.ts';
