/**
 * E-mail sign-in through SMTP with nodemailer (https://nodemailer.com/smtp/). `server` is what
 * `createTransport` accepts: a connection string (`smtp://user:pass@host:587`) or an options object.
 */
import { AuthError, EmailSignInError } from '../errors.ts';
import { emailProvider, type EmailUserConfig } from './email-base.ts';
import { renderSignInEmail } from './email-message.ts';
import type { EmailConfig, SendVerificationRequestParams } from './types.ts';

export interface NodemailerUserConfig extends EmailUserConfig {
	/**
	 * Connection string or nodemailer SMTP transport options. Required: without it the provider throws at
	 * startup. `undefined` is in the type so that `process.env.EMAIL_SERVER` type-checks, as under Auth.js.
	 */
	server: string | Record<string, unknown> | undefined;
}

/** Sends the built-in sign-in message over `provider.server` (the resolved provider, so overrides apply). */
export async function sendWithNodemailer(params: SendVerificationRequestParams): Promise<void> {
	const { identifier, url, provider, theme, expires } = params;
	// Imported on first use: apps that never send SMTP mail (edge runtimes, API senders) never load it.
	const { createTransport } = await import('nodemailer');
	const transport = createTransport(provider.server as Parameters<typeof createTransport>[0]);
	try {
		const info = await transport.sendMail({ to: identifier, from: provider.from, ...renderSignInEmail({ url, theme, expires }) });
		const failed = [...(info.rejected ?? []), ...((info as { pending?: unknown[] }).pending ?? [])];
		if (failed.length > 0) throw new EmailSignInError('The SMTP server refused the recipient.', { cause: { response: info.response } });
	} finally {
		transport.close();
	}
}

function assertServer(id: string, config: Partial<NodemailerUserConfig> | undefined): void {
	if (!config?.server) {
		throw new AuthError(
			`The "${id}" e-mail provider needs \`server\`: an SMTP connection string such as "smtp://user:pass@smtp.example.com:587" or nodemailer transport options.`
		);
	}
}

/**
 * SMTP e-mail provider (id `nodemailer`). Throws at startup without `server`.
 * @example Nodemailer({ server: process.env.SMTP_URL, from: 'My App <no-reply@example.com>' })
 */
export default function Nodemailer(config: NodemailerUserConfig): EmailConfig {
	assertServer(config?.id ?? 'nodemailer', config);
	return emailProvider({ id: 'nodemailer', name: 'Nodemailer', sendVerificationRequest: sendWithNodemailer }, config);
}

export { Nodemailer };
