/**
 * The `email` provider: SMTP through nodemailer, like `nodemailer` but with id `email` (the id older
 * Auth.js apps use, so their `/auth/callback/email` links keep working).
 */
import Nodemailer, { type NodemailerUserConfig } from './nodemailer.ts';
import type { EmailConfig } from './types.ts';

/**
 * SMTP e-mail provider with id `email`. Throws at startup without `server`.
 * @example Email({ server: 'smtp://127.0.0.1:2525', from: 'My App <no-reply@example.com>' })
 */
export default function Email(config: NodemailerUserConfig): EmailConfig {
	return Nodemailer({ id: 'email', name: 'Email', ...config });
}

export { Email };
export type { NodemailerUserConfig as EmailUserConfig };
