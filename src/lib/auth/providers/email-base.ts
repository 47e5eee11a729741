/**
 * What every e-mail provider factory shares: the option shape and the defaults Auth.js's
 * e-mail providers have (`from`, `maxAge`). Factories return plain objects, so an app's own e-mail provider
 * objects keep working the same way.
 */
import type { EmailConfig } from './types.ts';

type KnownEmailKeys =
	| 'id'
	| 'name'
	| 'maxAge'
	| 'from'
	| 'server'
	| 'apiKey'
	| 'secret'
	| 'sendVerificationRequest'
	| 'generateVerificationToken'
	| 'normalizeIdentifier'
	| 'minIntervalSeconds';

/** Options of the built-in e-mail factories: every EmailConfig field may be overridden. */
export type EmailUserConfig = Partial<Pick<EmailConfig, KnownEmailKeys>> & { [key: string]: unknown };

export const DEFAULT_FROM = 'Auth.js <no-reply@authjs.dev>';
export const DEFAULT_EMAIL_MAX_AGE = 24 * 60 * 60;

/**
 * Merges the user's options over a factory's defaults. The user's object is also kept in `options`,
 * as Auth.js factories do, for code that inspects `provider.options`.
 */
export function emailProvider(
	defaults: Pick<EmailConfig, 'id' | 'name' | 'sendVerificationRequest'>,
	config: EmailUserConfig
): EmailConfig {
	return { from: DEFAULT_FROM, maxAge: DEFAULT_EMAIL_MAX_AGE, ...defaults, ...config, type: 'email', options: config } as EmailConfig;
}
